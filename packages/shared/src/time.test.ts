import { describe, expect, it } from 'vitest';
import {
  dubaiDay,
  dubaiDayStart,
  dubaiDayStartOf,
  dubaiIso,
  dubaiParts,
  formatChatTime,
  formatRelativeTime,
  toDate,
} from './time';

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;
// Friday 15 March 2024, 10:00 UTC = 14:00 in Dubai (UTC+4).
const NOW = Date.UTC(2024, 2, 15, 10, 0, 0);
const NOW_SECONDS = NOW / 1000; // 1710496800, 10 digits
const ago = (ms: number) => NOW - ms;

describe('toDate', () => {
  it('reads 10-digit numbers and numeric strings as seconds', () => {
    expect(NOW_SECONDS).toBe(1710496800);
    expect(toDate(1710496800).getTime()).toBe(NOW);
    expect(toDate('1710496800').getTime()).toBe(NOW);
    expect(toDate(1710496800.5).getTime()).toBe(NOW + 500);
  });
  it('reads 13-digit numbers and numeric strings as milliseconds', () => {
    expect(toDate(1710496800000).getTime()).toBe(NOW);
    expect(toDate('1710496800000').getTime()).toBe(NOW);
  });
  it('reads Dates and ISO strings', () => {
    const d = new Date(NOW);
    const copy = toDate(d);
    expect(copy.getTime()).toBe(NOW);
    expect(copy).not.toBe(d);
    expect(toDate('2024-03-15T10:00:00Z').getTime()).toBe(NOW);
    expect(toDate('2024-03-15T14:00:00+04:00').getTime()).toBe(NOW);
  });
  it('throws on junk', () => {
    expect(() => toDate('not a date')).toThrow(RangeError);
    expect(() => toDate(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatRelativeTime', () => {
  const rel = (ms: number, lang: Parameters<typeof formatRelativeTime>[2] = 'en') =>
    formatRelativeTime(ago(ms), NOW, lang);

  it('is "just now" under 5 minutes', () => {
    expect(rel(0)).toBe('just now');
    expect(rel(4 * M + 59 * S)).toBe('just now');
    expect(rel(4 * M + 59 * S + 999)).toBe('just now');
  });
  it('counts minutes from 5 minutes to under 1 hour', () => {
    expect(rel(5 * M)).toBe('5 minutes ago');
    expect(rel(5 * M + 59 * S)).toBe('5 minutes ago');
    expect(rel(59 * M)).toBe('59 minutes ago');
    expect(rel(59 * M + 59 * S)).toBe('59 minutes ago');
  });
  it('counts hours from 1 hour to under 1 day', () => {
    expect(rel(H)).toBe('1 hour ago');
    expect(rel(23 * H)).toBe('23 hours ago');
    expect(rel(23 * H + 59 * M)).toBe('23 hours ago');
  });
  it('counts days from 1 day to under 30 days', () => {
    expect(rel(D)).toBe('1 day ago');
    expect(rel(29 * D)).toBe('29 days ago');
    expect(rel(30 * D - 1)).toBe('29 days ago');
  });
  it('shows the date from 30 days', () => {
    expect(rel(30 * D)).toBe('14 Feb 2024');
    expect(rel(400 * D)).toBe('9 Feb 2023');
  });
  it('accepts a 10-digit seconds value and now', () => {
    expect(formatRelativeTime(NOW_SECONDS - 300, NOW_SECONDS, 'en')).toBe('5 minutes ago');
    expect(formatRelativeTime(String(NOW_SECONDS - 3600), NOW, 'en')).toBe('1 hour ago');
  });
  it('treats a slightly future time as just now and a far future one as a date', () => {
    expect(formatRelativeTime(NOW + 2 * M, NOW, 'en')).toBe('just now');
    expect(formatRelativeTime(NOW + 2 * D, NOW, 'en')).toBe('17 Mar 2024');
  });
  it('is translated', () => {
    expect(rel(0, 'ar')).toBe('الآن');
    expect(rel(0, 'zh-CN')).toBe('刚刚');
    expect(rel(0, 'zh-TW')).toBe('剛剛');
    expect(rel(0, 'ja')).toBe('たった今');
    expect(rel(0, 'fr')).toBe('à l’instant');
    expect(rel(0, 'ru')).toBe('только что');
    expect(rel(5 * M, 'zh-CN')).toMatch(/5\s?分钟前/);
    expect(rel(5 * M, 'ja')).toMatch(/5\s?分前/);
    expect(rel(5 * M, 'fr')).toBe('il y a 5 minutes');
    expect(rel(5 * M, 'ru')).toBe('5 минут назад');
    expect(rel(3 * H, 'ar')).toMatch(/3|٣/);
    expect(rel(3 * H, 'ar')).toMatch(/ساعات/);
    expect(rel(30 * D, 'ja')).toBe('2024/02/14');
    expect(rel(30 * D, 'zh-CN')).toBe('2024年2月14日');
  });
});

describe('formatChatTime', () => {
  const chat = (ms: number, lang: Parameters<typeof formatChatTime>[2] = 'en', tz?: string) =>
    formatChatTime(ago(ms), NOW, lang, tz);

  it('is "just now" under 60 seconds', () => {
    expect(chat(0)).toBe('just now');
    expect(chat(59 * S)).toBe('just now');
    expect(chat(59 * S + 999)).toBe('just now');
  });
  it('shows HH:mm on the same calendar day in Dubai', () => {
    expect(chat(60 * S)).toBe('13:59');
    expect(chat(5 * H)).toBe('09:00');
    expect(chat(14 * H)).toBe('00:00'); // Dubai midnight
    expect(chat(14 * H, 'ar')).toMatch(/^(00:00|٠٠:٠٠)$/);
    expect(chat(5 * H, 'ja')).toBe('09:00');
  });
  it('counts calendar days in the given time zone', () => {
    // 20:30 UTC on the 14th is 00:30 on the 15th in Dubai: today there, yesterday in UTC.
    const lateUtc = Date.UTC(2024, 2, 14, 20, 30);
    expect(formatChatTime(lateUtc, NOW, 'en')).toBe('00:30');
    expect(formatChatTime(lateUtc, NOW, 'en', 'UTC')).toBe('Yesterday');
  });
  it('shows "Yesterday" for the previous calendar day', () => {
    expect(chat(14 * H + 1)).toBe('Yesterday'); // 23:59:59.999 yesterday in Dubai
    expect(chat(D)).toBe('Yesterday');
    expect(chat(38 * H)).toBe('Yesterday'); // 00:00 yesterday in Dubai
    expect(chat(D, 'ar')).toBe('أمس');
    expect(chat(D, 'zh-CN')).toBe('昨天');
  });
  it('shows "Day before yesterday" two calendar days back', () => {
    expect(chat(38 * H + 1)).toBe('Day before yesterday');
    expect(chat(2 * D)).toBe('Day before yesterday');
    expect(chat(2 * D, 'fr')).toBe('Avant-hier');
    expect(chat(2 * D, 'ja')).toBe('一昨日');
  });
  it('shows the weekday within a week', () => {
    expect(chat(3 * D)).toBe('Tuesday');
    expect(chat(4 * D)).toBe('Monday');
    expect(chat(6 * D)).toBe('Saturday');
    expect(chat(4 * D, 'fr')).toBe('lundi');
    expect(chat(4 * D, 'ru')).toBe('понедельник');
    expect(chat(4 * D, 'zh-CN')).toBe('星期一');
  });
  it('shows the full date from 7 calendar days', () => {
    expect(chat(7 * D)).toBe('8 Mar 2024');
    expect(chat(400 * D)).toBe('9 Feb 2023');
    expect(chat(7 * D, 'zh-CN')).toBe('2024年3月8日');
  });
  it('accepts 10-digit seconds input', () => {
    expect(formatChatTime(NOW_SECONDS - 30, NOW, 'en')).toBe('just now');
    expect(formatChatTime(NOW_SECONDS - 3600, NOW_SECONDS, 'en')).toBe('13:00');
    expect(formatChatTime(String(NOW_SECONDS - 86400), NOW, 'en')).toBe('Yesterday');
  });
});

describe('Dubai days', () => {
  it('reads the Dubai day and time of an instant (UTC+4 all year)', () => {
    expect(dubaiParts('2026-03-14T20:30:00Z')).toEqual({ day: '2026-03-15', time: '00:30' });
    expect(dubaiDay('2026-12-31T19:59:00Z')).toBe('2026-12-31');
    expect(dubaiDay('2026-12-31T20:00:00Z')).toBe('2027-01-01');
    expect(() => dubaiDay('not a date')).toThrow(RangeError);
  });

  it('writes a Dubai day and time with its offset and finds where days begin', () => {
    expect(dubaiIso('2026-03-15', '10:00')).toBe('2026-03-15T10:00:00+04:00');
    expect(dubaiDayStartOf('2026-03-15').toISOString()).toBe('2026-03-14T20:00:00.000Z');
    expect(dubaiDayStart(new Date('2026-03-14T21:15:00Z')).toISOString()).toBe('2026-03-14T20:00:00.000Z');
    expect(dubaiDayStart(new Date('2026-03-14T19:59:59Z')).toISOString()).toBe('2026-03-13T20:00:00.000Z');
  });
});
