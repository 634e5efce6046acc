import { z } from 'zod';
import { pageSchema } from '../envelope';
import { amountSchema, cursorSchema, filsSchema, textSchema } from '../validation';

/**
 * Deposits (earnest money, spec: zhifu, zhifusuccess, jiaodingjin, earnestMoney). A deposit is a
 * hold on the user's wallet: paid from the balance at once, or by card (the gateway's money lands
 * in the wallet and is held in the same transaction). Released later (a lost lot, a returned car)
 * or applied to what the user owes (a won lot).
 */
export const DEPOSIT_PURPOSES = ['auction', 'rental', 'general'] as const;
export type DepositPurpose = (typeof DEPOSIT_PURPOSES)[number];

export const DEPOSIT_STATUSES = ['pending_payment', 'held', 'released', 'applied', 'canceled'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** How a payment is made (jiaodingjin): from the wallet balance or by card through the gateway. */
export const DEPOSIT_METHODS = ['wallet', 'card'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

/** What a deposit is for: an auction lot, a rental booking… */
export const depositRefSchema = z.object({
  type: textSchema({ min: 1, max: 40 }),
  id: textSchema({ min: 1, max: 64 }),
});
export type DepositRef = z.infer<typeof depositRefSchema>;

export const createDepositBody = z.object({
  purpose: z.enum(DEPOSIT_PURPOSES),
  ref: depositRefSchema.optional(),
  /** Decimal AED ("500", "500.5", "500.50"). */
  amount: amountSchema,
  /** Only "AED"; anything else answers CURRENCY_UNSUPPORTED. */
  currency: textSchema({ max: 8 }).optional(),
  method: z.enum(DEPOSIT_METHODS),
});
export type CreateDepositBody = z.infer<typeof createDepositBody>;

export const depositSchema = z.object({
  id: z.string(),
  purpose: z.enum(DEPOSIT_PURPOSES),
  ref: depositRefSchema.nullable(),
  amountFils: filsSchema,
  currency: z.literal('AED'),
  status: z.enum(DEPOSIT_STATUSES),
  method: z.enum(DEPOSIT_METHODS),
  /** The wallet hold behind the deposit once it is held. */
  holdId: z.string().nullable(),
  /** The gateway payment of a card deposit; the result page is `/pay/result/<paymentId>`. */
  paymentId: z.string().nullable(),
  createdAt: z.string(),
  heldAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
  appliedAt: z.string().nullable(),
  /** A held `general` deposit: from when its owner may release it (admins may at any time). */
  releasableAt: z.string().nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;

/** A card deposit also answers where to pay; a wallet deposit is held already. */
export const createDepositResponse = z.object({
  deposit: depositSchema,
  checkoutUrl: z.string().optional(),
});
export type CreateDepositResponse = z.infer<typeof createDepositResponse>;

export const depositListQuery = z.object({
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(DEPOSIT_STATUSES).optional(),
});

export const depositListResponse = pageSchema(depositSchema);
export type DepositList = z.infer<typeof depositListResponse>;

/**
 * `GET /api/deposits/holds`: every amount blocked for the user, whatever blocked it: wallet
 * holds of any kind (a rental deposit, an auction deposit, a withdrawal under review…) and card
 * authorisations (a rental deposit reserved on the card). `reason` names what it is for.
 */
export const HELD_FUND_STATES = ['held', 'authorised', 'released', 'partly_captured', 'captured', 'expired'] as const;
export type HeldFundState = (typeof HELD_FUND_STATES)[number];

export const heldFundSchema = z.object({
  id: z.string(),
  kind: z.enum(['wallet_hold', 'card_authorisation']),
  /** The hold's purpose (`rental_deposit`, `auction`, `withdrawal`…): `deposits:holdReason.<purpose>`. */
  purpose: z.string(),
  /** What it is for, e.g. a booking, with the number people see (order R…) when there is one. */
  ref: z.object({ type: z.string(), id: z.string(), label: z.string().nullable() }).nullable(),
  amountFils: filsSchema,
  capturedFils: filsSchema,
  state: z.enum(HELD_FUND_STATES),
  createdAt: z.string(),
  /** Expected release (wallet hold) or when the card authorisation lapses. */
  releaseAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type HeldFund = z.infer<typeof heldFundSchema>;

export const heldFundsResponse = z.object({ items: z.array(heldFundSchema) });
export type HeldFunds = z.infer<typeof heldFundsResponse>;
