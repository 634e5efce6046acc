import { intlLocale } from '@souq/shared';
import { normalizeAmountInput } from '../../components/AmountInput';
import { formatNumber } from '../../lib/format';
import { appLanguage } from '../../lib/i18n';

/** A percentage (12.5 → "12.5%") in the app's language. */
export function percent(value: number, maxDecimals = 2): string {
  return new Intl.NumberFormat(intlLocale(appLanguage()), {
    style: 'percent',
    maximumFractionDigits: maxDecimals,
  }).format(value / 100);
}

/** A number in the app's language (locale digits and grouping). */
export function num(value: number): string {
  return formatNumber(value, appLanguage());
}

/** A yearly rate typed as a percent ("4.99", "٤٫٩٩") as basis points (499), or null. */
export function parseRateBp(text: string): number | null {
  const v = normalizeAmountInput(text);
  if (!/^\d{1,2}(?:\.\d{1,2})?$/.test(v)) return null;
  return Math.round(Number(v) * 100);
}

/** A whole number typed with any digits, or null. */
export function parseWhole(text: string): number | null {
  const v = normalizeAmountInput(text);
  return /^\d{1,6}$/.test(v) ? Number(v) : null;
}
