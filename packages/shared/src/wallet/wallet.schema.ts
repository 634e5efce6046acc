import { z } from 'zod';
import { pageQuerySchema } from '../envelope';
import { filsToDecimalString, parseAmountToFils } from '../money';
import { RECHARGE_MAX_AED, RECHARGE_MIN_AED } from '../payments/payments.schema';
import { amountSchema, filsSchema, moneySchema, smsCodeSchema, textSchema } from '../validation';

/** Kinds of ledger movement, as shown in the wallet history and used by its type filter. */
export const LEDGER_TRANSACTION_TYPES = [
  'recharge',
  'hold',
  'release',
  'capture',
  'charge',
  'refund',
  'transfer',
  'withdrawal_request',
  'withdrawal_reject',
  'withdrawal_paid',
  'card_capture',
  'card_refund',
] as const;
export type LedgerTransactionType = (typeof LEDGER_TRANSACTION_TYPES)[number];

export const HOLD_STATUSES = ['held', 'released', 'captured'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];

export const WITHDRAWAL_STATUSES = ['requested', 'approved', 'rejected', 'paid'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** How a transaction's entry is labelled for a user: their own accounts, platform accounts, other users. */
export const ENTRY_ACCOUNTS = [
  'available',
  'held',
  'gateway_clearing',
  'revenue',
  'fees',
  'vat_payable',
  'escrow',
  'payout_clearing',
  'counterparty',
] as const;

/** `:id` of a hold, movement, bank account or withdrawal. */
export const walletIdParams = z.object({ id: z.uuid() });

/** Money in responses: integer fils as a JSON number. */
const fils = filsSchema;
const isoTime = z.string();

/** The business object a movement or hold is for (`{ type: 'booking', id }`). */
export const ledgerRefSchema = z.object({ type: z.string(), id: z.string() }).nullable();

export const holdSchema = z.object({
  id: z.uuid(),
  amountFils: fils,
  /** What it is for, e.g. `withdrawal`, `rental_deposit`, `auction_deposit` (`wallet:purpose.<purpose>`). */
  purpose: z.string(),
  ref: ledgerRefSchema,
  status: z.enum(HOLD_STATUSES),
  /** When it is expected to be released; null when it waits for a decision (a withdrawal). */
  releaseAt: isoTime.nullable(),
  createdAt: isoTime,
});
export type Hold = z.infer<typeof holdSchema>;

/** `GET /api/wallet`. */
export const walletSchema = z.object({
  availableFils: fils,
  heldFils: fils,
  currency: z.literal('AED'),
  holds: z.array(holdSchema),
});
export type Wallet = z.infer<typeof walletSchema>;

/** Calendar date (`2026-01-15`, a Dubai day) or an ISO date-time with offset. */
const dateOrTime = textSchema({ max: 40 }).refine(
  (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) || z.iso.datetime({ offset: true }).safeParse(v).success,
  {
    error: 'validation:invalid',
  },
);

/** `GET /api/wallet/transactions`: `from` inclusive, `to` inclusive of its whole day when a date. */
export const transactionsQuerySchema = pageQuerySchema.extend({
  type: z.enum(LEDGER_TRANSACTION_TYPES).optional(),
  from: dateOrTime.optional(),
  to: dateOrTime.optional(),
});
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

export const walletTransactionSchema = z.object({
  id: z.uuid(),
  type: z.enum(LEDGER_TRANSACTION_TYPES),
  /** Signed effect on the user's available balance. */
  amountFils: fils,
  /** Signed effect on the user's held balance. */
  heldChangeFils: fils,
  /** Translation key of the line, e.g. `wallet:tx.recharge`. */
  descriptionKey: z.string(),
  ref: ledgerRefSchema,
  /**
   * For the movements of a withdrawal (request, paid, rejected): where that withdrawal stands now,
   * so the history shows it as paid, pending or rejected and refunded. Null for other movements.
   */
  withdrawalStatus: z.enum(WITHDRAWAL_STATUSES).nullable(),
  createdAt: isoTime,
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const walletTransactionPageSchema = z.object({
  items: z.array(walletTransactionSchema),
  nextCursor: z.string().nullable(),
});

/** `GET /api/wallet/transactions/:id`: every line of the movement; positive amounts credit that account. */
export const walletTransactionDetailSchema = walletTransactionSchema.extend({
  holdId: z.uuid().nullable(),
  reversesTransactionId: z.uuid().nullable(),
  entries: z.array(z.object({ account: z.enum(ENTRY_ACCOUNTS), amountFils: fils })),
});
export type WalletTransactionDetail = z.infer<typeof walletTransactionDetailSchema>;

export const bankAccountSchema = z.object({
  id: z.uuid(),
  holderName: z.string(),
  /**
   * Masked: country, check digits and the last four ("AE07 •••• 3456"). The full IBAN is only in
   * the payout view (`GET /api/admin/withdrawals/:id/payout`, finance role).
   */
  iban: z.string(),
  bankName: z.string().nullable(),
  createdAt: isoTime,
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** `GET /api/wallet/bank-accounts`. */
export const bankAccountListSchema = z.object({ items: z.array(bankAccountSchema) });

/** `POST /api/wallet/bank-accounts`: the IBAN must be a UAE IBAN (else IBAN_INVALID). */
export const createBankAccountBody = z.object({
  holderName: textSchema({ min: 1, max: 100 }),
  iban: textSchema({ min: 1, max: 64 }),
  bankName: textSchema({ max: 100 }).optional(),
});
export type CreateBankAccountBody = z.infer<typeof createBankAccountBody>;

/**
 * `POST /api/wallet/withdrawals` with an `Idempotency-Key` header and a fresh SMS code sent with
 * `POST /api/auth/sms-codes { purpose: 'withdraw' }`.
 */
export const createWithdrawalBody = z.object({
  amount: amountSchema,
  /** Only "AED"; anything else answers CURRENCY_UNSUPPORTED. */
  currency: textSchema({ max: 8 }).optional(),
  bankAccountId: z.uuid(),
  code: smsCodeSchema,
});
export type CreateWithdrawalBody = z.infer<typeof createWithdrawalBody>;
export type CreateWithdrawalForm = z.input<typeof createWithdrawalBody>;

export const withdrawalSchema = z.object({
  id: z.uuid(),
  amountFils: fils,
  status: z.enum(WITHDRAWAL_STATUSES),
  bankAccount: bankAccountSchema,
  holdId: z.uuid(),
  /** Why it was rejected. */
  reason: z.string().nullable(),
  requestedAt: isoTime,
  decidedAt: isoTime.nullable(),
  paidAt: isoTime.nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const adminWithdrawalSchema = withdrawalSchema.extend({
  userId: z.uuid(),
  /** The user's display name (nickname, else username), null when they set none. */
  userName: z.string().nullable(),
  decidedBy: z.uuid().nullable(),
  /** The bank's reference of the transfer, once paid. */
  bankReference: z.string().nullable(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

/**
 * `GET /api/admin/withdrawals/:id/payout` (admins with the finance role): what the bank transfer
 * needs, the full IBAN included. Every read is audited.
 */
export const withdrawalPayoutSchema = adminWithdrawalSchema.extend({
  /** The full IBAN, normalised (no spaces, upper case). */
  iban: z.string(),
  /** The user's mobile (E.164), null once the account is cancelled. */
  userMobile: z.string().nullable(),
});
export type WithdrawalPayout = z.infer<typeof withdrawalPayoutSchema>;

/** The longest bank transfer reference a payout records. */
export const BANK_REFERENCE_MAX = 64;

/** `POST /api/admin/withdrawals/:id/paid` (finance role, with an `Idempotency-Key` header). */
export const markWithdrawalPaidBody = z.object({
  bankReference: textSchema({ min: 1, max: BANK_REFERENCE_MAX }),
});
export type MarkWithdrawalPaidBody = z.infer<typeof markWithdrawalPaidBody>;

/** "AE07 •••• 3456": the country, check digits and last four of an IBAN; the rest hidden. */
export function maskIban(value: string): string {
  const iban = value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  if (iban.length <= 8) return iban.length <= 4 ? '••••' : `${iban.slice(0, 2)} ••••`;
  return `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
}

export const withdrawalPageSchema = z.object({ items: z.array(withdrawalSchema), nextCursor: z.string().nullable() });
export const adminWithdrawalPageSchema = z.object({
  items: z.array(adminWithdrawalSchema),
  nextCursor: z.string().nullable(),
});

export const adminWithdrawalsQuerySchema = pageQuerySchema.extend({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
});

export const rejectWithdrawalBody = z.object({
  reason: textSchema({ min: 1, max: 500, multiline: true }),
});
export type RejectWithdrawalBody = z.infer<typeof rejectWithdrawalBody>;

/** The recharge limits in whole dirhams (the server's RECHARGE_MIN_AED and RECHARGE_MAX_AED). */
export interface RechargeLimits {
  minAed: number;
  maxAed: number;
}
export const DEFAULT_RECHARGE_LIMITS: RechargeLimits = { minAed: RECHARGE_MIN_AED, maxAed: RECHARGE_MAX_AED };

/**
 * The recharge amount within the limits: the recharge form checks it as it is typed and
 * `POST /api/wallet/recharges` checks it with the same schema (answering AMOUNT_TOO_SMALL or
 * AMOUNT_TOO_LARGE). Below the minimum: `validation:amountTooSmall` (params: min in AED); above
 * the maximum: `validation:amountTooLarge` (params: max in AED).
 */
export function rechargeAmountSchema(limits: RechargeLimits = DEFAULT_RECHARGE_LIMITS) {
  const minFils = BigInt(limits.minAed) * 100n;
  const maxFils = BigInt(limits.maxAed) * 100n;
  return z.object({
    amount: moneySchema({ max: maxFils }).refine((v) => (parseAmountToFils(v) ?? 0n) >= minFils, {
      error: 'validation:amountTooSmall',
      params: { min: filsToDecimalString(minFils) },
    }),
  });
}
