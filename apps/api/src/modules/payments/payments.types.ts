/** What the payments module offers other domains and asks of the ledger: its public vocabulary. */
import type { Language, PaymentFailureReason, PaymentPurpose } from '@souq/shared';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/authz';

/** What the ledger must offer for recharges (LedgerService in modules/wallet implements it). */
export interface RechargeLedger {
  recharge(
    input: {
      userId: string;
      amountFils: bigint;
      idempotencyKey: string;
      ref: { type: string; id: string };
    },
    tx?: Tx,
  ): Promise<unknown>;
  /** A refund to a card waits as a hold on the payer's wallet until the gateway answers. */
  hold(
    input: {
      userId: string;
      amountFils: bigint;
      purpose: string;
      ref: { type: string; id: string };
      idempotencyKey: string;
      metadata?: Record<string, string | number | boolean | null>;
    },
    tx?: Tx,
  ): Promise<{ holdId?: string | null }>;
  release(input: { holdId: string; idempotencyKey: string }, tx?: Tx): Promise<unknown>;
  cardRefunded(input: { holdId: string; idempotencyKey: string }, tx?: Tx): Promise<unknown>;
}

/** The card authorisation that came with a paid checkout, as handed to its purpose's handler. */
export interface PaidAuthorisation {
  id: string;
  status: 'authorised' | 'declined';
  amountFils: bigint;
  expiresAt: Date | null;
}

/** The hold purpose of a refund on its way back to a card. */
export const CARD_REFUND_PURPOSE = 'card_refund';

/** A payment that has just succeeded, as handed to its purpose's handler. */
export interface PaidPayment {
  id: string;
  userId: string;
  purpose: PaymentPurpose;
  /** What was paid for, as given to startCheckout. */
  refType: string;
  refId: string;
  amountFils: bigint;
  currency: 'AED';
  /** The deposit authorised on the same card (asked with `authorise` at checkout), or null. */
  authorisation?: PaidAuthorisation | null;
}

/** A payment that has just failed or been cancelled. */
export interface UnpaidPayment extends PaidPayment {
  status: 'failed' | 'canceled';
  failureReason: PaymentFailureReason | null;
}

/**
 * What a purpose's handler gets: the payment and the webhook's open transaction (use `tx` for
 * every query; socket and notification pushes go through `afterCommit`).
 */
export interface PaymentStep<P> {
  payment: P;
  tx: Tx;
  afterCommit: (fn: () => void) => void;
}

export type SucceededHandler = (step: PaymentStep<PaidPayment>) => Promise<void>;
export type UnpaidHandler = (step: PaymentStep<UnpaidPayment>) => Promise<void>;

export interface StartCheckoutInput {
  actor: Actor;
  purpose: PaymentPurpose;
  /** What is paid for, e.g. { type: 'deposit', id: depositId }. */
  ref: { type: string; id: string };
  amountFils: bigint;
  /** In-app route (starting with `/`) the result page offers next; null for none. */
  resultRoute: string | null;
  /** The caller's idempotency key; the same key with the same request answers the same checkout. */
  idempotencyKey: string;
  /** Line shown on the hosted page; defaults to the purpose's name in `language`. */
  description?: string;
  /** The payer's language for the hosted page. */
  language?: Language;
  /** Also authorise (not charge) this amount on the same card once the payment succeeds. */
  authorise?: { amountFils: bigint; description: string };
}

export interface CheckoutStarted {
  paymentId: string;
  checkoutUrl: string;
}

export type WebhookOutcome =
  | 'applied'
  | 'duplicate'
  | 'ignored'
  | 'already_final'
  | 'unknown_payment'
  | 'session_mismatch'
  | 'amount_mismatch';

export interface WebhookResult {
  outcome: WebhookOutcome;
  eventId: string | null;
  paymentId: string | null;
}
