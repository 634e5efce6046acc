import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { login, type Session } from './support';

/**
 * Accessibility of the auction and live pages (issue 18): axe (WCAG 2 A and AA rules) finds no
 * serious or critical violation, as a guest and as a signed-in bidder, in English and in Arabic,
 * on the auction list, a live lot, a session, my bids and the live room. Read-only: it moves no
 * clock and places no bid, so it runs beside the other journeys.
 */

const BIDDER = { mobile: '+971500000003', password: 'Dubai2026' };
const LANGS = ['en', 'ar'] as const;
type Lang = (typeof LANGS)[number];

type Ids = { liveSessionId: string; scheduledSessionId: string; lotId: string };

/** The demo seed's live session, its first lot and the scheduled session. */
async function seeded(page: Page): Promise<Ids> {
  const sessions = async (when: string) => {
    const res = await page.request.get(`/api/auctions/sessions?when=${when}`);
    expect(res.ok()).toBe(true);
    return (await res.json()).data.items as { id: string }[];
  };
  const [live] = await sessions('live');
  const [scheduled] = await sessions('upcoming');
  expect(live && scheduled, 'the demo seed has a live and a scheduled auction session').toBeTruthy();
  const lots = await page.request.get('/api/auctions/lots?when=live');
  const [lot] = (await lots.json()).data.items as { id: string }[];
  expect(lot, 'the live session has a lot').toBeTruthy();
  return {
    liveSessionId: (live as { id: string }).id,
    scheduledSessionId: (scheduled as { id: string }).id,
    lotId: (lot as { id: string }).id,
  };
}

const ADMIN = { mobile: '+971500000001', password: 'Dubai2026' };
const MERCHANT = { mobile: '+971500000002', password: 'Dubai2026' };

/**
 * A scheduled live (hosted) session for the live room: the seed has only timed ones. One car of the
 * demo merchant released, approved and placed in it (the next car when another worker took one).
 */
async function liveSessionId(request: APIRequestContext): Promise<string> {
  const upcoming = await request.get('/api/auctions/sessions?when=upcoming&kind=live');
  const [existing] = (await upcoming.json()).data.items as { id: string }[];
  if (existing) return existing.id;
  const admin = await login(request, ADMIN.mobile, ADMIN.password);
  const merchant = await login(request, MERCHANT.mobile, MERCHANT.password);
  const as = (s: Session, key = false) => ({
    authorization: `Bearer ${s.token}`,
    ...(key ? { 'idempotency-key': crypto.randomUUID() } : {}),
  });
  const cars = await request.get('/api/me/listings?limit=50', { headers: as(merchant) });
  let lotId: string | null = null;
  for (const car of (await cars.json()).data.items as { id: string; status: string }[]) {
    if (car.status !== 'on_sale') continue;
    const released = await request.post('/api/auctions/releases', {
      headers: as(merchant, true),
      data: { listingId: car.id, startPrice: '20000' },
    });
    if (!released.ok()) continue;
    lotId = (await released.json()).data.lotId as string;
    break;
  }
  expect(lotId, 'a car of the demo merchant could be released').toBeTruthy();
  const approved = await request.post(`/api/admin/auctions/releases/${lotId}/approve`, { headers: as(admin) });
  expect(approved.ok(), await approved.text()).toBe(true);
  const created = await request.post('/api/admin/auctions/sessions', {
    headers: as(admin),
    data: {
      title: 'Evening live: SUVs with the host',
      kind: 'live',
      startsAt: new Date(Date.now() + 3 * 3_600_000).toISOString(),
      lotMinutes: 10,
      hostId: (admin.user as { id: string }).id,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const id = (await created.json()).data.id as string;
  const lots = await request.put(`/api/admin/auctions/sessions/${id}/lots`, {
    headers: as(admin),
    data: { lotIds: [lotId] },
  });
  expect(lots.ok(), await lots.text()).toBe(true);
  const scheduled = await request.post(`/api/admin/auctions/sessions/${id}/schedule`, { headers: as(admin) });
  expect(scheduled.ok(), await scheduled.text()).toBe(true);
  return id;
}

/** Runs in the page before the app: the language, and the session when signed in. */
function prepare(stored: { lang: string; token?: string; expiresAt?: string; user?: string }) {
  localStorage.setItem('lang', stored.lang);
  if (stored.token && stored.expiresAt && stored.user) {
    localStorage.setItem('token', stored.token);
    localStorage.setItem('tokenExpiresAt', stored.expiresAt);
    localStorage.setItem('userInfo', stored.user);
  }
}

async function open(browser: Browser, testInfo: TestInfo, lang: Lang, session: Session | null): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport ?? null,
    hasTouch: testInfo.project.use.hasTouch,
    serviceWorkers: 'block',
  });
  await context.addInitScript(prepare, {
    lang,
    ...(session ? { token: session.token, expiresAt: session.expiresAt, user: JSON.stringify(session.user) } : {}),
  });
  return context.newPage();
}

/** Opens a page, waits for its content (not the loader), and asks axe. */
async function expectNoSeriousViolations(page: Page, url: string, lang: Lang) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('lang', lang === 'ar' ? /^ar/ : /^en/);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  await expect(page.locator('.page-title, h1').first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((n) => `  ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ')}`)
        .join('\n')}`,
  );
  expect.soft(report, `axe on ${url} in ${lang}`).toEqual([]);
}

for (const lang of LANGS) {
  test(`auction and live pages as a guest pass axe (${lang})`, async ({ browser, request }, testInfo) => {
    const room = await liveSessionId(request);
    const page = await open(browser, testInfo, lang, null);
    const ids = await seeded(page);
    for (const url of [
      '/auctions',
      `/auctions/lots/${ids.lotId}`,
      `/auctions/sessions/${ids.liveSessionId}`,
      `/auctions/sessions/${ids.scheduledSessionId}`,
      `/live/${room}`,
    ]) {
      await expectNoSeriousViolations(page, url, lang);
    }
    await page.context().close();
  });

  test(`auction and live pages as a bidder pass axe (${lang})`, async ({ browser, request }, testInfo) => {
    const room = await liveSessionId(request);
    const session = await login(request, BIDDER.mobile, BIDDER.password);
    const page = await open(browser, testInfo, lang, session);
    const ids = await seeded(page);
    for (const url of [
      '/auctions',
      `/auctions/lots/${ids.lotId}`,
      `/auctions/sessions/${ids.liveSessionId}`,
      '/auctions/me/bids',
      '/auctions/me/bids?tab=won',
      `/live/${room}`,
    ]) {
      await expectNoSeriousViolations(page, url, lang);
    }
    await page.context().close();
  });
}
