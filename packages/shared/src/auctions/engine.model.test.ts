/**
 * A model test of the bidding engine: random interleavings of bids, maximum raises, ties, the
 * seller's attempts, clock ticks and the scheduler's close over one lot with 2-6 bidders, checked
 * after every step against a plain model of the rules (engine.ts opening comment): who leads, what
 * is refused and why, the price, the log, the end, and the close.
 */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { MAX_AMOUNT_FILS_NUMBER } from '../money';
import {
  type BidRefusal,
  closeLot,
  DEFAULT_ENGINE_RULES,
  type EngineLot,
  type EngineMaximum,
  type EngineRules,
  placeMaximum,
  SOFT_CLOSE_MS,
} from './engine';
import { incrementAt, minNextBidFils } from './increments';

const T0 = Date.UTC(2026, 2, 1, 10, 0, 0);
const SELLER = 'seller';

type How = 'min' | 'above' | 'jump' | 'raise' | 'tieLeader' | 'ownMax' | 'below';

const bid = fc.record({
  kind: fc.constant('bid' as const),
  who: fc.nat(6),
  how: fc.constantFrom<How>('min', 'above', 'jump', 'raise', 'tieLeader', 'ownMax', 'below'),
  n: fc.nat(200_000),
  lagMs: fc.nat(10_000),
});
const tick = fc.record({
  kind: fc.constant('tick' as const),
  ms: fc.oneof({ arbitrary: fc.nat(5_000), weight: 6 }, fc.nat(60_000), fc.nat(600_000)),
});
/** The clock jumps to a few ms around the end or the start of the soft-close window (never backwards). */
const nearEnd = fc.record({
  kind: fc.constant('nearEnd' as const),
  window: fc.boolean(),
  offsetMs: fc.integer({ min: -1, max: 1 }),
});
const scenario = fc.record({
  bidders: fc.integer({ min: 2, max: 6 }),
  startPriceFils: fc.oneof(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: 20_000_000 })),
  startOffsetMs: fc.oneof(fc.constant(0), fc.nat(30_000)),
  durationMs: fc.oneof(
    { arbitrary: fc.integer({ min: 60_000, max: 900_000 }), weight: 4 },
    fc.integer({ min: 1, max: 60_000 }),
  ),
  softCloseMs: fc.constantFrom(SOFT_CLOSE_MS, 30_000),
  /** No reserve, a reserve in fils, or one within a fil of the final price. */
  reserve: fc.oneof(fc.constant(null), fc.nat(30_000_000), fc.record({ nearPrice: fc.integer({ min: -1, max: 1 }) })),
  actions: fc.array(
    fc.oneof(
      { arbitrary: bid, weight: 6 },
      { arbitrary: tick, weight: 3 },
      { arbitrary: nearEnd, weight: 1 },
      { arbitrary: fc.constant({ kind: 'close' as const }), weight: 1 },
    ),
    { minLength: 1, maxLength: 60, size: 'max' },
  ),
});

/** The model's leader: the highest maximum, the earliest seq on a tie. */
function modelTop(maxima: ReadonlyMap<string, { maxFils: number; seq: number }>) {
  let top: { bidderId: string; maxFils: number; seq: number } | null = null;
  let second: { bidderId: string; maxFils: number; seq: number } | null = null;
  for (const [bidderId, m] of maxima) {
    const entry = { bidderId, ...m };
    const beats = (a: typeof entry, b: typeof entry | null) =>
      b === null || a.maxFils > b.maxFils || (a.maxFils === b.maxFils && a.seq < b.seq);
    if (beats(entry, top)) {
      second = top;
      top = entry;
    } else if (beats(entry, second)) second = entry;
  }
  return { top, second };
}

function frozen<T extends object>(value: T): T {
  return Object.freeze(value);
}

