/**
 * The host's control of a live session's lots (auctions.host.ts): open now, start price before the
 * first bid, close now through the scheduler's close, who may, and a close racing 20 bids. Runs on
 * PGlite and, in the api-postgres project, on PostgreSQL.
 */
import { AUCTION_EVENTS, type LotState } from '@souq/shared/auctions/auctions.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/authz';
import {
  createTestApp,
  registerAdmin,
  registerUser,
  registerWithRoles,
  type TestApp,
  type TestUser,
} from '../../testing/test-app';
import { bidsRepository } from './auctions.bids.repository';
import { auctionsRepository } from './auctions.repository';
import { type AuctionWorld, api, bid, joinedBidder, scheduledSession } from './auctions.testing';

let t: TestApp;
let admin: TestUser;
let host: TestUser;
const states: LotState[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const realtime = t.app.ctx.realtime;
  const toRoom = realtime.toRoom.bind(realtime);
  realtime.toRoom = (room, event, payload) => {
    if (event === AUCTION_EVENTS.state) states.push(payload as LotState);
    toRoom(room, event, payload);
  };
  admin = await registerAdmin(t);
  host = await registerWithRoles(t, ['user', 'host']);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  states.length = 0;
});

const AED = 100;
const MINUTE = 60_000;
const actorOf = (u: TestUser, roles: Actor['roles'] = ['user']): Actor => ({
  userId: u.userId,
  sessionId: 'test',
  roles,
  merchantStatus: 'none',
});
const hostActor = () => actorOf(host, ['user', 'host']);
const hostSvc = () => t.app.services.auctionHost;
const liveWorld = (cars = 2) => scheduledSession(t, { cars, admin, live: { hostId: host.userId }, lotMinutes: 30 });
const codeOf = async (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (err: { code?: string }) => err.code,
  );
const balances = async (u: TestUser) => {
  const b = await t.app.services.ledger.balances(u.userId);
  return { available: b.availableFils, held: b.heldFils };
};

describe('open now', () => {
  it("opens the live session's next lot at the host's word, one at a time, and keeps later lots for their turn", async () => {
    const world = await liveWorld(2);
    const [lot1, lot2] = world.lotIds as [string, string];
    const before = await auctionsRepository.findLot(t.database.db, lot1);
    const now = t.clock.now();
    const state = await hostSvc().openLotNow(hostActor(), lot1);
    expect(state).toMatchObject({ lotId: lot1, status: 'open', seq: (before?.seq ?? 0) + 1 });
    expect(state.startsAt).toBe(now.toISOString());
    expect(state.endsAt).toBe(new Date(now.getTime() + 30 * MINUTE).toISOString());
    expect(states.map((s) => s.lotId)).toContain(lot1);
    const session = await api(t, null, 'GET', `/api/auctions/sessions/${world.sessionId}`);
    expect(session.body.data.status).toBe('live');
    // Again: the same lot answers its state; another lot waits for this one to close.
    expect((await hostSvc().openLotNow(hostActor(), lot1)).seq).toBe(state.seq);
    expect(await codeOf(hostSvc().openLotNow(hostActor(), lot2))).toBe('ANOTHER_LOT_OPEN');
    // The next lot ends no sooner than a lot's time after this one.
    const next = await auctionsRepository.findLot(t.database.db, lot2);
    expect(next?.status).toBe('scheduled');
    expect(next?.endsAt?.getTime()).toBeGreaterThanOrEqual(now.getTime() + 60 * MINUTE);
    // The scheduler leaves it to the host even after the session's start; bids wait for it too.
    t.clock.set(new Date(world.startsAt.getTime() + MINUTE));
    await t.app.services.auctionClose.closeDue();
    expect((await auctionsRepository.findLot(t.database.db, lot2))?.status).toBe('scheduled');
    const bidder = await joinedBidder(t, world.sessionId);
    expect((await bid(t, bidder, lot2, '10000')).body.error).toBe('LOT_NOT_STARTED');
    // The open lot still closes on its own end when the host does not end it.
    expect((await auctionsRepository.findLot(t.database.db, lot1))?.status).toBe('closed');
  });

  it('only for live sessions, only by their host or an admin', async () => {
    const timed = await scheduledSession(t, { admin });
    expect(await codeOf(hostSvc().openLotNow(actorOf(admin, ['user', 'admin']), timed.lotIds[0] as string))).toBe(
      'NOT_LIVE_SESSION',
    );
    const world = await liveWorld(1);
    const lot = world.lotIds[0] as string;
    const viewer = await registerUser(t);
    const otherHost = await registerWithRoles(t, ['user', 'host']);
    expect(await codeOf(hostSvc().openLotNow(actorOf(viewer), lot))).toBe('FORBIDDEN');
    expect(await codeOf(hostSvc().openLotNow(actorOf(otherHost, ['user', 'host']), lot))).toBe('FORBIDDEN');
    expect(await codeOf(hostSvc().closeLotNow(actorOf(viewer), lot))).toBe('FORBIDDEN');
    expect(await codeOf(hostSvc().setStartPrice(actorOf(viewer), lot, 100n))).toBe('FORBIDDEN');
    expect(await codeOf(hostSvc().openLotNow(hostActor(), '00000000-0000-4000-8000-000000000000'))).toBe('NOT_FOUND');
    expect(await codeOf(hostSvc().openLotNow(hostActor(), 'nope'))).toBe('NOT_FOUND');
    // Closing a lot that has not opened; an admin may act for the host.
    expect(await codeOf(hostSvc().closeLotNow(hostActor(), lot))).toBe('LOT_NOT_STARTED');
    expect((await hostSvc().openLotNow(actorOf(admin, ['user', 'admin']), lot)).status).toBe('open');
    expect(states.filter((s) => s.lotId === lot)).toHaveLength(1);
  });
});

