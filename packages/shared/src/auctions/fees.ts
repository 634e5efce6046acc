/**
 * What a winning bid costs in all (DOMAIN-NOTES "Auctions", fees), and the earnest money a bidding
 * limit holds. One set of pure functions for the lot page (the all-in figure beside every amount a
 * bidder can act on), the conversion of an all-in maximum into a hammer price, and the invoice.
 *
 * All-in price = hammer + buyer's premium + admin fee + VAT, each line in whole fils:
 * - buyer's premium: a rate of the hammer price (4.5%), rounded half up, then raised to the minimum
 *   (AED 250) and held to the cap (AED 15,000), as timed auction sites charge it;
 * - admin fee: a flat fee by hammer tier (Emirates Auction: AED 100 up to AED 500, 200 up to 1,000,
 *   300 up to 2,000, 500 above); a tier's `upToFils` includes its bound, so AED 500 exactly is AED 100;
 * - VAT 5% on hammer + premium + admin fee, rounded half up. In the UAE the car, the buyer's
 *   premium and the admin fee are all taxable supplies at the standard rate, so VAT falls on the
 *   three of them, not on the hammer price alone;
 * - the total is the exact sum of the lines shown, never rounded on its own.
 *
 * Every line grows with the hammer price (the table is checked for it), so the total does too, and
 * `hammerForAllIn` finds the exact largest hammer price within an all-in amount by binary search.
 */
import { MAX_AMOUNT_FILS_NUMBER } from '../money';

const AED = 100;
const BPS = 10_000;

export interface AdminFeeTier {
  /** The tier covers hammer prices up to and including this (fils); null for the last tier. */
  upToFils: number | null;
  feeFils: number;
}

export interface AuctionFeeTable {
  /** Buyer's premium as a rate of the hammer price, basis points (450 = 4.5%). */
  buyerPremiumBps: number;
  buyerPremiumMinFils: number;
  /** The premium's cap; null for none. */
  buyerPremiumMaxFils: number | null;
  /** Ascending by `upToFils`; the last tier is open-ended. */
  adminFeeTiers: readonly AdminFeeTier[];
  /** VAT in basis points (500 = 5%). */
  vatBps: number;
}

/** The default fee table (config may replace it; `validateAuctionFeeTable` checks a replacement). */
export const DEFAULT_AUCTION_FEES: AuctionFeeTable = {
  buyerPremiumBps: 450,
  buyerPremiumMinFils: 250 * AED,
  buyerPremiumMaxFils: 15_000 * AED,
  adminFeeTiers: [
    { upToFils: 500 * AED, feeFils: 100 * AED },
    { upToFils: 1_000 * AED, feeFils: 200 * AED },
    { upToFils: 2_000 * AED, feeFils: 300 * AED },
    { upToFils: null, feeFils: 500 * AED },
  ],
  vatBps: 500,
};

export interface AllInPrice {
  hammerFils: number;
  buyerPremiumFils: number;
  adminFeeFils: number;
  vatFils: number;
  /** hammer + premium + admin fee + VAT, exactly. */
  totalFils: number;
}

function wholeFils(value: number, name: string, max: number = MAX_AMOUNT_FILS_NUMBER): number {
  if (!Number.isSafeInteger(value) || value < 0 || value > max) {
    throw new RangeError(`${name} must be whole fils between 0 and ${max}, got ${value}`);
  }
  return value;
}