function amountFor(
  how: How,
  n: number,
  who: string,
  lot: EngineLot,
  maxima: Map<string, { maxFils: number }>,
  rules: EngineRules,
) {
  const minNext = minNextBidFils(lot, rules.bands);
  const own = maxima.get(who)?.maxFils;
  const leaderMax = lot.leaderId === null ? undefined : maxima.get(lot.leaderId)?.maxFils;
  const raw = {
    min: minNext,
    above: minNext + n,
    jump: minNext * (2 + (n % 4)),
    raise: (own ?? minNext) + 1 + (n % 1_000),
    tieLeader: leaderMax ?? minNext,
    ownMax: own ?? minNext,
    below: minNext - 1 - (n % Math.max(1, minNext)),
  }[how];
  return Math.min(Math.max(0, raw), MAX_AMOUNT_FILS_NUMBER);
}

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function run(s: Scenario) {
  const rules: EngineRules = { ...DEFAULT_ENGINE_RULES, softCloseMs: s.softCloseMs };
  const bidders = Array.from({ length: s.bidders }, (_, i) => `bidder${i}`);
  let lot: EngineLot = frozen({
    phase: 'scheduled',
    startsAt: T0 + s.startOffsetMs,
    endsAt: T0 + s.startOffsetMs + s.durationMs,
    startPriceFils: s.startPriceFils,
    priceFils: null,
    leaderId: null,
    sellerId: SELLER,
    bidCount: 0,
  });
  let maxima: readonly EngineMaximum[] = frozen([]);
  const model = new Map<string, { maxFils: number; seq: number }>();
  let now = T0;
  let seq = 0;
  let logged = 0;

  for (const action of s.actions) {
    if (action.kind === 'tick') {
      now += action.ms;
      continue;
    }
    if (action.kind === 'nearEnd') {
      now = Math.max(now, lot.endsAt + action.offsetMs - (action.window ? rules.softCloseMs : 0));
      continue;
    }
    if (action.kind === 'close') {
      if (now >= lot.endsAt) lot = frozen({ ...lot, phase: 'closed' }); // the scheduler closes a due lot only
      continue;
    }
    const who = bidders[action.who % (s.bidders + 1)] ?? SELLER;
    const maxFils = amountFor(action.how, action.n, who, lot, model, rules);
    const sentAt = now - action.lagMs; // the client's clock: the engine never sees it
    seq += 1;
    const before = JSON.stringify([lot, maxima]);
    const minNext = minNextBidFils(lot, rules.bands);
    const own = model.get(who);
    const leading = lot.leaderId === who;

    let expected: BidRefusal | null = null;
    if (lot.phase === 'closed') expected = 'LOT_ENDED';
    else if (now < lot.startsAt) expected = 'LOT_NOT_STARTED';
    else if (now >= lot.endsAt) expected = 'LOT_ENDED';
    else if (who === SELLER) expected = 'OWN_LOT';
    else if (own && maxFils <= own.maxFils) expected = 'MAX_NOT_RAISED';
    else if (!leading && maxFils < minNext) expected = 'BID_TOO_LOW';

    const outcome = placeMaximum(lot, maxima, { bidderId: who, maxFils, now, seq }, rules);
    // The inputs are frozen (a write would throw) and stay as they were, whatever the engine decides.
    assert.equal(JSON.stringify([lot, maxima]), before, 'the inputs changed');

    if (!outcome.accepted) {
      assert.equal(outcome.reason, expected, 'refused for another reason');
      // A bid that reaches the server at or after the end is refused, even when the client sent it in time.
      if (now >= lot.endsAt && sentAt < lot.endsAt) assert.equal(outcome.reason, 'LOT_ENDED', 'late bid');
      if (outcome.reason === 'BID_TOO_LOW') assert.equal(outcome.minFils, minNext, 'minFils');
      const named = outcome.reason === 'BID_TOO_LOW' || outcome.reason === 'MAX_NOT_RAISED';
      if (named && outcome.minFils <= MAX_AMOUNT_FILS_NUMBER) {
        // The amount a refusal names is one the lot takes.
        seq += 1;
        const probe = placeMaximum(lot, maxima, { bidderId: who, maxFils: outcome.minFils, now, seq }, rules);
        assert.ok(probe.accepted, 'the amount a refusal names is refused');
      }
      continue; // refusals change nothing: the state stays as it was
    }
    assert.equal(expected, null, 'accepted a bid the rules refuse');
    model.set(who, { maxFils, seq });
    const next = outcome.lot;
    const { top, second } = modelTop(model);

    // Leader and maxima as the model has them; the price never falls and stays within the maxima.
    assert.equal(next.leaderId, top?.bidderId, 'leader');
    assert.deepEqual(
      new Map(outcome.maxima.map((m) => [m.bidderId, { maxFils: m.maxFils, seq: m.seq }])),
      model,
      'maxima',
    );
    const price = next.priceFils as number;
    assert.ok(price >= (lot.priceFils ?? next.startPriceFils), 'the price fell');
    assert.ok(price >= next.startPriceFils, 'below the start price');
    assert.ok(price <= (top?.maxFils as number), 'above the leader’s maximum');
    if (second) assert.ok(price >= second.maxFils, 'below the second maximum');

    if (leading) {
      // The leader raised their own maximum: nothing else moves.
      assert.deepEqual(outcome.log, [], 'a raise logged bids');
      assert.deepEqual(next, { ...lot, phase: 'open' }, 'a raise moved the lot');
      assert.equal(outcome.extended, false, 'a raise extended');
      assert.equal(outcome.outbidId, null, 'a raise outbid');
      lot = frozen(next);
      maxima = frozen(outcome.maxima.map(frozen));
      continue;
    }
    if (second && top) {
      const shown = Math.min(top.maxFils, second.maxFils + incrementAt(second.maxFils, rules.bands));
      assert.equal(price, Math.max(lot.priceFils ?? 0, shown), 'price');
    } else {
      assert.equal(price, next.startPriceFils, 'a single bidder pays the start price');
    }

    // The log: amounts never fall; the last entry is the new leader at the new price.
    assert.ok(outcome.log.length > 0, 'nothing logged');
    let previous = lot.priceFils ?? 0;
    for (const entry of outcome.log) {
      assert.ok(entry.amountFils >= previous, 'the log fell');
      assert.ok(entry.amountFils <= (model.get(entry.bidderId)?.maxFils as number), 'a bid above its maximum');
      if (entry.automatic) {
        assert.notEqual(entry.bidderId, who, 'an automatic bid by the bidder');
        // One increment above the bid it answers, unless capped at its bidder's own maximum.
        const capped = entry.amountFils === model.get(entry.bidderId)?.maxFils;
        if (!capped) assert.ok(entry.amountFils >= previous + incrementAt(previous, rules.bands), 'automatic step');
      } else {
        assert.equal(entry.bidderId, who, 'a manual bid by someone else');
        // Every accepted manual bid is at least the price before it plus one increment (the start price first).
        assert.ok(entry.amountFils >= minNext, 'a manual bid below price + increment');
      }
      previous = entry.amountFils;
    }
    // A leader who loses the lead bid up to their maximum first (unless the price already stood there).
    const previousMax = lot.leaderId === null ? undefined : model.get(lot.leaderId)?.maxFils;
    if (lot.leaderId !== null && next.leaderId !== lot.leaderId && previousMax !== lot.priceFils) {
      assert.deepEqual(outcome.log[0], { bidderId: lot.leaderId, amountFils: previousMax, automatic: true }, 'proxy');
    }
    assert.deepEqual(
      outcome.log.at(-1),
      {
        bidderId: next.leaderId,
        amountFils: price,
        automatic: next.leaderId !== who,
      },
      'last entry',
    );
    assert.equal(next.bidCount, lot.bidCount + outcome.log.length, 'bidCount');
    logged += outcome.log.length;

    // Soft close: the end never moves earlier, and moves to now + window for a bid inside the window.
    const inWindow = now >= lot.endsAt - rules.softCloseMs;
    assert.equal(next.endsAt, inWindow ? Math.max(lot.endsAt, now + rules.softCloseMs) : lot.endsAt, 'soft close');
    assert.ok(next.endsAt >= lot.endsAt, 'the end moved earlier');
    assert.equal(outcome.extended, next.endsAt > lot.endsAt, 'extended');
    assert.equal(outcome.previousLeaderId, lot.leaderId, 'previousLeaderId');
    assert.equal(
      outcome.outbidId,
      lot.leaderId !== null && lot.leaderId !== next.leaderId ? lot.leaderId : null,
      'outbidId',
    );

    lot = frozen(next);
    maxima = frozen(outcome.maxima.map(frozen));
  }

  // The scheduler closes the lot once its end has come.
  const reserveFils =
    s.reserve === null || typeof s.reserve === 'number'
      ? s.reserve
      : Math.max(0, (lot.priceFils ?? lot.startPriceFils) + s.reserve.nearPrice);
  const leaderMax = maxima.find((m) => m.bidderId === lot.leaderId)?.maxFils ?? null;
  const closed = closeLot(frozen({ ...lot, phase: 'closed' }), reserveFils, leaderMax);
  assert.equal(lot.bidCount, logged, 'bidCount');
  const { top } = modelTop(model);
  if (top === null) {
    assert.deepEqual(closed, { result: 'unsold', winnerId: null, hammerFils: null });
    return;
  }
  // Exactly one winner: the highest maximum, the earliest on a tie, at a price within their maximum.
  assert.equal(closed.winnerId, top.bidderId, 'winner');
  assert.ok((closed.hammerFils as number) <= top.maxFils, 'hammer above the winner’s maximum');
  const price = lot.priceFils as number;
  const meetsReserve = reserveFils === null || price >= reserveFils;
  const maxCoversReserve = reserveFils !== null && top.maxFils >= reserveFils;
  // Sold at the price, or at the reserve when only the leader's maximum reached it; else the seller decides.
  assert.equal(closed.result, meetsReserve || maxCoversReserve ? 'sold' : 'on_approval', 'result');
  assert.equal(closed.hammerFils, meetsReserve ? price : maxCoversReserve ? reserveFils : price, 'hammer');
  assert.ok((closed.hammerFils as number) >= price, 'the hammer below the last price');
}

describe('bidding engine model', () => {
  it('keeps every rule over random interleavings of bids, raises and clock ticks', () => {
    fc.assert(fc.property(scenario, run), { numRuns: 1_000 });
  });
});
