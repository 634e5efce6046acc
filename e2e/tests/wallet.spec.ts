import { type APIRequestContext, type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { codeFromOutbox, PASSWORD, registerByApi } from './support';

/** The seeded demo admin (password login, so no SMS window is shared with anyone). */
const ADMIN = { national: '0500000001', password: 'Dubai2026' };
/** A valid UAE IBAN (ISO 13616 check digits 07). */
const IBAN = 'AE070331234567890123456';
const SMS_RESEND_MS = 60_000;

const ARABIC = /[\u0600-\u06FF]/;

/** An amount no other journey running in parallel will use: "1xx.yy" AED. */
function uniqueAmount(): string {
  const whole = 100 + Math.floor(Math.random() * 300);
  const cents = 10 + Math.floor(Math.random() * 89);
  return `${whole}.${cents}`;
}

/** The amount as any of our locales prints it: "123.45" or "123,45", whatever the grouping and currency. */
function amountPattern(amount: string): RegExp {
  const [whole, cents] = amount.split('.');
  return new RegExp(`${whole}[.,]${cents}`);
}

/** Logs in through the API and opens the app with that session (and language) in storage. */
async function openAs(page: Page, request: APIRequestContext, e164: string, lang: 'en' | 'ar') {
  const res = await request.post('/api/auth/login', { data: { mobile: e164, password: PASSWORD } });
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

/** The admin logs in through the login form in a browser context of their own. */
async function adminPage(browser: Browser, testInfo: TestInfo, lang: 'en' | 'ar'): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport ?? null,
    hasTouch: testInfo.project.use.hasTouch,
  });
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  const admin = await context.newPage();
  await admin.goto('/login?redirect=%2Fadmin%2Fwithdrawals');
  await admin.locator('input[type="tel"]').fill(ADMIN.national);
  await admin.locator('input[type="password"]').fill(ADMIN.password);
  await admin.getByTestId('login-submit').click();
  await expect(admin).toHaveURL(/\/admin\/withdrawals/);
  return admin;
}

