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
}

export interface CheckoutSession {
  sessionId: string;
  /** The hosted checkout page. */
  url: string;
}

export type GatewayEventType = 'payment.succeeded' | 'payment.failed' | 'payment.canceled';

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
  parseWebhook(rawBody: Buffer, headers: WebhookHeaders): GatewayEvent | null;
}

export function headerValue(headers: WebhookHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