describe('start price', () => {
  it('changes before the first bid only, bounded, with seq + 1 and a state event', async () => {
    const world = await liveWorld(1);
    const lot = world.lotIds[0] as string;
    const opened = await hostSvc().openLotNow(hostActor(), lot);
    const changed = await hostSvc().setStartPrice(hostActor(), lot, 45_000n * BigInt(AED));
    expect(changed).toMatchObject({ startPriceFils: 45_000 * AED, seq: opened.seq + 1, minNextBidFils: 45_000 * AED });
    expect(states.at(-1)).toMatchObject({ lotId: lot, startPriceFils: 45_000 * AED });
    expect(await codeOf(hostSvc().setStartPrice(hostActor(), lot, 0n))).toBe('AMOUNT_INVALID');
    expect(await codeOf(hostSvc().setStartPrice(hostActor(), lot, 10n ** 14n))).toBe('AMOUNT_INVALID');
    const bidder = await joinedBidder(t, world.sessionId);
    expect((await bid(t, bidder, lot, '44000')).body.error).toBe('BID_TOO_LOW');
    expect((await bid(t, bidder, lot, '45000')).status).toBe(200);
    expect(await codeOf(hostSvc().setStartPrice(hostActor(), lot, 1_000n * BigInt(AED)))).toBe('LOT_HAS_BIDS');
    expect((await auctionsRepository.findLot(t.database.db, lot))?.startPriceFils).toBe(45_000n * BigInt(AED));
  });

  it('stays at or below the reserve', async () => {
    const world = await scheduledSession(t, { cars: 1, admin, live: { hostId: host.userId }, reserve: '20000' });
    const lot = world.lotIds[0] as string;
    expect(await codeOf(hostSvc().setStartPrice(hostActor(), lot, 30_000n * BigInt(AED)))).toBe('RESERVE_BELOW_START');
    expect((await hostSvc().setStartPrice(hostActor(), lot, 20_000n * BigInt(AED))).startPriceFils).toBe(20_000 * AED);
  });
});

