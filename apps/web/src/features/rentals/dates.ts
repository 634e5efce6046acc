/**
 * Rental dates and times. Rentals happen in the UAE, so the chosen calendar days and times of day
 * are Dubai's (UTC+4 all year, no daylight saving), whatever the device's zone: a pick-up at
 * "15 March, 10:00" is `2026-03-15T10:00:00+04:00` on every phone.
 *
 * Calendar days are `YYYY-MM-DD` strings ("day keys"); times of day are `HH:mm` in 30-minute steps.
 */
import { DEFAULT_TIME_ZONE, dubaiIso, dubaiParts, intlLocale, type Language } from '@souq/shared';

export { dubaiIso, dubaiParts } from '@souq/shared';

export const RENTAL_TIME_ZONE = DEFAULT_TIME_ZONE;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Time selects step by half an hour. */
export const TIME_STEP_MINUTES = 30;

export type DayKey = string;

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export function isDayKey(value: unknown): value is DayKey {
  if (typeof value !== 'string') return false;
  const m = DAY_KEY.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.getUTCMonth() === Number(m[2]) - 1 && date.getUTCDate() === Number(m[3]);
}

export function isTimeOfDay(value: unknown): value is string {
  return typeof value === 'string' && TIME.test(value);
}

/** Day key of a UTC midnight timestamp. */
function keyOfUtc(ms: number): DayKey {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

function utcOfKey(day: DayKey): number {
  const m = DAY_KEY.exec(day);
  if (!m) throw new RangeError(`not a day: ${day}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

export function addDays(day: DayKey, n: number): DayKey {
  return keyOfUtc(utcOfKey(day) + n * DAY_MS);
}

/** Negative, zero or positive as `a` is before, on or after `b` (day keys sort as strings). */
export function compareDays(a: DayKey, b: DayKey): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Whole days from `a` to `b`. */
export function daysBetween(a: DayKey, b: DayKey): number {
  return Math.round((utcOfKey(b) - utcOfKey(a)) / DAY_MS);
}

/** Today in Dubai. */
export function dubaiToday(now: Date | number = Date.now()): DayKey {
  return dubaiParts(now).day;
}

/** Every time of day in 30-minute steps, "00:00" to "23:30". */
export function timeSlots(): string[] {
  const slots: string[] = [];
  for (let m = 0; m < 24 * 60; m += TIME_STEP_MINUTES) slots.push(`${pad(Math.floor(m / 60))}:${pad(m % 60)}`);
  return slots;
}

/**
 * The search's default range: pick-up 48 hours from now rounded up to the next whole hour (never
 * short notice), return three days later at the same time.
 */
export function defaultRange(now: Date | number, leadHours = 48, days = 3): { pickupAt: string; returnAt: string } {
  const ms = new Date(now).getTime() + leadHours * HOUR_MS;
  const pickup = Math.ceil(ms / HOUR_MS) * HOUR_MS;
  const p = dubaiParts(pickup);
  const r = dubaiParts(pickup + days * DAY_MS);
  return { pickupAt: dubaiIso(p.day, p.time), returnAt: dubaiIso(r.day, r.time) };
}

/** A valid ISO instant string, or null. */
export function parseInstant(value: string | null | undefined): string | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : value;
}

// ---- the month grid of the range calendar ----------------------------------------------------

/** First day of the week for a language (Intl week info where the engine has it, else Monday). */
export function weekStartOf(lang: Language): number {
  try {
    const locale = new Intl.Locale(intlLocale(lang)) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    // Intl numbers days 1 (Monday) .. 7 (Sunday); we use 0 (Sunday) .. 6 (Saturday).
    if (info && info.firstDay >= 1 && info.firstDay <= 7) return info.firstDay % 7;
  } catch {
    // an engine without Intl.Locale week info
  }
  return 1;
}

/** `YYYY-MM` of a day. */
export function monthOf(day: DayKey): string {
  return day.slice(0, 7);
}

export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/**
 * The weeks of a month as rows of seven cells, starting on `weekStart` (0 = Sunday); cells outside
 * the month are null.
 */
export function monthGrid(month: string, weekStart: number): (DayKey | null)[][] {
  const first = `${month}-01`;
  const firstDow = new Date(utcOfKey(first)).getUTCDay();
  const lead = (firstDow - weekStart + 7) % 7;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const cells: (DayKey | null)[] = [];
  for (let i = 0; i < lead; i++) cells.push(null);
  for (let d = 1; d <= length; d++) cells.push(`${month}-${pad(d)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (DayKey | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Short weekday names in the language, starting on `weekStart`. */
export function weekdayNames(lang: Language, weekStart: number, width: 'narrow' | 'short' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(intlLocale(lang), { weekday: width, timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2023, 0, 1 + ((weekStart + i) % 7)))));
}

/** "March 2026" in the language. */
export function monthTitle(month: string, lang: Language): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(utcOfKey(`${month}-01`)),
  );
}

/** The day's number as the locale writes it (Arabic-Indic digits in Arabic). */
export function dayNumber(day: DayKey, lang: Language): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { day: 'numeric', timeZone: 'UTC' }).format(new Date(utcOfKey(day)));
}

