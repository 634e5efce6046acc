import { describe, expect, it } from 'vitest';
import {
  type BidAttempt,
  type BidOutcome,
  closeLot,
  DEFAULT_ENGINE_RULES,
  type EngineLot,
  type EngineMaximum,
  type EngineRules,
  placeMaximum,
  rankMaxima,
  reserveMet,
  SOFT_CLOSE_MS,
} from './engine';
import { incrementAt } from './increments';

const AED = 100;
const T0 = Date.UTC(2026, 2, 1, 10, 0, 0);
const HOUR = 3_600_000;

function newLot(overrides: Partial<EngineLot> = {}): EngineLot {
  return {
    phase: 'open',
    startsAt: T0,
    endsAt: T0 + HOUR,
    startPriceFils: 500 * AED,
    priceFils: null,
    leaderId: null,
    sellerId: 'seller',
    bidCount: 0,
    ...overrides,
  };
}

/** A lot and its maxima, taking attempts one after another with increasing seq. */
class Auction {
  maxima: EngineMaximum[] = [];
  seq = 0;
  constructor(
    public lot: EngineLot = newLot(),
    private rules: EngineRules = DEFAULT_ENGINE_RULES,
  ) {}

  bid(bidderId: string, maxFils: number, now = T0 + 60_000): BidOutcome {
    this.seq += 1;
    const attempt: BidAttempt = { bidderId, maxFils, now, seq: this.seq };
    const outcome = placeMaximum(this.lot, this.maxima, attempt, this.rules);
    if (outcome.accepted) {
      this.lot = outcome.lot;
      this.maxima = outcome.maxima;
    }
    return outcome;
  }

  accepted(bidderId: string, maxFils: number, now?: number) {
    const outcome = this.bid(bidderId, maxFils, now);
    if (!outcome.accepted) throw new Error(`refused: ${outcome.reason}`);
    return outcome;
  }
}

describe('placeMaximum: refusals', () => {
  it('refuses a bid before the start and takes one at the start', () => {
    const a = new Auction(newLot({ phase: 'scheduled' }));
    expect(a.bid('alice', 600 * AED, T0 - 1)).toEqual({
      accepted: false,
      reason: 'LOT_NOT_STARTED',
      minFils: 500 * AED,
    });
    const at = a.accepted('alice', 600 * AED, T0);
    expect(at.lot.phase).toBe('open');
  });

  it('refuses a bid that reaches the server at or after the end, by the server time only', () => {
    const a = new Auction();
    const end = a.lot.endsAt;
    expect(a.bid('alice', 600 * AED, end)).toMatchObject({ accepted: false, reason: 'LOT_ENDED' });
    expect(a.bid('alice', 600 * AED, end + 5_000)).toMatchObject({ accepted: false, reason: 'LOT_ENDED' });
    expect(a.bid('alice', 600 * AED, end - 1).accepted).toBe(true);
  });

  it('refuses any bid on a closed lot, even before its end time', () => {
    const a = new Auction(newLot({ phase: 'closed' }));
    expect(a.bid('alice', 600 * AED)).toMatchObject({ accepted: false, reason: 'LOT_ENDED' });
  });

  it('refuses the seller', () => {
    const a = new Auction();
    expect(a.bid('seller', 600 * AED)).toEqual({ accepted: false, reason: 'OWN_LOT', minFils: 500 * AED });
  });

  it('refuses a bid below the start price, then below price + increment', () => {
    const a = new Auction();
    expect(a.bid('alice', 500 * AED - 1)).toEqual({ accepted: false, reason: 'BID_TOO_LOW', minFils: 500 * AED });
    a.accepted('alice', 500 * AED);
    const min = 500 * AED + incrementAt(500 * AED);
    expect(min).toBe(550 * AED);
    expect(a.bid('bob', min - 1)).toEqual({ accepted: false, reason: 'BID_TOO_LOW', minFils: min });
    expect(a.accepted('bob', min).lot.priceFils).toBe(min);
  });

  it('refuses a maximum that is not above the bidder’s own', () => {
    const a = new Auction();
    a.accepted('alice', 2_000 * AED);
    expect(a.bid('alice', 2_000 * AED)).toEqual({
      accepted: false,
      reason: 'MAX_NOT_RAISED',
      minFils: 2_000 * AED + 1,
    });
    expect(a.bid('alice', 1_000 * AED)).toMatchObject({ accepted: false, reason: 'MAX_NOT_RAISED' });
    a.accepted('bob', 600 * AED); // held off: the price is now AED 650
    expect(a.bid('bob', 600 * AED)).toEqual({ accepted: false, reason: 'MAX_NOT_RAISED', minFils: 700 * AED });
  });

  it('checks the end before the seller and the amount', () => {
    const a = new Auction();
    expect(a.bid('seller', 1, a.lot.endsAt)).toMatchObject({ reason: 'LOT_ENDED' });
    expect(a.bid('seller', 1)).toMatchObject({ reason: 'OWN_LOT' });
  });

  it('changes nothing when it refuses', () => {
    const a = new Auction();
    a.accepted('alice', 2_000 * AED);
    const before = structuredClone({ lot: a.lot, maxima: a.maxima });
    a.bid('bob', 1);
    a.bid('seller', 5_000 * AED);
    a.bid('alice', 1_000 * AED);
    expect({ lot: a.lot, maxima: a.maxima }).toEqual(before);
  });
});

