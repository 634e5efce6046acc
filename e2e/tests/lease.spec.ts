import { type APIRequestContext, type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { PASSWORD, registerByApi } from './support';

/** The seeded demo admin. */
const ADMIN = { e164: '+971500000001', password: 'Dubai2026' };
const ARABIC = /[\u0600-\u06FF]/;

/** Logs in through the API and puts the session (and language) in the page's storage. */
async function openAs(
  page: Page,
  request: APIRequestContext,
  login: { e164: string; password: string },
  lang: 'en' | 'ar',
) {
  const res = await request.post('/api/auth/login', { data: { mobile: login.e164, password: login.password } });
  expect(res.ok()).toBe(true);
  const { token, expiresAt, user } = (await res.json()).data;
  await page.addInitScript(
    ([l, tok, exp, u]) => {
      localStorage.setItem('lang', l);
      localStorage.setItem('token', tok);
      localStorage.setItem('tokenExpiresAt', exp);
      localStorage.setItem('userInfo', u);
    },
    [lang, token, expiresAt, JSON.stringify(user)],
  );
}

/** A page of its own for a second person (the admin), at the project's viewport. */
async function secondPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport ?? null,
    hasTouch: testInfo.project.use.hasTouch,
  });
  return context.newPage();
}

/** The amount shown (in any locale's digits and grouping) as fils. */
function filsIn(text: string): number {
  const ascii = text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/\u066C/g, ',')
    .replace(/\u066B/g, '.');
  const number = /\d[\d,]*\.\d{2}/.exec(ascii)?.[0];
  if (!number) throw new Error(`no amount in "${text}"`);
  return Math.round(Number(number.replace(/,/g, '')) * 100);
}

/** DOMAIN-NOTES' formula written out again: the level payment on a reducing balance with a balloon. */
function expectedPaymentFils(principal: number, balloon: number, annualPct: number, months: number): number {
  const r = annualPct / 1200;
  return Math.round(((principal - balloon * (1 + r) ** -months) * r) / (1 - (1 + r) ** -months));
}

test('the lease-to-own calculator in Arabic: right to left, the monthly payment and the schedule', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
  await page.goto('/lease');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('lease-perks')).toContainText(ARABIC);
  await page.getByTestId('lease-tool-calculator').click();
  await expect(page).toHaveURL(/\/lease\/calculator/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  // AED 150,000 with 25 % down, 24 months at 3.5 % and a 20 % balloon.
  await page.getByTestId('calc-price').fill('150000');
  await page.getByTestId('calc-rate').fill('3.5');
  await page.getByTestId('calc-balloon').fill('20');
  const down = page.getByTestId('calc-down');
  await down.focus();
  await down.press('Home');
  for (let i = 0; i < 15; i++) await down.press('ArrowUp');
  await expect(page.getByTestId('calc-down-value')).toContainText('25');
  const months = page.getByTestId('calc-months');
  await months.focus();
  await months.press('End');
  for (let i = 0; i < 12; i++) await months.press('ArrowDown');
  await expect(page.getByTestId('calc-months-value')).toContainText('24');
  await expect(page.getByTestId('calc-months-value')).toContainText(ARABIC);

  // Financed 112,500, balloon 30,000: the level payment of the formula, in Arabic (د.إ).
  const monthly = page.getByTestId('calc-monthly');
  await expect(monthly).toContainText('د.إ');
  const expected = expectedPaymentFils(11_250_000, 3_000_000, 3.5, 24);
  await expect.poll(async () => filsIn(await monthly.innerText())).toBe(expected);
  const totalText = await page.getByTestId('calc-total').innerText();
  expect(totalText).toContain('د.إ');
  // Down payment + 24 payments + balloon, the last payment absorbing at most a few fils.
  expect(Math.abs(filsIn(totalText) - (3_750_000 + 24 * expected + 3_000_000))).toBeLessThanOrEqual(24);

  // The schedule: 24 months, ending at the balloon.
  await page.getByTestId('calc-schedule-toggle').click();
  const rows = page.getByTestId('lease-schedule-row');
  await expect(rows).toHaveCount(24);
  const last = rows.last().locator('td');
  expect(filsIn(await last.nth(4).innerText())).toBe(3_000_000);
  expect(filsIn(await rows.first().locator('td').nth(1).innerText())).toBe(expected);
  await expect(page.getByTestId('lease-schedule')).toContainText(ARABIC);

  // A term beyond the limit cannot be typed: the slider stops at 36 months.
  await months.focus();
  await months.press('End');
  await months.press('ArrowUp');
  await expect(page.getByTestId('calc-months-value')).toContainText('36');
});

