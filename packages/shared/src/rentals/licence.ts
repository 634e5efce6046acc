/**
 * Whether a driver's licence is good for a rental: not expired today and, for a booking, valid
 * through the return day. One pure function for the driver form and the API, with messages that
 * say the dates ("Your licence expires on 3 Dec 2026, before the return on 5 Dec 2026").
 */
import type { Language } from '../i18n/languages';
import { intlLocale } from '../money';

/** A calendar day (YYYY-MM-DD) in the language's medium date style ("3 Dec 2026"). */
export function formatCalendarDay(day: string, lang: Language): string {
  const at = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return day;
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'medium', timeZone: 'UTC' }).format(at);
}

export interface LicenceProblem {
  /** A `validation:` key. */
  key: 'licenceExpiredOn' | 'licenceExpiresBeforeReturn';
  params: Record<string, string>;
}

/**
 * The problem with a licence expiring on `expiryDate` (YYYY-MM-DD), or null: expired before
 * `today` (when given), or (when a booking's return day is given) expiring before that day. Days are the
 * business's calendar days (Dubai).
 */
export function licenceProblem(
  expiryDate: string,
  opts: { today?: string | null; returnDay?: string | null },
  lang: Language,
): LicenceProblem | null {
  if (opts.today && expiryDate < opts.today) {
    return { key: 'licenceExpiredOn', params: { date: formatCalendarDay(expiryDate, lang) } };
  }
  if (opts.returnDay && expiryDate < opts.returnDay) {
    return {
      key: 'licenceExpiresBeforeReturn',
      params: { expiry: formatCalendarDay(expiryDate, lang), return: formatCalendarDay(opts.returnDay, lang) },
    };
  }
  return null;
}
