/**
 * IBAN display and typing. The check itself is the shared `isUaeIban` (the server's too).
 */
import { normalizeIban } from '@souq/shared';

/** As the user types: spaces, dashes and other separators dropped, upper case. */
export function compactIban(value: string): string {
  return normalizeIban(value.replace(/[^0-9A-Za-z]/g, ''));
}

/** Groups of four for reading: "AE07 0331 2345 6789 0123 456". */
export function formatIban(value: string): string {
  return compactIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** Only the country, check digits and the last four: "AE07 •••• 3456" (the API already masks it). */
export function maskIban(value: string | null | undefined): string {
  if (!value) return '';
  if (value.includes('•')) return value;
  const iban = compactIban(value);
  if (iban.length <= 8) return iban;
  return `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
}
