import { type APIRequestContext, type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { PASSWORD, registerByApi } from './support';

/** The seeded demo admin. */
const ADMIN = { e164: '+971500000001', password: 'Dubai2026' };
/** A 1x1 PNG: enough for the licence image (the server re-encodes it). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Logs in through the API and puts the session in storage before the app starts. */
async function signIn(page: Page, request: APIRequestContext, mobile: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { mobile, password } });
  expect(res.ok()).toBe(true);
  const { token, expiresAt, user } = (await res.json()).data;
  await page.addInitScript(
    ([tok, exp, u]) => {
      localStorage.setItem('lang', 'en');
      localStorage.setItem('token', tok);
      localStorage.setItem('tokenExpiresAt', exp);
      localStorage.setItem('userInfo', u);
    },
    [token, expiresAt, JSON.stringify(user)],
  );
}

/** A second browser window (own storage) with the project's viewport. */
async function newPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport ?? null,
    hasTouch: testInfo.project.use.hasTouch,
  });
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  return context.newPage();
}

test('a user opens a shop, the admin verifies it, and a guest finds it, logs in and follows it', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const owner = await registerByApi(request);
  const name = `Palm Motors ${testInfo.project.name} ${Date.now() % 1_000_000}`;

  // The owner opens a shop from the Mine page ("Become a dealer": not a merchant yet).
  await signIn(page, request, owner.e164, PASSWORD);
  await page.goto('/mine');
  await page.getByTestId('mine-open-shop').click();
  await expect(page).toHaveURL(/\/me\/shop\/open$/);
  await page.getByTestId('shop-name').fill(name);
  await page.getByTestId('shop-city').click();
  await page.getByTestId('hot-city-dubai-city').click();
  await page.getByTestId('shop-address').fill('Al Aweer Auto Market, Shed 3');
  await page.getByRole('switch', { name: 'Monday' }).check();
  await page.getByTestId('shop-licence').fill('DED-445566');
  await page.getByTestId('shop-licence-image-input').setInputFiles({
    name: 'licence.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByTestId('shop-licence-image')).toHaveText(/Replace/);
  await page.getByTestId('shop-phone').fill('04 321 7788');
  await page.getByTestId('shop-whatsapp').fill('050 765 4321');
  await page.getByTestId('shop-submit').click();
  await expect(page).toHaveURL(/\/me\/shop$/);
  await expect(page.getByTestId('shop-status')).toHaveAttribute('data-status', 'pending');

  // The admin finds it in the verification queue and verifies it.
  const admin = await newPage(browser, testInfo);
  await signIn(admin, request, ADMIN.e164, ADMIN.password);
  await admin.goto('/admin/shops');
  await admin.getByTestId('admin-shop-search').fill(name);
  const row = admin.getByTestId('admin-shop-item').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: /View image/ })).toBeVisible();
  await row.getByTestId('verify-shop').click();
  await expect(row).toHaveCount(0);
  await admin.context().close();

  // The owner sees the badge.
  await page.reload();
  await expect(page.getByTestId('shop-status')).toHaveAttribute('data-status', 'verified');
  await expect(page.getByTestId('shop-verified-badge')).toBeVisible();

  // A guest searches the dealers, opens the shop and wants to follow it: login, then back.
  const buyerMobile = await registerByApi(request);
  const guest = await newPage(browser, testInfo);
  await guest.goto('/shops');
  await guest.getByTestId('shop-search').fill(name);
  const card = guest.getByTestId('shop-row').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('shop-verified-tick')).toBeVisible();
  await card.click();
  await expect(guest.getByTestId('shop-title')).toHaveText(name);
  await expect(guest.getByTestId('shop-hours')).toContainText('Monday');
  await expect(guest.getByTestId('shop-whatsapp')).toHaveAttribute('href', /wa\.me\/971507654321/);
  const shopUrl = guest.url();
  await guest.getByTestId('shop-follow').click();
  await expect(guest).toHaveURL(/\/login\?redirect=/);
  await guest.locator('input[type="tel"]').fill(buyerMobile.national);
  await guest.locator('input[type="password"]').fill(PASSWORD);
  await guest.getByTestId('login-submit').click();
  await expect(guest).toHaveURL(shopUrl);
  await guest.getByTestId('shop-follow').click();
  await expect(guest.getByTestId('shop-follow')).toHaveAttribute('data-following', 'true');
  await expect(guest.getByTestId('shop-followers')).toHaveText(/1 follower/);

  // The shop is in the buyer's followed shops.
  await guest.goto('/me/following');
  await expect(guest.getByTestId('shop-row').filter({ hasText: name })).toHaveCount(1);
  await guest.context().close();
});
