/**
 * The bidding engine of one lot: server-authoritative proxy (maximum) bidding, as pure functions.
 * The API calls `placeMaximum` inside the transaction that holds the lot row locked, with the
 * server's clock, and stores what it returns; the scheduler calls `closeLot` when the end is due.
 * Nothing here reads a clock, a database or the client's time. Rules (issue 9 "Bidding engine",
 * DOMAIN-NOTES "Auctions"):
 *
 * - A plain bid is a maximum equal to its amount; each bidder has at most one maximum per lot.
 * - Refusals, checked in this order (the first that applies is the reason; nothing changes):
 *   LOT_ENDED when the lot is closed; LOT_NOT_STARTED when now < startsAt; LOT_ENDED when
 *   now >= endsAt, judged by the server's `now` only, so a bid that reaches the server after the
 *   end is refused even if the client sent it before; OWN_LOT when the bidder is the seller;
 *   MAX_NOT_RAISED when the bidder already has a maximum and this one is not above it (a maximum
 *   can be raised, never lowered); BID_TOO_LOW when a bidder who is not leading offers less than
 *   the lot's next minimum bid (the start price before the first bid, else price + increment).
 *   `minFils` is the least this bidder could offer now: for MAX_NOT_RAISED their maximum + 1 fil
 *   (and at least the next minimum when they are not leading), otherwise the next minimum bid.
 * - The leader may raise their own maximum by any amount: the price, the log and the end stay
 *   as they are (a leader never bids against themself), and their maximum takes the attempt's seq.
 * - Resolution: the leader holds the highest maximum, the earliest `seq` on a tie (a maximum's
 *   seq is the attempt's seq when it was last set or raised; `seq` must increase from attempt to
 *   attempt). The price is the start price with a single bidder; otherwise
 *   min(leader's maximum, second maximum + incrementAt(second maximum)), never below the price
 *   before it (the price never falls) nor below the start price.
 * - Log: the bids this attempt produces, in order, amounts never falling. A challenger held off
 *   by the leader's maximum logs their manual bid at their maximum, then the leader's automatic
 *   bid at the new price. A challenger who takes the lead logs, when the previous leader's maximum
 *   is above the price before, that leader's automatic bid at their maximum (their proxy ran out
 *   there), then their own manual bid at the new price. The last entry is the new leader at the
 *   new price. `bidCount` grows by the number of entries.
 * - Increments: every manual entry is at least the next minimum bid before the attempt. An
 *   automatic entry is one increment above the bid it answers unless it is capped: an automatic
 *   bid at its bidder's own maximum may be less than one increment above the previous amount
 *   (a tie at the leader's maximum logs both bids at the same amount; the earlier one leads).
 * - Soft close (anti-sniping): an accepted attempt that logs anything at now >= endsAt - softCloseMs
 *   sets endsAt = max(endsAt, now + softCloseMs); automatic bids count, extensions have no cap, and
 *   the end never moves earlier. `extended` says whether the end moved.
 * - A scheduled lot takes bids once its start has come (the phase in the result is then 'open');
 *   only a 'closed' lot or the end time refuses them.
 * - closeLot: no bids -> unsold; sold to the leader at the price when it reaches the reserve; when
 *   the price is below the reserve but the leader's maximum covers it, sold at the reserve (the
 *   leader offered that much; eBay-style, and it spares the seller an approval they would give);
 *   otherwise on approval (the leader and the price stand while the seller may accept). Bidding
 *   itself never looks at the reserve, so a maximum above it is not revealed before the close.
 */
import { MAX_AMOUNT_FILS_NUMBER } from '../money';
import {
  DEFAULT_INCREMENT_BANDS,
  type IncrementBand,
  incrementAt,
  minNextBidFils,
  validateIncrementBands,
} from './increments';

export type LotPhase = 'scheduled' | 'open' | 'closed';

export interface EngineLot {
  phase: LotPhase;
  /** Epoch milliseconds, server time. */
  startsAt: number;
  endsAt: number;
  /** At least 1 fil. */
  startPriceFils: number;
  /** The current price; null before the first bid. */
  priceFils: number | null;
  leaderId: string | null;
  sellerId: string;
  bidCount: number;
}

export interface EngineMaximum {
  bidderId: string;
  maxFils: number;
  /** The attempt's seq when this maximum was set or last raised: the earlier wins a tie. */
  seq: number;
}

export interface EngineRules {
  /** A bid this close to the end moves the end to now + softCloseMs. */
  softCloseMs: number;
  bands: readonly IncrementBand[];
}