describe('close now', () => {
  it('closes through the scheduler’s close: result, settlement, notifications and the deal', async () => {
    const world: AuctionWorld = await liveWorld(2);
    const [lot1] = world.lotIds as [string, string];
    const alice = await joinedBidder(t, world.sessionId);
    const bob = await joinedBidder(t, world.sessionId);
    await hostSvc().openLotNow(hostActor(), lot1);
    expect((await bid(t, alice, lot1, '12000', { kind: 'max' })).status).toBe(200);
    expect((await bid(t, bob, lot1, '11000')).status).toBe(200);
    const bobBefore = await balances(bob);
    expect(bobBefore.held).toBeGreaterThan(0n);
    const now = t.clock.now();
    const closed = await hostSvc().closeLotNow(hostActor(), lot1);
    expect(closed).toMatchObject({ lotId: lot1, status: 'closed', result: 'sold' });
    expect(closed.priceFils).toBeGreaterThan(11_000 * AED);
    expect(closed.endsAt).toBe(now.toISOString());
    expect(closed.leader?.alias).toBeGreaterThan(0);
    const row = await auctionsRepository.findLot(t.database.db, lot1);
    expect(row).toMatchObject({ status: 'closed', winnerId: alice.userId, closedAt: now });
    expect(states.filter((s) => s.lotId === lot1).at(-1)).toMatchObject({ status: 'closed', result: 'sold' });
    // Bob has nothing else at stake in the session: released at once, and told.
    expect(await balances(bob)).toEqual({ available: bobBefore.available + bobBefore.held, held: 0n });
    const bobNotes = (await t.app.services.notifications.list(bob.userId, undefined, 50)).items.map((n) => n.titleKey);
    expect(bobNotes).toContain('notifications:auctionNotWon.title');
    const aliceNotes = (await t.app.services.notifications.list(alice.userId, undefined, 50)).items.map(
      (n) => n.titleKey,
    );
    expect(aliceNotes).toContain('notifications:auctionWon.title');
    // Exactly once: the scheduler finds nothing more to close, a second close-now is refused.
    expect((await t.app.services.auctionClose.closeDue()).closed).toBe(0);
    expect(await codeOf(hostSvc().closeLotNow(hostActor(), lot1))).toBe('LOT_ENDED');
    // The deal, when the deals domain is registered (its onSold handler ran in the close).
    const deals = (t.app.services as unknown as Record<string, unknown>).deals as
      | { ofLot(actor: Actor, lotId: string): Promise<{ dealId: string | null }> }
      | undefined;
    if (deals) expect((await deals.ofLot(actorOf(alice), lot1)).dealId).toEqual(expect.any(String));
    // The next lot may open now.
    expect((await hostSvc().openLotNow(hostActor(), world.lotIds[1] as string)).status).toBe('open');
  });

  it('a close racing 20 bids: every acknowledged bid is in the log before the close, no 500', async () => {
    const world = await liveWorld(1);
    const lot = world.lotIds[0] as string;
    const bidders: TestUser[] = [];
    for (let i = 0; i < 20; i++) bidders.push(await joinedBidder(t, world.sessionId));
    await hostSvc().openLotNow(hostActor(), lot);
    const bids = bidders.map((b, i) => bid(t, b, lot, String(10_000 + i * 1_000), { kind: 'max' }));
    const close = new Promise((r) => setTimeout(r, 5)).then(() => hostSvc().closeLotNow(hostActor(), lot));
    const [answers, closed] = await Promise.all([Promise.all(bids), close]);
    expect(answers.map((a) => a.status).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(['BID_TOO_LOW', 'LOT_ENDED', 'CONFLICT_RETRY']).toContain(a.body.error);
    }
    expect(closed.status).toBe('closed');
    const row = await auctionsRepository.findLot(t.database.db, lot);
    if (!row?.closedAt) throw new Error('not closed');
    const log = await bidsRepository.fullLog(t.database.db, lot);
    const logged = new Map(log.map((r) => [r.id, r]));
    for (const a of answers.filter((x) => x.status === 200)) {
      const entry = logged.get(a.receipt.bidId);
      expect(entry?.at.getTime()).toBeLessThanOrEqual(row.closedAt.getTime());
      // Ordered by the lot's lock: each accepted bid changed the lot before the close did.
      expect(a.receipt.state.seq).toBeLessThan(row.seq);
    }
    expect(log).toHaveLength(row.bidCount);
    expect(log.every((r) => r.at.getTime() <= (row.closedAt as Date).getTime())).toBe(true);
  }, 120_000);
});
