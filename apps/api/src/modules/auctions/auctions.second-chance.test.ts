import type { LotDetail, SecondChanceOffer } from '@souq/shared/auctions/auctions.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAdmin, registerUser, type TestApp, type TestUser } from '../../testing/test-app';
import { api, bid, joinedBidder, key, openSession, scheduledSession } from './auctions.testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const AED = 100;
const HOUR = 3_600_000;
const lotOf = async (lotId: string, user: TestUser | null) =>
  (await api(t, user, 'GET', `/api/auctions/lots/${lotId}`)).body.data as LotDetail;
const notificationKeys = async (u: TestUser) =>
  (await t.app.services.notifications.list(u.userId, undefined, 50)).items.map((n) => n.titleKey);
const decide = (u: TestUser, offerId: string, accept: boolean, headers = key()) =>
  api(t, u, 'POST', `/api/auctions/offers/${offerId}/decision`, { accept }, headers);

/**
 * A lot with a reserve of AED 20,000 that closes below it: the runner-up bids AED 11,000, the high
 * bidder AED 12,000; the seller declines the high bid, so the lot is unsold.
 */
async function unsoldBelowReserve() {
  const world = await scheduledSession(t, { reserve: '20000' });
  const runnerUp = await joinedBidder(t, world.sessionId);
  const high = await joinedBidder(t, world.sessionId);
  await openSession(t, world);
  const lotId = world.lotIds[0] as string;
  expect((await bid(t, runnerUp, lotId, '11000')).status).toBe(200);
  expect((await bid(t, high, lotId, '12000')).status).toBe(200);
  t.clock.set(new Date(world.startsAt.getTime() + 31 * 60_000));
  await t.app.services.auctionClose.closeDue();
  expect((await lotOf(lotId, world.seller)).state.result).toBe('on_approval');
  const declined = await api(t, world.seller, 'POST', `/api/auctions/lots/${lotId}/approval`, { accept: false }, key());
  expect(declined.status).toBe(200);
  return { world, lotId, runnerUp, high };
}

