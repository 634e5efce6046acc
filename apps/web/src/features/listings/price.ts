/**
 * Price facts shown on a car: a cut in the asking price (from its history) and the landed-cost
 * rates of an import or export car (from the server's estimate, so the rates follow its config).
 */
import type { LandedCost } from '@souq/shared';

export interface PriceDrop {
  /** The price before the last change. */
  fromFils: number;
  toFils: number;
  dropFils: number;
  /** Whole percent, at least 1. */
  percent: number;
}

/**
 * The last price change when it was a cut. The history may or may not hold the current price and
 * may come in any order; repeated prices (a refresh, an edit that kept it) are not changes.
 */
export function priceDrop(
  history: readonly { priceFils: number; at: string }[],
  currentFils: number,
): PriceDrop | null {
  const ordered = [...history]
    .filter((h) => Number.isFinite(h.priceFils) && h.priceFils > 0)
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
    .map((h) => h.priceFils);
  if (ordered[ordered.length - 1] !== currentFils) ordered.push(currentFils);
  const changes = ordered.filter((p, i) => i === 0 || p !== ordered[i - 1]);
  if (changes.length < 2) return null;
  const fromFils = changes[changes.length - 2] as number;
  const toFils = changes[changes.length - 1] as number;
  if (toFils >= fromFils) return null;
  const dropFils = fromFils - toFils;
  return { fromFils, toFils, dropFils, percent: Math.max(1, Math.round((dropFils * 100) / fromFils)) };
}

/** The duty and VAT rates behind a landed-cost estimate, in percent with at most one decimal. */
export function landedCostRates(cost: LandedCost): { dutyPercent: number; vatPercent: number } {
  const round = (n: number) => Math.round(n * 10) / 10;
  const dutyPercent = cost.cifFils > 0 ? round((cost.dutyFils * 100) / cost.cifFils) : 0;
  const base = cost.cifFils + cost.dutyFils;
  const vatPercent = base > 0 ? round((cost.vatFils * 100) / base) : 0;
  return { dutyPercent, vatPercent };
}

/** "120000.50" style decimal AED (what the forms send) from fils. */
export function filsToAmountInput(fils: number | null | undefined): string {
  if (fils === null || fils === undefined) return '';
  const whole = Math.trunc(fils / 100);
  const cents = Math.abs(fils % 100);
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}
