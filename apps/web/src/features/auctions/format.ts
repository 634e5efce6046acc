import { DEFAULT_TIME_ZONE, intlLocale } from '@souq/shared';
import { appLanguage } from '../../lib/i18n';

/**
 * Date and time in Dubai's time (the business's clock, whatever the device's zone), in the
 * app's language: "27 Nov 2026, 8:00 PM".
 */
export function dateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(appLanguage()), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: DEFAULT_TIME_ZONE,
  }).format(date);
}

/** Time of day in Dubai ("20:00:05"), for the bid log. */
export function timeOfDay(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(appLanguage()), {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZone: DEFAULT_TIME_ZONE,
  }).format(date);
}

/** Basis points as a percent in the app's language ("20%"). */
export function percentOf(bps: number): string {
  return new Intl.NumberFormat(intlLocale(appLanguage()), { style: 'percent', maximumFractionDigits: 2 }).format(
    bps / 10_000,
  );
}

/** A number in the app's language. */
export function num(value: number, fractionDigits = 0): string {
  return new Intl.NumberFormat(intlLocale(appLanguage()), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}
