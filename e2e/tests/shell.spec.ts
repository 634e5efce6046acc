import { expect, type Locator, type Page, test } from '@playwright/test';

const TOAST = '.mantine-Notification-root';

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/** A busy server for the version check: its error is toasted (by the client and by the page). */
async function versionCheckFails(page: Page) {
  await page.route('**/api/app/version**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 503, error: 'UNAVAILABLE', message: 'The server is busy', data: null }),
    }),
  );
}

test('one toast at a time, where it hides neither the page title nor its back button', async ({ page }) => {
  await page.goto('/settings');
  await page.getByTestId('version-check').click();
  await expect(page.locator(TOAST).filter({ hasText: 'latest version' })).toBeVisible();

  // A second, different result while the first is on screen: the newest replaces it, no stack.
  await versionCheckFails(page);
  await page.getByTestId('version-check').click();
  await expect(page.locator(TOAST).filter({ hasText: 'The server is busy' }).first()).toBeVisible();
  await page.waitForTimeout(600); // past the leaving toast's transition
  expect(await page.locator(TOAST).count()).toBe(1);
  await expect(page.locator(TOAST)).toContainText('The server is busy');

  const toast = await boxOf(page.locator(TOAST));
  const header = await boxOf(page.locator('.page-header'));
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  // Below the page header (title and back button), in the lower part of the screen.
  expect(toast.y).toBeGreaterThan(header.y + header.height);
  expect(toast.y + toast.height).toBeLessThanOrEqual(viewport.height);
  expect(toast.y).toBeGreaterThan(viewport.height / 2);
  const tabBar = page.locator('.tab-bar');
  if (await tabBar.isVisible()) {
    // Phone: above the tab bar.
    expect(toast.y + toast.height).toBeLessThanOrEqual((await boxOf(tabBar)).y);
  } else {
    // Wide screen: at the inline end (right in English), away from the side navigation.
    expect(toast.x).toBeGreaterThan(viewport.width / 2);
  }
});

test('a guest finds "Log in" and "Sign up": in the header on a wide screen, behind the Mine tab on a phone', async ({
  page,
}) => {
  await page.goto('/cars');
  const wide = (page.viewportSize()?.width ?? 0) > 960;
  if (wide) {
    await expect(page.getByTestId('header-signup')).toHaveText('Sign up');
    await page.getByTestId('header-login').click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcars/);
  } else {
    await expect(page.getByTestId('account-bar')).toHaveCount(0);
    await page.getByTestId('tab-mine').click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmine/);
  }
  await expect(page.getByTestId('login-submit')).toBeVisible();
});

test('a logged-in user has the account menu in the wide header instead of "Log in"', async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 0) <= 960, 'the header is the wide-screen one');
  await page.goto('/login');
  await page.getByLabel('Mobile number').fill('0500000003');
  await page.getByLabel('Password', { exact: true }).fill('Dubai2026');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await expect(page.getByTestId('header-login')).toHaveCount(0);
  // No "login successful" toast: the header shows who is logged in.
  await page.waitForTimeout(500);
  await expect(page.locator(TOAST)).toHaveCount(0);
  await page.getByTestId('account-menu').click();
  await page.getByTestId('account-logout').click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/');
  await expect(page.getByTestId('header-login')).toBeVisible();
});

test('an unknown or malformed id and an unknown route show a not-found page with ways back', async ({ page }) => {
  for (const url of [
    '/cars/not-a-uuid',
    '/cars/00000000-0000-4000-8000-000000000000',
    '/rentals/cars/not-a-uuid',
    '/shops/not-a-uuid',
    '/no-such-page',
  ]) {
    await page.goto(url);
    await expect(page.getByTestId('not-found'), url).toBeVisible();
    await expect(page.getByText('Please check the highlighted fields'), url).toHaveCount(0);
    await expect(page.getByTestId('not-found-home'), url).toBeVisible();
    await expect(page.locator(TOAST), url).toHaveCount(0);
  }
  await page.getByTestId('not-found-search').click();
  await expect(page).toHaveURL(/\/cars$/);

  // In Arabic, translated and right to left.
  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  await page.goto('/cars/not-a-uuid');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('not-found-home')).toHaveText('الذهاب إلى الرئيسية');
});