describe('placeMaximum: proxy resolution', () => {
  it('opens at the start price, bids up to one increment above the second maximum, and logs each bid', () => {
    const a = new Auction();
    const first = a.accepted('alice', 2_000 * AED);
    expect(first.lot).toMatchObject({ priceFils: 500 * AED, leaderId: 'alice', bidCount: 1 });
    expect(first.log).toEqual([{ bidderId: 'alice', amountFils: 500 * AED, automatic: false }]);

    const held = a.accepted('bob', 600 * AED);
    expect(held.lot).toMatchObject({ priceFils: 650 * AED, leaderId: 'alice', bidCount: 3 });
    expect(held.log).toEqual([
      { bidderId: 'bob', amountFils: 600 * AED, automatic: false },
      { bidderId: 'alice', amountFils: 650 * AED, automatic: true },
    ]);
    expect(held.outbidId).toBeNull();

    const taken = a.accepted('carol', 3_000 * AED);
    expect(taken.lot).toMatchObject({ priceFils: 2_100 * AED, leaderId: 'carol', bidCount: 5 });
    expect(taken.log).toEqual([
      { bidderId: 'alice', amountFils: 2_000 * AED, automatic: true },
      { bidderId: 'carol', amountFils: 2_100 * AED, automatic: false },
    ]);
    expect(taken.previousLeaderId).toBe('alice');
    expect(taken.outbidId).toBe('alice');
  });

  it('caps the price at the leader’s maximum', () => {
    const a = new Auction();
    a.accepted('alice', 1_020 * AED);
    const held = a.accepted('bob', 1_000 * AED);
    expect(held.lot.priceFils).toBe(1_020 * AED); // not 1,000 + 100
    expect(held.log.at(-1)).toEqual({ bidderId: 'alice', amountFils: 1_020 * AED, automatic: true });
  });

  it('gives a tie to the earlier maximum', () => {
    const a = new Auction();
    a.accepted('alice', 1_000 * AED);
    const tie = a.accepted('bob', 1_000 * AED);
    expect(tie.lot).toMatchObject({ leaderId: 'alice', priceFils: 1_000 * AED });
    expect(tie.log).toEqual([
      { bidderId: 'bob', amountFils: 1_000 * AED, automatic: false },
      { bidderId: 'alice', amountFils: 1_000 * AED, automatic: true },
    ]);
    expect(rankMaxima(a.maxima).map((m) => m.bidderId)).toEqual(['alice', 'bob']);
  });

  it('lets the leader raise their maximum without moving the price or the end', () => {
    const a = new Auction();
    a.accepted('alice', 1_000 * AED);
    a.accepted('bob', 800 * AED); // price 850
    const before = a.lot;
    const lateInLot = a.lot.endsAt - 1_000;
    const raise = a.accepted('alice', 5_000 * AED, lateInLot);
    expect(raise.log).toEqual([]);
    expect(raise.extended).toBe(false);
    expect(raise.outbidId).toBeNull();
    expect(raise.lot).toEqual(before);
    expect(raise.lot).toMatchObject({ priceFils: 850 * AED, leaderId: 'alice', bidCount: 3, endsAt: T0 + HOUR });
    // The raised maximum now holds off a bid that the old one would not have.
    const held = a.accepted('bob', 2_000 * AED, lateInLot);
    expect(held.lot).toMatchObject({ leaderId: 'alice', priceFils: 2_100 * AED });
  });

  it('lets a bidder who lost the lead come back above their old maximum', () => {
    const a = new Auction();
    a.accepted('alice', 700 * AED);
    a.accepted('bob', 1_000 * AED); // bob leads at 750
    const back = a.accepted('alice', 1_500 * AED);
    expect(back.lot).toMatchObject({ leaderId: 'alice', priceFils: 1_100 * AED });
    expect(back.maxima.filter((m) => m.bidderId === 'alice')).toEqual([
      { bidderId: 'alice', maxFils: 1_500 * AED, seq: a.seq },
    ]);
  });
});

