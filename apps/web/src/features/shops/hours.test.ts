import type { ShopHoursEntry } from '@souq/shared';
import { describe, expect, it } from 'vitest';
import { fromFormWeek, openState, timeLabel, toFormWeek, weekdayName, weekRows } from './hours';

const HOURS: ShopHoursEntry[] = [
  { day: 1, open: '09:00', close: '21:00' }, // Monday
  { day: 5, open: '18:00', close: '02:00' }, // Friday night into Saturday
  { day: 6, open: '10:00', close: '24:00' }, // Saturday until midnight
];

describe('open now (Dubai time, UTC+4)', () => {
  it('is open inside the day’s hours and closed outside', () => {
    // 2026-01-19 is a Monday.
    expect(openState(HOURS, new Date('2026-01-19T04:59:00Z'))).toBe('closed'); // 08:59
    expect(openState(HOURS, new Date('2026-01-19T05:00:00Z'))).toBe('open'); // 09:00
    expect(openState(HOURS, new Date('2026-01-19T16:59:00Z'))).toBe('open'); // 20:59
    expect(openState(HOURS, new Date('2026-01-19T17:00:00Z'))).toBe('closed'); // 21:00, closing time
  });

  it('uses Dubai’s day, not the device’s or UTC’s', () => {
    // Sunday 22:00 UTC is already Monday 02:00 in Dubai: closed; Monday 09:30 Dubai is 05:30 UTC.
    expect(openState(HOURS, new Date('2026-01-18T22:00:00Z'))).toBe('closed');
    expect(openState([{ day: 1, open: '00:00', close: '03:00' }], new Date('2026-01-18T22:00:00Z'))).toBe('open');
    expect(openState([{ day: 0, open: '00:00', close: '03:00' }], new Date('2026-01-18T22:00:00Z'))).toBe('closed');
  });

  it('runs hours past midnight into the next day, and "24:00" to midnight', () => {
    expect(openState(HOURS, new Date('2026-01-23T19:00:00Z'))).toBe('open'); // Friday 23:00
    expect(openState(HOURS, new Date('2026-01-23T21:59:00Z'))).toBe('open'); // Saturday 01:59
    expect(openState(HOURS, new Date('2026-01-23T22:00:00Z'))).toBe('closed'); // Saturday 02:00
    expect(openState(HOURS, new Date('2026-01-24T19:59:00Z'))).toBe('open'); // Saturday 23:59
    expect(openState(HOURS, new Date('2026-01-24T20:00:00Z'))).toBe('closed'); // Sunday 00:00
  });

  it('is unknown without hours', () => {
    expect(openState([], new Date())).toBe('unknown');
  });
});

describe('the week as shown', () => {
  it('starts on Monday, marks today in Dubai and shows closed days', () => {
    const rows = weekRows(HOURS, new Date('2026-01-18T22:00:00Z'), 'en');
    expect(rows.map((r) => r.day)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(rows.map((r) => r.name)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(rows.find((r) => r.isToday)?.day).toBe(1);
    expect(rows[0]?.hours).toEqual({ open: '09:00', close: '21:00' });
    expect(rows[1]?.hours).toBeNull();
  });

  it('names days and times in the language', () => {
    expect(weekdayName(5, 'ar')).toBe('الجمعة');
    expect(weekdayName(0, 'fr')).toBe('dimanche');
    expect(timeLabel('09:00', 'en')).toBe('9:00 AM');
    expect(timeLabel('21:30', 'ru')).toBe('21:30');
    expect(timeLabel('24:00', 'en')).toBe('12:00 AM');
  });

  it('round-trips the form week', () => {
    const week = toFormWeek(HOURS);
    expect(week).toHaveLength(7);
    expect(week.filter((d) => d.open).map((d) => d.day)).toEqual([1, 5, 6]);
    expect(week.find((d) => d.day === 2)).toEqual({ day: 2, open: false, from: '09:00', to: '21:00' });
    expect(fromFormWeek(week)).toEqual([HOURS[0], HOURS[1], HOURS[2]]);
  });
});
