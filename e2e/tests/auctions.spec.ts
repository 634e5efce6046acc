import { type APIRequestContext, type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import {
  advanceServerClockTo,
  login,
  PASSWORD,
  rechargeWallet,
  registerByApi,
  type Session,
  serverNow,
  withClockTurn,
} from './support';

const MERCHANT = { e164: '+971500000002', password: 'Dubai2026' };
const ADMIN = { e164: '+971500000001', password: 'Dubai2026' };
const MINUTE = 60_000;
/** AED 20,000: its increment band is AED 250 (DOMAIN-NOTES), so the second bid is 20,250. */
const START_AED = 20_000;
const STEP_AED = 250;

const auth = (s: Session) => ({ authorization: `Bearer ${s.token}` });

async function call<T>(
  request: APIRequestContext,
  session: Session,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(url, {
    method,
    headers: { ...auth(session), 'idempotency-key': crypto.randomUUID() },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  return (await res.json()).data as T;
}

/** The seller releases one of their cars on sale; an admin approves it and schedules a timed session of that one lot. */
async function scheduleOneLot(request: APIRequestContext, startsAt: number, lotMinutes: number, reserveAed?: number) {
  const merchant = await login(request, MERCHANT.e164, MERCHANT.password);
  const admin = await login(request, ADMIN.e164, ADMIN.password);
  const mine = await call<{ items: { id: string }[] }>(
    request,
    merchant,
    'GET',
    '/api/me/listings?status=on_sale&limit=50',
  );
  let lotId: string | null = null;
  // Cars already in a lot (the demo auctions, another project's run) cannot be released twice.
  for (const car of mine.items) {
    const res = await request.post('/api/auctions/releases', {
      headers: { ...auth(merchant), 'idempotency-key': crypto.randomUUID() },
      data: {
        listingId: car.id,
        startPrice: String(START_AED),
        ...(reserveAed ? { reserve: String(reserveAed) } : {}),
      },
    });
    if (res.ok()) {
      lotId = (await res.json()).data.lotId as string;
      break;
    }
    expect((await res.json()).error).toBe('LISTING_NOT_RELEASABLE');
  }
  expect(lotId, 'a car of the demo merchant to release').not.toBeNull();
  await call(request, admin, 'POST', `/api/admin/auctions/releases/${lotId}/approve`);
  const session = await call<{ id: string }>(request, admin, 'POST', '/api/admin/auctions/sessions', {
    title: `Evening cars ${Date.now().toString(36)}`,
    kind: 'timed',
    startsAt: new Date(startsAt).toISOString(),
    lotMinutes,
    gapMinutes: 0,
  });
  await call(request, admin, 'PUT', `/api/admin/auctions/sessions/${session.id}/lots`, { lotIds: [lotId] });
  await call(request, admin, 'POST', `/api/admin/auctions/sessions/${session.id}/schedule`);
  return { sessionId: session.id, lotId: lotId as string, merchant };
}

/** A bidder's browser: logged in (token in storage) in a language, at the project's size. */
async function openAs(browser: Browser, testInfo: TestInfo, session: Session, lang: 'en' | 'ar'): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport ?? null,
    hasTouch: testInfo.project.use.hasTouch,
  });
  await context.addInitScript(
    ([l, token, expiresAt, user]) => {
      localStorage.setItem('lang', l as string);
      localStorage.setItem('token', token as string);
      localStorage.setItem('tokenExpiresAt', expiresAt as string);
      localStorage.setItem('userInfo', user as string);
    },
    [lang, session.token, session.expiresAt, JSON.stringify(session.user)],
  );
  return context.newPage();
}

/** The amount a price shows, in AED, whatever the language's digits and separators. */
async function shownAed(page: Page): Promise<number> {
  const text = (await page.getByTestId('current-price').textContent()) ?? '';
  const latin = text.replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d))).replace(/٫/g, '.');
  const digits = latin.replace(/[^\d.]/g, '').replace(/^\.+|\.+$/g, '');
  return Math.round(Number.parseFloat(digits));
}

