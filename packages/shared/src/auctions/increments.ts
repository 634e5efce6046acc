/**
 * Bid increments (DOMAIN-NOTES "Auctions", Copart Middle East): the step between one bid and the
 * next grows with the price. The table is a list of bands in ascending order; a band applies to
 * prices below its `belowFils`, the last band (`belowFils: null`) to every price above. A price
 * exactly on a boundary takes the higher band: at AED 10 the step is AED 10, not AED 5.
 *
 * | price (AED) | < 10 | 10-50 | 50-100 | 100-1,000 | 1,000-5,000 | 5,000-25,000 | 25,000-150,000 | >= 150,000 |
 * | step (AED)  |  5   |  10   |   25   |    50     |     100     |     250      |      500       |   1,000    |
 *
 * One pure function for the server that judges a bid and the page that shows the next one.
 */

export interface IncrementBand {
  /** The band covers prices below this (fils); null for the last band, which has no upper end. */
  belowFils: number | null;
  /** The increment within the band (fils). */
  stepFils: number;
}

const AED = 100;

/** The default table (config may replace it; `validateIncrementBands` checks a replacement). */
export const DEFAULT_INCREMENT_BANDS: readonly IncrementBand[] = [
  { belowFils: 10 * AED, stepFils: 5 * AED },
  { belowFils: 50 * AED, stepFils: 10 * AED },
  { belowFils: 100 * AED, stepFils: 25 * AED },
  { belowFils: 1_000 * AED, stepFils: 50 * AED },
  { belowFils: 5_000 * AED, stepFils: 100 * AED },
  { belowFils: 25_000 * AED, stepFils: 250 * AED },
  { belowFils: 150_000 * AED, stepFils: 500 * AED },
  { belowFils: null, stepFils: 1_000 * AED },
];

/**
 * Throws a RangeError unless the table is usable: at least one band; every step a positive whole
 * number of fils, never smaller than the step of the band below (so that `price + increment`
 * grows with the price and a higher maximum never asks for a lower next bid); boundaries positive
 * whole fils in strictly ascending order; only the last band open-ended (null), so every price has
 * a band.
 */
export function validateIncrementBands(bands: readonly IncrementBand[]): void {
  if (bands.length === 0) throw new RangeError('the increment table is empty');
  let previousBelow = 0;
  let previousStep = 0;
  bands.forEach((band, i) => {
    const last = i === bands.length - 1;
    if (!Number.isSafeInteger(band.stepFils) || band.stepFils <= 0) {
      throw new RangeError(`band ${i}: stepFils must be a positive whole number of fils`);
    }
    if (band.stepFils < previousStep) throw new RangeError(`band ${i}: the step is smaller than the band below`);
    previousStep = band.stepFils;
    if (band.belowFils === null) {
      if (!last) throw new RangeError(`band ${i}: only the last band may be open-ended`);
      return;
    }
    if (last) throw new RangeError('the last band must be open-ended (belowFils: null)');
    if (!Number.isSafeInteger(band.belowFils) || band.belowFils <= previousBelow) {
      throw new RangeError(`band ${i}: belowFils must be whole fils above the band below`);
    }
    previousBelow = band.belowFils;
  });
}

/** The increment at a price (fils): the step of the first band the price is below. */
export function incrementAt(priceFils: number, bands: readonly IncrementBand[] = DEFAULT_INCREMENT_BANDS): number {
  if (!Number.isSafeInteger(priceFils) || priceFils < 0) {
    throw new RangeError(`priceFils must be a non-negative whole number of fils, got ${priceFils}`);
  }
  for (const band of bands) {
    if (band.belowFils === null || priceFils < band.belowFils) return band.stepFils;
  }
  throw new RangeError(`no increment band covers ${priceFils} fils`);
}

/** The lowest bid (or maximum) the lot takes now: its start price before the first bid, else price + increment. */
export function minNextBidFils(
  state: { priceFils: number | null; startPriceFils: number },
  bands: readonly IncrementBand[] = DEFAULT_INCREMENT_BANDS,
): number {
  if (state.priceFils === null) return state.startPriceFils;
  return state.priceFils + incrementAt(state.priceFils, bands);
}
