import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cheapestRentalLines,
  MONTH_DAYS,
  quoteRental,
  RENTAL_DAY_MS,
  rentalDays,
  rentalRangeProblem,
  vatOf,
  WEEK_DAYS,
} from './quote';
import { RENTAL_EXTRAS, type RentalExtra } from './rentals.schema';

const HOUR = 3_600_000;
const NOW = new Date('2026-03-01T08:00:00.000Z');
const at = (hoursFromNow: number) => new Date(NOW.getTime() + hoursFromNow * HOUR);

/** Nissan Sunny: AED 89 a day, 499 a week, 1,599 a month, deposit 1,000. */
const sunny = { dailyFils: 8_900, weeklyFils: 49_900, monthlyFils: 159_900, depositFils: 100_000 };
const pricing = { vatBp: 500, chauffeurPerDayFils: 25_000, guidePerDayFils: 30_000, deliveryFils: 10_000 };

const UNIT_DAYS: Record<string, number> = { month: MONTH_DAYS, week: WEEK_DAYS, day: 1 };
const sum = (lines: { amountFils: number }[]) => lines.reduce((s, l) => s + l.amountFils, 0);
const covered = (lines: { kind: string; quantity: number }[]) =>
  lines.reduce((s, l) => s + l.quantity * (UNIT_DAYS[l.kind] ?? 0), 0);

/** The cheapest price covering at least n days, by dynamic programming: an independent oracle. */
function cheapestByDp(days: number, p: { dailyFils: number; weeklyFils: number; monthlyFils: number }): number {
  const cost = [0];
  for (let n = 1; n <= days; n++) {
    cost[n] = Math.min(
      (cost[Math.max(0, n - 1)] as number) + p.dailyFils,
      (cost[Math.max(0, n - WEEK_DAYS)] as number) + p.weeklyFils,
      (cost[Math.max(0, n - MONTH_DAYS)] as number) + p.monthlyFils,
    );
  }
  return cost[days] as number;
}

describe('rentalDays', () => {
  it.each([
    [0, 1],
    [1 / 60, 1],
    [24, 1],
    [24 + 1 / 60, 2],
    [48, 2],
    [71, 3],
    [24 * 45, 45],
  ])('%s hours -> %s days (each started 24 hours)', (hours, days) => {
    expect(rentalDays(at(0), at(hours))).toBe(days);
  });

  it('takes ISO strings as well as dates', () => {
    expect(rentalDays('2026-03-01T10:00:00+04:00', '2026-03-08T10:00:00+04:00')).toBe(7);
  });
});

describe('rentalRangeProblem', () => {
  it('accepts a range from now on of up to 3 years', () => {
    expect(rentalRangeProblem(at(0), at(1), NOW)).toBeNull();
    expect(rentalRangeProblem(at(50), at(50 + 1095 * 24), NOW)).toBeNull();
  });

  it('names what is wrong', () => {
    expect(rentalRangeProblem(at(50), at(50), NOW)).toBe('RENTAL_RANGE_INVALID');
    expect(rentalRangeProblem(at(50), at(49), NOW)).toBe('RENTAL_RANGE_INVALID');
    expect(rentalRangeProblem(at(-1), at(30), NOW)).toBe('PICKUP_IN_PAST');
    expect(rentalRangeProblem(at(50), at(50 + 1095 * 24 + 1 / 60), NOW)).toBe('RENTAL_TOO_LONG');
  });
});

