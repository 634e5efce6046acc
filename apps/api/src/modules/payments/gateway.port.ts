import type { Language, PaymentFailureReason, PaymentProvider } from '@souq/shared';

export interface CreateCheckoutInput {
  paymentId: string;
  amountFils: bigint;
  currency: 'AED';
  /** One line the payer sees on the hosted page. */
  description: string;
  /** Absolute or app-relative URLs the hosted page sends the browser back to. */
  successUrl: string;
  cancelUrl: string;
  /** The payer's language, when the gateway can show its page in it. */
  language?: Language;
  /**
   * A deposit the payer agrees to have authorised (reserved, not charged) on the same card once
   * the payment succeeds; the hosted page shows it beside the charge, and the card is kept for it.
   */
  authorisation?: { amountFils: bigint };
}

export interface AuthoriseInput {
  /** Our card_authorisations id (goes into the provider's metadata). */
  authorisationId: string;
  /** The succeeded checkout whose card is authorised. */
  sessionId: string;
  amountFils: bigint;
  currency: 'AED';
  description: string;
  /** The same key answers the same authorisation (a retried webhook never reserves twice). */
  idempotencyKey: string;
}

export interface AuthorisationResult {
  status: 'authorised' | 'declined';
  /** The provider's id of the authorisation (Stripe: the PaymentIntent). */
  providerRef: string | null;
  /** When the card network lets it lapse (Stripe: capture_before; else the usual 7 days). */
  expiresAt: Date | null;
}

export interface RefundInput {
  /** Our payment_refunds id (goes into the provider's metadata, comes back in its webhooks). */
  refundId: string;
  /** The checkout whose charge is refunded. */
  sessionId: string;
  amountFils: bigint;
  idempotencyKey: string;
}

export interface RefundResult {
  status: 'pending' | 'succeeded' | 'failed';
  providerRef: string | null;
}

export interface CheckoutSession {
  sessionId: string;
  /** The hosted checkout page. */
  url: string;
}

export type GatewayEventType = 'payment.succeeded' | 'payment.failed' | 'payment.canceled';

/** The later outcome of a refund the gateway answered `pending`. */
export interface GatewayRefundEvent {
  id: string;
  type: 'refund.succeeded' | 'refund.failed';
  /** Our payment_refunds id, as given to refund (null when the provider did not send it back). */
  refundId: string | null;
  providerRef: string;
  createdAt: Date;
}

/** A verified webhook event, mapped from the provider's own format. */
export interface GatewayEvent {
  /** The provider's event id: the same id delivered twice is the same event. */
  id: string;
  type: GatewayEventType;
  sessionId: string;
  /** Our payment id, as given to createCheckout (null when the provider did not send it back). */
  paymentId: string | null;
  /** What the provider says it charged, in fils (null when it did not say). */
  amountFils: bigint | null;
  /** ISO code of that amount, when the provider said (AED). */
  currency?: string;
  /** Why a failed or canceled payment ended, when the provider said. */
  reason?: PaymentFailureReason;
  createdAt: Date;
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export class WebhookSignatureError extends Error {}

/**
 * The payment gateway port: the sandbox (default, offline) and Stripe implement it. Webhooks
 * carry the outcome; a redirect from the hosted page never decides anything.
 */
export interface PaymentGateway {
  readonly provider: PaymentProvider;
  createCheckout(input: CreateCheckoutInput): Promise<CheckoutSession>;
  /**
   * Verifies the signature over the raw body and maps the event. Throws WebhookSignatureError
   * on a bad or missing signature; returns null for a genuine event that is not about the
   * outcome of a payment (the provider sends many kinds).
   */
  parseWebhook(rawBody: Buffer, headers: WebhookHeaders): GatewayEvent | GatewayRefundEvent | null;
  /** Reserves an amount on the card of a succeeded checkout; nothing is charged. */
  authorise(input: AuthoriseInput): Promise<AuthorisationResult>;
  /** Takes `amountFils` (at most the authorised amount) of an authorisation; the rest is released. */
  capture(input: { providerRef: string; amountFils: bigint; idempotencyKey: string }): Promise<void>;
  /** Releases a whole authorisation (nothing taken). */
  voidAuthorisation(input: { providerRef: string; idempotencyKey: string }): Promise<void>;
  /** Gives (part of) a checkout's charge back to its card. */
  refund(input: RefundInput): Promise<RefundResult>;
}

export function isRefundEvent(event: GatewayEvent | GatewayRefundEvent): event is GatewayRefundEvent {
  return event.type === 'refund.succeeded' || event.type === 'refund.failed';
}

/** The usual lapse of a card authorisation when the provider does not say (card networks: 7 days). */
export const AUTHORISATION_DAYS = 7;

export function headerValue(headers: WebhookHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
