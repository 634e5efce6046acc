import {
  filsToDecimalString,
  type Payment,
  type PaymentFailureReason,
  type PaymentProvider,
  type PaymentPurpose,
} from '@souq/shared';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/authz';
import { requireOwnerOrAdmin } from '../../lib/authz';
import { hmac } from '../../lib/crypto';
import { AppError, notFound } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { requestHash } from '../../lib/idempotency';
import { inTransaction } from '../../lib/transaction';
import type { NotificationsService } from '../notifications/notifications.service';
import { CardPayments } from './card-payments';
import {
  type AuthorisationResult,
  type GatewayEvent,
  type GatewayRefundEvent,
  isRefundEvent,
  type PaymentGateway,
  type WebhookHeaders,
  WebhookSignatureError,
} from './gateway.port';
import { SandboxGateway } from './gateway.sandbox';
import { StripeGateway } from './gateway.stripe';
import { paymentsRepository } from './payments.repository';
import type { CardAuthorisationRow, PaymentRefundRow, PaymentRow } from './payments.tables';
import type {
  CheckoutStarted,
  PaidAuthorisation,
  PaidPayment,
  RechargeLedger,
  StartCheckoutInput,
  SucceededHandler,
  UnpaidHandler,
  WebhookOutcome,
  WebhookResult,
} from './payments.types';
import { eventProblem, jsonStorable, UUID } from './webhook-event';

// Other domains import the payments vocabulary from here.
export * from './payments.types';
export { eventProblem } from './webhook-event';
export type { CardAuthorisationRow, PaymentRefundRow };

const IDEMPOTENCY_KEY_MAX = 200;

export function present(row: PaymentRow): Payment {
  return {
    id: row.id,
    purpose: row.purpose,
    status: row.status,
    amountFils: Number(row.amountFils),
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    resultRoute: row.resultRoute,
    failureReason: row.failureReason,
  };
}

/** What a checkout asked for: the same key with another of these is refused. */
function checkoutHash(input: StartCheckoutInput): string {
  return requestHash({
    purpose: input.purpose,
    ref: input.ref,
    amountFils: input.amountFils,
    currency: 'AED',
    resultRoute: input.resultRoute ?? null,
    ...(input.authorise ? { authoriseFils: input.authorise.amountFils } : {}),
  });
}

/** The sandbox's webhook secret: PAYMENT_WEBHOOK_SECRET, else derived from SECRET_KEY. */
export function webhookSecretOf(config: AppContext['config']): string {
  return config.PAYMENT_WEBHOOK_SECRET ?? hmac(config.SECRET_KEY, 'payments:sandbox-webhook-secret');
}

/**
 * Card payments through the gateway port. A payment is created pending with the caller's
 * idempotency key; only a verified webhook moves it to a final status, in one transaction with
 * the wallet credit (every card payment enters through the wallet) and the step of its purpose
 * (a deposit's hold, a VIP charge).
 */
export class PaymentsService extends CardPayments {
  private readonly succeeded = new Map<PaymentPurpose, SucceededHandler>();
  private readonly unpaid = new Map<PaymentPurpose, UnpaidHandler>();
  /** The built-in sandbox when PAYMENT_PROVIDER=sandbox (its hosted page is served by this app). */
  readonly sandbox: SandboxGateway | null;
  private readonly baseUrl: string;

