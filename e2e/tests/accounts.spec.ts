import { expect, test } from '@playwright/test';
import { codeFromOutbox, nav, newMobile, PASSWORD, registerByApi } from './support';

test('a new user registers with the SMS code, logs in, switches to Arabic for good and logs out', async ({
  page,
  request,
}) => {
  const mobile = newMobile();
  await page.goto('/register');
  await page.getByLabel('Mobile number').fill(mobile.national);
  await page.getByTestId('send-code-button').click();
  // The resend countdown starts on the button.
  await expect(page.getByTestId('send-code-button')).toContainText(/\d+ s/);
  const code = await codeFromOutbox(request, mobile.e164);
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Password again').fill(PASSWORD);
  await page.getByTestId('register-submit').click();
  // The agreement must be accepted first.
  await expect(page.getByText('Please read and agree first.')).toBeVisible();
  await page.getByTestId('agree-checkbox').check();
  await page.getByTestId('register-submit').click();

  // Logged in: the tab bar (or side navigation) with the four destinations.
  for (const tab of ['home', 'moments', 'publish', 'mine'] as const) {
    await expect(nav(page, tab)).toBeVisible();
  }
  await nav(page, 'mine').click();
  await expect(page.getByTestId('profile-mobile')).toBeVisible();

  // Log out and in again with the password.
  await page.goto('/settings');
  await page.getByTestId('logout-button').click();
  await page.getByTestId('logout-confirm').click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Mobile number').fill(mobile.national);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(nav(page, 'mine')).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);

  // Arabic: right to left, Arabic text, and it survives a reload.
  await page.goto('/settings');
  await page.getByTestId('language-option-ar').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(nav(page, 'mine')).toHaveAccessibleName(/[\u0600-\u06FF]/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('logout-button')).toHaveText(/[\u0600-\u06FF]/);

  await page.getByTestId('logout-button').click();
  await page.getByTestId('logout-confirm').click();
  await expect(page).toHaveURL(/\/login/);
  // The token is gone: a login-required page sends the user back to login.
  await page.goto('/mine');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmine/);
});

// Each browser project logs in as its own seeded demo user, so no code waits out another's resend window.
const DEMO_USERS = {
  phone: { national: '0500000003', e164: '+971500000003' },
  desktop: { national: '0500000004', e164: '+971500000004' },
};

test('a guest opening a login-required page logs in with an SMS code and comes back', async ({
  page,
  request,
}, testInfo) => {
  const mobile = DEMO_USERS[testInfo.project.name as keyof typeof DEMO_USERS];
  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fnotifications/);
  await page.getByTestId('login-tab-sms').click();
  const smsPanel = page.getByRole('tabpanel', { name: 'Log in with an SMS code' });
  await smsPanel.getByLabel('Mobile number').fill(mobile.national);
  await smsPanel.getByTestId('send-code-button').click();
  await expect(smsPanel.getByTestId('send-code-button')).toContainText(/\d+ s/);
  const code = await codeFromOutbox(request, mobile.e164);
  await smsPanel.getByLabel('Verification code').fill(code);
  await page.getByTestId('login-sms-submit').click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a wrong password shows the server message in the user language and keeps the user on login', async ({
  page,
  request,
}) => {
  const mobile = await registerByApi(request);
  await page.goto('/login');
  await page.getByLabel('Mobile number').fill(mobile.national);
  await page.getByLabel('Password', { exact: true }).fill('Wrong12345');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('Wrong mobile number or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});