/** Two minutes (DOMAIN-NOTES "Soft close"; config AUCTION_SOFT_CLOSE_MS may replace it). */
export const SOFT_CLOSE_MS = 120_000;

export const DEFAULT_ENGINE_RULES: EngineRules = { softCloseMs: SOFT_CLOSE_MS, bands: DEFAULT_INCREMENT_BANDS };

export type BidRefusal = 'LOT_NOT_STARTED' | 'LOT_ENDED' | 'OWN_LOT' | 'BID_TOO_LOW' | 'MAX_NOT_RAISED';

export interface BidLogEntry {
  bidderId: string;
  amountFils: number;
  /** Placed by the bidder's maximum (proxy), not by the bidder in this attempt. */
  automatic: boolean;
}

export interface BidAttempt {
  bidderId: string;
  /** The maximum (a plain bid is a maximum equal to its amount), whole fils. */
  maxFils: number;
  /** The server's time when the attempt is judged (epoch ms); the client's time plays no part. */
  now: number;
  /** Greater than every seq before it on this lot (a per-lot or global sequence). */
  seq: number;
}

export type BidOutcome =
  | { accepted: false; reason: BidRefusal; minFils: number }
  | {
      accepted: true;
      lot: EngineLot;
      /** Every maximum on the lot after the attempt (the input's order, a new bidder's last). */
      maxima: EngineMaximum[];
      /** The bids this attempt produced, in order; empty when the leader raised their maximum. */
      log: BidLogEntry[];
      /** The end moved later. */
      extended: boolean;
      previousLeaderId: string | null;
      /** The previous leader when they lost the lead (to alert them), else null. */
      outbidId: string | null;
    };

export type CloseResultKind = 'sold' | 'on_approval' | 'unsold';

export interface CloseResult {
  result: CloseResultKind;
  /** The leader: the buyer when sold, the high bidder awaiting the seller when on approval. */
  winnerId: string | null;
  hammerFils: number | null;
}

/** The maxima in resolution order: highest first, the earliest seq first on a tie. */
export function rankMaxima(maxima: readonly EngineMaximum[]): EngineMaximum[] {
  return [...maxima].sort((a, b) => b.maxFils - a.maxFils || a.seq - b.seq);
}

function isWholeFils(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0 && value <= MAX_AMOUNT_FILS_NUMBER;
}

/** Throws a RangeError when the inputs cannot have come from this engine (a caller's bug, not a refusal). */
function checkInputs(
  lot: EngineLot,
  maxima: readonly EngineMaximum[],
  attempt: BidAttempt,
  rules: EngineRules,
): EngineMaximum | undefined {
  if (!Number.isSafeInteger(rules.softCloseMs) || rules.softCloseMs < 0) {
    throw new RangeError('softCloseMs must be whole milliseconds >= 0');
  }
  validateIncrementBands(rules.bands);
  if (!Number.isFinite(lot.startsAt) || !Number.isFinite(lot.endsAt) || !Number.isFinite(attempt.now)) {
    throw new RangeError('times must be epoch milliseconds');
  }
  if (!isWholeFils(lot.startPriceFils) || lot.startPriceFils < 1) throw new RangeError('startPriceFils must be >= 1');
  if (!isWholeFils(attempt.maxFils)) throw new RangeError('maxFils must be whole fils within the bound');
  if (!Number.isSafeInteger(attempt.seq)) throw new RangeError('seq must be an integer');
  const seen = new Set<string>();
  for (const m of maxima) {
    if (seen.has(m.bidderId)) throw new RangeError(`two maxima for bidder ${m.bidderId}`);
    seen.add(m.bidderId);
    if (m.seq >= attempt.seq) throw new RangeError('seq must increase from attempt to attempt');
    if (!isWholeFils(m.maxFils)) throw new RangeError('a stored maximum is not whole fils');
  }
  const top = rankMaxima(maxima)[0];
  if ((lot.leaderId === null) !== (lot.priceFils === null) || (top?.bidderId ?? null) !== lot.leaderId) {
    throw new RangeError('the lot’s leader and price do not match its maxima');
  }
  return top;
}

function refuse(reason: BidRefusal, minFils: number): BidOutcome {
  return { accepted: false, reason, minFils };
}

