import type { HoldStatus, LedgerTransactionType, WithdrawalStatus } from '@souq/shared';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, fils, uuidKey } from '../../db/columns';
import { userRef, users } from '../users/users.tables';

/** A user has two accounts; the platform one of each other kind. */
export const USER_ACCOUNT_KINDS = ['available', 'held'] as const;
export const PLATFORM_ACCOUNT_KINDS = [
  'gateway_clearing',
  'revenue',
  'fees',
  'vat_payable',
  'escrow',
  'payout_clearing',
] as const;
export type UserAccountKind = (typeof USER_ACCOUNT_KINDS)[number];
export type PlatformAccountKind = (typeof PLATFORM_ACCOUNT_KINDS)[number];
export type AccountKind = UserAccountKind | PlatformAccountKind;

export type LedgerTxType = LedgerTransactionType;
export type { HoldStatus, WithdrawalStatus };

/**
 * One row per account. `balance_fils` is a cache of the sum of the account's entries, changed only
 * in the transaction that writes those entries. User balances are positive (what the platform owes
 * the user); the platform side carries the opposite sign, so all balances together sum to zero.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuidKey(),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<AccountKind>().notNull(),
    balanceFils: fils('balance_fils').notNull().default(sql`0`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_kind_key').on(t.ownerUserId, t.kind),
    uniqueIndex('ledger_accounts_platform_kind_key').on(t.kind).where(sql`${t.ownerUserId} is null`),
    check('ledger_accounts_user_balance_non_negative', sql`${t.ownerUserId} is null or ${t.balanceFils} >= 0`),
    check(
      'ledger_accounts_kind_valid',
      sql`(${t.ownerUserId} is not null and ${t.kind} in ('available', 'held')) or (${t.ownerUserId} is null and ${t.kind} in ('gateway_clearing', 'revenue', 'fees', 'vat_payable', 'escrow', 'payout_clearing'))`,
    ),
  ],
);

/** One money movement. The idempotency key is unique: one key, one transaction. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuidKey(),
    type: text('type').$type<LedgerTxType>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** sha256 of the operation and its arguments: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** The user the movement is about (the payer; the hold's owner). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    refType: text('ref_type'),
    refId: text('ref_id'),
    descriptionKey: text('description_key').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** The hold created or resolved by this transaction. */
    holdId: uuid('hold_id'),
    /** For refunds: the charge or capture being refunded. */
    reversesTransactionId: uuid('reverses_transaction_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_idempotency_key').on(t.idempotencyKey),
    index('ledger_transactions_reverses_idx').on(t.reversesTransactionId),
    index('ledger_transactions_ref_idx').on(t.refType, t.refId),
    index('ledger_transactions_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** Append-only: rows are inserted with their transaction and never updated or deleted. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuidKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amountFils: fils('amount_fils').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.accountId, t.createdAt),
    check('ledger_entries_amount_non_zero', sql`${t.amountFils} <> 0`),
  ],
);

/** Money moved from a user's available to held account, resolved exactly once. */
export const holds = pgTable(
  'holds',
  {
    id: uuidKey(),
    userId: userRef('user_id', 'restrict'),
    amountFils: fils('amount_fils').notNull(),
    purpose: text('purpose').notNull(),
    refType: text('ref_type'),
    refId: text('ref_id'),
    status: text('status').$type<HoldStatus>().notNull().default('held'),
    releaseAt: at('release_at'),
    createdTransactionId: uuid('created_transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    resolvedTransactionId: uuid('resolved_transaction_id').references(() => ledgerTransactions.id, {
      onDelete: 'restrict',
    }),
    resolvedAt: at('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('holds_user_status_idx').on(t.userId, t.status, t.createdAt),
    index('holds_ref_idx').on(t.refType, t.refId),
    check('holds_amount_positive', sql`${t.amountFils} > 0`),
    check('holds_status_valid', sql`${t.status} in ('held', 'released', 'captured')`),
    check(
      'holds_resolution_consistent',
      sql`(${t.status} = 'held') = (${t.resolvedTransactionId} is null and ${t.resolvedAt} is null)`,
    ),
  ],
);

/** A user's saved payout account (UAE IBAN, stored normalised). */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuidKey(),
    userId: userRef('user_id', 'cascade'),
    holderName: text('holder_name').notNull(),
    iban: text('iban').notNull(),
    bankName: text('bank_name'),
    createdAt: createdAt(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    index('bank_accounts_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('bank_accounts_user_iban_live_key').on(t.userId, t.iban).where(sql`${t.deletedAt} is null`),
  ],
);

/** A payout request: its amount stays held until it is paid (captured) or rejected (released). */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuidKey(),
    userId: userRef('user_id', 'restrict'),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id, { onDelete: 'restrict' }),
    amountFils: fils('amount_fils').notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull().default('requested'),
    holdId: uuid('hold_id')
      .notNull()
      .references(() => holds.id, { onDelete: 'restrict' }),
    reason: text('reason'),
    requestedAt: at('requested_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: at('paid_at'),
    /** Who marked it paid, with the bank's reference of the transfer. */
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    bankReference: text('bank_reference'),
  },
  (t) => [
    uniqueIndex('withdrawals_hold_key').on(t.holdId),
    index('withdrawals_user_requested_idx').on(t.userId, t.requestedAt.desc(), t.id.desc()),
    index('withdrawals_status_requested_idx').on(t.status, t.requestedAt.desc(), t.id.desc()),
    check('withdrawals_amount_positive', sql`${t.amountFils} > 0`),
    check('withdrawals_status_valid', sql`${t.status} in ('requested', 'approved', 'rejected', 'paid')`),
    check('withdrawals_bank_reference_length', sql`char_length(${t.bankReference}) <= 64`),
  ],
);

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type HoldRow = typeof holds.$inferSelect;
export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
