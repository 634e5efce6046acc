import type { AdminSession, LotDetail, LotState } from '@souq/shared/auctions/auctions.schema';
import { earnestMoneyFils } from '@souq/shared/auctions/fees';
import { incrementAt } from '@souq/shared/auctions/increments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  registerUser,
  registerUserWithBalance,
  type TestApp,
  type TestUser,
} from '../../testing/test-app';
import { publishCar, registerDealer, uploadCarPhoto } from '../listings/listings.testing';
import {
  type AuctionWorld,
  api,
  bid,
  joinedBidder,
  key,
  openSession,
  scheduledSession,
  vinFor,
} from './auctions.testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LIVE_STREAM_ORIGINS: 'https://cdn.example.com' });
});
afterAll(async () => {
  await t?.close();
});

const AED = 100;
const balances = async (u: TestUser) => {
  const b = await t.app.services.ledger.balances(u.userId);
  return { available: b.availableFils, held: b.heldFils };
};
const lotOf = async (lotId: string, user: TestUser | null = null) =>
  (await api(t, user, 'GET', `/api/auctions/lots/${lotId}`)).body.data as LotDetail;
const notificationKeys = async (u: TestUser) =>
  (await t.app.services.notifications.list(u.userId, undefined, 50)).items.map((n) => n.titleKey);
const closeDue = () => t.app.services.auctionClose.closeDue();
const softCloseMs = async () => (await api(t, null, 'GET', '/api/auctions/terms')).body.data.softCloseMs as number;

