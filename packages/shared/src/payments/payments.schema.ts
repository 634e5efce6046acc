import { z } from 'zod';
import { amountSchema, filsSchema, textSchema } from '../validation';

/** What a payment pays for; each purpose has one handler on the server that runs when it succeeds. */
export const PAYMENT_PURPOSES = ['recharge', 'deposit', 'vip', 'order', 'rental', 'deal'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** `pending` until the gateway confirms; the other three are final and never change again. */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Why a payment did not succeed (`payments:failure.<reason>` on the web):
 * declined card, the payer cancelled, the checkout expired, or the gateway reported a failure.
 */
export const PAYMENT_FAILURE_REASONS = ['card_declined', 'canceled', 'expired', 'payment_failed'] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

/** Recharge amount buttons on the web (AED); any other amount within the limits may be typed. */
export const RECHARGE_PRESETS_AED = [100, 200, 500, 1000, 2000, 5000] as const;
/** Default recharge limits (AED); the server reads RECHARGE_MIN_AED and RECHARGE_MAX_AED from config. */
export const RECHARGE_MIN_AED = 10;
export const RECHARGE_MAX_AED = 100_000;

/** `POST /api/wallet/recharges` (with an `Idempotency-Key` header). */
export const rechargeBody = z.object({
  amount: amountSchema,
  /** Only "AED"; anything else answers CURRENCY_UNSUPPORTED. */
  currency: textSchema({ max: 8 }).optional(),
});
export type RechargeBody = z.infer<typeof rechargeBody>;

/** Where to send the browser to pay: the gateway's hosted checkout page. */
export const checkoutResponse = z.object({
  paymentId: z.uuid(),
  checkoutUrl: z.string(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

/** `GET /api/payments/:id`: what the result page shows. */
export const paymentSchema = z.object({
  id: z.uuid(),
  purpose: z.enum(PAYMENT_PURPOSES),
  status: z.enum(PAYMENT_STATUSES),
  amountFils: filsSchema,
  currency: z.literal('AED'),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** In-app route the result page offers next (e.g. `/wallet`). */
  resultRoute: z.string().nullable(),
  failureReason: z.enum(PAYMENT_FAILURE_REASONS).nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** `:id` of a payment (any string: an unknown one answers 404). */
export const paymentIdParams = z.object({ id: z.string() });

/** What a gateway's webhook is answered: received, and what it did (e.g. `applied`, `duplicate`). */
export const webhookReceivedSchema = z.object({ received: z.literal(true), outcome: z.string() });

/**
 * A card authorisation (docs/decisions/0010-card-authorisations.md): money reserved on the card,
 * not charged. `authorised` while it blocks the amount; at the end part of it may be captured
 * and the rest released. `capture_pending`/`void_pending`: decided, the gateway call is still on
 * its way; `expired`: it lapsed and could not be renewed; `declined`: the card refused it.
 */
export const AUTHORISATION_STATUSES = [
  'authorised',
  'capture_pending',
  'void_pending',
  'captured',
  'voided',
  'expired',
  'declined',
] as const;
export type AuthorisationStatus = (typeof AUTHORISATION_STATUSES)[number];

/** A refund back to the card it came from: `pending` until the gateway confirms it. */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** How a refund travels: back to the card (through the gateway) or into the wallet. */
export const refundSchema = z.object({
  method: z.enum(['card', 'wallet']),
  status: z.enum(REFUND_STATUSES),
  amountFils: filsSchema,
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;