async function lotState(request: APIRequestContext, lotId: string) {
  const res = await request.get(`/api/auctions/lots/${lotId}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).data.state as { status: string; endsAt: string; extensions: number; result: string | null };
}

async function join(page: Page, sessionId: string, limitAed: number) {
  await page.goto(`/auctions/sessions/${sessionId}`);
  await page.getByTestId('join-limit').fill(String(limitAed));
  // The earnest money it holds is shown before paying: 20% of the limit (at least the floor).
  await expect(page.getByTestId('join-hold')).toBeVisible();
  await page.getByTestId('join-submit').click();
  await expect(page.getByTestId('participation')).toBeVisible();
}

test(
  'two bidders hold earnest money and bid live; a late bid extends the end; the loser’s hold is released at the close and the winner pays the invoice',
  {
    tag: '@server-clock',
  },
  async ({ browser, request }, testInfo) => {
    test.setTimeout(240_000);
    // Once in Arabic: the second bidder reads the phone run in Arabic.
    const langB = testInfo.project.name.startsWith('phone') ? 'ar' : 'en';
    await withClockTurn(async () => {
      const startsAt = (await serverNow(request)) + 2 * MINUTE;
      const { sessionId, lotId } = await scheduleOneLot(request, startsAt, 10);

      // A: enough for the earnest money; B, who will win, also for the invoice.
      const sessions: Session[] = [];
      for (const aed of ['10000', '40000']) {
        const mobile = await registerByApi(request);
        const session = await login(request, mobile.e164, PASSWORD);
        await rechargeWallet(request, session.token, aed);
        sessions.push(session);
      }
      const [a, b] = sessions as [Session, Session];

      // The session starts: the scheduler opens the lot on the server's clock.
      await advanceServerClockTo(request, startsAt + 1_000);
      await expect.poll(async () => (await lotState(request, lotId)).status, { timeout: 10_000 }).toBe('open');

      const pageA = await openAs(browser, testInfo, a, 'en');
      const pageB = await openAs(browser, testInfo, b, langB);
      await join(pageA, sessionId, 30_000);
      await join(pageB, sessionId, 30_000);

      await pageA.goto(`/auctions/lots/${lotId}`);
      await pageB.goto(`/auctions/lots/${lotId}`);
      for (const page of [pageA, pageB]) {
        await expect(page.getByTestId('live-indicator')).toHaveAttribute('data-mode', 'live');
        await expect.poll(() => shownAed(page)).toBe(START_AED);
      }

      // A bids the start price; B sees it within a second, over the socket.
      await pageA.getByTestId('bid-next').click();
      await expect(pageA.getByTestId('bid-receipt')).toBeVisible();
      await expect(pageA.getByTestId('you-lead')).toBeVisible();
      await expect(pageB.getByTestId('leader')).toBeVisible({ timeout: 1_000 });
      // Ten minutes left: no extension yet.
      await expect(pageA.getByTestId('extensions')).toHaveCount(0);

      // B outbids by one increment; A sees the new price and that they are outbid within a second.
      await pageB.getByTestId('bid-next').click();
      await expect(pageB.getByTestId('you-lead')).toBeVisible();
      await expect.poll(() => shownAed(pageA), { timeout: 1_000 }).toBe(START_AED + STEP_AED);
      await expect(pageA.getByTestId('you-outbid')).toBeVisible({ timeout: 1_000 });

      // A minute before the end, A bids again: the end moves to two minutes from that bid, for both.
      const before = await lotState(request, lotId);
      await advanceServerClockTo(request, Date.parse(before.endsAt) - MINUTE);
      await pageA.getByTestId('bid-next').click();
      await expect(pageA.getByTestId('receipt-extended')).toBeVisible();
      await expect(pageB.getByTestId('extensions')).toBeVisible({ timeout: 1_000 });
      const extended = await lotState(request, lotId);
      expect(extended.extensions).toBe(1);
      // The bid came a minute (and the moments the click took) before the end: now + 2 minutes is a minute later.
      const moved = Date.parse(extended.endsAt) - Date.parse(before.endsAt);
      expect(moved).toBeGreaterThanOrEqual(MINUTE);
      expect(moved).toBeLessThan(MINUTE + 30_000);

      // B takes the lead back; then the end passes and the scheduler closes the lot: B wins.
      await expect.poll(() => shownAed(pageB), { timeout: 1_000 }).toBe(START_AED + 2 * STEP_AED);
      await pageB.getByTestId('bid-next').click();
      await expect(pageB.getByTestId('you-lead')).toBeVisible();
      const last = await lotState(request, lotId);
      await advanceServerClockTo(request, Date.parse(last.endsAt) + 1_000);
      await expect.poll(async () => (await lotState(request, lotId)).result, { timeout: 10_000 }).toBe('sold');
      await expect(pageB.getByTestId('bid-closed')).toBeVisible();
      await expect(pageA.getByTestId('bid-closed')).toBeVisible();

      // The loser's earnest money is released at the close, and the holds page says so.
      await pageA.goto('/deposits');
      const releasedItems = pageA.locator('[data-testid="held-item"][data-state="released"]');
      await expect(releasedItems.first()).toBeVisible();
      await expect(pageA.locator('[data-testid="held-item"][data-state="held"]')).toHaveCount(0);
      // The winner's stays held until the invoice is paid.
      await pageB.goto('/deposits');
      await expect(pageB.locator('[data-testid="held-item"][data-state="held"]').first()).toBeVisible();

      // The winner's invoice: the lines of the price shown before the bid, the earnest money applied; paid from the wallet.
      await pageB.goto(`/auctions/lots/${lotId}`);
      await pageB.getByTestId('lot-deal-link').click();
      await expect(pageB.getByTestId('deal-lines')).toBeVisible();
      await expect(pageB.getByTestId('deal-pay')).toBeVisible();
      await pageB.getByTestId('deal-pay').click();
      await pageB.getByTestId('deal-pay-confirm').click();
      await expect(pageB.getByTestId('deal-pay')).toHaveCount(0);
      const deals = await call<{ items: { lotId: string; status: string }[] }>(request, b, 'GET', '/api/deals');
      expect(deals.items.find((d) => d.lotId === lotId)?.status).toBe('paid');

      await pageA.context().close();
      await pageB.context().close();
    });
  },
);

test(
  'a lot closes below its reserve and unsold: the seller offers it to the runner-up, who accepts it on my bids and gets the invoice',
  {
    tag: '@server-clock',
  },
  async ({ browser, request }, testInfo) => {
    test.setTimeout(180_000);
    const lang = testInfo.project.name.startsWith('phone') ? 'ar' : 'en';
    await withClockTurn(async () => {
      const startsAt = (await serverNow(request)) + 2 * MINUTE;
      const { sessionId, lotId, merchant } = await scheduleOneLot(request, startsAt, 10, 900_000);
      const bidders: Session[] = [];
      for (let i = 0; i < 2; i++) {
        const mobile = await registerByApi(request);
        const session = await login(request, mobile.e164, PASSWORD);
        await rechargeWallet(request, session.token, '40000');
        await call(request, session, 'POST', `/api/auctions/sessions/${sessionId}/participation`, {
          limit: '30000',
          method: 'wallet',
        });
        bidders.push(session);
      }
      const [runnerUp, high] = bidders as [Session, Session];
      await advanceServerClockTo(request, startsAt + 1_000);
      await expect.poll(async () => (await lotState(request, lotId)).status, { timeout: 10_000 }).toBe('open');
      await call(request, runnerUp, 'POST', `/api/auctions/lots/${lotId}/bids`, { amount: String(START_AED) });
      await call(request, high, 'POST', `/api/auctions/lots/${lotId}/bids`, { amount: String(START_AED + STEP_AED) });
      const open = await lotState(request, lotId);
      await advanceServerClockTo(request, Date.parse(open.endsAt) + 1_000);
      await expect.poll(async () => (await lotState(request, lotId)).result, { timeout: 10_000 }).toBe('on_approval');
      await call(request, merchant, 'POST', `/api/auctions/lots/${lotId}/approval`, { accept: false });

      // The seller, on their lot, offers it to the runner-up at the runner-up's last bid.
      const seller = await openAs(browser, testInfo, merchant, lang);
      await seller.goto(`/auctions/lots/${lotId}`);
      await seller.getByTestId('offer-make').click();
      await seller.getByTestId('offer-make-confirm').click();
      await expect(seller.getByTestId('seller-offer')).toBeVisible();

      // The runner-up finds it on "my bids", accepts (confirmed), and goes on to the invoice from the lot.
      const page = await openAs(browser, testInfo, runnerUp, lang);
      await page.goto('/auctions/me/bids');
      await expect(page.getByTestId('offer-to-me')).toBeVisible();
      await page.getByTestId('offer-accept').click();
      await page.getByTestId('offer-confirm').click();
      await expect(page.getByTestId('offer-to-me')).toHaveCount(0);
      await page.goto(`/auctions/lots/${lotId}`);
      await page.getByTestId('lot-deal-link').click();
      await expect(page.getByTestId('deal-lines')).toBeVisible();
      await expect(page.getByTestId('deal-pay')).toBeVisible();
      expect((await lotState(request, lotId)).result).toBe('sold');

      await seller.context().close();
      await page.context().close();
    });
  },
);
