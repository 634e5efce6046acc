/**
 * Amounts and kilometres inside validation and error messages, formatted for the reader's
 * language: "AED 100,000.00" and "20,000 km" rather than "AED 100000.00" and "20000 km". The API
 * sends the bounds as plain decimal strings ("100000.00", or "100000.00 AED" from the ledger) and
 * plain numbers; both the API (when it translates an error) and the web app (when a form's own
 * schema fails) pass the params through here before interpolating.
 */
import { formatAed, formatNumber, parseAmountToFils } from '../money';
import type { Language } from './languages';

/** Which params of which message are amounts in AED (`ns:key`, or a bare validation key). */
const AMOUNT_PARAMS: Record<string, readonly string[]> = {
  'validation:amountTooLarge': ['max'],
  'validation:amountTooSmall': ['min'],
  'errors:AMOUNT_TOO_LARGE': ['limit'],
  'errors:AMOUNT_TOO_SMALL': ['limit'],
  'errors:WITHDRAWAL_DAILY_LIMIT': ['limit'],
};

/** Which params of which message are kilometres. */
const KM_PARAMS: Record<string, readonly string[]> = {
  'validation:odometerBelowHandover': ['km'],
};

/** A plain amount as the API writes it: "100000.00" or "100000.00 AED"; anything else is left alone. */
const PLAIN_AMOUNT = /^(\d{1,30}(?:\.\d{1,2})?)(?: AED)?$/;

function amountText(value: unknown, lang: Language): unknown {
  if (typeof value === 'bigint') return formatAed(value, lang);
  const m = typeof value === 'string' ? PLAIN_AMOUNT.exec(value.trim()) : null;
  const fils = m ? parseAmountToFils(m[1] as string) : null;
  return fils === null ? value : formatAed(fils, lang);
}

function kmText(value: unknown, lang: Language): unknown {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? formatNumber(n, lang) : value;
}

/**
 * The params of a message (`validation:amountTooLarge`, `errors:AMOUNT_TOO_LARGE`) with its amounts
 * and kilometres formatted for the language; other params, and values already formatted, as given.
 */
export function formatMessageParams(
  fullKey: string,
  params: Record<string, unknown> | undefined,
  lang: Language,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(params ?? {}) };
  for (const name of AMOUNT_PARAMS[fullKey] ?? []) if (name in out) out[name] = amountText(out[name], lang);
  for (const name of KM_PARAMS[fullKey] ?? []) if (name in out) out[name] = kmText(out[name], lang);
  return out;
}
