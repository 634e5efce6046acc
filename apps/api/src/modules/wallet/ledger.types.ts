/**
 * The ledger's public vocabulary: what callers pass to `LedgerService` (docs/decisions/0003-ledger.md)
 * and what it answers. No behaviour here; the posting core is in ledger.posting.ts.
 */
import type { CURRENCY } from '@souq/shared';
import type { HoldStatus, LedgerTxType, PlatformAccountKind, UserAccountKind } from './wallet.tables';

/** Fils as bigint; a safe integer number is accepted too. */
export type Fils = bigint | number;

/** The business object a movement is for: `{ type: 'booking', id }`, `{ type: 'lot', id }`. */
export interface LedgerRef {
  type: string;
  id: string;
}

/** Who receives money: a user's available balance, platform revenue, or escrow. */
export type Payee = { userId: string } | 'revenue' | 'escrow';
/** Payees the wallet module itself uses (payouts to banks, refunds back to cards). */
export type CreditTarget = Payee | 'payout_clearing' | 'gateway_clearing';

export interface Described {
  /** Translation key shown in the wallet history; default `wallet:tx.<type>`. */
  descriptionKey?: string;
  metadata?: Record<string, string | number | boolean | null>;
}

export interface RechargeInput extends Described {
  userId: string;
  amountFils: Fils;
  idempotencyKey: string;
  ref: LedgerRef;
}

export interface HoldInput extends Described {
  userId: string;
  amountFils: Fils;
  /** What the hold is for, e.g. `rental_deposit`, `auction_deposit`, `withdrawal`. */
  purpose: string;
  ref: LedgerRef;
  /** When it is expected to be released (shown to the user). */
  releaseAt?: Date | null;
  idempotencyKey: string;
}

export interface ReleaseInput extends Described {
  holdId: string;
  idempotencyKey: string;
}

export interface CaptureInput extends Described {
  holdId: string;
  idempotencyKey: string;
  payee: Payee;
  /** Platform fee out of the captured amount (to `fees`). */
  feeFils?: Fils;
  /** VAT out of the captured amount (to `vat_payable`). */
  vatFils?: Fils;
  /** The part captured; the rest of the hold goes back to available. Default: all of it. */
  amountFils?: Fils;
}

export interface ChargeInput extends Described {
  userId: string;
  amountFils: Fils;
  payee: Payee;
  feeFils?: Fils;
  vatFils?: Fils;
  ref: LedgerRef;
  idempotencyKey: string;
}

export interface RefundInput extends Described {
  /** The charge or capture to refund. */
  transactionId: string;
  /** Default: everything not refunded yet. */
  amountFils?: Fils;
  idempotencyKey: string;
}

export interface TransferInput extends Described {
  fromUserId: string;
  toUserId: string;
  amountFils: Fils;
  ref: LedgerRef;
  idempotencyKey: string;
}

/** What a movement returns; the same again (with `replayed: true`) for a repeated key. */
export interface LedgerReceipt {
  transactionId: string;
  type: LedgerTxType;
  /** The hold created (hold) or resolved (release, capture); null otherwise. */
  holdId: string | null;
  createdAt: Date;
  replayed: boolean;
}

export interface Balances {
  availableFils: bigint;
  heldFils: bigint;
  currency: typeof CURRENCY;
}

export interface HoldView {
  id: string;
  userId: string;
  amountFils: bigint;
  purpose: string;
  ref: LedgerRef | null;
  status: HoldStatus;
  releaseAt: Date | null;
  createdAt: Date;
  resolvedAt: Date | null;
}

export interface TransactionView {
  id: string;
  type: LedgerTxType;
  /** Signed effect on the user's available balance. */
  amountFils: bigint;
  /** Signed effect on the user's held balance. */
  heldChangeFils: bigint;
  descriptionKey: string;
  ref: LedgerRef | null;
  createdAt: Date;
}

/** An entry as a user may see it: their own accounts by kind, platform accounts by kind, other users anonymous. */
export type EntryAccountLabel = UserAccountKind | PlatformAccountKind | 'counterparty';

export interface TransactionDetail extends TransactionView {
  holdId: string | null;
  reversesTransactionId: string | null;
  metadata: Record<string, unknown>;
  entries: { account: EntryAccountLabel; amountFils: bigint }[];
}

export interface ListTransactionsQuery {
  type?: LedgerTxType | LedgerTxType[];
  from?: Date;
  to?: Date;
  cursor?: string;
  limit?: number;
}

/** A recharge as reconciliation sees it: what was credited, to whom, under which key. */
export interface RechargeRecord {
  transactionId: string;
  userId: string | null;
  amountFils: bigint;
  idempotencyKey: string;
  ref: LedgerRef | null;
  createdAt: Date;
}

/** The purpose of the holds withdrawals make; only the withdrawal steps resolve them. */
export const WITHDRAWAL_PURPOSE = 'withdrawal';

/** The largest single amount the ledger accepts: AED 10 billion (keeps JSON numbers exact). */
export const MAX_AMOUNT_FILS = 1_000_000_000_000n;