async function journey(
  { page, request, browser }: { page: Page; request: APIRequestContext; browser: Browser },
  testInfo: TestInfo,
  lang: 'en' | 'ar',
) {
  test.setTimeout(180_000);
  const mobile = await registerByApi(request);
  const registeredAt = Date.now();
  const amount = uniqueAmount();
  const amountText = amountPattern(amount);
  await openAs(page, request, mobile.e164, lang);

  // An empty wallet.
  await page.goto('/wallet');
  if (lang === 'ar') {
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('recharge-button')).toHaveText(ARABIC);
  } else {
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  }
  await expect(page.getByTestId('wallet-available')).toContainText(/0[.,]00/);
  await expect(page.getByTestId('wallet-held')).toContainText(/0[.,]00/);

  // Recharge AED 500 through the sandbox checkout with the test card that succeeds.
  await page.getByTestId('recharge-button').click();
  await expect(page).toHaveURL(/\/wallet\/recharge$/);
  // Below the minimum the button does not offer to pay: it is disabled and the field says why.
  await page.getByTestId('recharge-amount').fill('5');
  await expect(page.getByTestId('recharge-submit')).toBeDisabled();
  await expect(page.getByTestId('recharge-amount')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('recharge-submit')).not.toContainText(/5[.,]00/);
  await page.getByTestId('recharge-preset-500').click();
  await expect(page.getByTestId('recharge-submit')).toBeEnabled();
  await expect(page.getByTestId('recharge-amount')).toHaveValue('500');
  await page.getByTestId('recharge-submit').click();
  await expect(page).toHaveURL(/\/pay\/sandbox\//);
  await page.locator('#cardNumber').fill('4242 4242 4242 4242');
  await page.locator('#expiry').fill('12/30');
  await page.locator('#cvc').fill('123');
  await page.locator('button[value="pay"]').click();
  await expect(page).toHaveURL(/\/pay\/result\//);
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'succeeded');
  await expect(page.getByTestId('payment-amount')).toContainText(/500[.,]00/);
  await page.getByTestId('payment-continue').click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByTestId('wallet-available')).toContainText(/500[.,]00/);

  // Withdraw to a new bank account, confirmed with the SMS code sent to the user's own mobile.
  await page.getByTestId('withdraw-button').click();
  await expect(page).toHaveURL(/\/wallet\/withdraw$/);
  await page.getByTestId('bank-account-add').click();
  await page.getByTestId('bank-holder-name').fill('Test Holder');
  await page.getByTestId('bank-iban').fill('AE08 0331 2345 6789 0123 456');
  // The live check refuses a wrong check digit before anything is sent.
  await expect(page.getByTestId('bank-iban')).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('bank-iban').fill(IBAN.toLowerCase());
  await expect(page.getByTestId('bank-iban')).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('bank-account-save').click();
  await expect(page.getByTestId('bank-account-option')).toHaveAttribute('aria-checked', 'true');
  // Saving the account did not submit the withdrawal form behind the dialog: no errors there.
  await expect(page.getByTestId('withdraw-amount')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('withdraw-code')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('bank-account-option')).toContainText('AE07 •••• 3456');
  await page.getByTestId('withdraw-amount').fill('600');
  await page.getByTestId('withdraw-submit').click();
  // More than the available balance is refused on the form.
  await expect(page.getByTestId('withdraw-amount')).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('withdraw-amount').fill(amount);

  // One code a minute per number: the registration code was sent at the start of the test.
  await expect
    .poll(() => Date.now() - registeredAt, { timeout: SMS_RESEND_MS + 15_000, intervals: [1_000] })
    .toBeGreaterThan(SMS_RESEND_MS + 1_000);
  await page.getByTestId('send-code-button').click();
  await expect(page.getByTestId('send-code-button')).toContainText(/\d+/);
  const code = await codeFromOutbox(request, mobile.e164);
  await page.getByTestId('withdraw-code').fill(code);
  await page.getByTestId('withdraw-submit').click();
  const mine = page.getByTestId('withdrawal-item').filter({ hasText: amountText });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByTestId('withdrawal-status')).toHaveAttribute('data-status', 'requested');
  await expect(page.getByTestId('wallet-available')).not.toContainText(/500[.,]00/);

  // The admin approves it (and, in the English run, marks it paid), finding it by its amount.
  const admin = await adminPage(browser, testInfo, lang);
  if (lang === 'ar') await expect(admin.locator('html')).toHaveAttribute('dir', 'rtl');
  const requested = admin.getByTestId('admin-withdrawal-item').filter({ hasText: amountText });
  await expect(requested).toHaveCount(1);
  await requested.getByTestId('approve-withdrawal').click();
  await expect(requested).toHaveCount(0);
  await admin.getByTestId('admin-tab-approved').click();
  const approved = admin.getByTestId('admin-withdrawal-item').filter({ hasText: amountText });
  await expect(approved).toHaveCount(1);
  // The queue names the customer and masks the IBAN; finance opens the payout view for the rest.
  await expect(approved).toContainText('AE07 •••• 3456');
  await expect(approved).not.toContainText(/User [0-9a-f]{8}/);
  if (lang === 'en') {
    await approved.getByTestId('open-payout').click();
    await expect(admin).toHaveURL(/\/admin\/withdrawals\/[0-9a-f-]{36}\/payout$/);
    await expect(admin.getByTestId('payout-iban-value')).toHaveText('AE07 0331 2345 6789 0123 456');
    await expect(admin.getByTestId('payout-holder-value')).toHaveText('Test Holder');
    await expect(admin.getByTestId('payout-mobile-value')).toHaveText(mobile.e164);
    await admin.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await admin.getByTestId('payout-iban-copy').click();
    await expect(admin.getByTestId('payout-iban-status')).toHaveText('Copied');
    expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(IBAN);
    // A bank reference is required before marking it paid, then a confirmation.
    await admin.getByTestId('mark-paid').click();
    await expect(admin.getByTestId('payout-reference')).toHaveAttribute('aria-invalid', 'true');
    await admin.getByTestId('payout-reference').fill('FT26091ABC');
    await admin.getByTestId('mark-paid').click();
    await admin.getByTestId('mark-paid-confirm').click();
    await expect(admin.getByTestId('payout-paid-reference')).toHaveText('FT26091ABC');
    await admin.goto('/admin/withdrawals?status=paid');
    await expect(admin.getByTestId('admin-withdrawal-item').filter({ hasText: amountText })).toHaveCount(1);
  }
  await admin.context().close();

  // The user's withdrawal shows the admin's decision, and the history shows both movements.
  await page.goto('/wallet/withdrawals');
  await expect(
    page.getByTestId('withdrawal-item').filter({ hasText: amountText }).getByTestId('withdrawal-status'),
  ).toHaveAttribute('data-status', lang === 'en' ? 'paid' : 'approved');
  await page.goto('/wallet');
  const history = page.getByTestId('transaction-item');
  await expect(history.filter({ hasText: /500[.,]00/ })).toHaveCount(1);
  await expect(history.filter({ hasText: amountText })).toHaveCount(lang === 'en' ? 2 : 1);
  if (lang === 'ar') {
    await expect(history.first()).toContainText(ARABIC);
    await expect(page.getByTestId('wallet-held')).toContainText(amountText);
  } else {
    await expect(history.filter({ hasText: 'Recharge' })).toHaveCount(1);
    await expect(history.filter({ hasText: 'Withdrawal requested' })).toHaveCount(1);
    await expect(history.filter({ hasText: 'Withdrawal paid' })).toHaveCount(1);
    // Both movements of the paid withdrawal say it was paid, neither "On hold".
    for (const line of await history.filter({ hasText: amountText }).all()) {
      await expect(line.getByTestId('transaction-withdrawal-state')).toHaveAttribute('data-state', 'paid');
      await expect(line).not.toContainText('On hold');
    }
    await expect(page.getByTestId('wallet-held')).toContainText(/0[.,]00/);
  }

  // A transaction opens its detail.
  await history.filter({ hasText: /500[.,]00/ }).click();
  await expect(page).toHaveURL(/\/wallet\/transactions\//);
  await expect(page.getByTestId('transaction-detail')).toContainText(/500[.,]00/);
}

test('a user recharges by card, withdraws with an SMS code, the admin approves and pays it', async ({
  page,
  request,
  browser,
}, testInfo) => {
  await journey({ page, request, browser }, testInfo, 'en');
});

test('the same wallet journey in Arabic, right to left', async ({ page, request, browser }, testInfo) => {
  await journey({ page, request, browser }, testInfo, 'ar');
});
