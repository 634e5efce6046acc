import { z } from 'zod';
import { pageSchema } from '../envelope';
import { MAX_AMOUNT_FILS_NUMBER } from '../money';
import { cursorSchema, filsSchema, textSchema } from '../validation';

/**
 * Deals: what follows the hammer of an auction (spec: buyerOrder, sellerOrder, paiMaiOrderDetail,
 * qianhetong, wuliu, songche). The winner's order (invoice lines from the shared fee function,
 * the earnest money as a credit, a payment deadline with a late fee per started day, storage after
 * the collection window), the seller's order (the same lines, the seller fee, the payout), the
 * contract both sign, and the car's pick-up or delivery.
 */
export const DEAL_STATUSES = ['awaiting_payment', 'paid', 'completed', 'defaulted'] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

export const DEAL_ROLES = ['buyer', 'seller'] as const;
export type DealRole = (typeof DEAL_ROLES)[number];

export const DEAL_LINE_KINDS = [
  'hammer',
  'buyerPremium',
  'adminFee',
  'vat',
  'lateFee',
  'storage',
  'deposit',
  'sellerFee',
] as const;
export type DealLineKind = (typeof DEAL_LINE_KINDS)[number];

export const LOGISTICS_MODES = ['pickup', 'delivery'] as const;
export type LogisticsMode = (typeof LOGISTICS_MODES)[number];

/** Staff steps: pick-up is scheduled then picked_up; delivery is scheduled, out_for_delivery, delivered. */
export const LOGISTICS_STEPS = ['scheduled', 'picked_up', 'out_for_delivery', 'delivered'] as const;
export type LogisticsStep = (typeof LOGISTICS_STEPS)[number];

export const DEAL_PAY_METHODS = ['wallet', 'card'] as const;

export const dealLineSchema = z.object({
  kind: z.enum(DEAL_LINE_KINDS),
  /** Signed: a credit (the earnest money, the seller fee on the seller's side) is negative. */
  amountFils: filsSchema,
  /** Days counted (late fee, storage); null for other lines. */
  days: z.number().int().nullable(),
});
export type DealLine = z.infer<typeof dealLineSchema>;

export const logisticsSchema = z.object({
  mode: z.enum(LOGISTICS_MODES).nullable(),
  address: z.string().nullable(),
  scheduledFor: z.string().nullable(),
  steps: z.array(z.object({ step: z.enum(LOGISTICS_STEPS), at: z.string() })),
});
export type Logistics = z.infer<typeof logisticsSchema>;

export const dealSchema = z.object({
  id: z.uuid(),
  lotId: z.uuid(),
  listingId: z.uuid(),
  title: z.string(),
  /** The caller's side; staff see the buyer's lines. */
  role: z.enum(['buyer', 'seller', 'staff']),
  status: z.enum(DEAL_STATUSES),
  /** The winner's invoice: hammer, premium, admin fee, VAT (allInPrice), late fee, storage, the deposit credit. */
  buyerLines: z.array(dealLineSchema),
  /** The buyer's total before the deposit credit (allInPrice's total plus late fee and storage). */
  totalFils: filsSchema,
  depositFils: filsSchema,
  /** What the buyer still pays now, by the server clock. */
  amountDueFils: filsSchema,
  /** The seller's side: hammer and the seller fee; the payout is their sum. */
  sellerLines: z.array(dealLineSchema),
  payoutFils: filsSchema,
  lateFeePerDayFils: filsSchema,
  storagePerDayFils: filsSchema,
  collectionDays: z.number().int(),
  payDeadline: z.string(),
  /** After this an unpaid order defaults (deposit forfeited, bidding suspended). */
  defaultsAt: z.string(),
  paidAt: z.string().nullable(),
  /** Collect by this date (paid + collection days); storage per started day after it. */
  collectBy: z.string().nullable(),
  collectedAt: z.string().nullable(),
  payoutAt: z.string().nullable(),
  defaultedAt: z.string().nullable(),
  /** After a default the car goes back to its seller to be relisted. */
  relisted: z.boolean(),
  checkoutUrl: z.string().nullable(),
  logistics: logisticsSchema,
  contract: z.object({
    buyerSignedAt: z.string().nullable(),
    sellerSignedAt: z.string().nullable(),
  }),
  createdAt: z.string(),
  serverNow: z.string(),
});
export type Deal = z.infer<typeof dealSchema>;

export const dealListQuery = z.object({
  role: z.enum(DEAL_ROLES).default('buyer'),
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const dealPage = pageSchema(dealSchema);
export type DealPage = z.infer<typeof dealPage>;

export const adminDealListQuery = z.object({
  status: z.enum(DEAL_STATUSES).optional(),
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const payDealBody = z.object({
  method: z.enum(DEAL_PAY_METHODS),
  /** The amount the buyer saw; another amount now answers PRICE_CHANGED (409) and the page reloads. */
  expectedAmountFils: z.number().int().min(0).max(MAX_AMOUNT_FILS_NUMBER),
});
export type PayDealBody = z.infer<typeof payDealBody>;

export const payDealResponse = z.object({ deal: dealSchema, checkoutUrl: z.string().nullable() });
export type PayDealResponse = z.infer<typeof payDealResponse>;

export const contractSignatureSchema = z.object({
  role: z.enum(DEAL_ROLES),
  fullName: z.string(),
  language: z.string(),
  signedAt: z.string(),
  /** SHA-256 (hex) of the exact text signed. */
  textHash: z.string(),
});

export const contractQuery = z.object({ lang: z.enum(['en', 'ar', 'zh-CN', 'zh-TW', 'ja', 'fr', 'ru']).optional() });

export const dealContractSchema = z.object({
  dealId: z.uuid(),
  language: z.string(),
  dir: z.enum(['ltr', 'rtl']),
  /** The contract in the reader's language, built from the deal's facts (frozen at the first signature). */
  text: z.string(),
  textHash: z.string(),
  frozen: z.boolean(),
  /** Which side the caller signs as; null for staff. */
  myRole: z.enum(DEAL_ROLES).nullable(),
  signatures: z.array(contractSignatureSchema),
});
export type DealContract = z.infer<typeof dealContractSchema>;

export const signContractBody = z.object({
  fullName: textSchema({ min: 2, max: 120 }),
  agree: z.literal(true, { error: 'validation:required' }),
  /** The hash of the text the signer read (from the contract answer); another text answers CONTRACT_TEXT_CHANGED. */
  textHash: z.string().regex(/^[0-9a-f]{64}$/),
  lang: z.enum(['en', 'ar', 'zh-CN', 'zh-TW', 'ja', 'fr', 'ru']),
});
export type SignContractBody = z.infer<typeof signContractBody>;

export const chooseLogisticsBody = z.object({
  mode: z.enum(LOGISTICS_MODES),
  /** Where to deliver; required for delivery. */
  address: textSchema({ max: 300 }).optional(),
});
export type ChooseLogisticsBody = z.infer<typeof chooseLogisticsBody>;

export const logisticsStepBody = z.object({
  step: z.enum(LOGISTICS_STEPS),
  /** For `scheduled`: when the pick-up or delivery is planned (ISO time). */
  scheduledFor: z.iso.datetime({ offset: true }).optional(),
});
export type LogisticsStepBody = z.infer<typeof logisticsStepBody>;

export const lotDealResponse = z.object({ dealId: z.uuid().nullable() });
