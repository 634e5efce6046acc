import type { Language } from '@souq/shared';
import Stripe from 'stripe';
import {
  type CheckoutSession,
  type CreateCheckoutInput,
  type GatewayEvent,
  headerValue,
  type PaymentGateway,
  type WebhookHeaders,
  WebhookSignatureError,
} from './gateway.port';

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/** Stripe Checkout has no Arabic page; the browser's language is used then. */
const STRIPE_LOCALES: Record<Language, Stripe.Checkout.SessionCreateParams.Locale> = {
  en: 'en',
  ar: 'auto',
  'zh-CN': 'zh',
  'zh-TW': 'zh-TW',
  ja: 'ja',
  fr: 'fr',
  ru: 'ru',
};

/** Our checkout as a Stripe Checkout Session: one line, AED, amount in fils (AED's minor unit). */
export function toStripeSessionParams(input: CreateCheckoutInput): Stripe.Checkout.SessionCreateParams {
  if (input.amountFils > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('amount too large for Stripe');
  return {
    mode: 'payment',
    client_reference_id: input.paymentId,
    metadata: { paymentId: input.paymentId },
    payment_intent_data: { metadata: { paymentId: input.paymentId } },
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: input.currency.toLowerCase(),
          unit_amount: Number(input.amountFils),
          product_data: { name: input.description },
        },
      },
    ],
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    locale: input.language ? STRIPE_LOCALES[input.language] : 'auto',
  };
}

/**
 * A verified Stripe event as one of ours, or null when it is not the outcome of a Checkout
 * payment. A completed session that is not paid yet (bank debits) waits for its async event.
 */
export function mapStripeEvent(event: Stripe.Event): GatewayEvent | null {
  const base = (session: Stripe.Checkout.Session) => ({
    id: event.id,
    sessionId: session.id,
    paymentId: session.client_reference_id ?? session.metadata?.paymentId ?? null,
    amountFils: session.amount_total === null ? null : BigInt(session.amount_total),
    currency: session.currency?.toUpperCase(),
    createdAt: new Date(event.created * 1000),
  });
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.payment_status !== 'paid') return null;
      return { ...base(session), type: 'payment.succeeded' };
    }
    case 'checkout.session.async_payment_succeeded':
      return { ...base(event.data.object), type: 'payment.succeeded' };
    case 'checkout.session.async_payment_failed':
      return { ...base(event.data.object), type: 'payment.failed', reason: 'payment_failed' };
    case 'checkout.session.expired':
      return { ...base(event.data.object), type: 'payment.canceled', reason: 'expired' };
    default:
      return null;
  }
}

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** Tests pass a fake; production uses Stripe's Node client. */
  httpClient?: Stripe.HttpClient;
}

/** Stripe Checkout: hosted page by Stripe, webhooks verified with Stripe's own library. */
export class StripeGateway implements PaymentGateway {
  readonly provider = 'stripe' as const;
  readonly stripe: Stripe;

  constructor(private readonly options: StripeGatewayOptions) {
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(options.httpClient ? { httpClient: options.httpClient } : {}),
    });
  }

  async createCheckout(input: CreateCheckoutInput): Promise<CheckoutSession> {
    const session = await this.stripe.checkout.sessions.create(toStripeSessionParams(input), {
      // A retried call for the same payment gets the same session back.
      idempotencyKey: `checkout:${input.paymentId}`,
    });
    if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
    return { sessionId: session.id, url: session.url };
  }

  parseWebhook(rawBody: Buffer, headers: WebhookHeaders): GatewayEvent | null {
    const signature = headerValue(headers, STRIPE_SIGNATURE_HEADER);
    if (!signature) throw new WebhookSignatureError('missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.options.webhookSecret);
    } catch (err) {
      if (err instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw new WebhookSignatureError(err.message);
      }
      throw err;
    }
    return mapStripeEvent(event);
  }
}