describe('releasing, reviewing and scheduling', () => {
  it('takes only the seller’s own car on sale, once, and schedules staggered lots', async () => {
    const seller = await registerDealer(t);
    const other = await registerDealer(t);
    const photo = await uploadCarPhoto(t, seller);
    const car = await publishCar(t, seller, photo);

    const foreign = await api(
      t,
      other,
      'POST',
      '/api/auctions/releases',
      { listingId: car.id, startPrice: '5000' },
      key(),
    );
    expect(foreign.status).toBe(409);
    expect(foreign.body.error).toBe('LISTING_NOT_RELEASABLE');

    const low = await api(
      t,
      seller,
      'POST',
      '/api/auctions/releases',
      { listingId: car.id, startPrice: '5000', reserve: '4000' },
      key(),
    );
    expect(low.status).toBe(400);
    expect(low.body.error).toBe('RESERVE_BELOW_START');

    const headers = key();
    const body = { listingId: car.id, startPrice: '5000', reserve: '8000' };
    const first = await api(t, seller, 'POST', '/api/auctions/releases', body, headers);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      status: 'pending_review',
      startPriceFils: 5000 * AED,
      reserveFils: 8000 * AED,
    });
    const replay = await api(t, seller, 'POST', '/api/auctions/releases', body, headers);
    expect(replay.body.data.lotId).toBe(first.body.data.lotId);
    const conflict = await api(t, seller, 'POST', '/api/auctions/releases', { ...body, startPrice: '6000' }, headers);
    expect(conflict.body.error).toBe('IDEMPOTENCY_CONFLICT');
    const twice = await api(t, seller, 'POST', '/api/auctions/releases', body, key());
    expect(twice.body.error).toBe('LISTING_NOT_RELEASABLE');

    const admin = (await scheduledSession(t)).admin;
    const lotId = first.body.data.lotId as string;
    // Not approved yet: it cannot go in a session.
    const soon = await api(t, admin, 'POST', '/api/admin/auctions/sessions', {
      title: 'Too soon',
      kind: 'timed',
      startsAt: new Date(t.clock.now().getTime() + 30_000).toISOString(),
      lotMinutes: 10,
    });
    expect(soon.body.error).toBe('START_TOO_SOON');
    // A live stream plays only from a configured origin: the policy of the pages lists exactly those.
    const live = (streamUrl: string) =>
      api(t, admin, 'POST', '/api/admin/auctions/sessions', {
        title: 'Live Friday',
        kind: 'live',
        startsAt: new Date(t.clock.now().getTime() + 600_000).toISOString(),
        lotMinutes: 10,
        streamUrl,
      });
    const elsewhere = await live('https://other.example.net/hls/friday.m3u8');
    expect([elsewhere.status, elsewhere.body.error]).toEqual([400, 'STREAM_ORIGIN_NOT_ALLOWED']);
    expect((await live('https://cdn.example.com/hls/friday.m3u8')).status).toBe(200);
    // A session's city is checked and named from the regions, in the reader's language.
    const unknownCity = await api(t, admin, 'POST', '/api/admin/auctions/sessions', {
      title: 'Nowhere',
      kind: 'timed',
      startsAt: new Date(t.clock.now().getTime() + 600_000).toISOString(),
      lotMinutes: 10,
      cityId: 'atlantis',
    });
    expect([unknownCity.status, unknownCity.body.error]).toEqual([400, 'REGION_UNKNOWN']);
    const inDubai = await api(t, admin, 'POST', '/api/admin/auctions/sessions', {
      title: 'Dubai evening',
      kind: 'timed',
      startsAt: new Date(t.clock.now().getTime() + 600_000).toISOString(),
      lotMinutes: 10,
      cityId: 'dubai-city',
    });
    expect(inDubai.body.data.cityName).toMatch(/^Dubai/);
    const csp = (await t.app.inject({ method: 'GET', url: '/api/auctions/time' })).headers['content-security-policy'];
    expect(csp).toContain("media-src 'self' blob: https://cdn.example.com");
    expect(csp).toContain('https://cdn.example.com');
    const startsAt = new Date(t.clock.now().getTime() + 600_000);
    const session = await api(t, admin, 'POST', '/api/admin/auctions/sessions', {
      title: 'Friday cars',
      kind: 'timed',
      startsAt: startsAt.toISOString(),
      lotMinutes: 10,
      gapMinutes: 2,
    });
    const sessionId = session.body.data.id as string;
    const notApproved = await api(t, admin, 'PUT', `/api/admin/auctions/sessions/${sessionId}/lots`, {
      lotIds: [lotId],
    });
    expect(notApproved.body.error).toBe('LOT_NOT_APPROVED');

    const byUser = await api(t, seller, 'POST', `/api/admin/auctions/releases/${lotId}/approve`);
    expect(byUser.status).toBe(403);
    expect((await api(t, admin, 'POST', `/api/admin/auctions/releases/${lotId}/approve`)).body.data.status).toBe(
      'approved',
    );
    expect((await api(t, admin, 'POST', `/api/admin/auctions/releases/${lotId}/approve`)).body.error).toBe(
      'LOT_NOT_IN_REVIEW',
    );

    const car2 = await publishCar(t, seller, photo, { vin: vinFor(99) });
    const second = await api(
      t,
      seller,
      'POST',
      '/api/auctions/releases',
      { listingId: car2.id, startPrice: '3000' },
      key(),
    );
    await api(t, admin, 'POST', `/api/admin/auctions/releases/${second.body.data.lotId}/approve`);
    const placed = await api(t, admin, 'PUT', `/api/admin/auctions/sessions/${sessionId}/lots`, {
      lotIds: [lotId, second.body.data.lotId],
    });
    expect(placed.status).toBe(200);
    const scheduled = (await api(t, admin, 'POST', `/api/admin/auctions/sessions/${sessionId}/schedule`)).body
      .data as AdminSession;
    expect(scheduled.status).toBe('scheduled');
    expect(scheduled.lots.map((l) => [l.status, l.startsAt, l.endsAt])).toEqual(
      [0, 1].map((i) => [
        'scheduled',
        startsAt.toISOString(),
        new Date(startsAt.getTime() + (10 + i * 2) * 60_000).toISOString(),
      ]),
    );
    const again = await api(t, admin, 'POST', `/api/admin/auctions/sessions/${sessionId}/schedule`);
    expect(again.body.error).toBe('SESSION_NOT_DRAFT');

    const upcoming = await api(t, null, 'GET', `/api/auctions/lots?when=upcoming&sessionId=${sessionId}`);
    expect(upcoming.body.data.items.map((l: { id: string }) => l.id)).toEqual([lotId, second.body.data.lotId]);
    // The reserve stays hidden from everyone but the seller and admins.
    const detail = await lotOf(lotId);
    expect(JSON.stringify(detail)).not.toContain(String(8000 * AED));
    expect(detail.state.reserveMet).toBe(false);
  });
});

