import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lateMinutesBetween, overtimeSteps, overtimeSurchargeFils } from './overtime';

const AED = 100;

describe('overtimeSurchargeFils', () => {
  it.each([
    [0, 0],
    [9, 0],
    [10, 0],
    [11, 100],
    [30, 100],
    [31, 200],
    [45, 200],
    [60, 200],
    [61, 300],
    [120, 300],
    [121, 400], // 2 h 01
    [125, 400], // 2 h 05
    [180, 400],
    [181, 500],
    [240, 500],
    [241, 600],
  ])('%i minutes late costs AED %i', (minutes, aed) => {
    expect(overtimeSurchargeFils(minutes)).toBe(aed * AED);
  });

  it('costs nothing for an early or on-time return', () => {
    expect(overtimeSurchargeFils(-30)).toBe(0);
  });

  it('uses the configured step', () => {
    expect(overtimeSurchargeFils(45, 5_000)).toBe(10_000);
    expect(overtimeSurchargeFils(45, 0)).toBe(0);
    expect(() => overtimeSurchargeFils(45, -1)).toThrow(RangeError);
    expect(() => overtimeSurchargeFils(45, 1.5)).toThrow(RangeError);
    expect(() => overtimeSteps(Number.NaN)).toThrow(RangeError);
  });

  it('never decreases and rises one step at a time', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100_000 }), fc.integer({ min: 1, max: 1_000_000 }), (m, step) => {
        const here = overtimeSurchargeFils(m, step);
        const next = overtimeSurchargeFils(m + 1, step);
        expect(here % step).toBe(0);
        expect(next - here === 0 || next - here === step).toBe(true);
      }),
    );
  });

  it('adds one step per started hour after the first hour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 61, max: 100_000 }), (m) => {
        expect(overtimeSteps(m + 60)).toBe(overtimeSteps(m) + 1);
      }),
    );
  });
});

describe('lateMinutesBetween', () => {
  const due = '2026-03-01T10:00:00.000Z';
  it('counts whole minutes after the due time', () => {
    expect(lateMinutesBetween(due, '2026-03-01T10:45:00.000Z')).toBe(45);
    expect(lateMinutesBetween(due, '2026-03-01T10:10:59.000Z')).toBe(10);
    expect(lateMinutesBetween(due, '2026-03-01T10:11:00.000Z')).toBe(11);
  });
  it('is 0 when the car came back early', () => {
    expect(lateMinutesBetween(due, '2026-03-01T09:00:00.000Z')).toBe(0);
  });
  it('refuses invalid dates', () => {
    expect(() => lateMinutesBetween('nope', due)).toThrow(RangeError);
  });
});
