// Screenshots of the auction and live pages at 390 px and 1280 px, in English and Arabic, for a human
// look: `node e2e/screenshots-auctions.mjs [baseUrl]` with the app running on the demo seed (default
// http://127.0.0.1:8080). Pages are signed in as a demo bidder, except the list as a guest.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = new URL('./screenshots/auctions/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });

async function call(path, init = {}) {
  const res = await fetch(base + path, { headers: { 'content-type': 'application/json' }, ...init });
  const json = await res.json();
  if (json.code !== 200) throw new Error(`${path}: ${json.error} ${json.message}`);
  return json.data;
}
const bidder = await call('/api/auth/login', {
  method: 'POST',
  body: JSON.stringify({ mobile: '+971500000003', password: 'Dubai2026' }),
});
const [live] = (await call('/api/auctions/sessions?when=live')).items;
const [scheduled] = (await call('/api/auctions/sessions?when=upcoming')).items;
const [lot] = (await call('/api/auctions/lots?when=live')).items;
// A hosted live session, when one is scheduled (the a11y journey schedules one on the demo seed).
const [liveRoom] = (await call('/api/auctions/sessions?when=upcoming&kind=live')).items;

const pages = [
  ['list-guest', '/auctions', false],
  ['list', '/auctions', true],
  ['lot-guest', `/auctions/lots/${lot.id}`, false],
  ['lot', `/auctions/lots/${lot.id}`, true],
  ['session-live', `/auctions/sessions/${live.id}`, true],
  ['session-scheduled', `/auctions/sessions/${scheduled.id}`, false],
  ['my-bids', '/auctions/me/bids', true],
  ['my-bids-won', '/auctions/me/bids?tab=won', true],
  ['live-room', `/live/${liveRoom?.id ?? live.id}`, true],
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
for (const lang of ['en', 'ar']) {
  for (const width of [390, 1280]) {
    for (const signedIn of [false, true]) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 800 },
        hasTouch: width < 600,
        serviceWorkers: 'block',
      });
      await context.addInitScript(
        ({ lang, session }) => {
          localStorage.setItem('lang', lang);
          if (session) {
            localStorage.setItem('token', session.token);
            localStorage.setItem('tokenExpiresAt', session.expiresAt);
            localStorage.setItem('userInfo', JSON.stringify(session.user));
          }
        },
        { lang, session: signedIn ? bidder : null },
      );
      const page = await context.newPage();
      for (const [name, path, asBidder] of pages) {
        if (asBidder !== signedIn) continue;
        await page.goto(base + path);
        await page.locator('.page-title, h1').first().waitFor({ timeout: 15_000 });
        await page
          .locator('.mantine-Loader-root')
          .first()
          .waitFor({ state: 'detached', timeout: 15_000 })
          .catch(() => {});
        // The photos on screen, loaded (lazy ones below the fold stay blank).
        await page
          .waitForFunction(() => [...document.images].every((i) => i.complete || i.loading === 'lazy'), null, {
            timeout: 5_000,
          })
          .catch(() => {});
        await page.waitForTimeout(500);
        await page.screenshot({ path: `${out}${name}-${width}-${lang}.png`, fullPage: true });
      }
      await context.close();
    }
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