/** A full, spoken label for a day ("Sunday, 15 March 2026"), for screen readers. */
export function dayLabel(day: DayKey, lang: Language): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(utcOfKey(day)),
  );
}

export interface DayRange {
  start: DayKey | null;
  end: DayKey | null;
}

/**
 * Tapping a day: the first tap (or a tap after a complete range, or before the start) starts a new
 * range; the next tap on or after the start ends it. A range may not run across a busy day, so a
 * return tap past one starts a new range there instead.
 */
export function tapDay(range: DayRange, day: DayKey, busy?: BusyDays): DayRange {
  if (!range.start || range.end || compareDays(day, range.start) < 0) return { start: day, end: null };
  if (busy && busy.size > 0) {
    for (let d = range.start; compareDays(d, day) <= 0; d = addDays(d, 1)) {
      if (busy.get(d) === 'full') return { start: day, end: null };
    }
  }
  return { start: range.start, end: day };
}

/** Where a day sits in a range, for styling and aria-selected. */
export function dayInRange(day: DayKey, range: DayRange): 'start' | 'end' | 'single' | 'inside' | null {
  const { start, end } = range;
  if (!start) return null;
  if (!end) return day === start ? 'single' : null;
  if (day === start && day === end) return 'single';
  if (day === start) return 'start';
  if (day === end) return 'end';
  return compareDays(day, start) > 0 && compareDays(day, end) < 0 ? 'inside' : null;
}

/** How much of a day the car is taken: all of it (not selectable) or part of it (bookable around). */
export type BusyDays = ReadonlyMap<DayKey, 'full' | 'part'>;

/** The Dubai days that busy ranges (ISO instants) touch, each marked fully or partly taken. */
export function busyDays(busy: readonly { from: string; to: string }[]): Map<DayKey, 'full' | 'part'> {
  const days = new Map<DayKey, 'full' | 'part'>();
  for (const range of busy) {
    const from = Date.parse(range.from);
    const to = Date.parse(range.to);
    if (!(to > from)) continue;
    const last = dubaiParts(to - 1).day;
    let count = 0;
    for (let d = dubaiParts(from).day; compareDays(d, last) <= 0 && count < 5000; d = addDays(d, 1), count++) {
      const dayStart = Date.parse(dubaiIso(d, '00:00'));
      const full = from <= dayStart && to >= dayStart + DAY_MS;
      if (full || !days.has(d)) days.set(d, full ? 'full' : 'part');
    }
  }
  return days;
}

/** True when a pick-up/return range overlaps one of the car's busy ranges. */
export function overlapsBusy(
  range: { pickupAt: string; returnAt: string },
  busy: readonly { from: string; to: string }[],
): boolean {
  const pickup = Date.parse(range.pickupAt);
  const back = Date.parse(range.returnAt);
  return busy.some((b) => Date.parse(b.from) < back && Date.parse(b.to) > pickup);
}

// ---- display --------------------------------------------------------------------------------

/** "Sun, 15 Mar, 10:00" in Dubai time, in the language. */
export function formatRentalDateTime(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(lang), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: RENTAL_TIME_ZONE,
  }).format(date);
}

/** "15 Mar, 10:00" in Dubai time (the list's search summary). */
export function formatRentalShort(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(lang), {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: RENTAL_TIME_ZONE,
  }).format(date);
}

/** "15 Mar 2026, 10:00" in Dubai time (timelines, reports). */
export function formatRentalStamp(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: RENTAL_TIME_ZONE,
  }).format(date);
}

/** "15 Mar" (short day and month) in Dubai time. */
export function formatRentalDay(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(lang), {
    day: 'numeric',
    month: 'short',
    timeZone: RENTAL_TIME_ZONE,
  }).format(date);
}

/** A day key as a medium date ("15 Mar 2026"). */
export function formatDayKey(day: DayKey, lang: Language): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(utcOfKey(day)),
  );
}

/** A day key as "24 Nov" (the search tiles, where the year goes without saying). */
export function formatShortDay(day: DayKey, lang: Language): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(utcOfKey(day)),
  );
}

/** A day key's weekday, short ("Tue"). */
export function formatWeekday(day: DayKey, lang: Language): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(utcOfKey(day)),
  );
}

/** A time of day ("10:00") as the language writes it. */
export function formatTimeOfDay(time: string, lang: Language): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return new Intl.DateTimeFormat(intlLocale(lang), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2020, 0, 1, h, m)));
}
