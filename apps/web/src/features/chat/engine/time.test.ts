import { describe, expect, it } from 'vitest';
import { chatListTime, chatTime, toMillis } from './time';

const NOW = Date.UTC(2026, 10, 27, 15, 30); // Friday 27 November 2026, 15:30 UTC
const opts = { justNow: 'just now', timeZone: 'UTC' };
const ago = (ms: number) => NOW - ms;
const MIN = 60_000;
const DAY = 86_400_000;

describe('chat time display (spec section 9)', () => {
  it('says "just now" under 60 seconds', () => {
    expect(chatTime(ago(59_000), NOW, 'en', opts)).toBe('just now');
    expect(chatTime(ago(61_000), NOW, 'en', opts)).not.toBe('just now');
  });

  it('shows the time on the same day, yesterday and the day before in words, then the weekday, then the date', () => {
    expect(chatTime(ago(2 * 60 * MIN), NOW, 'en', opts)).toBe('1:30 PM');
    expect(chatTime(Date.UTC(2026, 10, 26, 9, 5), NOW, 'en', opts)).toBe('yesterday 9:05 AM');
    expect(chatTime(Date.UTC(2026, 10, 25, 9, 5), NOW, 'en', opts)).toMatch(/^2 days ago 9:05 AM$/);
    expect(chatTime(Date.UTC(2026, 10, 23, 9, 5), NOW, 'en', opts)).toBe('Monday');
    expect(chatTime(ago(9 * DAY), NOW, 'en', opts)).toBe('Nov 18, 2026');
  });

  it("speaks the viewer's language", () => {
    expect(chatTime(Date.UTC(2026, 10, 26, 9, 5), NOW, 'fr', opts)).toMatch(/^hier /);
    expect(chatTime(Date.UTC(2026, 10, 25, 9, 5), NOW, 'fr', opts)).toMatch(/^avant-hier /);
    expect(chatTime(Date.UTC(2026, 10, 23, 9, 5), NOW, 'ar', opts)).toBe('الاثنين');
    expect(chatTime(ago(9 * DAY), NOW, 'ja', opts)).toBe('2026年11月18日');
  });

  it("counts days in the viewer's time zone (Dubai is UTC+4)", () => {
    // 21:00 UTC on the 26th is 01:00 on the 27th in Dubai: the same day there.
    const late = Date.UTC(2026, 10, 26, 21, 0);
    expect(chatTime(late, NOW, 'en', { ...opts, timeZone: 'Asia/Dubai' })).toBe('1:00 AM');
    expect(chatTime(late, NOW, 'en', opts)).toBe('yesterday 9:00 PM');
  });

  it('reads 10-digit values as seconds', () => {
    expect(toMillis(1_700_000_000)).toBe(1_700_000_000_000);
    expect(toMillis('1700000000')).toBe(1_700_000_000_000);
    expect(toMillis(1_700_000_000_123)).toBe(1_700_000_000_123);
    expect(chatTime('not a date', NOW, 'en', opts)).toBe('');
  });

  it('shows only the day in the list once it is not today', () => {
    expect(chatListTime(Date.UTC(2026, 10, 26, 9, 5), NOW, 'en', opts)).toBe('yesterday');
    expect(chatListTime(ago(5 * MIN), NOW, 'en', opts)).toBe('3:25 PM');
  });
});