/** Judges one attempt to set or raise a bidder's maximum on a lot, at the server's time `attempt.now`. */
export function placeMaximum(
  lot: EngineLot,
  maxima: readonly EngineMaximum[],
  attempt: BidAttempt,
  rules: EngineRules = DEFAULT_ENGINE_RULES,
): BidOutcome {
  const top = checkInputs(lot, maxima, attempt, rules);
  const minNext = minNextBidFils(lot, rules.bands);
  if (lot.phase === 'closed') return refuse('LOT_ENDED', minNext);
  if (attempt.now < lot.startsAt) return refuse('LOT_NOT_STARTED', minNext);
  if (attempt.now >= lot.endsAt) return refuse('LOT_ENDED', minNext);
  if (attempt.bidderId === lot.sellerId) return refuse('OWN_LOT', minNext);

  const own = maxima.find((m) => m.bidderId === attempt.bidderId);
  const leading = lot.leaderId === attempt.bidderId;
  if (own && attempt.maxFils <= own.maxFils) {
    return refuse('MAX_NOT_RAISED', leading ? own.maxFils + 1 : Math.max(minNext, own.maxFils + 1));
  }
  if (!leading && attempt.maxFils < minNext) return refuse('BID_TOO_LOW', minNext);

  const mine: EngineMaximum = { bidderId: attempt.bidderId, maxFils: attempt.maxFils, seq: attempt.seq };
  const next = own ? maxima.map((m) => (m === own ? mine : m)) : [...maxima, mine];
  const open = { ...lot, phase: 'open' as const };
  if (leading) {
    return {
      accepted: true,
      lot: open,
      maxima: next,
      log: [],
      extended: false,
      previousLeaderId: lot.leaderId,
      outbidId: null,
    };
  }

  const [leader, second] = rankMaxima(next) as [EngineMaximum, ...EngineMaximum[]];
  const floor = Math.max(lot.priceFils ?? lot.startPriceFils, lot.startPriceFils);
  const priceFils =
    second === undefined
      ? lot.startPriceFils
      : Math.max(floor, Math.min(leader.maxFils, second.maxFils + incrementAt(second.maxFils, rules.bands)));

  const log: BidLogEntry[] = [];
  if (leader === mine) {
    if (top && top.maxFils !== lot.priceFils) {
      log.push({ bidderId: top.bidderId, amountFils: top.maxFils, automatic: true });
    }
    log.push({ bidderId: mine.bidderId, amountFils: priceFils, automatic: false });
  } else {
    log.push({ bidderId: mine.bidderId, amountFils: mine.maxFils, automatic: false });
    log.push({ bidderId: leader.bidderId, amountFils: priceFils, automatic: true });
  }

  const inWindow = attempt.now >= lot.endsAt - rules.softCloseMs;
  const endsAt = inWindow ? Math.max(lot.endsAt, attempt.now + rules.softCloseMs) : lot.endsAt;
  const previousLeaderId = lot.leaderId;
  return {
    accepted: true,
    lot: { ...open, endsAt, priceFils, leaderId: leader.bidderId, bidCount: lot.bidCount + log.length },
    maxima: next,
    log,
    extended: endsAt > lot.endsAt,
    previousLeaderId,
    outbidId: previousLeaderId !== null && previousLeaderId !== leader.bidderId ? previousLeaderId : null,
  };
}

/**
 * The outcome of a lot whose end has come; `reserveFils` null for a lot without a reserve,
 * `leaderMaxFils` the leader's maximum (when the caller omits it, the price stands for it).
 */
export function closeLot(lot: EngineLot, reserveFils: number | null, leaderMaxFils: number | null = null): CloseResult {
  if (lot.leaderId === null || lot.priceFils === null) return { result: 'unsold', winnerId: null, hammerFils: null };
  if (reserveFils === null || lot.priceFils >= reserveFils) {
    return { result: 'sold', winnerId: lot.leaderId, hammerFils: lot.priceFils };
  }
  if (leaderMaxFils !== null && leaderMaxFils >= reserveFils) {
    return { result: 'sold', winnerId: lot.leaderId, hammerFils: reserveFils };
  }
  return { result: 'on_approval', winnerId: lot.leaderId, hammerFils: lot.priceFils };
}

/** Whether a lot's reserve is met as bidders see it: the same rule as `closeLot`. */
export function reserveMet(
  priceFils: number | null,
  reserveFils: number | null,
  leaderMaxFils: number | null,
): boolean {
  if (reserveFils === null) return true;
  if (priceFils === null) return false;
  return priceFils >= reserveFils || (leaderMaxFils !== null && leaderMaxFils >= reserveFils);
}
