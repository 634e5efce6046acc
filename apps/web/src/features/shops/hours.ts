/**
 * Opening hours on the shop pages: the week from Monday (the UAE week), weekday and time names in
 * the app's language, today's row and "open now" by Dubai time (the shared rule the API uses too).
 */
import {
  DEFAULT_TIME_ZONE,
  intlLocale,
  isOpenAt,
  type Language,
  localDayAndMinutes,
  type ShopHoursEntry,
  WEEKDAYS,
} from '@souq/shared';

export interface DayRow {
  /** 0 = Sunday … 6 = Saturday. */
  day: number;
  name: string;
  /** Null when closed that day. */
  hours: { open: string; close: string } | null;
  isToday: boolean;
}

/** 2023-01-01 was a Sunday: day n of that week names weekday n. */
export function weekdayName(day: number, lang: Language, width: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { weekday: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + day)),
  );
}

/** "HH:mm" as the language writes a time of day ("9:00 AM", "٩:٠٠ ص", "09:00"); "24:00" is midnight. */
export function timeLabel(hhmm: string, lang: Language): string {
  const [h, m] = hhmm.split(':').map(Number);
  return new Intl.DateTimeFormat(intlLocale(lang), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1, (h ?? 0) % 24, m ?? 0)),
  );
}

/** Monday to Sunday, with today (in Dubai) marked. */
export function weekRows(hours: readonly ShopHoursEntry[], now: Date, lang: Language): DayRow[] {
  const today = localDayAndMinutes(now, DEFAULT_TIME_ZONE).day;
  return WEEKDAYS.map((day) => {
    const entry = hours.find((h) => h.day === day);
    return {
      day,
      name: weekdayName(day, lang),
      hours: entry ? { open: entry.open, close: entry.close } : null,
      isToday: day === today,
    };
  });
}

/** 'open' or 'closed' by the hours at `now`; 'unknown' when the shop gave no hours. */
export function openState(hours: readonly ShopHoursEntry[], now: Date): 'open' | 'closed' | 'unknown' {
  if (hours.length === 0) return 'unknown';
  return isOpenAt(hours, now) ? 'open' : 'closed';
}

/** The form's week: every day with an open flag, Monday first; closed days keep default times. */
export interface HoursFormDay {
  day: number;
  open: boolean;
  from: string;
  to: string;
}

export const DEFAULT_OPEN = '09:00';
export const DEFAULT_CLOSE = '21:00';

export function toFormWeek(hours: readonly ShopHoursEntry[]): HoursFormDay[] {
  return WEEKDAYS.map((day) => {
    const entry = hours.find((h) => h.day === day);
    return { day, open: !!entry, from: entry?.open ?? DEFAULT_OPEN, to: entry?.close ?? DEFAULT_CLOSE };
  });
}

export function fromFormWeek(week: readonly HoursFormDay[]): ShopHoursEntry[] {
  return week.filter((d) => d.open).map((d) => ({ day: d.day, open: d.from, close: d.to }));
}
