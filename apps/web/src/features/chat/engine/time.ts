/**
 * The chat's time display (spec section 9): under 60 s "just now"; the same day its time; yesterday
 * and the day before in words; a weekday within a week; otherwise the date. A 10-digit number is
 * seconds, a longer one milliseconds. Days are the viewer's calendar days (`timeZone`, the
 * device's by default), texts in the viewer's language through Intl.
 */
export type ChatTimeValue = string | number | Date;

export function toMillis(value: ChatTimeValue): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value < 1e11 ? value * 1000 : value;
  if (/^\d{10}$/.test(value)) return Number(value) * 1000;
  if (/^\d{13}$/.test(value)) return Number(value);
  return Date.parse(value);
}

/** The calendar day of an instant in a time zone, as a day number (days since 1970-01-01). */
function dayNumber(ms: number, timeZone: string | undefined): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Math.floor(Date.UTC(get('year'), get('month') - 1, get('day')) / 86_400_000);
}

export interface ChatTimeOptions {
  /** The "just now" text in the viewer's language. */
  justNow: string;
  timeZone?: string;
}

export function chatTime(value: ChatTimeValue, now: number, lang: string, options: ChatTimeOptions): string {
  const at = toMillis(value);
  if (!Number.isFinite(at)) return '';
  const { timeZone } = options;
  if (Math.abs(now - at) < 60_000) return options.justNow;
  const time = new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit', timeZone }).format(at);
  const daysAgo = dayNumber(now, timeZone) - dayNumber(at, timeZone);
  if (daysAgo <= 0) return time;
  if (daysAgo <= 2) {
    const words = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }).format(-daysAgo, 'day');
    return `${words} ${time}`;
  }
  if (daysAgo < 7) return new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone }).format(at);
  return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric', timeZone }).format(at);
}

/** The conversation list shows the day only once it is not today (a row has little room). */
export function chatListTime(value: ChatTimeValue, now: number, lang: string, options: ChatTimeOptions): string {
  const at = toMillis(value);
  if (!Number.isFinite(at)) return '';
  const daysAgo = dayNumber(now, options.timeZone) - dayNumber(at, options.timeZone);
  if (daysAgo >= 1 && daysAgo <= 2) {
    return new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }).format(-daysAgo, 'day');
  }
  return chatTime(value, now, lang, options);
}
