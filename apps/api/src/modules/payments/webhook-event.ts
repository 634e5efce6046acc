/** Checks on what a gateway's verified webhook carries, before any of it is stored or compared. */
import { hasForbiddenCharacters, MAX_AMOUNT_FILS } from '@souq/shared';
import type { GatewayEvent } from './gateway.port';

/** Our payment and refund ids. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const EVENT_TEXT_MAX = 255;

export function badText(value: string): boolean {
  return value.length === 0 || value.length > EVENT_TEXT_MAX || hasForbiddenCharacters(value);
}

/**
 * What makes a verified event unusable, or null: an amount outside 0..MAX_AMOUNT_FILS (it could
 * be neither stored nor compared with a payment), a payment id that is not one of ours (a UUID),
 * ids or a currency that are not plain text, or an impossible time.
 */
export function eventProblem(event: GatewayEvent): string | null {
  if (event.amountFils !== null && (event.amountFils < 0n || event.amountFils > MAX_AMOUNT_FILS)) return 'amount';
  if (event.paymentId !== null && !UUID.test(event.paymentId)) return 'paymentId';
  if (badText(event.id)) return 'id';
  if (badText(event.sessionId)) return 'sessionId';
  if (event.currency !== undefined && badText(event.currency)) return 'currency';
  if (Number.isNaN(event.createdAt.getTime())) return 'createdAt';
  return null;
}

/** Whether jsonb takes the value safely: no NUL, other control character or lone surrogate in any string or key. */
export function jsonStorable(value: unknown): boolean {
  if (typeof value === 'string') return !hasForbiddenCharacters(value, true);
  if (Array.isArray(value)) return value.every(jsonStorable);
  if (value && typeof value === 'object') {
    return Object.entries(value).every(([k, v]) => jsonStorable(k) && jsonStorable(v));
  }
  return true;
}