describe('earnest money', () => {
  it('holds a share of the limit, the difference on a raise, and names the hold on the holds page', async () => {
    const world = await scheduledSession(t);
    const user = await registerUserWithBalance(t, 100_000);
    const url = `/api/auctions/sessions/${world.sessionId}/participation`;
    const headers = key();
    const joined = await api(t, user, 'POST', url, { limit: '50000', method: 'wallet' }, headers);
    expect(joined.status).toBe(200);
    const first = earnestMoneyFils(50_000 * AED, { rateBps: 2_000, floorFils: 5_000 * AED });
    expect(joined.body.data).toMatchObject({ status: 'active', limitFils: 50_000 * AED, depositFils: first });
    expect(await balances(user)).toEqual({ available: BigInt(100_000 * AED - first), held: BigInt(first) });

    const replay = await api(t, user, 'POST', url, { limit: '50000', method: 'wallet' }, headers);
    expect(replay.body.data.depositId).toBe(joined.body.data.depositId);
    expect((await api(t, user, 'POST', url, { limit: '60000', method: 'wallet' }, headers)).body.error).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
    expect((await api(t, user, 'POST', url, { limit: '50000', method: 'wallet' }, key())).body.error).toBe(
      'LIMIT_NOT_RAISED',
    );

    const raised = await api(t, user, 'POST', url, { limit: '80000', method: 'wallet' }, key());
    const total = earnestMoneyFils(80_000 * AED, { rateBps: 2_000, floorFils: 5_000 * AED });
    expect(raised.body.data).toMatchObject({ status: 'active', limitFils: 80_000 * AED, depositFils: total });
    expect((await balances(user)).held).toBe(BigInt(total));

    const holds = await api(t, user, 'GET', '/api/deposits/holds');
    const auctionHolds = holds.body.data.items.filter((h: { purpose: string }) => h.purpose === 'auction');
    expect(auctionHolds).toHaveLength(2);
    // Each hold names its session and the date it comes back at the latest: the session's last close.
    const lastClose = (await api(t, user, 'GET', `/api/auctions/sessions/${world.sessionId}`)).body.data.endsAt;
    expect(lastClose).toEqual(expect.any(String));
    for (const h of auctionHolds) expect(h.ref.label).toBe('Test session');
    for (const h of auctionHolds) expect(h.releaseAt).toBe(lastClose);

    const poor = await registerUserWithBalance(t, 100);
    const refused = await api(t, poor, 'POST', url, { limit: '50000', method: 'wallet' }, key());
    expect(refused.status).toBe(409);
    expect((await api(t, poor, 'GET', `/api/auctions/sessions/${world.sessionId}`)).body.data.me).toBeNull();
  });
});

