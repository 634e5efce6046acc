/** Earnest money's dates stay true: the release date follows a soft close, and unpaid card deposits end with the session. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, registerUserWithBalance, type TestApp, type TestUser } from '../../testing/test-app';
import { hostRepository } from './auctions.host.repository';
import { api, bid, joinedBidder, key, openSession, scheduledSession } from './auctions.testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const auctionHolds = async (u: TestUser) =>
  ((await api(t, u, 'GET', '/api/deposits/holds')).body.data.items as { purpose: string; releaseAt: string | null }[])
    .filter((h) => h.purpose === 'auction')
    .map((h) => h.releaseAt);
const sessionOf = async (u: TestUser, id: string) => (await api(t, u, 'GET', `/api/auctions/sessions/${id}`)).body.data;

describe('the earnest money release date', () => {
  it('moves with a soft close that moves the session’s last close, for every bidder, never earlier', async () => {
    const world = await scheduledSession(t, { cars: 2, lotMinutes: 30, gapMinutes: 5 });
    const a = await joinedBidder(t, world.sessionId);
    const b = await joinedBidder(t, world.sessionId);
    const [first, last] = world.lotIds as [string, string];
    const before = (await sessionOf(a, world.sessionId)).endsAt as string;
    expect(await auctionHolds(a)).toEqual([before]);
    await openSession(t, world);

    // A late bid on the first lot extends it, but not past the last lot's close: nothing moves.
    t.clock.set(new Date(world.startsAt.getTime() + 30 * 60_000 - 30_000));
    expect((await bid(t, a, first, '10000')).receipt.extended).toBe(true);
    expect(await auctionHolds(a)).toEqual([before]);

    // A late bid on the last lot moves the session's last close: every bidder's hold shows it.
    t.clock.set(new Date(new Date(before).getTime() - 10_000));
    const late = await bid(t, b, last, '10000');
    expect(late.receipt.extended).toBe(true);
    const after = late.receipt.state.endsAt as string;
    expect(new Date(after).getTime()).toBeGreaterThan(new Date(before).getTime());
    expect((await sessionOf(a, world.sessionId)).endsAt).toBe(after);
    expect(await auctionHolds(a)).toEqual([after]);
    expect(await auctionHolds(b)).toEqual([after]);
    expect((await sessionOf(b, world.sessionId)).me.releaseAt).toBe(after);
  }, 60_000);

  it('cancels card earnest money still unpaid when the session ends; a later payment stays in the wallet', async () => {
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
    expect(joined.body.data.status).toBe('pending_payment');
    const depositId = joined.body.data.depositId as string;
    const checkoutUrl = joined.body.data.checkoutUrl as string;
    await openSession(t, world);
    t.clock.set(new Date(world.startsAt.getTime() + 31 * 60_000));
    await t.app.services.auctionClose.closeDue();

    const session = await sessionOf(user, world.sessionId);
    expect(session.status).toBe('ended');
    expect(session.me).toMatchObject({ status: 'canceled', checkoutUrl: null });
    expect((await api(t, user, 'GET', `/api/deposits/${depositId}`)).body.data.status).toBe('canceled');

    // The payer finishes the card page afterwards: the money is theirs to use, nothing is held.
    const form = new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' });
    await t.app.inject({
      method: 'POST',
      url: checkoutUrl,
      payload: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const balances = await t.app.services.ledger.balances(user.userId);
    expect(balances.heldFils).toBe(0n);
    expect((await api(t, user, 'GET', `/api/deposits/${depositId}`)).body.data.status).toBe('canceled');
  }, 60_000);
});

describe('reads the review asked to cut', () => {
  it('reads a participation’s pending card deposits in one query, not one by one', async () => {
    const world = await scheduledSession(t);
    const user = await registerUserWithBalance(t, 0);
    const url = `/api/auctions/sessions/${world.sessionId}/participation`;
    expect((await api(t, user, 'POST', url, { limit: '40000', method: 'card' }, key())).status).toBe(200);
    expect((await api(t, user, 'POST', url, { limit: '60000', method: 'card' }, key())).status).toBe(200);
    const deposits = t.app.services.deposits;
    const one = vi.spyOn(deposits, 'get');
    const batch = vi.spyOn(deposits, 'statusesOf');
    try {
      const me = (await sessionOf(user, world.sessionId)).me;
      expect(me.status).toBe('pending_payment');
      expect(one).not.toHaveBeenCalled();
      expect(batch).toHaveBeenCalledTimes(1);
      expect(batch.mock.calls[0]?.[0]).toHaveLength(2);
    } finally {
      one.mockRestore();
      batch.mockRestore();
    }
  }, 60_000);

  it('opens no transaction on a scheduler tick with no lot to open', async () => {
    const world = await scheduledSession(t);
    t.clock.set(new Date(world.startsAt.getTime() - 60_000));
    // Earlier tests' sessions open now; after that, a tick finds nothing to open.
    await t.app.services.auctionClose.closeDue();
    const open = vi.spyOn(hostRepository, 'openDue');
    try {
      await t.app.services.auctionClose.closeDue();
      expect(open).not.toHaveBeenCalled();
      t.clock.set(world.startsAt);
      expect((await t.app.services.auctionClose.closeDue()).opened).toBeGreaterThanOrEqual(1);
      expect(open).toHaveBeenCalledTimes(1);
    } finally {
      open.mockRestore();
    }
  }, 60_000);
});
