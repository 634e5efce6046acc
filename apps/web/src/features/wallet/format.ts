import type { TFunction } from 'i18next';
import { formatDate, formatDateTime } from '../../lib/format';
import { appLanguage } from '../../lib/i18n';

export function dateTime(value: string): string {
  return formatDateTime(value, appLanguage());
}

export function date(value: string): string {
  return formatDate(value, appLanguage());
}

type T = TFunction<'wallet'>;

export function transactionTypeLabel(t: T, type: string): string {
  return t(`tx.${type}`, { defaultValue: t('tx.other') });
}

/** What a hold is for ("Withdrawal", "Auction deposit"...). */
export function holdPurposeLabel(t: T, purpose: string): string {
  return t(`purpose.${purpose}`, { defaultValue: t('purpose.other') });
}

/** The name of a ledger account as the user sees it in a transaction's lines. */
export function accountLabel(t: T, account: string): string {
  return t(`account.${account}`, { defaultValue: account });
}

/** Refs the type label already says (a recharge's payment, a withdrawal) are not repeated. */
const SELF_EVIDENT_REFS = new Set(['payment', 'withdrawal']);

/** What a movement was for ("Deposit", "Auction lot"), when that adds to its type. */
export function refLabel(t: T, ref: { type: string } | null | undefined): string | null {
  if (!ref || SELF_EVIDENT_REFS.has(ref.type)) return null;
  return t(`refType.${ref.type}`, { defaultValue: t('refType.other') });
}
