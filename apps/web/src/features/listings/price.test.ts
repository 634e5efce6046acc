import { describe, expect, it } from 'vitest';
import { filsToAmountInput, landedCostRates, priceDrop } from './price';

const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`;

describe('price drop', () => {
  it('reports the last change when it was a cut', () => {
    const history = [
      { priceFils: 10_000_000, at: at(1) },
      { priceFils: 9_000_000, at: at(5) },
    ];
    expect(priceDrop(history, 9_000_000)).toEqual({
      fromFils: 10_000_000,
      toFils: 9_000_000,
      dropFils: 1_000_000,
      percent: 10,
    });
  });

  it('counts the current price when the history does not hold it yet, in any order', () => {
    expect(priceDrop([{ priceFils: 5_000_000, at: at(1) }], 4_500_000)?.dropFils).toBe(500_000);
    const shuffled = [
      { priceFils: 8_000_000, at: at(9) },
      { priceFils: 9_000_000, at: at(2) },
    ];
    expect(priceDrop(shuffled, 8_000_000)?.fromFils).toBe(9_000_000);
  });

  it('says nothing after a rise, with one price, or when only repeats follow', () => {
    expect(
      priceDrop(
        [
          { priceFils: 9_000_000, at: at(1) },
          { priceFils: 9_500_000, at: at(2) },
        ],
        9_500_000,
      ),
    ).toBeNull();
    expect(priceDrop([{ priceFils: 9_000_000, at: at(1) }], 9_000_000)).toBeNull();
    expect(priceDrop([], 9_000_000)).toBeNull();
    expect(
      priceDrop(
        [
          { priceFils: 9_000_000, at: at(1) },
          { priceFils: 8_000_000, at: at(2) },
          { priceFils: 8_000_000, at: at(3) },
        ],
        8_000_000,
      )?.fromFils,
    ).toBe(9_000_000);
  });
});

describe('landed cost', () => {
  it('derives the duty and VAT rates from the estimate', () => {
    // CIF 100,000; duty 5% = 5,000; VAT 5% of 105,000 = 5,250.
    expect(
      landedCostRates({ cifFils: 10_000_000, dutyFils: 500_000, vatFils: 525_000, totalFils: 11_025_000 }),
    ).toEqual({ dutyPercent: 5, vatPercent: 5 });
    expect(landedCostRates({ cifFils: 0, dutyFils: 0, vatFils: 0, totalFils: 0 })).toEqual({
      dutyPercent: 0,
      vatPercent: 0,
    });
  });

  it('writes fils back as the amount a form sends', () => {
    expect(filsToAmountInput(12_000_050)).toBe('120000.50');
    expect(filsToAmountInput(12_000_000)).toBe('120000');
    expect(filsToAmountInput(null)).toBe('');
  });
});
