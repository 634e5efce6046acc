import { describe, expect, it } from 'vitest';
import { excessMileage, isUnlimitedMileage } from './mileage';

describe('excessMileage', () => {
  it('charges 310 km a day on a 250 km a day rental: 3 days, 180 km beyond, AED 0.50 each', () => {
    expect(excessMileage({ kmPerDay: 250, excessKmFils: 50, days: 3, handoverKm: 20_000, returnKm: 20_930 })).toEqual({
      allowanceKm: 750,
      drivenKm: 930,
      excessKm: 180,
      unitFils: 50,
      amountFils: 9_000,
    });
  });

  it('charges nothing within the allowance, or at an excess price of 0 (unlimited mileage)', () => {
    expect(excessMileage({ kmPerDay: 300, excessKmFils: 35, days: 2, handoverKm: 0, returnKm: 600 }).amountFils).toBe(
      0,
    );
    const unlimited = { kmPerDay: 0, excessKmFils: 0 };
    expect(isUnlimitedMileage(unlimited)).toBe(true);
    expect(excessMileage({ ...unlimited, days: 2, handoverKm: 0, returnKm: 9_000 })).toMatchObject({
      excessKm: 0,
      amountFils: 0,
    });
  });

  it('refuses a return reading below the hand-over one, and fractions', () => {
    expect(() => excessMileage({ kmPerDay: 250, excessKmFils: 50, days: 1, handoverKm: 100, returnKm: 99 })).toThrow(
      RangeError,
    );
    expect(() => excessMileage({ kmPerDay: 250, excessKmFils: 50, days: 1, handoverKm: 0, returnKm: 1.5 })).toThrow(
      RangeError,
    );
  });
});