describe('bidding', () => {
  let world: AuctionWorld;
  let alice: Awaited<ReturnType<typeof joinedBidder>>;
  let bob: Awaited<ReturnType<typeof joinedBidder>>;
  beforeAll(async () => {
    world = await scheduledSession(t, { cars: 2, lotMinutes: 30 });
    alice = await joinedBidder(t, world.sessionId, '30000');
    bob = await joinedBidder(t, world.sessionId, '100000');
  });

  it('refuses with a translated reason and changes nothing', async () => {
    const [lotId] = world.lotIds as [string];
    const before = (await lotOf(lotId)).state;
    const early = await bid(t, alice, lotId, '10000');
    expect([early.status, early.body.error]).toEqual([409, 'LOT_NOT_STARTED']);
    await openSession(t, world);

    const stranger = await registerUserWithBalance(t, 100_000);
    const notJoined = await bid(t, stranger, lotId, '10000');
    expect([notJoined.status, notJoined.body.error]).toEqual([403, 'AUCTION_NOT_JOINED']);
    const own = await bid(t, world.seller, lotId, '10000');
    expect([own.status, own.body.error]).toEqual([403, 'OWN_LOT']);
    const low = await bid(t, alice, lotId, '9000');
    expect([low.status, low.body.error]).toEqual([409, 'BID_TOO_LOW']);
    expect(low.body.message).toContain('10,000');
    const lowAr = await bid(t, alice, lotId, '9000', {}, { ...key(), 'accept-language': 'ar' });
    expect(lowAr.body.message).not.toBe(low.body.message);
    expect(lowAr.body.message).toContain('10,000');
    const over = await bid(t, alice, lotId, '40000');
    expect([over.status, over.body.error]).toEqual([409, 'BID_LIMIT_EXCEEDED']);
    await t.app.services.auctionBids.suspend(stranger.userId, new Date(t.clock.now().getTime() + 86_400_000), 'test');
    const banned = await bid(t, stranger, lotId, '10000');
    expect(banned.body.error).toBe('BIDDING_SUSPENDED');

    const after = (await lotOf(lotId)).state;
    expect({ ...after, serverNow: '', seq: 0, status: '' }).toEqual({ ...before, serverNow: '', seq: 0, status: '' });
    expect(after.bidCount).toBe(0);
    expect((await api(t, null, 'GET', `/api/auctions/lots/${lotId}/bids`)).body.data.items).toHaveLength(0);
  });

  it('bids by proxy across two users, with receipts and masked bidders', async () => {
    const [lotId] = world.lotIds as [string];
    const first = await bid(t, alice, lotId, '20000', { kind: 'max' });
    expect(first.status).toBe(200);
    const start = 10_000 * AED;
    expect(first.receipt).toMatchObject({ kind: 'max', leading: true, outbidAtOnce: false, amountFils: 20_000 * AED });
    expect(first.receipt.state.priceFils).toBe(start);
    expect(first.receipt.receivedAt).toBe(t.clock.now().toISOString());
    expect(first.receipt.msLeft).toBe(
      new Date(first.receipt.state.endsAt as string).getTime() - t.clock.now().getTime(),
    );
    expect(first.receipt.state.leader).toEqual({ alias: 1, isMe: true });

    t.clock.advance(1_000);
    const second = await bid(t, bob, lotId, '15000');
    expect(second.receipt).toMatchObject({ leading: false, outbidAtOnce: true });
    const expected = Math.min(20_000 * AED, 15_000 * AED + incrementAt(15_000 * AED));
    expect(second.receipt.state.priceFils).toBe(expected);
    expect(second.receipt.state.leader).toEqual({ alias: 1, isMe: false });
    expect(second.receipt.state.minNextBidFils).toBe(expected + incrementAt(expected));

    const third = await bid(t, bob, lotId, '25000');
    expect(third.receipt.leading).toBe(true);
    expect(third.receipt.state.priceFils).toBe(Math.min(25_000 * AED, 20_000 * AED + incrementAt(20_000 * AED)));
    expect(await notificationKeys(alice)).toContain('notifications:auctionOutbid.title');

    const log = (await api(t, alice, 'GET', `/api/auctions/lots/${lotId}/bids`)).body.data.items as {
      bidder: { alias: number; isMe: boolean };
      amountFils: number;
      automatic: boolean;
    }[];
    expect(log.length).toBe(third.receipt.state.bidCount);
    expect(log.every((e) => e.bidder.isMe === (e.bidder.alias === 1))).toBe(true);
    expect(log.some((e) => e.automatic)).toBe(true);
    expect(JSON.stringify(log)).not.toContain(alice.userId);

    const asAlice = await lotOf(lotId, alice);
    expect(asAlice.me).toMatchObject({ maxFils: 20_000 * AED, leading: false, participation: 'active' });
  });

  it('replays a retried bid and refuses the key with another body', async () => {
    const [lotId] = world.lotIds as [string];
    const headers = key();
    const state = (await lotOf(lotId)).state as LotState;
    const amount = String((state.minNextBidFils + 5 * incrementAt(state.minNextBidFils)) / AED);
    const once = await bid(t, alice, lotId, amount, {}, headers);
    expect(once.status).toBe(200);
    const again = await bid(t, alice, lotId, amount, {}, headers);
    expect(again.receipt).toEqual(once.receipt);
    expect((await lotOf(lotId)).state.bidCount).toBe(once.receipt.state.bidCount);
    const other = await bid(t, alice, lotId, String(Number(amount) + 1000), {}, headers);
    expect([other.status, other.body.error]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
    const lowered = await bid(t, bob, lotId, String(Number(amount) - 1000), { kind: 'max' });
    expect(lowered.body.error).toMatch(/MAX_NOT_RAISED|BID_TOO_LOW/);
  });

  it('counts leading and maximum bids of the session against the limit', async () => {
    const [lot1, lot2] = world.lotIds as [string, string];
    // Alice (limit 30,000) leads nothing on lot 1 now; a maximum of 25,000 on lot 2 fits, then 10,000 more on lot 1 does not.
    const onTwo = await bid(t, alice, lot2, '25000', { kind: 'max' });
    expect(onTwo.status).toBe(200);
    const state1 = (await lotOf(lot1)).state;
    const next = state1.minNextBidFils / AED;
    const refused = await bid(t, alice, lot1, String(next));
    expect([refused.status, refused.body.error]).toEqual([409, 'BID_LIMIT_EXCEEDED']);
    const detail = await lotOf(lot1, alice);
    expect(detail.me.limitLeftFils).toBe(30_000 * AED - 25_000 * AED);
  });

  it('extends the end on a late bid and refuses a bid after the end', async () => {
    const [, lot2] = world.lotIds as [string, string];
    const endsAt = new Date((await lotOf(lot2)).state.endsAt as string).getTime();
    t.clock.set(new Date(endsAt - 30_000));
    const late = await bid(t, bob, lot2, String((await lotOf(lot2)).state.minNextBidFils / AED));
    expect(late.status).toBe(200);
    expect(late.receipt.extended).toBe(true);
    expect(late.receipt.msLeft).toBe(30_000);
    expect(new Date(late.receipt.state.endsAt as string).getTime()).toBe(
      t.clock.now().getTime() + (await softCloseMs()),
    );
    expect(late.receipt.state.extensions).toBe(1);

    t.clock.set(new Date(late.receipt.state.endsAt as string));
    const tooLate = await bid(t, bob, lot2, String(late.receipt.state.minNextBidFils / AED + 1000));
    expect([tooLate.status, tooLate.body.error]).toEqual([409, 'LOT_ENDED']);
  });

  it('closes each lot once: the winner keeps the hold, losers are released once and told', async () => {
    const [lot1, lot2] = world.lotIds as [string, string];
    const lastEnd = Math.max(
      ...(await Promise.all(
        [lot1, lot2].map(async (id) => new Date((await lotOf(id)).state.endsAt as string).getTime()),
      )),
    );
    // Who leads each lot before the close decides who wins it.
    const aliceLeads = await Promise.all([lot1, lot2].map(async (id) => (await lotOf(id, alice)).me.leading));
    const bobLeads = await Promise.all([lot1, lot2].map(async (id) => (await lotOf(id, bob)).me.leading));
    expect(aliceLeads.map((a, i) => a || bobLeads[i])).toEqual([true, true]);
    t.clock.set(new Date(lastEnd));
    const before = { alice: await balances(alice), bob: await balances(bob) };
    const run = await closeDue();
    expect(run.closed).toBeGreaterThanOrEqual(2);
    const again = await closeDue();
    expect(again.closed).toBe(0);

    for (const [i, id] of [lot1, lot2].entries()) {
      const lot = await lotOf(id, alice);
      expect(lot.state).toMatchObject({ status: 'closed', result: 'sold' });
      expect(lot.state.leader?.isMe).toBe(aliceLeads[i]);
    }
    // A winner's earnest money stays held for the deal; a bidder who won nothing gets it back, once.
    for (const [who, user, leads] of [
      ['alice', alice, aliceLeads],
      ['bob', bob, bobLeads],
    ] as const) {
      const was = before[who];
      if (leads.some(Boolean)) {
        expect(await balances(user)).toEqual(was);
        expect(await notificationKeys(user)).toContain('notifications:auctionWon.title');
      } else {
        expect(await balances(user)).toEqual({ available: was.available + was.held, held: 0n });
        expect(await notificationKeys(user)).toContain('notifications:auctionNotWon.title');
      }
    }
    const session = await api(t, alice, 'GET', `/api/auctions/sessions/${world.sessionId}`);
    expect(session.body.data.status).toBe('ended');
    const mine = await api(t, alice, 'GET', '/api/auctions/me/bids');
    expect(mine.body.data.items.map((i: { outcome: string }) => i.outcome).sort()).toEqual(
      aliceLeads.map((l) => (l ? 'won' : 'lost')).sort(),
    );
  });

  it('releases a loser only after their last lot closes', async () => {
    const w = await scheduledSession(t, { cars: 2, lotMinutes: 10, gapMinutes: 20 });
    const x = await joinedBidder(t, w.sessionId, '50000');
    const y = await joinedBidder(t, w.sessionId, '50000');
    await openSession(t, w);
    const [l1, l2] = w.lotIds as [string, string];
    expect((await bid(t, x, l1, '10000')).status).toBe(200);
    expect((await bid(t, y, l1, '12000')).status).toBe(200);
    expect((await bid(t, x, l2, '10000')).status).toBe(200);
    const heldX = (await balances(x)).held;
    t.clock.advance(10 * 60_000);
    await closeDue();
    // Lot 1 closed (y won); x still leads lot 2: x's hold stays until that one closes.
    expect((await lotOf(l1)).state.status).toBe('closed');
    expect((await balances(x)).held).toBe(heldX);
    expect((await balances(y)).held).toBeGreaterThan(0n);
  });
});

describe('below the reserve', () => {
  it('waits for the seller: accept sells, decline and expiry release the bidders', async () => {
    const world = await scheduledSession(t, { cars: 3, reserve: '50000', lotMinutes: 10, gapMinutes: 0 });
    const bidder = await joinedBidder(t, world.sessionId, '90000');
    const rival = await joinedBidder(t, world.sessionId, '90000');
    await openSession(t, world);
    for (const lotId of world.lotIds) {
      expect((await bid(t, bidder, lotId, '12000')).status).toBe(200);
      const held = await bid(t, rival, lotId, '11000', { kind: 'max' });
      expect([held.status, held.receipt.outbidAtOnce]).toEqual([200, true]);
    }
    t.clock.advance(10 * 60_000);
    await closeDue();
    const [a, b, c] = world.lotIds as [string, string, string];
    const states = await Promise.all(world.lotIds.map((id) => lotOf(id)));
    for (const s of states) {
      expect(s.state.result).toBe('on_approval');
      expect(new Date(s.approvalDeadline as string).getTime()).toBe(t.clock.now().getTime() + 24 * 3_600_000);
    }
    // The rival was outbid on every lot: nothing at stake, released at the close.
    expect((await balances(rival)).held).toBe(0n);
    expect((await balances(bidder)).held).toBeGreaterThan(0n);
    expect(await notificationKeys(world.seller)).toContain('notifications:auctionSellerDecide.title');

    const stranger = await registerUser(t);
    expect((await api(t, stranger, 'POST', `/api/auctions/lots/${a}/approval`, { accept: true }, key())).status).toBe(
      404,
    );
    const headers = key();
    const accepted = await api(t, world.seller, 'POST', `/api/auctions/lots/${a}/approval`, { accept: true }, headers);
    expect(accepted.body.data.result).toBe('sold');
    const replay = await api(t, world.seller, 'POST', `/api/auctions/lots/${a}/approval`, { accept: true }, headers);
    expect(replay.body.data.result).toBe('sold');
    const late = await api(t, world.seller, 'POST', `/api/auctions/lots/${a}/approval`, { accept: false }, key());
    expect(late.body.error).toBe('APPROVAL_CLOSED');
    const declined = await api(t, world.seller, 'POST', `/api/auctions/lots/${b}/approval`, { accept: false }, key());
    expect(declined.body.data.result).toBe('unsold');
    // Still the high bidder on c (awaiting the seller) and the winner of a: the hold stays.
    expect((await balances(bidder)).held).toBeGreaterThan(0n);

    t.clock.advance(24 * 3_600_000);
    const run = await closeDue();
    expect(run.expired).toBeGreaterThanOrEqual(1);
    expect((await closeDue()).expired).toBe(0);
    expect((await lotOf(c)).state.result).toBe('unsold');
    // Won lot a: the hold stays for the deal.
    expect((await balances(bidder)).held).toBeGreaterThan(0n);
  });
});

describe('my bids', () => {
  it('lists one outcome at a time when asked: open, won, lost, awaiting the seller', async () => {
    const reserved = await scheduledSession(t, { cars: 1, reserve: '50000', lotMinutes: 60 });
    const world = await scheduledSession(t, { cars: 3, lotMinutes: 60, gapMinutes: 90 });
    const me = await joinedBidder(t, world.sessionId, '90000');
    const rival = await joinedBidder(t, world.sessionId, '90000');
    const joined = await api(
      t,
      me,
      'POST',
      `/api/auctions/sessions/${reserved.sessionId}/participation`,
      { limit: '90000', method: 'wallet' },
      key(),
    );
    expect(joined.status).toBe(200);
    await openSession(t, reserved);
    const [held] = reserved.lotIds as [string];
    expect((await bid(t, me, held, '12000')).status).toBe(200);
    await openSession(t, world);
    const [lost, won, open] = world.lotIds as [string, string, string];
    expect((await bid(t, me, lost, '10000')).status).toBe(200);
    expect((await bid(t, rival, lost, '12000')).status).toBe(200);
    expect((await bid(t, me, won, '10000')).status).toBe(200);
    expect((await bid(t, me, open, '10000')).status).toBe(200);
    // The second lot's end: the reserved lot and the first two have closed, the third is open.
    t.clock.set(new Date((await lotOf(won)).state.endsAt as string));
    await closeDue();
    expect((await lotOf(open)).state.status).not.toBe('closed');

    const mine = async (query: string) => {
      const res = await api(t, me, 'GET', `/api/auctions/me/bids${query}`);
      expect(res.status).toBe(200);
      return res.body.data as { items: { lot: { id: string }; outcome: string }[]; nextCursor: string | null };
    };
    const all = await mine('');
    expect(new Map(all.items.map((i) => [i.lot.id, i.outcome]))).toEqual(
      new Map([
        [held, 'on_approval'],
        [lost, 'lost'],
        [won, 'won'],
        [open, 'open'],
      ]),
    );
    for (const [outcome, lotId] of [
      ['open', open],
      ['won', won],
      ['lost', lost],
      ['on_approval', held],
    ] as const) {
      const page = await mine(`?outcome=${outcome}&limit=1`);
      expect(page.items.map((i) => [i.lot.id, i.outcome])).toEqual([[lotId, outcome]]);
      // One lot of each outcome: the filter is applied before the page is cut, so no further page.
      expect(page.nextCursor).toBeNull();
    }
    // The rival lost nothing and won the first lot.
    expect((await api(t, rival, 'GET', '/api/auctions/me/bids?outcome=won')).body.data.items).toHaveLength(1);
    expect((await api(t, rival, 'GET', '/api/auctions/me/bids?outcome=lost')).body.data.items).toHaveLength(0);
    expect((await api(t, me, 'GET', '/api/auctions/me/bids?outcome=pending')).status).toBe(400);
  });
});
