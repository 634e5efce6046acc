/**
 * Notification texts are stored as a translation key and language-neutral params; amounts are
 * params holding decimal AED ("5000.00", from filsToDecimalString). Whoever shows a notification
 * (the API in the reader's language, the web app in the app's language) formats those amounts with
 * the shared money formatter, so "5000.00" reads "AED 5,000.00", "‏5,000.00 د.إ.‏" or "5 000,00 AED".
 * The texts therefore carry no currency of their own: "Your withdrawal of {{amount}} was paid".
 */
import type { Language } from '../i18n/languages';
import { formatAed, MAX_AMOUNT_FILS, parseAmountToFils } from '../money';

/** Params that hold an amount of money (decimal AED) in notification texts. */
export const NOTIFICATION_MONEY_PARAMS = [
  'amount',
  'refund',
  'released',
  'charges',
  'remaining',
  'fee',
  'approved',
  'charged',
  'owed',
] as const;

const MONEY = new Set<string>(NOTIFICATION_MONEY_PARAMS);

type Params = Record<string, string | number | boolean | null>;

/** Decimal AED ("5000.00", "-12.5") as fils, or null when the value is not such an amount. */
function decimalToFils(value: unknown): bigint | null {
  if (typeof value !== 'string') return null;
  const negative = value.startsWith('-');
  const fils = parseAmountToFils(negative ? value.slice(1) : value, MAX_AMOUNT_FILS);
  if (fils === null) return null;
  return negative ? -fils : fils;
}

/** The params with every amount formatted for the language; other params (and already formatted text) unchanged. */
export function localizeNotificationParams<P extends Params>(params: P, lang: Language): P {
  const out: Params = { ...params };
  for (const [key, value] of Object.entries(params)) {
    if (!MONEY.has(key)) continue;
    const fils = decimalToFils(value);
    if (fils !== null) out[key] = formatAed(fils, lang);
  }
  return out as P;
}
