import { currencySymbol, intlLocale } from '@souq/shared';
import { API_ORIGIN } from '../../lib/api';
import { formatDate, formatNumber } from '../../lib/format';
import { appLanguage } from '../../lib/i18n';

/** The currency as the app's language writes it beside an amount ("AED", "د.إ."), for price fields. */
export function currency(): string {
  return currencySymbol(appLanguage());
}

/** A number in the app's language (locale digits and grouping). */
export function num(value: number): string {
  return formatNumber(value, appLanguage());
}

export function day(value: string): string {
  return formatDate(value, appLanguage());
}

function kmFormat(): Intl.NumberFormat {
  return new Intl.NumberFormat(intlLocale(appLanguage()), { style: 'unit', unit: 'kilometer', unitDisplay: 'short' });
}

/** A distance in the language's own digits and unit ("45,000 km", "٤٥٬٠٠٠ كم", "45 000 км"). */
export function km(value: number): string {
  return kmFormat().format(value);
}

/** The kilometre unit alone, as the language writes it (for input fields). */
export function kmUnit(): string {
  return (
    kmFormat()
      .formatToParts(1)
      .find((p) => p.type === 'unit')?.value ?? 'km'
  );
}

/** A file URL the API gave ("/files/...") made absolute for the native shell, where the API is elsewhere. */
export function mediaUrl(url: string): string;
export function mediaUrl(url: string | null | undefined): string | undefined;
export function mediaUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  return url.startsWith('/') && !url.startsWith('//') ? `${API_ORIGIN}${url}` : url;
}
