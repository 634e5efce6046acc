import { formatAed, intlLocale, type Language } from '@souq/shared';
import { appLanguage } from './i18n';

/** "+971501234567" -> "+971 50 *** 4567"; "+8613812345678" -> "+86 138 **** 5678". */
export function maskMobile(mobile: string | null | undefined): string {
  if (!mobile) return '';
  const uae = /^\+971(\d{2})\d{3}(\d{4})$/.exec(mobile);
  if (uae) return `+971 ${uae[1]} *** ${uae[2]}`;
  const cn = /^\+86(\d{3})\d{4}(\d{4})$/.exec(mobile);
  if (cn) return `+86 ${cn[1]} **** ${cn[2]}`;
  if (mobile.length <= 6) return mobile;
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}

export function formatDate(value: string | number | Date, lang: Language): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'medium' }).format(date);
}

export function formatNumber(value: number, lang: Language): string {
  return new Intl.NumberFormat(intlLocale(lang)).format(value);
}

/** Date and time of day ("21 Nov 2026, 11:46 PM"), in the language's locale and the device's zone. */
export function formatDateTime(value: string | number | Date, lang: Language): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The kilometre unit alone, as the language writes it ("km", "كم", "км"), for input fields. */
export function kmUnit(lang: Language): string {
  return (
    new Intl.NumberFormat(intlLocale(lang), { style: 'unit', unit: 'kilometer', unitDisplay: 'short' })
      .formatToParts(1)
      .find((p) => p.type === 'unit')?.value ?? 'km'
  );
}

// ---- money: the one formatter of amounts for the whole app ----

/** Fils as AED in the app's language ("AED 1,299.00"); `signed` marks credits with a plus where the locale puts signs. */
export function aed(fils: number, signed = false): string {
  return formatAed(fils, appLanguage(), { sign: signed ? 'exceptZero' : 'auto' });
}

/** Whole dirhams without decimals ("AED 1,000"), for preset buttons and headline prices. */
export function aedWhole(fils: number): string {
  return formatAed(fils, appLanguage(), { whole: true });
}

/** A price: whole dirhams when it has no fils ("AED 120,000"), with fils otherwise ("AED 99.50"). */
export function aedPrice(fils: number): string {
  return formatAed(fils, appLanguage(), { whole: fils % 100 === 0 });
}
