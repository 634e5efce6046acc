import { describe, expect, it } from 'vitest';
import { amountDue, lateFee, sellerFee, startedDays, storageFee } from './figures';

const t0 = new Date('2026-01-01T00:00:00Z');
const plus = (ms: number) => new Date(t0.getTime() + ms);
const DAY = 86_400_000;

describe('deal figures', () => {
  it('counts started days', () => {
    expect(startedDays(t0, t0)).toBe(0);
    expect(startedDays(t0, plus(-1))).toBe(0);
    expect(startedDays(t0, plus(1))).toBe(1);
    expect(startedDays(t0, plus(DAY))).toBe(1);
    expect(startedDays(t0, plus(DAY + 1))).toBe(2);
  });
  it('charges a late fee per started day after the deadline', () => {
    expect(lateFee(t0, plus(-1000), 20_000)).toEqual({ days: 0, fils: 0 });
    expect(lateFee(t0, plus(3_600_000), 20_000)).toEqual({ days: 1, fils: 20_000 });
    expect(lateFee(t0, plus(2 * DAY + 1), 20_000)).toEqual({ days: 3, fils: 60_000 });
  });
  it('charges storage only after the collection window', () => {
    expect(storageFee(t0, 5, plus(5 * DAY), 10_000)).toEqual({ days: 0, fils: 0 });
    expect(storageFee(t0, 5, plus(5 * DAY + 1), 10_000)).toEqual({ days: 1, fils: 10_000 });
  });
  it('takes the seller fee with its minimum, never above the hammer', () => {
    expect(sellerFee(10_000_000, 200, 50_000)).toBe(200_000);
    expect(sellerFee(1_000_000, 200, 50_000)).toBe(50_000);
    expect(sellerFee(30_000, 200, 50_000)).toBe(30_000);
  });
  it('never asks less than nothing', () => {
    expect(amountDue(100, 0, 150)).toBe(0);
    expect(amountDue(100, 20, 50)).toBe(70);
  });
});