describe('placeMaximum: soft close', () => {
  const end = T0 + HOUR;
  const boundary = end - SOFT_CLOSE_MS;

  function endAfterBidAt(now: number) {
    const a = new Auction();
    a.accepted('alice', 600 * AED, T0 + 1);
    return a.accepted('bob', 700 * AED, now);
  }

  it('does not move the end for a bid 1 ms before the last two minutes', () => {
    const outcome = endAfterBidAt(boundary - 1);
    expect(outcome.lot.endsAt).toBe(end);
    expect(outcome.extended).toBe(false);
  });

  it('moves the end to now + 2 minutes for a bid inside them (at the boundary that is the end itself)', () => {
    const at = endAfterBidAt(boundary);
    expect(at.lot.endsAt).toBe(end);
    expect(at.extended).toBe(false);
    const after = endAfterBidAt(boundary + 1);
    expect(after.lot.endsAt).toBe(end + 1);
    expect(after.extended).toBe(true);
    const last = endAfterBidAt(end - 1);
    expect(last.lot.endsAt).toBe(end - 1 + SOFT_CLOSE_MS);
  });

  it('extends for an automatic answer too, again and again, with the configured window', () => {
    const rules = { ...DEFAULT_ENGINE_RULES, softCloseMs: 30_000 };
    const a = new Auction(newLot(), rules);
    a.accepted('alice', 5_000 * AED, T0 + 1);
    let now = end - 1;
    for (let i = 0; i < 5; i++) {
      const held = a.accepted(`bidder${i}`, 1_000 * AED + i * 200 * AED, now);
      expect(held.lot.leaderId).toBe('alice');
      expect(held.lot.endsAt).toBe(now + 30_000);
      now = held.lot.endsAt - 1;
    }
  });
});

describe('placeMaximum: inputs that no engine state could produce', () => {
  it('throws on a seq that does not increase, a leader that does not match, or a bad amount', () => {
    const a = new Auction();
    a.accepted('alice', 1_000 * AED);
    const stale: BidAttempt = { bidderId: 'bob', maxFils: 900 * AED, now: T0 + 1, seq: a.seq };
    expect(() => placeMaximum(a.lot, a.maxima, stale)).toThrow(RangeError);
    const attempt: BidAttempt = { bidderId: 'bob', maxFils: 900 * AED, now: T0 + 1, seq: a.seq + 1 };
    expect(() => placeMaximum({ ...a.lot, leaderId: 'bob' }, a.maxima, attempt)).toThrow(RangeError);
    expect(() => placeMaximum(a.lot, [], attempt)).toThrow(RangeError);
    expect(() => placeMaximum(a.lot, a.maxima, { ...attempt, maxFils: 1.5 })).toThrow(RangeError);
    expect(() => placeMaximum(newLot({ startPriceFils: 0 }), [], attempt)).toThrow(RangeError);
  });
});

describe('closeLot', () => {
  it('is unsold without bids', () => {
    expect(closeLot(newLot(), null)).toEqual({ result: 'unsold', winnerId: null, hammerFils: null });
    expect(closeLot(newLot(), 100)).toEqual({ result: 'unsold', winnerId: null, hammerFils: null });
  });

  it('sells to the leader at the price when it meets the reserve, else asks the seller', () => {
    const a = new Auction();
    a.accepted('alice', 2_000 * AED);
    a.accepted('bob', 1_000 * AED); // alice leads at 1,100
    expect(closeLot(a.lot, null)).toEqual({ result: 'sold', winnerId: 'alice', hammerFils: 1_100 * AED });
    expect(closeLot(a.lot, 1_100 * AED)).toEqual({ result: 'sold', winnerId: 'alice', hammerFils: 1_100 * AED });
    expect(closeLot(a.lot, 1_100 * AED + 1)).toEqual({
      result: 'on_approval',
      winnerId: 'alice',
      hammerFils: 1_100 * AED,
    });
  });

  it("sells at the reserve when the price is below it but the leader's maximum covers it", () => {
    const a = new Auction();
    a.accepted('alice', 2_000 * AED);
    a.accepted('bob', 1_000 * AED); // alice leads at 1,100 with a maximum of 2,000
    expect(closeLot(a.lot, 1_500 * AED, 2_000 * AED)).toEqual({
      result: 'sold',
      winnerId: 'alice',
      hammerFils: 1_500 * AED,
    });
    expect(closeLot(a.lot, 2_000 * AED, 2_000 * AED)).toEqual({
      result: 'sold',
      winnerId: 'alice',
      hammerFils: 2_000 * AED,
    });
    expect(closeLot(a.lot, 2_000 * AED + 1, 2_000 * AED)).toMatchObject({
      result: 'on_approval',
      hammerFils: 1_100 * AED,
    });
    expect(reserveMet(1_100 * AED, 1_500 * AED, 2_000 * AED)).toBe(true);
    expect(reserveMet(1_100 * AED, 2_000 * AED + 1, 2_000 * AED)).toBe(false);
    expect(reserveMet(null, 100, null)).toBe(false);
    expect(reserveMet(null, null, null)).toBe(true);
  });
});
