// Screenshots of the main pages at 390 px and 1280 px, in English and Arabic, for a human look:
// `node e2e/screenshots.mjs [baseUrl]` with the app running (default http://127.0.0.1:8080).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = new URL('./screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const pages = [
  '/',
  '/login',
  '/register',
  '/mine',
  '/notifications',
  '/settings',
  '/settings/profile',
  '/new-version',
  '/contact',
];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const login = await (
  await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: '+971500000003', password: 'Dubai2026' }),
  })
).json();
for (const lang of ['en', 'ar']) {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width < 900 ? 844 : 800 } });
    await context.addInitScript(
      ([l, token, expiresAt, user]) => {
        localStorage.setItem('lang', l);
        localStorage.setItem('token', token);
        localStorage.setItem('tokenExpiresAt', expiresAt);
        localStorage.setItem('userInfo', user);
      },
      [lang, login.data.token, login.data.expiresAt, JSON.stringify(login.data.user)],
    );
    const page = await context.newPage();
    for (const path of pages) {
      await page.goto(base + path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const name = `${lang}-${width}${path.replaceAll('/', '_') || '_home'}.png`;
      await page.screenshot({ path: out + name, fullPage: false });
    }
    await context.close();
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
