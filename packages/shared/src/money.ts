/**
 * Money is integer fils (1 AED = 100 fils) as bigint or an integer number; never floats.
 * Display goes through Intl.NumberFormat with the locale of the user's language.
 */
import { directionOf, type Language } from './i18n/languages';

/** Our language codes mapped to the Intl locales used for numbers, currency and dates. */
export const INTL_LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-AE',
  ar: 'ar-AE',
  'zh-CN': 'zh-CN',
  'zh-TW': 'zh-TW',
  ja: 'ja-JP',
  fr: 'fr-FR',
  ru: 'ru-RU',
};

export function intlLocale(lang: Language): string {
  return INTL_LOCALES[lang] ?? INTL_LOCALES.en;
}

export const FILS_PER_AED = 100n;
export const CURRENCY = 'AED';

/**
 * The largest amount any request may carry: 10^13 fils (AED 100 billion), far above any car, fleet
 * or wallet figure. The bound is chosen so that stored money and everything derived from it fits
 * both a bigint (int8) column and a JSON number a response can carry exactly:
 * `Number.MAX_SAFE_INTEGER` is about 9.007 × 10^15 fils, so up to 900 amounts at the bound can be
 * added (a rental quote of 37 monthly units plus extras and 5% VAT, a landed cost of CIF plus duty
 * plus VAT, a lease of 60 monthly rents plus down payment and balloon all stay below 10^15), and
 * int8 (9.22 × 10^18) leaves room for products with percentages and basis points (10^13 × 10^4 ×
 * 60 months) computed in SQL or bigint. Fields with a natural, smaller limit use a tighter bound.
 */
export const MAX_AMOUNT_FILS = 10_000_000_000_000n;

/** The same bound as a JSON number (exact: it is far below Number.MAX_SAFE_INTEGER). */
export const MAX_AMOUNT_FILS_NUMBER = Number(MAX_AMOUNT_FILS);

const AMOUNT = /^(0|[1-9]\d*)(?:\.(\d{1,2}))?$/;

/**
 * "12.5" -> 1250n, "0.01" -> 1n, "7" -> 700n. Surrounding spaces are ignored.
 * Returns null for negatives, more than two decimals, leading zeros, exponents and any other junk,
 * and for amounts above `max` (MAX_AMOUNT_FILS unless a tighter bound is given).
 */
export function parseAmountToFils(value: string, max: bigint = MAX_AMOUNT_FILS): bigint | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  // More digits than the bound has can only be above it: refused before any arithmetic.
  if (trimmed.length > 40) return null;
  const m = AMOUNT.exec(trimmed);
  if (!m) return null;
  const whole = BigInt(m[1] as string);
  const fraction = BigInt((m[2] ?? '').padEnd(2, '0') || '0');
  const fils = whole * FILS_PER_AED + fraction;
  return fils > max ? null : fils;
}

function toFils(fils: bigint | number): bigint {
  if (typeof fils === 'bigint') return fils;
  if (!Number.isSafeInteger(fils)) throw new RangeError(`fils must be an integer, got ${fils}`);
  return BigInt(fils);
}

/** 1250n -> "12.50", -5n -> "-0.05". Exact for any size. */
export function filsToDecimalString(fils: bigint | number): string {
  const f = toFils(fils);
  const sign = f < 0n ? '-' : '';
  const abs = f < 0n ? -f : f;
  const whole = abs / FILS_PER_AED;
  const fraction = (abs % FILS_PER_AED).toString().padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

/** How a sign is shown: Intl's `signDisplay` ('exceptZero' marks credits with a plus, 'always' also zero). */
export type SignDisplay = 'auto' | 'exceptZero' | 'always' | 'negative' | 'never';

export interface MoneyFormatOptions {
  /** 'auto' (default) shows a minus only; 'exceptZero' a plus on credits and a minus on debits. */
  sign?: SignDisplay;
  /** Whole dirhams without decimals (headline prices, presets); fils are rounded half away from zero. */
  whole?: boolean;
}

/** Left-to-right mark: keeps a sign glued before the digits inside right-to-left text. */
const LRM = '\u200e';

function moneyFormat(lang: Language, options: MoneyFormatOptions): Intl.NumberFormat {
  return new Intl.NumberFormat(intlLocale(lang), {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: options.whole ? 0 : 2,
    maximumFractionDigits: options.whole ? 0 : 2,
    signDisplay: options.sign ?? 'auto',
  });
}

/**
 * Fils as AED in the language's locale ("AED 1,234.50" in English, "‏1,234.50 د.إ.‏" in Arabic).
 * The decimal string goes to Intl exactly, so large amounts keep every digit. Signs come from Intl
 * (`sign`), never from concatenation, so each locale puts them where it writes them; in a
 * right-to-left language a left-to-right mark stands before the sign when the engine's data lacks
 * one, so "+5,000.00" never shows as "5,000.00+" beside the dirham sign.
 */
export function formatAed(fils: bigint | number, lang: Language, options: MoneyFormatOptions = {}): string {
  const parts = moneyFormat(lang, options).formatToParts(filsToDecimalString(fils) as Intl.StringNumericLiteral);
  if (directionOf(lang) !== 'rtl') return parts.map((p) => p.value).join('');
  let out = '';
  for (const part of parts) {
    const isSign = part.type === 'plusSign' || part.type === 'minusSign';
    if (isSign && !out.endsWith(LRM)) out += LRM;
    out += part.value;
  }
  return out;
}

/** The currency as the language writes it beside an amount: "AED", "د.إ." (for input fields and units). */
export function currencySymbol(lang: Language): string {
  return (
    moneyFormat(lang, {})
      .formatToParts(1)
      .find((p) => p.type === 'currency')?.value ?? CURRENCY
  );
}

/** A plain number (count, mileage, year-free figure) with the locale's grouping and digits. */
export function formatNumber(n: number | bigint, lang: Language): string {
  return new Intl.NumberFormat(intlLocale(lang)).format(n);
}
