/** Earnest money by card, the VIP rate, all-in maxima, the lot lists' filters and pages, and watching. */
import { allInPrice, DEFAULT_AUCTION_FEES, earnestMoneyFils, hammerForAllIn } from '@souq/shared/auctions/fees';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUserWithBalance, type TestApp, type TestUser } from '../../testing/test-app';
import { api, bid, key, openSession, scheduledSession } from './auctions.testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const AED = 100;
const balances = async (u: TestUser) => {
  const b = await t.app.services.ledger.balances(u.userId);
  return { available: b.availableFils, held: b.heldFils };
};

describe('earnest money by card', () => {
  it('waits for the card: a bid answers DEPOSIT_NOT_PAID until the gateway confirms, then it is accepted', async () => {
    const world = await scheduledSession(t);
    const user = await registerUserWithBalance(t, 0);
    const joined = await api(
      t,
      user,
      'POST',
      `/api/auctions/sessions/${world.sessionId}/participation`,
      { limit: '40000', method: 'card' },
      key(),
    );
    expect(joined.body.data).toMatchObject({ status: 'pending_payment', limitFils: 0 });
    const checkoutUrl = joined.body.data.checkoutUrl as string;
    expect(checkoutUrl).toMatch(/\/pay\/sandbox\//);
    await openSession(t, world);
    const [lotId] = world.lotIds as [string];
    const unpaid = await bid(t, user, lotId, '10000');
    expect([unpaid.status, unpaid.body.error]).toEqual([409, 'DEPOSIT_NOT_PAID']);

    const form = new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' });
    const paid = await t.app.inject({
      method: 'POST',
      url: checkoutUrl,
      payload: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    const accepted = await bid(t, user, lotId, '10000');
    expect(accepted.status).toBe(200);
    const me = (await api(t, user, 'GET', `/api/auctions/sessions/${world.sessionId}`)).body.data.me;
    expect(me).toMatchObject({ status: 'active', limitFils: 40_000 * AED, checkoutUrl: null });
    expect((await balances(user)).held).toBe(BigInt(me.depositFils));
  });
});

describe('VIP rate, all-in maxima and the lists', () => {
  it('holds the VIP share, converts an all-in maximum, and filters lots', async () => {
    const world = await scheduledSession(t, { cars: 2, lotMinutes: 30 });
    const vip = await registerUserWithBalance(t, 100_000);
    const plans = (await api(t, null, 'GET', '/api/vip/plans')).body.data.items as {
      id: string;
      depositDiscountPct: number;
    }[];
    const plan = plans.find((p) => p.depositDiscountPct > 0);
    if (!plan) throw new Error('no VIP plan with a deposit discount');
    expect(
      (await api(t, vip, 'POST', '/api/vip/subscriptions', { planId: plan.id, method: 'wallet' }, key())).status,
    ).toBe(200);
    const terms = (await api(t, vip, 'GET', '/api/auctions/terms')).body.data;
    expect(terms.deposit.vipRateBps).toBe((terms.deposit.rateBps * (100 - plan.depositDiscountPct)) / 100);
    expect((await api(t, null, 'GET', '/api/auctions/terms')).body.data.deposit.vipRateBps).toBeNull();

    const joined = await api(
      t,
      vip,
      'POST',
      `/api/auctions/sessions/${world.sessionId}/participation`,
      { limit: '60000', method: 'wallet' },
      key(),
    );
    const base = earnestMoneyFils(60_000 * AED, { rateBps: 2_000, floorFils: 5_000 * AED });
    expect(joined.body.data.depositFils).toBe(base - Math.floor((base * plan.depositDiscountPct) / 100));

    await openSession(t, world);
    const [lotId, other] = world.lotIds as [string, string];
    const allIn = await bid(t, vip, lotId, '20000', { kind: 'max', allIn: true });
    expect(allIn.status).toBe(200);
    const hammer = hammerForAllIn(20_000 * AED, DEFAULT_AUCTION_FEES);
    expect(allIn.receipt.amountFils).toBe(hammer);
    expect(allInPrice(allIn.receipt.amountFils, DEFAULT_AUCTION_FEES).totalFils).toBeLessThanOrEqual(20_000 * AED);

    const q = (query: string) =>
      api(t, null, 'GET', `/api/auctions/lots?when=live&sessionId=${world.sessionId}&${query}`).then((r) =>
        (r.body.data.items as { id: string }[]).map((i) => i.id).sort(),
      );
    expect(await q('cityId=dubai-city')).toEqual([lotId, other].sort());
    expect(await q('cityId=abu-dhabi-city')).toEqual([]);
    expect(await q('brandId=toyota')).toEqual([lotId, other].sort());
    const price = (allIn.receipt.state.priceFils as number) / AED;
    expect(await q(`minPrice=${price}`)).toEqual(price > 10_000 ? [lotId] : [lotId, other].sort());
    expect(await q('q=Land')).toEqual([lotId, other].sort());
    expect(await q('q=Ferrari')).toEqual([]);
    const page1 = (await api(t, null, 'GET', `/api/auctions/lots?when=live&sessionId=${world.sessionId}&limit=1`)).body
      .data;
    const page2 = (
      await api(
        t,
        null,
        'GET',
        `/api/auctions/lots?when=live&sessionId=${world.sessionId}&limit=1&cursor=${encodeURIComponent(page1.nextCursor)}`,
      )
    ).body.data;
    expect([...page1.items, ...page2.items].map((i: { id: string }) => i.id)).toEqual(world.lotIds);
    expect(page2.nextCursor).toBeNull();

    expect((await api(t, vip, 'PUT', `/api/auctions/lots/${other}/watch`)).body.data).toEqual({
      watching: true,
      watchers: 1,
    });
    const watches = (await api(t, vip, 'GET', '/api/auctions/me/watches')).body.data.items;
    expect(watches.map((w: { id: string; isWatched: boolean }) => [w.id, w.isWatched])).toEqual([[other, true]]);
    expect((await api(t, vip, 'DELETE', `/api/auctions/lots/${other}/watch`)).body.data).toEqual({
      watching: false,
      watchers: 0,
    });
  });
});
