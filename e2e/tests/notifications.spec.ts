import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { login, registerByApi } from './support';

/** The seeded demo admin. */
const ADMIN = { e164: '+971500000001', password: 'Dubai2026' };
const ARABIC = /[\u0600-\u06FF]/;

async function openAs(page: Page, request: APIRequestContext, mobile: string, password: string, lang: 'en' | 'ar') {
  const { token, expiresAt, user } = await login(request, mobile, password);
  await page.addInitScript(
    ({ l, tok, exp, u }) => {
      localStorage.setItem('lang', l);
      localStorage.setItem('token', tok);
      localStorage.setItem('tokenExpiresAt', exp);
      localStorage.setItem('userInfo', u);
    },
    { l: lang, tok: token, exp: expiresAt, u: JSON.stringify(user) },
  );
}

for (const lang of ['en', 'ar'] as const) {
  test(`a platform message reaches the message centre and its badge clears when read (${lang})`, async ({
    page,
    request,
  }, testInfo) => {
    const user = await registerByApi(request);
    const admin = await login(request, ADMIN.e164, ADMIN.password);
    const title = `Showroom hours ${Date.now()}`;
    const sent = await request.post('/api/admin/notifications/station-messages', {
      headers: { authorization: `Bearer ${admin.token}` },
      data: { audience: 'user', mobile: user.e164, title, body: 'Open until 10 pm during the sale.', route: '/lease' },
    });
    expect(sent.ok()).toBe(true);

    await openAs(page, request, user.e164, 'Marina2026', lang);
    await page.goto('/notifications');
    if (lang === 'ar') {
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByTestId('centre-tab-station')).toContainText(ARABIC);
    }
    const badge = page.getByTestId('centre-badge-station');
    await expect(badge).toHaveText('1');
    await page.getByTestId('centre-tab-station').click();
    const item = page.getByTestId('notification-item').filter({ hasText: title });
    await expect(item).toHaveAttribute('data-read', 'false');
    await expect(item).toContainText('Open until 10 pm');
    await page.screenshot({ path: testInfo.outputPath(`centre-${lang}.png`), fullPage: true });

    // Opening it marks it read and follows its route.
    await item.click();
    await expect(page).toHaveURL(/\/lease$/);
    await page.goBack();
    await expect(page.getByTestId('notification-item').filter({ hasText: title })).toHaveAttribute('data-read', 'true');
    await expect(badge).toHaveCount(0);
  });
}
