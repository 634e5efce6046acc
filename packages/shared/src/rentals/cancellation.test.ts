import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancellationTerms } from './cancellation';

const pickupAt = '2026-03-10T10:00:00.000Z';
const base = { pickupAt, totalFils: 105_000, feeFils: 10_000, freeHours: 48 };

describe('cancellationTerms', () => {
  it('is free until 48 hours before pick-up', () => {
    expect(cancellationTerms({ ...base, now: '2026-03-08T09:59:59.999Z' })).toEqual({
      allowed: true,
      feeFils: 0,
      refundFils: 105_000,
      freeUntil: '2026-03-08T10:00:00.000Z',
      freeWindowOpen: true,
      lateFeeFils: 10_000,
    });
  });

  it('tells a short-notice booking from the start that the window is closed and what the fee is', () => {
    // Booked 10 hours before pick-up: the free window closed 38 hours ago.
    const terms = cancellationTerms({ ...base, now: '2026-03-10T00:00:00.000Z' });
    expect(terms).toMatchObject({ feeFils: 10_000, freeWindowOpen: false, lateFeeFils: 10_000 });
    expect(Date.parse(terms.freeUntil)).toBeLessThan(Date.parse('2026-03-10T00:00:00.000Z'));
    // The fee is never more than what was paid.
    expect(cancellationTerms({ ...base, totalFils: 5_000, now: '2026-03-10T00:00:00.000Z' }).lateFeeFils).toBe(5_000);
  });

  it('charges the fee from 48 hours before pick-up', () => {
    expect(cancellationTerms({ ...base, now: '2026-03-08T10:00:00.000Z' })).toMatchObject({
      allowed: true,
      feeFils: 10_000,
      refundFils: 95_000,
    });
    expect(cancellationTerms({ ...base, now: '2026-03-10T09:59:00.000Z' })).toMatchObject({
      allowed: true,
      feeFils: 10_000,
    });
  });

  it('caps the fee at the total', () => {
    expect(cancellationTerms({ ...base, totalFils: 6_000, now: '2026-03-09T10:00:00.000Z' })).toMatchObject({
      feeFils: 6_000,
      refundFils: 0,
    });
  });

  it('is no longer allowed once the pick-up time has come', () => {
    expect(cancellationTerms({ ...base, now: pickupAt }).allowed).toBe(false);
  });

  it('refuses bad figures', () => {
    expect(() => cancellationTerms({ ...base, now: pickupAt, totalFils: -1 })).toThrow(RangeError);
    expect(() => cancellationTerms({ ...base, now: pickupAt, feeFils: 1.5 })).toThrow(RangeError);
    expect(() => cancellationTerms({ ...base, now: 'soon' })).toThrow(RangeError);
    expect(() => cancellationTerms({ ...base, now: pickupAt, freeHours: -1 })).toThrow(RangeError);
  });

  it('always splits the total into fee and refund, the fee never above the configured fee', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: -200, max: 200 }),
        (total, fee, hoursBefore) => {
          const now = new Date(new Date(pickupAt).getTime() - hoursBefore * 3_600_000);
          const terms = cancellationTerms({ pickupAt, now, totalFils: total, feeFils: fee, freeHours: 48 });
          expect(terms.feeFils + terms.refundFils).toBe(total);
          expect(terms.feeFils).toBeLessThanOrEqual(fee);
          expect(terms.refundFils).toBeGreaterThanOrEqual(0);
          expect(terms.feeFils === 0).toBe(hoursBefore > 48 || fee === 0 || total === 0);
        },
      ),
    );
  });
});
