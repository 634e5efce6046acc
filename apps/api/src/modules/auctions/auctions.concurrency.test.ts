/**
 * 50 joined bidders send a maximum each to one lot at the same moment (on PGlite and, in the
 * api-postgres project, on PostgreSQL with a pool of connections). Every answer is a receipt or a
 * 409; every receipt's bid is in the log; replaying the accepted attempts in the order the lot
 * recorded them through the shared engine gives the price, leader and bid count the lot shows.
 */
import type { BidReceipt } from '@souq/shared/auctions/auctions.schema';
import { type EngineMaximum, placeMaximum } from '@souq/shared/auctions/engine';
import { DEFAULT_INCREMENT_BANDS } from '@souq/shared/auctions/increments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bidsRepository } from './auctions.bids.repository';
import { auctionsRepository } from './auctions.repository';
import { api, bid, joinedBidder, openSession, scheduledSession } from './auctions.testing';

const BIDDERS = 50;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('50 simultaneous bids on one lot', () => {
  it('answers each with a receipt or a 409, logs every accepted bid, and ends where the engine says', async () => {
    const world = await scheduledSession(t, { lotMinutes: 60 });
    const bidders: Awaited<ReturnType<typeof joinedBidder>>[] = [];
    for (let i = 0; i < BIDDERS; i++) bidders.push(await joinedBidder(t, world.sessionId, '90000'));
    await openSession(t, world);
    const [lotId] = world.lotIds as [string];
    const before = await auctionsRepository.findLot(t.database.db, lotId);
    if (!before?.startsAt || !before.endsAt) throw new Error('lot not scheduled');

    // Distinct maxima between AED 10,000 and about 60,000, in a shuffled order.
    const amounts = bidders.map((_, i) => 10_000 + ((i * 7919) % BIDDERS) * 1_013);
    const answers = await Promise.all(bidders.map((b, i) => bid(t, b, lotId, String(amounts[i]), { kind: 'max' })));

    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    const accepted = answers.flatMap((a, i) =>
      a.status === 200 ? [{ receipt: a.receipt, bidder: bidders[i] as (typeof bidders)[number] }] : [],
    );
    expect(accepted.length).toBeGreaterThan(0);
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(['BID_TOO_LOW', 'CONFLICT_RETRY']).toContain(a.body.error);
    }

    const log = await bidsRepository.fullLog(t.database.db, lotId);
    const logIds = new Set(log.map((r) => r.id));
    for (const { receipt, bidder } of accepted) {
      expect(logIds.has(receipt.bidId)).toBe(true);
      expect(log.find((r) => r.id === receipt.bidId)?.bidderId).toBe(bidder.userId);
    }

    // Replay the accepted attempts, in the lot's order (each receipt's seq), through the engine.
    const ordered = [...accepted].sort((a, b) => a.receipt.state.seq - b.receipt.state.seq);
    let lot = {
      phase: 'open' as const,
      startsAt: before.startsAt.getTime(),
      endsAt: before.endsAt.getTime(),
      startPriceFils: Number(before.startPriceFils),
      priceFils: null as number | null,
      leaderId: null as string | null,
      sellerId: before.sellerId,
      bidCount: 0,
    };
    let maxima: EngineMaximum[] = [];
    let replayed = 0;
    const softCloseMs = (await api(t, null, 'GET', '/api/auctions/terms')).body.data.softCloseMs as number;
    for (const { receipt, bidder } of ordered) {
      const r: BidReceipt = receipt;
      const outcome = placeMaximum(
        lot,
        maxima,
        { bidderId: bidder.userId, maxFils: r.amountFils, now: Date.parse(r.receivedAt), seq: r.state.seq },
        { softCloseMs, bands: DEFAULT_INCREMENT_BANDS },
      );
      expect(outcome.accepted).toBe(true);
      if (!outcome.accepted) return;
      lot = { ...outcome.lot, phase: 'open' };
      maxima = outcome.maxima;
      replayed += outcome.log.length;
      expect(r.state.priceFils).toBe(lot.priceFils);
    }
    const after = await auctionsRepository.findLot(t.database.db, lotId);
    expect(Number(after?.priceFils)).toBe(lot.priceFils);
    expect(after?.leaderId).toBe(lot.leaderId);
    expect(after?.bidCount).toBe(lot.bidCount);
    expect(log).toHaveLength(replayed);
  }, 180_000);
});
