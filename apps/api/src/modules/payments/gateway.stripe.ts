import type { Language } from '@souq/shared';
import Stripe from 'stripe';
import {
  AUTHORISATION_DAYS,
  type AuthorisationResult,
  type AuthoriseInput,
  type CheckoutSession,
  type CreateCheckoutInput,
  type GatewayEvent,
  type GatewayRefundEvent,
  headerValue,
  type PaymentGateway,
  type RefundInput,
  type RefundResult,
  type WebhookHeaders,
  WebhookSignatureError,
} from './gateway.port';

const DAY_MS = 86_400_000;

function safeAmount(fils: bigint): number {
  if (fils <= 0n || fils > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('amount out of range for Stripe');
  return Number(fils);
}

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
    payment_intent_data: {
      metadata: { paymentId: input.paymentId },
      // A deposit is authorised on this card right after (off-session): Stripe keeps the card for it.
      ...(input.authorisation ? { setup_future_usage: 'off_session' as const } : {}),
    },
    ...(input.authorisation ? { customer_creation: 'always' as const } : {}),
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
export function mapStripeEvent(event: Stripe.Event): GatewayEvent | GatewayRefundEvent | null {
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
    case 'refund.updated':
    case 'refund.failed': {
      const refund = event.data.object;
      const type =
        refund.status === 'succeeded' ? 'refund.succeeded' : refund.status === 'failed' ? 'refund.failed' : null;
      if (!type) return null; // still pending
      return {
        id: event.id,
        type,
        refundId: refund.metadata?.refundId ?? null,
        providerRef: refund.id,
        createdAt: new Date(event.created * 1000),
      };
    }
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

  /**
   * A manual-capture PaymentIntent for the amount, off-session on the card the checkout kept
   * (its customer and payment method): reserved, not charged. `capture_before` is when the
   * network lets it lapse (7 days by default; longer for merchants allowed extended holds).
   */
  async authorise(input: AuthoriseInput): Promise<AuthorisationResult> {
    const session = await this.stripe.checkout.sessions.retrieve(input.sessionId, { expand: ['payment_intent'] });
    const paid = session.payment_intent;
    const paymentMethod =
      paid && typeof paid === 'object'
        ? typeof paid.payment_method === 'string'
          ? paid.payment_method
          : (paid.payment_method?.id ?? null)
        : null;
    const customer = typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null);
    if (!paymentMethod || !customer) return { status: 'declined', providerRef: null, expiresAt: null };
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.create(
        {
          amount: safeAmount(input.amountFils),
          currency: input.currency.toLowerCase(),
          capture_method: 'manual',
          customer,
          payment_method: paymentMethod,
          confirm: true,
          off_session: true,
          description: input.description,
          metadata: { authorisationId: input.authorisationId },
          expand: ['latest_charge'],
        },
        { idempotencyKey: input.idempotencyKey },
      );
    } catch (err) {
      if (err instanceof Stripe.errors.StripeCardError)
        return { status: 'declined', providerRef: null, expiresAt: null };
      throw err;
    }
    if (intent.status !== 'requires_capture') return { status: 'declined', providerRef: intent.id, expiresAt: null };
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    const captureBefore = charge?.payment_method_details?.card?.capture_before;
    const expiresAt = captureBefore
      ? new Date(captureBefore * 1000)
      : new Date(intent.created * 1000 + AUTHORISATION_DAYS * DAY_MS);
    return { status: 'authorised', providerRef: intent.id, expiresAt };
  }

  /** Partial capture: `amount_to_capture`; Stripe releases the rest of the authorisation. */
  async capture(input: { providerRef: string; amountFils: bigint; idempotencyKey: string }): Promise<void> {
    await this.stripe.paymentIntents.capture(
      input.providerRef,
      { amount_to_capture: safeAmount(input.amountFils) },
      { idempotencyKey: input.idempotencyKey },
    );
  }

  /** Cancelling an uncaptured PaymentIntent releases the whole authorisation. */
  async voidAuthorisation(input: { providerRef: string; idempotencyKey: string }): Promise<void> {
    await this.stripe.paymentIntents.cancel(
      input.providerRef,
      { cancellation_reason: 'requested_by_customer' },
      { idempotencyKey: input.idempotencyKey },
    );
  }

  /** A refund of the checkout's PaymentIntent; `pending` until Stripe's refund.updated says more. */
  async refund(input: RefundInput): Promise<RefundResult> {
    const session = await this.stripe.checkout.sessions.retrieve(input.sessionId);
    const paymentIntent =
      typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
    if (!paymentIntent) return { status: 'failed', providerRef: null };
    const refund = await this.stripe.refunds.create(
      { payment_intent: paymentIntent, amount: safeAmount(input.amountFils), metadata: { refundId: input.refundId } },
      { idempotencyKey: input.idempotencyKey },
    );
    const status = refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' ? 'failed' : 'pending';
    return { status, providerRef: refund.id };
  }

  parseWebhook(rawBody: Buffer, headers: WebhookHeaders): GatewayEvent | GatewayRefundEvent | null {
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