describe('second-chance offers', () => {
  it('lets the seller offer an unsold lot to the runner-up at their last bid; accepting sells it with a deal', async () => {
    const { world, lotId, runnerUp, high } = await unsoldBelowReserve();
    const seen = await lotOf(lotId, world.seller);
    expect(seen.state.result).toBe('unsold');
    expect(seen.secondChance).toMatchObject({ offer: null, runnerUp: { amountFils: 11_000 * AED } });
    // Nobody else sees it; a stranger may not offer (404), the high bidder neither.
    expect((await lotOf(lotId, runnerUp)).secondChance).toBeNull();
    expect((await lotOf(lotId, null)).secondChance).toBeNull();
    const stranger = await registerUser(t);
    expect((await api(t, stranger, 'POST', `/api/auctions/lots/${lotId}/second-chance`, undefined, key())).status).toBe(
      404,
    );
    expect((await api(t, high, 'POST', `/api/auctions/lots/${lotId}/second-chance`, undefined, key())).status).toBe(
      404,
    );

    const offerKey = key();
    const made = await api(t, world.seller, 'POST', `/api/auctions/lots/${lotId}/second-chance`, undefined, offerKey);
    expect(made.status).toBe(200);
    const offer = made.body.data as SecondChanceOffer;
    expect(offer).toMatchObject({ lotId, amountFils: 11_000 * AED, status: 'open', decidedAt: null });
    expect(new Date(offer.expiresAt).getTime() - new Date(offer.createdAt).getTime()).toBe(24 * HOUR);
    // A retry answers the same offer; a second offer is refused.
    const again = await api(t, world.seller, 'POST', `/api/auctions/lots/${lotId}/second-chance`, undefined, offerKey);
    expect(again.body.data.id).toBe(offer.id);
    const twice = await api(t, world.seller, 'POST', `/api/auctions/lots/${lotId}/second-chance`, undefined, key());
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe('OFFER_NOT_POSSIBLE');

    // The runner-up is told, sees it on "my offers" and on the lot, as theirs.
    expect(await notificationKeys(runnerUp)).toContain('auctions:notify.offerMade');
    const mine = (await api(t, runnerUp, 'GET', '/api/auctions/me/offers')).body.data.items as SecondChanceOffer[];
    expect(mine.map((o) => o.id)).toEqual([offer.id]);
    expect(mine[0]?.bidder.isMe).toBe(true);
    expect((await lotOf(lotId, runnerUp)).secondChance?.offer?.id).toBe(offer.id);
    // Only the runner-up answers.
    expect((await decide(high, offer.id, true)).status).toBe(404);

    // Five accepts race (two share a key): one sells the lot, the others answer 409, never 500.
    const shared = key();
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => decide(runnerUp, offer.id, true, i < 2 ? shared : key())),
    );
    for (const r of results) expect([200, 409]).toContain(r.status);
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(ok.length).toBeLessThanOrEqual(2);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.error).toBe('OFFER_CLOSED');
    expect((await decide(runnerUp, offer.id, false)).body.error).toBe('OFFER_CLOSED');

    const sold = await lotOf(lotId, runnerUp);
    expect(sold.state).toMatchObject({ status: 'closed', result: 'sold', priceFils: 11_000 * AED });
    expect(sold.state.leader?.isMe).toBe(true);
    const deals = (await api(t, runnerUp, 'GET', '/api/deals?role=buyer')).body.data.items;
    expect(deals).toHaveLength(1);
    expect(deals[0]).toMatchObject({ lotId, status: 'awaiting_payment' });
    expect(deals[0].buyerLines[0]).toMatchObject({ kind: 'hammer', amountFils: 11_000 * AED });
    expect(await notificationKeys(runnerUp)).toContain('notifications:auctionWon.title');
    expect(await notificationKeys(world.seller)).toContain('auctions:notify.offerAccepted');
    expect((await api(t, runnerUp, 'GET', '/api/auctions/me/offers')).body.data.items).toEqual([]);
    // The rerun of the scheduler changes nothing.
    expect(await t.app.services.auctionSecondChance.expireDue()).toBe(0);
  }, 120_000);

  it('declines, expires by the server clock, and answers accept-versus-expiry with one winner', async () => {
    // Declined: the seller is told, the lot stays unsold.
    const first = await unsoldBelowReserve();
    const admin = await registerAdmin(t);
    // An admin may make the offer too.
    const made = await api(t, admin, 'POST', `/api/auctions/lots/${first.lotId}/second-chance`, undefined, key());
    expect(made.status).toBe(200);
    const declined = await decide(first.runnerUp, made.body.data.id, false);
    expect(declined.status).toBe(200);
    expect(declined.body.data.status).toBe('declined');
    expect((await lotOf(first.lotId, first.world.seller)).state.result).toBe('unsold');
    expect(await notificationKeys(first.world.seller)).toContain('auctions:notify.offerDeclined');

    // Past the deadline: accepting is refused even before the job marks it expired.
    const late = await unsoldBelowReserve();
    const offer = (
      await api(t, late.world.seller, 'POST', `/api/auctions/lots/${late.lotId}/second-chance`, undefined, key())
    ).body.data as SecondChanceOffer;
    t.clock.set(new Date(new Date(offer.expiresAt).getTime() + 1));
    const refused = await decide(late.runnerUp, offer.id, true);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('OFFER_CLOSED');
    const [accepting, expired] = await Promise.all([
      decide(late.runnerUp, offer.id, true),
      t.app.services.auctionSecondChance.expireDue(),
    ]);
    expect(accepting.status).toBe(409);
    expect(expired).toBe(1);
    expect((await lotOf(late.lotId, late.world.seller)).secondChance?.offer?.status).toBe('expired');
    expect(await notificationKeys(late.world.seller)).toContain('auctions:notify.offerExpired');

    // Before the deadline, an accept racing the job: the accept wins, the job finds nothing.
    const race = await unsoldBelowReserve();
    const open = (
      await api(t, race.world.seller, 'POST', `/api/auctions/lots/${race.lotId}/second-chance`, undefined, key())
    ).body.data as SecondChanceOffer;
    const [won, none] = await Promise.all([
      decide(race.runnerUp, open.id, true),
      t.app.services.auctionSecondChance.expireDue(),
    ]);
    expect(won.status).toBe(200);
    expect(none).toBe(0);
  }, 180_000);

  it('refuses what cannot be offered, and bad input with 4xx', async () => {
    // A lot that sold (no reserve) cannot be offered.
    const world = await scheduledSession(t);
    const a = await joinedBidder(t, world.sessionId);
    const b = await joinedBidder(t, world.sessionId);
    await openSession(t, world);
    const lotId = world.lotIds[0] as string;
    await bid(t, a, lotId, '11000');
    // Still open: nothing to offer.
    const open = await api(t, world.seller, 'POST', `/api/auctions/lots/${lotId}/second-chance`, undefined, key());
    expect(open.status).toBe(409);
    expect(open.body.error).toBe('OFFER_NOT_POSSIBLE');
    await bid(t, b, lotId, '12000');
    t.clock.set(new Date(world.startsAt.getTime() + 31 * 60_000));
    await t.app.services.auctionClose.closeDue();
    const sold = await api(t, world.seller, 'POST', `/api/auctions/lots/${lotId}/second-chance`, undefined, key());
    expect(sold.body.error).toBe('OFFER_NOT_POSSIBLE');
    expect((await lotOf(lotId, world.seller)).secondChance).toBeNull();

    const cases: [string, string, unknown?, Record<string, string>?][] = [
      ['POST', '/api/auctions/lots/not-a-uuid/second-chance', undefined, key()],
      ['POST', `/api/auctions/lots/${lotId}/second-chance`],
      ['POST', '/api/auctions/offers/not-a-uuid/decision', { accept: true }, key()],
      ['POST', '/api/auctions/offers/00000000-0000-4000-8000-000000000000/decision', { accept: true }, key()],
      ['POST', '/api/auctions/offers/00000000-0000-4000-8000-000000000000/decision', { accept: 'yes' }, key()],
      ['POST', '/api/auctions/offers/00000000-0000-4000-8000-000000000000/decision', { accept: true }],
      [
        'POST',
        '/api/auctions/offers/00000000-0000-4000-8000-000000000000/decision',
        { accept: true },
        { 'idempotency-key': 'a\u0001b' },
      ],
    ];
    for (const [method, url, payload, headers] of cases) {
      const res = await api(t, world.seller, method as 'POST', url, payload, headers);
      expect(res.status, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${url}`).toBeLessThan(500);
    }
    expect((await api(t, null, 'GET', '/api/auctions/me/offers')).status).toBe(401);
  }, 120_000);
});
