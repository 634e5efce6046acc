/** Test helpers for deals: a lot won by a bidder, closed by the scheduler. */
import type { Deal } from '@souq/shared/deals/deals.schema';
import type { TestApp, TestUser } from '../../testing/test-app';
import { api, bid, joinedBidder, openSession, scheduledSession } from '../auctions/auctions.testing';

export interface WonDeal {
  world: Awaited<ReturnType<typeof scheduledSession>>;
  winner: TestUser & { participation: { depositFils: number } };
  loser: TestUser;
  deal: Deal;
}

/**
 * A session of `cars` lots (30 minutes each); the winner (wallet AED `aed`, limit `limit`) outbids
 * another bidder on the first lot at AED 12,000; the clock passes the lot's end and the close runs.
 */
export async function wonDeal(
  t: TestApp,
  opts: { aed?: number; limit?: string; cars?: number } = {},
): Promise<WonDeal> {
  const world = await scheduledSession(t, { cars: opts.cars ?? 1 });
  const winner = await joinedBidder(t, world.sessionId, opts.limit ?? '20000', opts.aed ?? 200_000);
  const loser = await joinedBidder(t, world.sessionId, '100000', 200_000);
  await openSession(t, world);
  const lotId = world.lotIds[0] as string;
  const first = await bid(t, loser, lotId, '11000');
  if (first.status !== 200) throw new Error(`bid: ${JSON.stringify(first.body)}`);
  const second = await bid(t, winner, lotId, '12000');
  if (second.status !== 200) throw new Error(`bid: ${JSON.stringify(second.body)}`);
  t.clock.set(new Date(world.startsAt.getTime() + 31 * 60_000));
  await t.app.services.auctionClose.closeDue();
  const mine = await api(t, winner, 'GET', '/api/deals?role=buyer');
  if (mine.status !== 200 || mine.body.data.items.length !== 1) throw new Error(`deals: ${JSON.stringify(mine.body)}`);
  return { world, winner, loser, deal: mine.body.data.items[0] as Deal };
}
