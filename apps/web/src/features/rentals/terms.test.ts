import { describe, expect, it } from 'vitest';
import { bookingExcessMileage, cancellationNotice } from './terms';

const NOW = Date.parse('2026-12-01T10:00:00Z');

describe('cancellationNotice', () => {
  it('says "free until" only while that date is ahead', () => {
    const terms = { freeUntil: '2026-12-02T10:00:00Z', freeWindowOpen: true, lateFeeFils: 10_000 };
    expect(cancellationNotice(terms, { now: NOW })).toEqual({ kind: 'free', until: terms.freeUntil });
    // The page stayed open past the date: the fee, not a date in the past.
    expect(cancellationNotice(terms, { now: Date.parse('2026-12-02T10:00:00Z') })).toEqual({
      kind: 'fee',
      feeFils: 10_000,
    });
  });

  it('a short-notice booking says the fee from the start, not a free window already past', () => {
    const terms = { freeUntil: '2026-11-30T08:00:00Z', freeWindowOpen: false, lateFeeFils: 10_000 };
    expect(cancellationNotice(terms, { now: NOW })).toEqual({ kind: 'fee', feeFils: 10_000 });
    expect(cancellationNotice(terms, { now: NOW, status: 'awaiting_pickup' })).toEqual({
      kind: 'fee',
      feeFils: 10_000,
    });
    expect(cancellationNotice(terms, { now: NOW, status: 'awaiting_confirmation' })).toEqual({
      kind: 'feeOnceConfirmed',
      feeFils: 10_000,
    });
  });
});

describe('bookingExcessMileage', () => {
  const quote = {
    days: 3,
    mileage: { kmPerDay: 250, excessKmFils: 50, allowanceKm: 750 },
  } as never;
  const report = (odometerKm: number) => ({ at: '', odometerKm, fuelEighths: 8, photos: [], note: null });

  it('itemises 310 km a day on a 250 km a day rental', () => {
    expect(bookingExcessMileage({ quote, handover: report(20_000), return: report(20_930) })).toEqual({
      allowanceKm: 750,
      drivenKm: 930,
      excessKm: 180,
      unitFils: 50,
      amountFils: 9_000,
    });
  });

  it('is nothing before the return or without terms', () => {
    expect(bookingExcessMileage({ quote, handover: report(1), return: null })).toBeNull();
    expect(bookingExcessMileage({ quote: { days: 3 } as never, handover: report(1), return: report(2) })).toBeNull();
  });
});