function basisPoints(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be whole basis points >= 0`);
  return value;
}

/** `amount × bps / 10,000` rounded half up to the fil, computed exactly (bigint: the product may pass 2^53). */
function rateOf(amountFils: number, bps: number): number {
  return Number((BigInt(amountFils) * BigInt(bps) * 2n + BigInt(BPS)) / BigInt(2 * BPS));
}

/** `amount × bps / 10,000` rounded up to the fil. */
function rateOfCeil(amountFils: number, bps: number): number {
  return Number((BigInt(amountFils) * BigInt(bps) + BigInt(BPS - 1)) / BigInt(BPS));
}

/**
 * Throws a RangeError unless the table is usable: whole basis points and fils, the premium's
 * minimum not above its cap, admin tiers with strictly ascending bounds, the last one open-ended,
 * and fees that never fall from one tier to the next (so that a higher hammer never costs less).
 */
export function validateAuctionFeeTable(table: AuctionFeeTable): void {
  basisPoints(table.buyerPremiumBps, 'buyerPremiumBps');
  basisPoints(table.vatBps, 'vatBps');
  wholeFils(table.buyerPremiumMinFils, 'buyerPremiumMinFils');
  if (table.buyerPremiumMaxFils !== null) {
    wholeFils(table.buyerPremiumMaxFils, 'buyerPremiumMaxFils');
    if (table.buyerPremiumMaxFils < table.buyerPremiumMinFils) {
      throw new RangeError("the buyer's premium cap is below its minimum");
    }
  }
  const tiers = table.adminFeeTiers;
  if (tiers.length === 0) throw new RangeError('the admin fee table is empty');
  let previousUpTo = -1;
  let previousFee = 0;
  tiers.forEach((tier, i) => {
    wholeFils(tier.feeFils, `adminFeeTiers[${i}].feeFils`);
    if (tier.feeFils < previousFee) throw new RangeError(`adminFeeTiers[${i}]: the fee is below the tier before`);
    previousFee = tier.feeFils;
    const last = i === tiers.length - 1;
    if (tier.upToFils === null) {
      if (!last) throw new RangeError(`adminFeeTiers[${i}]: only the last tier may be open-ended`);
      return;
    }
    if (last) throw new RangeError('the last admin fee tier must be open-ended (upToFils: null)');
    wholeFils(tier.upToFils, `adminFeeTiers[${i}].upToFils`);
    if (tier.upToFils <= previousUpTo) throw new RangeError(`adminFeeTiers[${i}]: bounds must ascend`);
    previousUpTo = tier.upToFils;
  });
}

function allInOf(hammerFils: number, table: AuctionFeeTable): AllInPrice {
  const rated = rateOf(hammerFils, table.buyerPremiumBps);
  const capped = table.buyerPremiumMaxFils === null ? rated : Math.min(rated, table.buyerPremiumMaxFils);
  const buyerPremiumFils = Math.max(table.buyerPremiumMinFils, capped);
  const tier = table.adminFeeTiers.find((t) => t.upToFils === null || hammerFils <= t.upToFils);
  const adminFeeFils = tier?.feeFils ?? 0;
  const vatFils = rateOf(hammerFils + buyerPremiumFils + adminFeeFils, table.vatBps);
  return {
    hammerFils,
    buyerPremiumFils,
    adminFeeFils,
    vatFils,
    totalFils: hammerFils + buyerPremiumFils + adminFeeFils + vatFils,
  };
}

/** The lines and the total a buyer pays for a hammer price (fils). */
export function allInPrice(hammerFils: number, table: AuctionFeeTable = DEFAULT_AUCTION_FEES): AllInPrice {
  wholeFils(hammerFils, 'hammerFils');
  validateAuctionFeeTable(table);
  return allInOf(hammerFils, table);
}

/**
 * The largest x in [0, hi] with f(x) <= target, for f that never falls as x grows; null when even
 * f(0) is above the target. Exact: a binary search over whole fils.
 */
function largestWithin(f: (x: number) => number, target: number, hi: number): number | null {
  if (f(0) > target) return null;
  if (f(hi) <= target) return hi;
  let lo = 0; // f(lo) <= target < f(hi)
  let up = hi;
  while (up - lo > 1) {
    const mid = lo + Math.floor((up - lo) / 2);
    if (f(mid) <= target) lo = mid;
    else up = mid;
  }
  return lo;
}

/**
 * The largest hammer price (whole fils) whose all-in price is at most `totalFils`: a bidder who
 * enters a maximum as an all-in amount bids this hammer price. 0 when even a hammer of 0 costs
 * more than `totalFils` (the premium's minimum and the admin fee alone do): the caller compares
 * with the lot's next minimum bid anyway. Never above MAX_AMOUNT_FILS, the largest hammer price.
 * A maximum need not sit on the increment grid, so the result is not rounded to it.
 */
export function hammerForAllIn(totalFils: number, table: AuctionFeeTable = DEFAULT_AUCTION_FEES): number {
  if (!Number.isSafeInteger(totalFils) || totalFils < 0) throw new RangeError('totalFils must be whole fils >= 0');
  validateAuctionFeeTable(table);
  return largestWithin((h) => allInOf(h, table).totalFils, totalFils, MAX_AMOUNT_FILS_NUMBER) ?? 0;
}

/** Earnest money: the hold a bidding limit needs (DOMAIN-NOTES: Emirates Auction asks 20%, with a floor). */
export interface EarnestMoneyRule {
  /** The hold as a rate of the limit, basis points (2,000 = 20%); a VIP plan may name a lower one. */
  rateBps: number;
  /** The least hold (fils), unless the limit itself is lower. */
  floorFils: number;
}

export const DEFAULT_EARNEST_MONEY_RULE: EarnestMoneyRule = { rateBps: 2_000, floorFils: 5_000 * AED };

function earnestRule(rule: Partial<EarnestMoneyRule>): EarnestMoneyRule {
  const full = { ...DEFAULT_EARNEST_MONEY_RULE, ...rule };
  basisPoints(full.rateBps, 'rateBps');
  if (full.rateBps > BPS) throw new RangeError('rateBps must be at most 10,000 (100%)');
  wholeFils(full.floorFils, 'floorFils');
  return full;
}

function earnestOf(limitFils: number, rule: EarnestMoneyRule): number {
  return Math.min(limitFils, Math.max(rule.floorFils, rateOfCeil(limitFils, rule.rateBps)));
}

/**
 * The hold for a chosen bidding limit (fils): the rate of the limit rounded up to the fil (the
 * hold is never less than the rate), raised to the floor, but never more than the limit itself: a
 * bidder who wants to bid up to AED 3,000 holds AED 3,000, not the AED 5,000 floor. A limit below
 * the floor therefore holds the whole limit.
 */
export function earnestMoneyFils(limitFils: number, rule: Partial<EarnestMoneyRule> = {}): number {
  wholeFils(limitFils, 'limitFils');
  return earnestOf(limitFils, earnestRule(rule));
}

/**
 * The inverse: the largest bidding limit whose earnest money is at most `depositFils` (never above
 * MAX_AMOUNT_FILS; that bound is reached when the rate is 0 and the deposit covers the floor).
 * Below the floor a deposit buys a limit of the same amount.
 */
export function biddingLimitForEarnest(depositFils: number, rule: Partial<EarnestMoneyRule> = {}): number {
  if (!Number.isSafeInteger(depositFils) || depositFils < 0)
    throw new RangeError('depositFils must be whole fils >= 0');
  const full = earnestRule(rule);
  return largestWithin((limit) => earnestOf(limit, full), depositFils, MAX_AMOUNT_FILS_NUMBER) ?? 0;
}
