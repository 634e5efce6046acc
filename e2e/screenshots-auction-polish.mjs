// Screenshots of the auction pages touched by the second-chance offer and the live polish, at 390 px
// and 1280 px in English and Arabic, for a human look: `node e2e/screenshots-auction-polish.mjs
// [baseUrl]` against a fresh demo-seeded app started with DEV_CLOCK_CONTROL=1 (it moves the server
// clock forward by minutes to close a lot). Writes e2e/screenshots/auction-polish/.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = new URL('./screenshots/auction-polish/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });

async function call(path, { method = 'GET', body, session, key = false } = {}) {
  const headers = body === undefined ? {} : { 'content-type': 'application/json' };
  if (session) headers.authorization = `Bearer ${session.token}`;
  if (key) headers['idempotency-key'] = crypto.randomUUID();
  const res = await fetch(base + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (json.code !== 200) throw new Error(`${method} ${path}: ${json.error} ${json.message}`);
  return json.data;
}
const login = (mobile) => call('/api/auth/login', { method: 'POST', body: { mobile, password: 'Dubai2026' } });
const admin = await login('+971500000001');
const merchant = await login('+971500000002');
const aisha = await login('+971500000003');
const wei = await login('+971500000004');
const advance = (ms) => call('/api/dev/clock', { method: 'POST', body: { advanceMs: ms } });
const serverNow = async () => new Date((await call('/api/auctions/time')).serverNow).getTime();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Releases the merchant's next free car (optionally with a reserve) and approves it. */
async function releasedLot(reserve) {
  if (!reserve) {
    // A release of an earlier run still waiting for review will do.
    const waiting = await call('/api/auctions/me/releases?status=pending_review&limit=1', { session: merchant });
    const [lot] = waiting.items;
    if (lot) {
      await call(`/api/admin/auctions/releases/${lot.lotId}/approve`, { method: 'POST', session: admin });
      return lot.lotId;
    }
  } else {
    // Free a car held by a release of an earlier run still waiting for review.
    const waiting = await call('/api/auctions/me/releases?status=pending_review&limit=1', { session: merchant });
    for (const lot of waiting.items) {
      await call(`/api/admin/auctions/releases/${lot.lotId}/reject`, {
        method: 'POST',
        session: admin,
        body: { reason: 'Released again with a reserve' },
      });
    }
  }
  const cars = await call('/api/me/listings?limit=50', { session: merchant });
  for (const car of cars.items) {
    if (car.status !== 'on_sale') continue;
    try {
      const r = await call('/api/auctions/releases', {
        method: 'POST',
        session: merchant,
        key: true,
        body: { listingId: car.id, startPrice: '20000', ...(reserve ? { reserve } : {}) },
      });
      await call(`/api/admin/auctions/releases/${r.lotId}/approve`, { method: 'POST', session: admin });
      return r.lotId;
    } catch (e) {
      console.warn(String(e).slice(0, 160));
    }
  }
  throw new Error('no car to release');
}

async function session(kind, lotIds, startsInMs, lotMinutes) {
  const s = await call('/api/admin/auctions/sessions', {
    method: 'POST',
    session: admin,
    body: {
      title: kind === 'live' ? 'Evening live: SUVs with the host' : 'Second chance demo',
      kind,
      startsAt: new Date((await serverNow()) + startsInMs).toISOString(),
      lotMinutes,
      ...(kind === 'live' ? { hostId: admin.user.id } : {}),
    },
  });
  await call(`/api/admin/auctions/sessions/${s.id}/lots`, { method: 'PUT', session: admin, body: { lotIds } });
  await call(`/api/admin/auctions/sessions/${s.id}/schedule`, { method: 'POST', session: admin });
  return s.id;
}

// A hosted session three hours ahead: the live room "Not started" with its start, the "Upcoming" badges.
const hostedLot = await releasedLot();
const hosted = await session('live', [hostedLot], 3 * 3_600_000, 10);
// A timed lot bid on now, where Aisha's maximum covers the next bid ("Raise my maximum").
const [liveLot] = (await call('/api/auctions/lots?when=live')).items;
const join = (u, sessionId) =>
  call(`/api/auctions/sessions/${sessionId}/participation`, {
    method: 'POST',
    session: u,
    key: true,
    body: { limit: '500000', method: 'wallet' },
  }).catch(() => null);
await join(aisha, liveLot.sessionId);
await call(`/api/auctions/lots/${liveLot.id}/bids`, {
  method: 'POST',
  session: aisha,
  key: true,
  body: { amount: String((liveLot.state.minNextBidFils + 500_000) / 100), kind: 'max' },
}).catch((e) => console.warn(String(e)));

// A lot below its reserve: Wei bids, Aisha outbids, it closes on approval, the seller declines:
// unsold, with Wei the runner-up (the seller's view); then the offer (Wei's view).
const chanceLot = await releasedLot('900000');
const chance = await session('timed', [chanceLot], 2 * 60_000, 1);
await join(aisha, chance);
await join(wei, chance);
await advance(2 * 60_000 + 5_000);
await sleep(1500);
await call(`/api/auctions/lots/${chanceLot}/bids`, {
  method: 'POST',
  session: wei,
  key: true,
  body: { amount: '20000' },
});
await call(`/api/auctions/lots/${chanceLot}/bids`, {
  method: 'POST',
  session: aisha,
  key: true,
  body: { amount: '21000' },
});
await advance(3 * 60_000);
await sleep(1500);
await call(`/api/auctions/lots/${chanceLot}/approval`, {
  method: 'POST',
  session: merchant,
  key: true,
  body: { accept: false },
});

const shots = [
  // [name, path, who, action?]
  ['live-room-idle', `/live/${hosted}`, aisha],
  ['session-hosted', `/auctions/sessions/${hosted}`, null],
  ['lot-hosted-upcoming', `/auctions/lots/${hostedLot}`, aisha],
  ['lot-raise-max', `/auctions/lots/${liveLot.id}`, aisha],
  ['lot-second-chance-seller', `/auctions/lots/${chanceLot}`, merchant],
  ['my-releases', '/auctions/me/releases', merchant],
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
async function shoot(lang, width, name, path, who, after) {
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
    { lang, session: who },
  );
  const page = await context.newPage();
  await page.goto(base + path);
  await page.locator('.page-title, h1').first().waitFor({ timeout: 15_000 });
  await page
    .locator('.mantine-Loader-root')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => {});
  await page.waitForTimeout(800);
  if (after) await after(page);
  await page.screenshot({ path: `${out}${name}-${width}-${lang}.png`, fullPage: true });
  await context.close();
}
for (const lang of ['en', 'ar']) {
  for (const width of [390, 1280]) {
    for (const [name, path, who] of shots) await shoot(lang, width, name, path, who);
  }
}
// The runner-up's side once the seller made the offer.
await call(`/api/auctions/lots/${chanceLot}/second-chance`, { method: 'POST', session: merchant, key: true });
for (const lang of ['en', 'ar']) {
  for (const width of [390, 1280]) {
    await shoot(lang, width, 'lot-second-chance-offer', `/auctions/lots/${chanceLot}`, wei);
    await shoot(lang, width, 'my-bids-offer', '/auctions/me/bids', wei);
  }
}
// The host console before and after each host action (English and Arabic at both widths, one action each).
const steps = [
  ['host-1-idle', null],
  ['host-2-started', 'host-start-live'],
  ['host-3-sale-open', 'host-start-sale'],
  ['host-4-sale-ended', 'host-end-sale'],
];
for (const [i, [name, testId]] of steps.entries()) {
  for (const lang of ['en', 'ar']) {
    for (const width of [390, 1280]) {
      const first = lang === 'en' && width === 390;
      await shoot(lang, width, name, `/live/${hosted}/host`, admin, async (page) => {
        if (!first || !testId) return;
        await page.getByTestId(testId).click();
        await page.waitForTimeout(1500);
      });
    }
  }
  void i;
}
await browser.close();
console.log(`screenshots in ${out}`);
