/**
 * Pure, locale-aware time display. The clock is always passed in (`now`); nothing here reads it.
 * Calendar-day comparisons use a time zone, by default the business's ('Asia/Dubai').
 */
import type { Language } from './i18n/languages';
import ar from './i18n/locales/ar/time.json';
import en from './i18n/locales/en/time.json';
import fr from './i18n/locales/fr/time.json';
import ja from './i18n/locales/ja/time.json';
import ru from './i18n/locales/ru/time.json';
import zhCN from './i18n/locales/zh-CN/time.json';
import zhTW from './i18n/locales/zh-TW/time.json';
import { intlLocale } from './money';

export type TimeStrings = typeof en;
const STRINGS: Record<Language, TimeStrings> = { en, ar, 'zh-CN': zhCN, 'zh-TW': zhTW, ja, fr, ru };

export const DEFAULT_TIME_ZONE = 'Asia/Dubai';

export type DateInput = Date | number | string;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Relative-time thresholds of the spec. */
export const JUST_NOW_MS = 5 * MINUTE;
export const CHAT_JUST_NOW_MS = MINUTE;
export const RELATIVE_DAYS_MAX = 30;

/**
 * A Date from a Date, a number or a string. A number (or all-digit string) with 10 integer
 * digits is seconds; any other number is milliseconds. Other strings are parsed as dates (ISO).
 * Throws RangeError when the value is not a valid date.
 */
export function toDate(value: DateInput): Date {
  let date: Date;
  if (value instanceof Date) {
    date = new Date(value.getTime());
  } else if (typeof value === 'number' || /^\s*-?\d+(\.\d+)?\s*$/.test(value)) {
    const n = Number(value);
    const digits = Math.trunc(Math.abs(n)).toString().length;
    date = new Date(digits === 10 ? n * SECOND : n);
  } else {
    date = new Date(value);
  }
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date;
}

function strings(lang: Language): TimeStrings {
  return STRINGS[lang] ?? STRINGS.en;
}

function formatDate(date: Date, lang: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'medium', timeZone }).format(date);
}

/**
 * "just now" (under 5 minutes), "N minutes ago", "N hours ago", "N days ago" (under 30 days),
 * otherwise the date in the locale's format. Future values beyond 5 minutes show the date.
 */
export function formatRelativeTime(
  value: DateInput,
  now: DateInput,
  lang: Language,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const date = toDate(value);
  const diff = toDate(now).getTime() - date.getTime();
  if (Math.abs(diff) < JUST_NOW_MS) return strings(lang).justNow;
  if (diff < 0 || diff >= RELATIVE_DAYS_MAX * DAY) return formatDate(date, lang, timeZone);
  const rtf = new Intl.RelativeTimeFormat(intlLocale(lang), { numeric: 'always' });
  if (diff < HOUR) return rtf.format(-Math.floor(diff / MINUTE), 'minute');
  if (diff < DAY) return rtf.format(-Math.floor(diff / HOUR), 'hour');
  return rtf.format(-Math.floor(diff / DAY), 'day');
}

const dayKeyFormats = new Map<string, Intl.DateTimeFormat>();

/** Days since the epoch of the calendar day `date` falls on in `timeZone`. */
function calendarDay(date: Date, timeZone: string): number {
  let format = dayKeyFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    dayKeyFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return Math.round(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) / DAY);
}

/**
 * Chat list/bubble time: "just now" (under 60 s); the same calendar day: HH:mm; "Yesterday";
 * "Day before yesterday"; within a week: the weekday name; otherwise the full date.
 * Calendar days are counted in `timeZone` (default Asia/Dubai).
 */
export function formatChatTime(
  value: DateInput,
  now: DateInput,
  lang: Language,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const date = toDate(value);
  const current = toDate(now);
  const diff = current.getTime() - date.getTime();
  if (Math.abs(diff) < CHAT_JUST_NOW_MS) return strings(lang).justNow;
  const days = calendarDay(current, timeZone) - calendarDay(date, timeZone);
  const locale = intlLocale(lang);
  if (days === 0) {
    return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
      date,
    );
  }
  if (days === 1) return strings(lang).yesterday;
  if (days === 2) return strings(lang).dayBeforeYesterday;
  if (days > 2 && days < 7) return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone }).format(date);
  return formatDate(date, lang, timeZone);
}

// ---- Dubai days -------------------------------------------------------------------------------
// The business's calendar is Dubai's: UTC+4 all year, no daylight saving, so a fixed offset is
// exact. Daily limits, rental days and licence dates count in it, on the server and in the app.

/** Dubai's offset from UTC, as written in an ISO time and in milliseconds. */
export const DUBAI_OFFSET = '+04:00';
export const DUBAI_OFFSET_MS = 4 * HOUR;

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** The Dubai calendar day (`YYYY-MM-DD`) and time of day (`HH:mm`) of an instant. */
export function dubaiParts(at: Date | string | number): { day: string; time: string } {
  const d = new Date(new Date(at).getTime() + DUBAI_OFFSET_MS);
  return {
    day: `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`,
    time: `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`,
  };
}

/** The Dubai calendar day of an instant, as `YYYY-MM-DD`. */
export function dubaiDay(at: Date | string | number): string {
  if (Number.isNaN(new Date(at).getTime())) throw new RangeError(`Invalid date: ${String(at)}`);
  return dubaiParts(at).day;
}

/** A Dubai day and time of day as an ISO time with the offset: `2026-03-15T10:00:00+04:00`. */
export function dubaiIso(day: string, time: string): string {
  return `${day}T${time}:00${DUBAI_OFFSET}`;
}

/** The instant Dubai's day `YYYY-MM-DD` begins (its midnight). */
export function dubaiDayStartOf(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - DUBAI_OFFSET_MS);
}

/** The instant the Dubai day of `now` began: daily limits count from it. */
export function dubaiDayStart(now: Date): Date {
  return new Date(Math.floor((now.getTime() + DUBAI_OFFSET_MS) / DAY) * DAY - DUBAI_OFFSET_MS);
}