describe('cheapestRentalLines: worked examples (Nissan Sunny 89 / 499 / 1,599)', () => {
  it.each([
    [1, [['day', 1, 8_900]], 8_900],
    // Six days cost 534 by the day; the week (499) is cheaper and covers them.
    [6, [['week', 1, 49_900]], 49_900],
    [7, [['week', 1, 49_900]], 49_900],
    [
      10,
      [
        ['week', 1, 49_900],
        ['day', 3, 8_900],
      ],
      76_600,
    ],
    [30, [['month', 1, 159_900]], 159_900],
    [
      45,
      [
        ['month', 1, 159_900],
        ['week', 2, 49_900],
        ['day', 1, 8_900],
      ],
      268_600,
    ],
    [
      400,
      [
        ['month', 13, 159_900],
        ['week', 1, 49_900],
        ['day', 3, 8_900],
      ],
      2_155_300,
    ],
  ] as const)('%s days', (days, expected, total) => {
    const lines = cheapestRentalLines(days, sunny);
    expect(lines).toEqual(
      expected.map(([kind, quantity, unitFils]) => ({ kind, quantity, unitFils, amountFils: quantity * unitFils })),
    );
    expect(sum(lines)).toBe(total);
  });

  it('prefers the exact days when a longer unit costs the same', () => {
    expect(cheapestRentalLines(6, { dailyFils: 10_000, weeklyFils: 60_000, monthlyFils: 300_000 })).toEqual([
      { kind: 'day', quantity: 6, unitFils: 10_000, amountFils: 60_000 },
    ]);
  });

  it('uses a month for 26 days when it is cheaper than weeks and days', () => {
    const lines = cheapestRentalLines(26, sunny);
    expect(lines).toEqual([{ kind: 'month', quantity: 1, unitFils: 159_900, amountFils: 159_900 }]);
  });

  it('works with bigint prices and refuses nonsense', () => {
    expect(cheapestRentalLines(2, { dailyFils: 150_000n, weeklyFils: 900_000n, monthlyFils: 3_000_000n })).toEqual([
      { kind: 'day', quantity: 2, unitFils: 150_000, amountFils: 300_000 },
    ]);
    expect(() => cheapestRentalLines(0, sunny)).toThrow(RangeError);
    expect(() => cheapestRentalLines(1.5, sunny)).toThrow(RangeError);
  });
});

describe('vatOf', () => {
  it.each([
    [8_900, 445],
    [8_909, 445],
    [8_910, 446],
    [1, 0],
    [10, 1],
    [0, 0],
  ])('5%% of %s fils, half up -> %s', (amount, vat) => {
    expect(vatOf(amount, 500)).toBe(BigInt(vat));
  });
});

describe('quoteRental', () => {
  it('itemises a one-day rental with VAT as its own figure and the deposit apart', () => {
    const quote = quoteRental({ pickupAt: at(72), returnAt: at(96), car: sunny, extras: [], pricing, now: NOW });
    expect(quote).toEqual({
      days: 1,
      rentalLines: [{ kind: 'day', quantity: 1, unitFils: 8_900, amountFils: 8_900 }],
      extraLines: [],
      subtotalFils: 8_900,
      vatFils: 445,
      totalFils: 9_345,
      depositFils: 100_000,
      shortNotice: false,
    });
  });

  it('charges chauffeur and guide per day and delivery once, in a fixed order', () => {
    const quote = quoteRental({
      pickupAt: at(72),
      returnAt: at(72 + 10 * 24),
      car: sunny,
      extras: ['delivery', 'guide', 'chauffeur', 'guide'],
      pricing,
      now: NOW,
    });
    expect(quote.extraLines).toEqual([
      { kind: 'chauffeur', quantity: 10, unitFils: 25_000, amountFils: 250_000 },
      { kind: 'guide', quantity: 10, unitFils: 30_000, amountFils: 300_000 },
      { kind: 'delivery', quantity: 1, unitFils: 10_000, amountFils: 10_000 },
    ]);
    expect(quote.subtotalFils).toBe(76_600 + 560_000);
    expect(quote.vatFils).toBe(31_830);
    expect(quote.totalFils).toBe(636_600 + 31_830);
  });

  it('marks a pick-up under the lead time as short notice', () => {
    const base = { car: sunny, extras: [], pricing, now: NOW };
    expect(quoteRental({ ...base, pickupAt: at(47.9), returnAt: at(80) }).shortNotice).toBe(true);
    expect(quoteRental({ ...base, pickupAt: at(48), returnAt: at(80) }).shortNotice).toBe(false);
    expect(quoteRental({ ...base, pickupAt: at(5), returnAt: at(80), leadHours: 4 }).shortNotice).toBe(false);
  });
  it('carries the mileage terms and what canceling will cost, closed from the start on short notice', () => {
    const base = {
      car: sunny,
      extras: [],
      pricing,
      now: NOW,
      mileage: { kmPerDay: 250, excessKmFils: 50 },
      cancellation: { feeFils: 10_000, freeHours: 48 },
    };
    const ahead = quoteRental({ ...base, pickupAt: at(72), returnAt: at(72 + 72) });
    expect(ahead.mileage).toEqual({ kmPerDay: 250, excessKmFils: 50, allowanceKm: 750 });
    expect(ahead.cancellation).toEqual({ freeUntil: at(24).toISOString(), freeWindowOpen: true, lateFeeFils: 10_000 });
    const soon = quoteRental({ ...base, pickupAt: at(10), returnAt: at(10 + 72) });
    expect(soon.cancellation).toMatchObject({ freeWindowOpen: false, lateFeeFils: 10_000 });
    expect(Date.parse(soon.cancellation?.freeUntil ?? '')).toBeLessThan(NOW.getTime());
  });
});

