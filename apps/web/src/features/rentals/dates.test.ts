import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  busyDays,
  dayInRange,
  daysBetween,
  defaultRange,
  dubaiIso,
  dubaiParts,
  dubaiToday,
  formatRentalDateTime,
  formatTimeOfDay,
  isDayKey,
  monthGrid,
  monthTitle,
  overlapsBusy,
  tapDay,
  timeSlots,
  weekdayNames,
} from './dates';

describe('Dubai days and times', () => {
  it('reads an instant as Dubai day and time whatever the device zone', () => {
    expect(dubaiParts('2026-03-14T20:30:00Z')).toEqual({ day: '2026-03-15', time: '00:30' });
    expect(dubaiParts('2026-03-15T06:00:00Z')).toEqual({ day: '2026-03-15', time: '10:00' });
    expect(dubaiToday(Date.parse('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
  });

  it('writes a Dubai day and time as an ISO string with the +04:00 offset', () => {
    const iso = dubaiIso('2026-03-15', '10:00');
    expect(iso).toBe('2026-03-15T10:00:00+04:00');
    expect(new Date(iso).toISOString()).toBe('2026-03-15T06:00:00.000Z');
    expect(dubaiParts(iso)).toEqual({ day: '2026-03-15', time: '10:00' });
  });

  it('steps days across months, years and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });

  it('accepts only real calendar days', () => {
    expect(isDayKey('2026-02-29')).toBe(false);
    expect(isDayKey('2028-02-29')).toBe(true);
    expect(isDayKey('2026-13-01')).toBe(false);
    expect(isDayKey('15/03/2026')).toBe(false);
  });

  it('offers 48 half-hour time slots', () => {
    const slots = timeSlots();
    expect(slots).toHaveLength(48);
    expect(slots[0]).toBe('00:00');
    expect(slots[21]).toBe('10:30');
    expect(slots.at(-1)).toBe('23:30');
  });
});

describe('the default search range', () => {
  it('picks up 48 hours ahead rounded up to the hour and returns three days later', () => {
    const now = Date.parse('2026-03-10T05:17:42Z'); // 09:17 in Dubai
    const { pickupAt, returnAt } = defaultRange(now);
    expect(pickupAt).toBe('2026-03-12T10:00:00+04:00');
    expect(returnAt).toBe('2026-03-15T10:00:00+04:00');
    expect(Date.parse(pickupAt) - now).toBeGreaterThanOrEqual(48 * 3_600_000);
  });

  it('is never short notice, even on the hour', () => {
    const now = Date.parse('2026-03-10T06:00:00Z');
    const { pickupAt } = defaultRange(now);
    expect(Date.parse(pickupAt) - now).toBe(48 * 3_600_000);
  });
});

describe('the month grid', () => {
  it('lays out March 2026 from Monday with the 1st on a Sunday', () => {
    const weeks = monthGrid('2026-03', 1);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks.at(-1)?.[1]).toBe('2026-03-31');
  });

  it('lays out the same month from Saturday', () => {
    const weeks = monthGrid('2026-03', 6);
    expect(weeks[0]?.slice(0, 2)).toEqual([null, '2026-03-01']);
  });

  it('names months and weekdays in the language', () => {
    expect(monthTitle('2026-03', 'en')).toMatch(/March 2026/);
    expect(monthTitle('2026-03', 'ar')).toMatch(/مارس/);
    expect(monthTitle('2026-03', 'fr')).toMatch(/mars 2026/);
    const en = weekdayNames('en', 1);
    expect(en[0]).toMatch(/^Mon/);
    expect(en[6]).toMatch(/^Sun/);
    expect(weekdayNames('ar', 6)[0]).toMatch(/السبت|س/);
  });
});

describe('choosing a range by tapping days', () => {
  it('starts with the first tap and ends with the next one on or after it', () => {
    let range = tapDay({ start: null, end: null }, '2026-03-12');
    expect(range).toEqual({ start: '2026-03-12', end: null });
    range = tapDay(range, '2026-03-15');
    expect(range).toEqual({ start: '2026-03-12', end: '2026-03-15' });
  });

  it('restarts on a tap before the start or after a complete range', () => {
    expect(tapDay({ start: '2026-03-12', end: null }, '2026-03-10')).toEqual({ start: '2026-03-10', end: null });
    expect(tapDay({ start: '2026-03-12', end: '2026-03-15' }, '2026-03-20')).toEqual({
      start: '2026-03-20',
      end: null,
    });
  });

  it('allows returning on the pick-up day', () => {
    expect(tapDay({ start: '2026-03-12', end: null }, '2026-03-12')).toEqual({
      start: '2026-03-12',
      end: '2026-03-12',
    });
  });

  it('never lets a range run across a fully taken day', () => {
    const busy = new Map([
      ['2026-03-14', 'full' as const],
      ['2026-03-13', 'part' as const],
    ]);
    expect(tapDay({ start: '2026-03-12', end: null }, '2026-03-16', busy)).toEqual({ start: '2026-03-16', end: null });
    expect(tapDay({ start: '2026-03-12', end: null }, '2026-03-13', busy)).toEqual({
      start: '2026-03-12',
      end: '2026-03-13',
    });
  });

  it('marks start, end, inside and single days', () => {
    const range = { start: '2026-03-12', end: '2026-03-15' };
    expect(dayInRange('2026-03-12', range)).toBe('start');
    expect(dayInRange('2026-03-13', range)).toBe('inside');
    expect(dayInRange('2026-03-15', range)).toBe('end');
    expect(dayInRange('2026-03-16', range)).toBeNull();
    expect(dayInRange('2026-03-12', { start: '2026-03-12', end: null })).toBe('single');
  });
});

describe('busy days', () => {
  it('marks the Dubai days a booking takes fully, and the days it takes in part', () => {
    // 10:00 on the 12th to 00:00 on the 15th, Dubai time.
    const days = busyDays([{ from: '2026-03-12T06:00:00Z', to: '2026-03-14T20:00:00Z' }]);
    expect([...days]).toEqual([
      ['2026-03-12', 'part'],
      ['2026-03-13', 'full'],
      ['2026-03-14', 'full'],
    ]);
  });

  it('finds a range that overlaps a booking to the minute', () => {
    const busy = [{ from: '2026-03-12T06:00:00Z', to: '2026-03-13T06:00:00Z' }];
    const range = (p: string, r: string) => ({ pickupAt: p, returnAt: r });
    expect(overlapsBusy(range('2026-03-11T10:00:00+04:00', '2026-03-12T10:00:00+04:00'), busy)).toBe(false);
    expect(overlapsBusy(range('2026-03-11T10:00:00+04:00', '2026-03-12T10:30:00+04:00'), busy)).toBe(true);
    expect(overlapsBusy(range('2026-03-13T10:00:00+04:00', '2026-03-14T10:00:00+04:00'), busy)).toBe(false);
  });
});

describe('display', () => {
  it('shows rental times in Dubai time', () => {
    expect(formatRentalDateTime('2026-03-15T06:00:00Z', 'en')).toMatch(/15 Mar.*10:00/);
    expect(formatTimeOfDay('09:30', 'en')).toBe('09:30');
    expect(formatTimeOfDay('09:30', 'ar')).toMatch(/٠٩:٣٠|09:30/);
  });
});
