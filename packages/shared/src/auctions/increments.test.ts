import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INCREMENT_BANDS,
  type IncrementBand,
  incrementAt,
  minNextBidFils,
  validateIncrementBands,
} from './increments';

const AED = 100;

describe('incrementAt', () => {
  it.each([
    [0, 5],
    [9.99, 5],
    [10, 10],
    [49.99, 10],
    [50, 25],
    [99.99, 25],
    [100, 50],
    [999.99, 50],
    [1_000, 100],
    [4_999.99, 100],
    [5_000, 250],
    [24_999.99, 250],
    [25_000, 500],
    [149_999.99, 500],
    [150_000, 1_000],
    [10_000_000, 1_000],
  ])('at AED %d the step is AED %d (a price on a boundary takes the higher band)', (aed, step) => {
    expect(incrementAt(Math.round(aed * AED))).toBe(step * AED);
  });

  it('uses the table it is given', () => {
    const bands: IncrementBand[] = [
      { belowFils: 1_000, stepFils: 7 },
      { belowFils: null, stepFils: 70 },
    ];
    expect(incrementAt(999, bands)).toBe(7);
    expect(incrementAt(1_000, bands)).toBe(70);
  });

  it('refuses a price that is not whole fils', () => {
    expect(() => incrementAt(-1)).toThrow(RangeError);
    expect(() => incrementAt(1.5)).toThrow(RangeError);
    expect(() => incrementAt(Number.NaN)).toThrow(RangeError);
  });

  it('never falls as the price rises, and price + increment rises with the price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 1, max: 10_000 }), (price, more) => {
        expect(incrementAt(price + more)).toBeGreaterThanOrEqual(incrementAt(price));
        expect(price + more + incrementAt(price + more)).toBeGreaterThan(price + incrementAt(price));
      }),
    );
  });
});

describe('minNextBidFils', () => {
  it('is the start price before the first bid', () => {
    expect(minNextBidFils({ priceFils: null, startPriceFils: 123_456 })).toBe(123_456);
  });

  it('is the price plus the increment at the price after it', () => {
    expect(minNextBidFils({ priceFils: 4_999 * AED, startPriceFils: 100 })).toBe(5_099 * AED);
    expect(minNextBidFils({ priceFils: 5_000 * AED, startPriceFils: 100 })).toBe(5_250 * AED);
    const bands: IncrementBand[] = [{ belowFils: null, stepFils: 3 }];
    expect(minNextBidFils({ priceFils: 10, startPriceFils: 1 }, bands)).toBe(13);
  });
});

describe('validateIncrementBands', () => {
  it('accepts the default table', () => {
    expect(() => validateIncrementBands(DEFAULT_INCREMENT_BANDS)).not.toThrow();
  });

  it.each<[string, IncrementBand[]]>([
    ['an empty table', []],
    ['a zero step', [{ belowFils: null, stepFils: 0 }]],
    ['a negative step', [{ belowFils: null, stepFils: -5 }]],
    ['a fractional step', [{ belowFils: null, stepFils: 2.5 }]],
    [
      'boundaries out of order',
      [
        { belowFils: 5_000, stepFils: 10 },
        { belowFils: 1_000, stepFils: 20 },
        { belowFils: null, stepFils: 30 },
      ],
    ],
    [
      'a repeated boundary',
      [
        { belowFils: 1_000, stepFils: 10 },
        { belowFils: 1_000, stepFils: 20 },
        { belowFils: null, stepFils: 30 },
      ],
    ],
    [
      'a smaller step above a larger one',
      [
        { belowFils: 1_000, stepFils: 50 },
        { belowFils: null, stepFils: 10 },
      ],
    ],
    ['no open-ended last band', [{ belowFils: 1_000, stepFils: 10 }]],
    [
      'an open-ended band before the last',
      [
        { belowFils: null, stepFils: 10 },
        { belowFils: 1_000, stepFils: 10 },
      ],
    ],
    [
      'a boundary at zero',
      [
        { belowFils: 0, stepFils: 10 },
        { belowFils: null, stepFils: 10 },
      ],
    ],
  ])('refuses %s', (_name, bands) => {
    expect(() => validateIncrementBands(bands)).toThrow(RangeError);
  });
});