  constructor(ctx: AppContext, deps: { ledger: RechargeLedger; notifications: NotificationsService }) {
    super(ctx, deps);
    const { config } = ctx;
    this.baseUrl = config.PUBLIC_URL?.replace(/\/$/, '') ?? '';
    if (config.PAYMENT_PROVIDER === 'sandbox') {
      this.sandbox = new SandboxGateway({
        db: ctx.db,
        clock: ctx.clock,
        log: ctx.log,
        secret: webhookSecretOf(config),
        baseUrl: this.baseUrl,
      });
      this.sandbox.connect(async ({ rawBody, headers }) => {
        await this.handleWebhook('sandbox', rawBody, headers);
      });
      this.gateways.set('sandbox', this.sandbox);
      if (config.NODE_ENV === 'production') {
        ctx.log.warn('PAYMENT_PROVIDER=sandbox in production: test cards are accepted and no real money moves');
      }
    } else {
      this.sandbox = null;
    }
    if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
      this.gateways.set(
        'stripe',
        new StripeGateway({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET }),
      );
    }
  }

  /** The provider new checkouts go to. */
  get provider(): PaymentProvider {
    return this.ctx.config.PAYMENT_PROVIDER;
  }

  /** Replaces a gateway (tests: a Stripe client with a fake HTTP client). */
  useGateway(gateway: PaymentGateway): void {
    this.gateways.set(gateway.provider, gateway);
  }

  /**
   * Registers the step a domain runs when a payment of its purpose succeeds. It runs inside the
   * webhook's transaction, right after the amount was credited to the payer's wallet (ledger
   * recharge, key `payment:<id>`), so it can hold or charge it from there. Throwing rolls the
   * whole webhook back (nothing credited); the gateway then retries it. A recharge needs none.
   */
  onSucceeded(purpose: PaymentPurpose, handler: SucceededHandler): void {
    if (this.succeeded.has(purpose)) throw new Error(`a succeeded handler for ${purpose} is already registered`);
    this.succeeded.set(purpose, handler);
  }

  /** Optional: the step a domain runs when a payment of its purpose fails or is cancelled. */
  onFailed(purpose: PaymentPurpose, handler: UnpaidHandler): void {
    if (this.unpaid.has(purpose)) throw new Error(`a failed handler for ${purpose} is already registered`);
    this.unpaid.set(purpose, handler);
  }

  /**
   * Creates (or, for a repeated idempotency key, finds) a pending card payment and its hosted
   * checkout. Call it outside any transaction: it talks to the gateway.
   */
  async startCheckout(input: StartCheckoutInput): Promise<CheckoutStarted> {
    const { actor, purpose, ref, amountFils, idempotencyKey } = input;
    if (amountFils <= 0n) throw new AppError('AMOUNT_INVALID');
    if (!idempotencyKey || idempotencyKey.length > IDEMPOTENCY_KEY_MAX) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
    const resultRoute = input.resultRoute ?? null;
    if (resultRoute !== null && !/^\/(?!\/)/.test(resultRoute)) throw new Error('resultRoute must be an in-app path');
    const gateway = this.gateways.get(this.provider);
    if (!gateway) throw new AppError('SERVICE_UNAVAILABLE');

    const hash = checkoutHash(input);
    const db = this.ctx.db;
    let payment =
      (await paymentsRepository.insertIfNew(db, {
        userId: actor.userId,
        purpose,
        refType: ref.type,
        refId: ref.id,
        amountFils,
        currency: 'AED',
        method: 'card',
        provider: gateway.provider,
        status: 'pending',
        resultRoute,
        authoriseFils: input.authorise?.amountFils ?? null,
        idempotencyKey,
        requestHash: hash,
        createdAt: this.ctx.clock.now(),
      })) ?? (await paymentsRepository.byKey(db, actor.userId, idempotencyKey));
    if (!payment) throw new Error('payment vanished after insert');
    if (payment.requestHash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
    if (payment.providerSessionId && payment.checkoutUrl) {
      return { paymentId: payment.id, checkoutUrl: payment.checkoutUrl };
    }

    // New, or an earlier call for this key did not reach the gateway: (re)open the session with
    // the provider the payment was created for.
    const provider = payment.provider;
    const gatewayOfPayment = this.gateways.get(provider);
    if (!gatewayOfPayment) throw new AppError('SERVICE_UNAVAILABLE');
    const returnUrl = `${this.baseUrl}/pay/result/${payment.id}`;
    let session: { sessionId: string; url: string };
    try {
      session = await gatewayOfPayment.createCheckout({
        paymentId: payment.id,
        amountFils,
        currency: 'AED',
        description: input.description ?? translate(input.language ?? 'en', `payments:description.${purpose}`),
        successUrl: returnUrl,
        cancelUrl: returnUrl,
        language: input.language,
        ...(payment.authoriseFils ? { authorisation: { amountFils: payment.authoriseFils } } : {}),
      });
    } catch (err) {
      this.ctx.log.error({ err, paymentId: payment.id, provider }, 'checkout session not created');
      throw new AppError('SERVICE_UNAVAILABLE');
    }
    payment =
      (await paymentsRepository.setSession(db, payment.id, session.sessionId, session.url)) ??
      (await paymentsRepository.byId(db, payment.id));
    if (!payment?.checkoutUrl) throw new Error('payment has no checkout URL');
    return { paymentId: payment.id, checkoutUrl: payment.checkoutUrl };
  }

  /** One payment, for its owner or an admin; anyone else is told it does not exist. */
  async get(actor: Actor, id: string): Promise<Payment> {
    if (!UUID.test(id)) throw notFound();
    const row = await paymentsRepository.byId(this.ctx.db, id);
    if (!row) throw notFound();
    requireOwnerOrAdmin(actor, row.userId);
    return present(row);
  }

  /**
   * A webhook as it arrived: verified over the raw body, then applied once. A bad signature is
   * logged and refused with nothing stored; a known event id answers without doing anything again.
   */
  async handleWebhook(provider: PaymentProvider, rawBody: Buffer, headers: WebhookHeaders): Promise<WebhookResult> {
    const gateway = this.gateways.get(provider);
    if (!gateway) throw new AppError('ROUTE_NOT_FOUND');
    let event: GatewayEvent | GatewayRefundEvent | null;
    try {
      event = gateway.parseWebhook(rawBody, headers);
    } catch (err) {
      if (err instanceof WebhookSignatureError) {
        this.ctx.log.warn({ provider, reason: err.message, bytes: rawBody.length }, 'webhook signature invalid');
        throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      }
      this.ctx.log.warn({ err, provider }, 'webhook body not understood');
      throw new AppError('BAD_REQUEST');
    }
    if (!event) return { outcome: 'ignored', eventId: null, paymentId: null };
    if (isRefundEvent(event)) return this.applyRefundEvent(provider, event, rawBody);
    const problem = eventProblem(event);
    if (problem) {
      // Signed but not something money can follow: refused before anything is stored or moved.
      this.ctx.log.warn({ provider, problem, bytes: rawBody.length }, 'webhook event out of range');
      throw new AppError('BAD_REQUEST');
    }
    let payload: unknown;
    try {
      payload = JSON.parse(rawBody.toString('utf8'));
    } catch {
      payload = null;
    }
    // jsonb refuses NUL and lone surrogates: such a body is kept as its bytes.
    if (payload === null || !jsonStorable(payload)) payload = { raw: rawBody.toString('base64') };
    const authorisation = await this.authoriseFor(gateway, event);
    return this.applyEvent(provider, event, payload, authorisation);
  }

  /**
   * A succeeded checkout that asked for a deposit authorisation: reserve it on the same card now,
   * before the webhook's transaction (a gateway call never runs inside one). The key
   * `authorise:<payment id>` makes a retried or duplicated webhook get the same authorisation.
   */
  private async authoriseFor(
    gateway: PaymentGateway,
    event: GatewayEvent,
  ): Promise<{ result: AuthorisationResult; key: string } | null> {
    if (event.type !== 'payment.succeeded') return null;
    const payment =
      event.paymentId && UUID.test(event.paymentId)
        ? await paymentsRepository.byId(this.ctx.db, event.paymentId)
        : await paymentsRepository.bySession(this.ctx.db, gateway.provider, event.sessionId);
    if (!payment?.authoriseFils || payment.status !== 'pending' || event.amountFils !== payment.amountFils) return null;
    const key = `authorise:${payment.id}`;
    const known = await paymentsRepository.authorisationByKey(this.ctx.db, key);
    if (known) return null;
    try {
      const result = await gateway.authorise({
        authorisationId: payment.id,
        sessionId: event.sessionId,
        amountFils: payment.authoriseFils,
        currency: 'AED',
        description: translate('en', 'payments:authorisation.description'),
        idempotencyKey: key,
      });
      return { result, key };
    } catch (err) {
      // The gateway could not be asked: the webhook fails and is delivered again.
      this.ctx.log.error({ err, paymentId: payment.id }, 'deposit authorisation failed');
      throw new AppError('SERVICE_UNAVAILABLE');
    }
  }

  /** Applies a verified event in one transaction: event stored, status moved, purpose step run. */
  async applyEvent(
    provider: PaymentProvider,
    event: GatewayEvent,
    payload: unknown,
    authorisation: { result: AuthorisationResult; key: string } | null = null,
  ): Promise<WebhookResult> {
    const now = this.ctx.clock.now();
    return inTransaction(this.ctx.db, async (tx, afterCommit) => {
      const claimed = await paymentsRepository.claimEvent(tx, {
        provider,
        eventId: event.id,
        type: event.type,
        amountFils: event.amountFils,
        outcome: 'received',
        payload,
        receivedAt: now,
      });
      if (!claimed) return { outcome: 'duplicate', eventId: event.id, paymentId: event.paymentId };

      const payment =
        event.paymentId && UUID.test(event.paymentId)
          ? await paymentsRepository.byId(tx, event.paymentId, true)
          : await paymentsRepository.bySession(tx, provider, event.sessionId, true);
      const outcome = await this.decide(tx, afterCommit, provider, event, payment, authorisation);
      await paymentsRepository.finishEvent(tx, claimed.id, {
        outcome,
        paymentId: payment?.id ?? null,
        processedAt: now,
      });
      return { outcome, eventId: event.id, paymentId: payment?.id ?? null };
    });
  }

  private async decide(
    tx: Tx,
    afterCommit: (fn: () => void) => void,
    provider: PaymentProvider,
    event: GatewayEvent,
    payment: PaymentRow | undefined,
    authorisation: { result: AuthorisationResult; key: string } | null,
  ): Promise<WebhookOutcome> {
    const log = this.ctx.log;
    if (!payment) {
      log.warn({ provider, eventId: event.id, sessionId: event.sessionId }, 'webhook for an unknown payment');
      return 'unknown_payment';
    }
    if (
      payment.provider !== provider ||
      (payment.providerSessionId !== null && payment.providerSessionId !== event.sessionId)
    ) {
      log.warn({ provider, eventId: event.id, paymentId: payment.id }, 'webhook session does not match the payment');
      return 'session_mismatch';
    }
    if (payment.status !== 'pending') {
      // Out of order or late: a final status never goes back. A success after a failure means the
      // gateway took money we did not book: reconciliation reports it for a person to settle.
      const level = event.type === 'payment.succeeded' && payment.status !== 'succeeded' ? 'error' : 'info';
      log[level]({ eventId: event.id, paymentId: payment.id, status: payment.status, type: event.type }, 'late event');
      return 'already_final';
    }
    const now = this.ctx.clock.now();
    const paid: PaidPayment = {
      id: payment.id,
      userId: payment.userId,
      purpose: payment.purpose,
      refType: payment.refType,
      refId: payment.refId,
      amountFils: payment.amountFils,
      currency: payment.currency,
    };

    if (event.type === 'payment.succeeded') {
      if (event.amountFils !== payment.amountFils || (event.currency ?? 'AED').toUpperCase() !== payment.currency) {
        log.error(
          { eventId: event.id, paymentId: payment.id, charged: event.amountFils?.toString(), currency: event.currency },
          'gateway charged another amount than the payment; nothing credited',
        );
        return 'amount_mismatch';
      }
      await paymentsRepository.finish(tx, payment.id, { status: 'succeeded', failureReason: null, completedAt: now });
      // Card money always enters through the wallet (gateway clearing -> the payer's available
      // balance); a deposit or a VIP purchase then holds or charges it from there.
      await this.deps.ledger.recharge(
        {
          userId: payment.userId,
          amountFils: payment.amountFils,
          idempotencyKey: `payment:${payment.id}`,
          ref: { type: 'payment', id: payment.id },
        },
        tx,
      );
      if (payment.authoriseFils) {
        paid.authorisation = await this.recordAuthorisation(tx, payment, authorisation);
      }
      const handler = this.succeeded.get(payment.purpose);
      if (handler) {
        await handler({ payment: paid, tx, afterCommit });
      } else if (payment.purpose !== 'recharge') {
        log.error(
          { paymentId: payment.id, purpose: payment.purpose },
          'no handler for this purpose; amount left in the wallet',
        );
      }
      if (payment.purpose === 'recharge') {
        await this.notifyOutcome(payment, 'wallet.recharged', 'rechargeSucceeded', tx, afterCommit);
      }
      this.pushStatus(afterCommit, payment.userId, payment.id, 'succeeded');
      return 'applied';
    }

    const status = event.type === 'payment.failed' ? 'failed' : 'canceled';
    const failureReason: PaymentFailureReason = event.reason ?? (status === 'failed' ? 'payment_failed' : 'canceled');
    await paymentsRepository.finish(tx, payment.id, { status, failureReason, completedAt: now });
    await this.unpaid.get(payment.purpose)?.({ payment: { ...paid, status, failureReason }, tx, afterCommit });
    if (status === 'failed') {
      await this.notifyOutcome(payment, 'payment.failed', 'paymentFailed', tx, afterCommit);
    }
    this.pushStatus(afterCommit, payment.userId, payment.id, status);
    return 'applied';
  }

  /** Stores the authorisation that came with a payment (or finds the one a retried delivery stored). */
  private async recordAuthorisation(
    tx: Tx,
    payment: PaymentRow,
    authorisation: { result: AuthorisationResult; key: string } | null,
  ): Promise<PaidAuthorisation | null> {
    const key = `authorise:${payment.id}`;
    const amountFils = payment.authoriseFils ?? 0n;
    let row = await paymentsRepository.authorisationByKey(tx, key);
    if (!row && authorisation) {
      row = await paymentsRepository.insertAuthorisation(tx, {
        userId: payment.userId,
        paymentId: payment.id,
        provider: payment.provider,
        providerRef: authorisation.result.providerRef,
        purpose: 'rental_deposit',
        refType: payment.refType,
        refId: payment.refId,
        amountFils,
        status: authorisation.result.status,
        expiresAt: authorisation.result.expiresAt,
        idempotencyKey: key,
        createdAt: this.ctx.clock.now(),
        resolvedAt: authorisation.result.status === 'declined' ? this.ctx.clock.now() : null,
      });
    }
    if (!row) return null;
    return {
      id: row.id,
      status: row.status === 'declined' ? 'declined' : 'authorised',
      amountFils: row.amountFils,
      expiresAt: row.expiresAt,
    };
  }

  /** Tells the payer how a payment ended; the notification opens its result page. */
  private notifyOutcome(
    payment: { id: string; userId: string; amountFils: bigint },
    type: string,
    titleName: string,
    tx: Tx,
    afterCommit: (fn: () => void) => void,
  ) {
    return this.deps.notifications.notify(
      {
        userId: payment.userId,
        type,
        titleKey: `notifications:${titleName}.title`,
        params: { amount: filsToDecimalString(payment.amountFils), paymentId: payment.id },
        route: `/pay/result/${payment.id}`,
      },
      { tx, afterCommit },
    );
  }

  /** The result page listens for this instead of polling. */
  private pushStatus(afterCommit: (fn: () => void) => void, userId: string, paymentId: string, status: string) {
    afterCommit(() => this.ctx.realtime.toUser(userId, PAYMENT_UPDATED_EVENT, { id: paymentId, status }));
  }
}

/** Socket event to `user:<id>` when one of the user's payments reaches a final status. */
export const PAYMENT_UPDATED_EVENT = 'payment:updated';
