/** Wallet shapes as the API answers them: the shared schemas' types, plus the page of a cursor list. */
export type {
  AdminWithdrawal,
  BankAccount,
  Hold as WalletHold,
  LedgerTransactionType,
  Wallet as WalletSummary,
  WalletTransaction,
  WalletTransactionDetail,
  Withdrawal,
  WithdrawalStatus,
} from '@souq/shared';
export { LEDGER_TRANSACTION_TYPES, WITHDRAWAL_STATUSES } from '@souq/shared';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