test('a user asks for a car, follows it in My lease requests, and the admin moves it along', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const mobile = await registerByApi(request);
  const name = `Lease Tester ${Date.now().toString(36)}${testInfo.project.name}`;
  await openAs(page, request, { e164: mobile.e164, password: PASSWORD }, 'en');

  await page.goto('/lease');
  await page.getByTestId('lease-demand-link').click();
  await expect(page).toHaveURL(/\/lease\/demand/);

  // Nothing filled in: the form says what is missing and sends nothing.
  await page.getByTestId('lease-demand-submit').click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();

  await page.getByTestId('lease-demand-vehicle').click();
  await page.getByTestId('brand-search').fill('Toyota');
  await expect(page.getByTestId('brand-results')).toHaveAttribute('aria-busy', 'false');
  await page.getByTestId('brand-option-toyota').click();
  await page.getByTestId('series-option-toyota-land-cruiser').click();
  await expect(page.getByTestId('lease-demand-vehicle')).toContainText('Land Cruiser');

  await page.getByTestId('lease-demand-budget').fill('3500');
  const months = page.getByTestId('lease-demand-months');
  await months.focus();
  await months.press('End');
  for (let i = 0; i < 12; i++) await months.press('ArrowDown');
  await expect(page.getByTestId('lease-demand-months-value')).toHaveText('24 months');
  await page.getByTestId('lease-demand-own').check();
  await page.getByTestId('lease-demand-city').click();
  await page.getByTestId('hot-city-dubai-city').click();
  await expect(page.getByTestId('lease-demand-city')).toContainText('Dubai');
  // The mobile starts from the profile.
  await expect(page.getByTestId('lease-demand-mobile')).toHaveValue(mobile.national);
  await page.getByTestId('lease-demand-name').fill(name);
  await page.getByTestId('lease-demand-note').fill('White, from next month');
  await page.getByTestId('lease-demand-submit').click();
  await expect(page.getByTestId('lease-demand-success')).toBeVisible();

  await page.getByTestId('lease-demand-mine').click();
  await expect(page).toHaveURL(/\/me\/lease$/);
  const mine = page.getByTestId('lease-my-demand').first();
  await expect(mine).toContainText('Toyota Land Cruiser');
  await expect(mine).toContainText('24 months');
  await expect(mine).toContainText('Lease-to-own');
  await expect(mine.getByTestId('lease-demand-status')).toHaveText('New');

  // The admin finds it among the long-term intents and marks it contacted with a note.
  const admin = await secondPage(browser, testInfo);
  await openAs(admin, request, ADMIN, 'en');
  await admin.goto('/admin/lease/demands');
  await admin.getByTestId('lease-admin-search').fill(name);
  const row = admin.getByTestId('lease-admin-demand');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Toyota Land Cruiser');
  await expect(row).toContainText(mobile.e164);
  await expect(row.getByTestId('lease-demand-status')).toHaveText('New');
  await row.getByTestId('lease-admin-update').click();
  await admin.getByTestId('lease-admin-status').selectOption('contacted');
  await admin.getByTestId('lease-admin-note').fill('Two quotes sent by email');
  await admin.getByTestId('lease-admin-save').click();
  await expect(row.getByTestId('lease-demand-status')).toHaveText('Contacted');
  await admin.context().close();

  // The user sees the new status and the team's note.
  await page.reload();
  await expect(mine.getByTestId('lease-demand-status')).toHaveText('Contacted');
  await expect(mine.getByTestId('lease-demand-admin-note')).toContainText('Two quotes sent by email');
});