describe('quote properties', () => {
  const prices = fc.record({
    dailyFils: fc.integer({ min: 1, max: 500_000 }),
    weeklyFils: fc.integer({ min: 1, max: 3_500_000 }),
    monthlyFils: fc.integer({ min: 1, max: 15_000_000 }),
    depositFils: fc.integer({ min: 0, max: 1_000_000 }),
  });
  const extras = fc.subarray([...RENTAL_EXTRAS]);
  const pricingArb = fc.record({
    vatBp: fc.integer({ min: 0, max: 2_000 }),
    chauffeurPerDayFils: fc.integer({ min: 0, max: 100_000 }),
    guidePerDayFils: fc.integer({ min: 0, max: 100_000 }),
    deliveryFils: fc.integer({ min: 0, max: 100_000 }),
  });
  /** Pick-up from now to a year ahead, a rental from one minute to 3 years. */
  const range = fc
    .record({
      startMin: fc.integer({ min: 0, max: 365 * 24 * 60 }),
      lengthMin: fc.integer({ min: 1, max: 1095 * 24 * 60 }),
    })
    .map(({ startMin, lengthMin }) => ({
      pickupAt: new Date(NOW.getTime() + startMin * 60_000),
      returnAt: new Date(NOW.getTime() + (startMin + lengthMin) * 60_000),
    }));

  it('is the cheapest cover of the days (checked against a dynamic programme) and covers them all', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1095 }), prices, (days, p) => {
        const lines = cheapestRentalLines(days, p);
        expect(sum(lines)).toBe(cheapestByDp(days, p));
        expect(covered(lines)).toBeGreaterThanOrEqual(days);
        for (const line of lines) {
          expect(line.quantity).toBeGreaterThan(0);
          expect(line.amountFils).toBe(line.quantity * line.unitFils);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('adds up, is never negative and never above the all-daily price plus extras plus VAT', () => {
    fc.assert(
      fc.property(range, prices, extras, pricingArb, ({ pickupAt, returnAt }, car, chosen, pr) => {
        const q = quoteRental({ pickupAt, returnAt, car, extras: chosen, pricing: pr, now: NOW });
        expect(q.days).toBe(Math.max(1, Math.ceil((returnAt.getTime() - pickupAt.getTime()) / RENTAL_DAY_MS)));
        expect(sum(q.rentalLines) + sum(q.extraLines)).toBe(q.subtotalFils);
        expect(q.subtotalFils + q.vatFils).toBe(q.totalFils);
        expect(q.totalFils).toBeGreaterThanOrEqual(0);
        expect(q.vatFils).toBeGreaterThanOrEqual(0);
        const allDaily = q.days * car.dailyFils + sum(q.extraLines);
        expect(q.totalFils).toBeLessThanOrEqual(allDaily + Number(vatOf(allDaily, pr.vatBp)));
        expect(q.depositFils).toBe(car.depositFils);
        expect(Number.isSafeInteger(q.totalFils)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('adding an extra adds exactly its own line and changes nothing else', () => {
    fc.assert(
      fc.property(
        range,
        prices,
        extras,
        fc.constantFrom(...RENTAL_EXTRAS),
        pricingArb,
        ({ pickupAt, returnAt }, car, chosen, added: RentalExtra, pr) => {
          const without = chosen.filter((e) => e !== added);
          const before = quoteRental({ pickupAt, returnAt, car, extras: without, pricing: pr, now: NOW });
          const after = quoteRental({ pickupAt, returnAt, car, extras: [...without, added], pricing: pr, now: NOW });
          expect(after.rentalLines).toEqual(before.rentalLines);
          const addedLines = after.extraLines.filter((l) => l.kind === added);
          expect(addedLines).toHaveLength(1);
          expect(after.extraLines.filter((l) => l.kind !== added)).toEqual(before.extraLines);
          const line = addedLines[0] as (typeof addedLines)[number];
          expect(line.quantity).toBe(added === 'delivery' ? 1 : before.days);
          expect(after.subtotalFils - before.subtotalFils).toBe(line.amountFils);
          expect(after.vatFils).toBe(Number(vatOf(after.subtotalFils, pr.vatBp)));
        },
      ),
      { numRuns: 200 },
    );
  });
});
