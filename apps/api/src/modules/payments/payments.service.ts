import {
  filsToDecimalString,
  hasForbiddenCharacters,
  type Language,
  MAX_AMOUNT_FILS,
  type Payment,
  type PaymentFailureReason,
  type PaymentProvider,
  type PaymentPurpose,
} from '@souq/shared';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import type { Actor } from '../../lib/authz';
import { requireOwnerOrAdmin } from '../../lib/authz';
import { hmac } from '../../lib/crypto';
import { AppError, notFound } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { requestHash } from '../../lib/idempotency';
import { inTransaction } from '../../lib/transaction';
import type { NotificationsService } from '../notifications/notifications.service';
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

export type { CardAuthorisationRow, PaymentRefundRow };

/** What the ledger must offer for recharges (LedgerService in modules/wallet implements it). */
export interface RechargeLedger {
  recharge(input: {
    userId: string;
    amountFils: bigint;
    idempotencyKey: string;
    ref: { type: string; id: string };
    tx?: Tx;
  }): Promise<unknown>;
  /** A refund to a card waits as a hold on the payer's wallet until the gateway answers. */
  hold(input: {
    userId: string;
    amountFils: bigint;
    purpose: string;
    ref: { type: string; id: string };
    idempotencyKey: string;
    metadata?: Record<string, string | number | boolean | null>;
    tx?: Tx;
  }): Promise<{ holdId?: string | null }>;
  release(input: { holdId: string; idempotencyKey: string; tx?: Tx }): Promise<unknown>;
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
/** How long before an authorisation lapses the sweeper renews it. */
const RENEW_MARGIN_MS = 86_400_000;

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
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
export class PaymentsService {
  private readonly gateways = new Map<PaymentProvider, PaymentGateway>();
  private readonly succeeded = new Map<PaymentPurpose, SucceededHandler>();
  private readonly unpaid = new Map<PaymentPurpose, UnpaidHandler>();
  /** The built-in sandbox when PAYMENT_PROVIDER=sandbox (its hosted page is served by this app). */
  readonly sandbox: SandboxGateway | null;
  private readonly baseUrl: string;

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: { ledger: RechargeLedger; notifications: NotificationsService },
  ) {
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
      await this.deps.ledger.recharge({
        userId: payment.userId,
        amountFils: payment.amountFils,
        idempotencyKey: `payment:${payment.id}`,
        ref: { type: 'payment', id: payment.id },
        tx,
      });
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

  // ---- card authorisations ----------------------------------------------------------------

  async authorisation(id: string, db: DbOrTx = this.ctx.db): Promise<CardAuthorisationRow | undefined> {
    return paymentsRepository.authorisationById(db, id);
  }

  async authorisationsByIds(ids: string[]): Promise<CardAuthorisationRow[]> {
    return paymentsRepository.authorisationsByIds(this.ctx.db, ids);
  }

  /** Every card authorisation of a user (the deposits page), newest first. */
  async authorisationsOf(userId: string): Promise<CardAuthorisationRow[]> {
    return paymentsRepository.authorisationsOfUser(this.ctx.db, userId);
  }

  /**
   * Decides, inside the caller's transaction, how an authorisation ends: `captureFils` taken (0:
   * nothing, the whole is released). captured + released = authorised, always. The gateway is
   * asked after commit (`flushAuthorisation`); the sweeper asks again if that call is lost.
   * Settling one already settled answers it as it is.
   */
  async settleAuthorisation(tx: Tx, id: string, captureFils: bigint): Promise<CardAuthorisationRow> {
    const row = await paymentsRepository.authorisationById(tx, id, true);
    if (!row) throw new Error(`no card authorisation ${id}`);
    if (row.status !== 'authorised') return row;
    if (captureFils < 0n || captureFils > row.amountFils) throw new Error('capture beyond the authorisation');
    const settled = await paymentsRepository.updateAuthorisation(tx, id, ['authorised'], {
      status: captureFils > 0n ? 'capture_pending' : 'void_pending',
      capturedFils: captureFils,
      releasedFils: row.amountFils - captureFils,
    });
    return settled ?? row;
  }

  /** Asks the gateway to carry out a decided settlement; false when it could not (retried later). */
  async flushAuthorisation(id: string): Promise<boolean> {
    const row = await paymentsRepository.authorisationById(this.ctx.db, id);
    if (!row || (row.status !== 'capture_pending' && row.status !== 'void_pending')) return true;
    const gateway = this.gateways.get(row.provider);
    if (!gateway || !row.providerRef) return false;
    try {
      if (row.status === 'capture_pending') {
        await gateway.capture({
          providerRef: row.providerRef,
          amountFils: row.capturedFils,
          idempotencyKey: `capture:${row.id}`,
        });
      } else {
        await gateway.voidAuthorisation({ providerRef: row.providerRef, idempotencyKey: `void:${row.id}` });
      }
    } catch (err) {
      this.ctx.log.error({ err, authorisationId: row.id, status: row.status }, 'card authorisation not settled yet');
      return false;
    }
    await paymentsRepository.updateAuthorisation(this.ctx.db, id, [row.status], {
      status: row.status === 'capture_pending' ? 'captured' : 'voided',
      resolvedAt: this.ctx.clock.now(),
    });
    return true;
  }

  /**
   * Renews an authorisation before it lapses: a new one on the same card (key `renew:<old id>`,
   * so two sweepers get the same), then the old one voided. `swap` runs in the same transaction
   * and moves the owner's pointer (true also when it points to the new one already: a twin
   * sweeper swapped first; false: the owner no longer needs it, so the new one is voided instead). Answers the new row, or null when the card declined (the old one stays until it
   * lapses; the caller falls back).
   */
  async renewAuthorisation(
    id: string,
    swap: (tx: Tx, fresh: CardAuthorisationRow) => Promise<boolean>,
  ): Promise<CardAuthorisationRow | null> {
    const old = await paymentsRepository.authorisationById(this.ctx.db, id);
    if (old?.status !== 'authorised') return null;
    const key = `renew:${old.id}`;
    const known = await paymentsRepository.authorisationByKey(this.ctx.db, key);
    if (known) return known.status === 'declined' ? null : known;
    const payment = await paymentsRepository.byId(this.ctx.db, old.paymentId);
    const gateway = this.gateways.get(old.provider);
    if (!payment?.providerSessionId || !gateway) return null;
    const result = await gateway.authorise({
      authorisationId: old.id,
      sessionId: payment.providerSessionId,
      amountFils: old.amountFils,
      currency: 'AED',
      description: translate('en', 'payments:authorisation.description'),
      idempotencyKey: key,
    });
    const now = this.ctx.clock.now();
    const fresh = await inTransaction(this.ctx.db, async (tx) => {
      const row =
        (await paymentsRepository.insertAuthorisation(tx, {
          userId: old.userId,
          paymentId: old.paymentId,
          provider: old.provider,
          providerRef: result.providerRef,
          purpose: old.purpose,
          refType: old.refType,
          refId: old.refId,
          amountFils: old.amountFils,
          status: result.status,
          renewsId: old.id,
          expiresAt: result.expiresAt,
          idempotencyKey: key,
          createdAt: now,
          resolvedAt: result.status === 'declined' ? now : null,
        })) ?? (await paymentsRepository.authorisationByKey(tx, key));
      if (row?.status !== 'authorised') return { row, voided: null };
      await paymentsRepository.authorisationById(tx, old.id, true);
      const keep = await swap(tx, row);
      // The one no longer needed is released in full: the old one once replaced, else the new one.
      const drop = keep ? old : row;
      await paymentsRepository.updateAuthorisation(tx, drop.id, ['authorised'], {
        status: 'void_pending',
        releasedFils: drop.amountFils,
      });
      return { row: keep ? row : null, voided: drop.id };
    });
    if (fresh.voided) await this.flushAuthorisation(fresh.voided);
    return fresh.row?.status === 'authorised' ? fresh.row : null;
  }

  /** An authorisation that lapsed unrenewed: nothing can be captured from it any more. */
  async markExpired(id: string): Promise<void> {
    const row = await paymentsRepository.authorisationById(this.ctx.db, id);
    if (!row) return;
    await paymentsRepository.updateAuthorisation(this.ctx.db, id, ['authorised'], {
      status: 'expired',
      releasedFils: row.amountFils,
      resolvedAt: this.ctx.clock.now(),
    });
  }

  /** Open authorisations that lapse within the renewal margin (the rental sweeper renews them). */
  async authorisationsDueForRenewal(now: Date, limit = 50): Promise<CardAuthorisationRow[]> {
    return paymentsRepository.authorisationsExpiringBefore(
      this.ctx.db,
      new Date(now.getTime() + RENEW_MARGIN_MS),
      limit,
    );
  }

  // ---- refunds to the card ----------------------------------------------------------------

  /**
   * Inside the caller's transaction: a refund of `amountFils` of a card payment back to its card.
   * The amount must be in the payer's available balance (the caller refunded it there): it is held
   * (`card_refund`) until the gateway answers, so it can be neither spent nor refunded twice. The
   * key makes a retried step answer the same refund. The gateway is asked after commit (`flushRefund`).
   */
  async refundToCard(
    tx: Tx,
    input: { paymentId: string; amountFils: bigint; ref: { type: string; id: string }; idempotencyKey: string },
  ): Promise<PaymentRefundRow> {
    const known = await paymentsRepository.refundByKey(tx, input.idempotencyKey);
    if (known) return known;
    const payment = await paymentsRepository.byId(tx, input.paymentId);
    if (payment?.status !== 'succeeded') throw new AppError('INVALID_STATE');
    if (input.amountFils <= 0n || input.amountFils > payment.amountFils) throw new AppError('AMOUNT_INVALID');
    const inserted = await paymentsRepository.insertRefund(tx, {
      paymentId: payment.id,
      userId: payment.userId,
      provider: payment.provider,
      amountFils: input.amountFils,
      status: 'pending',
      refType: input.ref.type,
      refId: input.ref.id,
      idempotencyKey: input.idempotencyKey,
      createdAt: this.ctx.clock.now(),
    });
    if (!inserted) throw new AppError('CONFLICT_RETRY');
    const hold = await this.deps.ledger.hold({
      userId: payment.userId,
      amountFils: input.amountFils,
      purpose: CARD_REFUND_PURPOSE,
      ref: input.ref,
      idempotencyKey: `card-refund:${inserted.id}:hold`,
      tx,
    });
    return (await paymentsRepository.updateRefund(tx, inserted.id, { holdId: hold.holdId ?? null })) ?? inserted;
  }

  async refundsOf(refType: string, refIds: string[]): Promise<PaymentRefundRow[]> {
    return paymentsRepository.refundsOfRefs(this.ctx.db, refType, refIds);
  }

  /** Asks the gateway for a pending refund and records a final answer; false when it could not be asked. */
  async flushRefund(id: string): Promise<boolean> {
    const row = await paymentsRepository.refundById(this.ctx.db, id);
    if (row?.status !== 'pending') return true;
    if (row.providerRef) return true; // asked already: the webhook tells the outcome
    const payment = await paymentsRepository.byId(this.ctx.db, row.paymentId);
    const gateway = this.gateways.get(row.provider);
    if (!payment?.providerSessionId || !gateway) return false;
    let answer: { status: 'pending' | 'succeeded' | 'failed'; providerRef: string | null };
    try {
      answer = await gateway.refund({
        refundId: row.id,
        sessionId: payment.providerSessionId,
        amountFils: row.amountFils,
        idempotencyKey: `refund:${row.id}`,
      });
    } catch (err) {
      this.ctx.log.error({ err, refundId: row.id }, 'refund not sent to the gateway yet');
      return false;
    }
    if (answer.status === 'pending') {
      await paymentsRepository.updateRefund(this.ctx.db, row.id, { providerRef: answer.providerRef });
      return true;
    }
    await this.finishRefund(row.id, answer.status, answer.providerRef);
    return true;
  }

  /** A refund's final answer: the held amount leaves to the card, or (failed) goes back to available. */
  private async finishRefund(id: string, status: 'succeeded' | 'failed', providerRef: string | null): Promise<void> {
    await inTransaction(this.ctx.db, async (tx, afterCommit) => {
      const row = await paymentsRepository.refundById(tx, id, true);
      if (row?.status !== 'pending') return;
      if (row.holdId) {
        if (status === 'succeeded') {
          await this.deps.ledger.cardRefunded({ holdId: row.holdId, idempotencyKey: `card-refund:${row.id}:sent` }, tx);
        } else {
          await this.deps.ledger.release({ holdId: row.holdId, idempotencyKey: `card-refund:${row.id}:failed`, tx });
        }
      }
      await paymentsRepository.updateRefund(tx, row.id, {
        status,
        providerRef: providerRef ?? row.providerRef,
        completedAt: this.ctx.clock.now(),
        failureReason: status === 'failed' ? 'gateway' : null,
      });
      await this.deps.notifications.notify(
        {
          userId: row.userId,
          type: status === 'succeeded' ? 'payment.refunded' : 'payment.refundFailed',
          titleKey: `notifications:${status === 'succeeded' ? 'cardRefunded' : 'cardRefundFailed'}.title`,
          params: { amount: filsToDecimalString(row.amountFils) },
          route: row.refType === 'booking' ? `/me/rentals/${row.refId}` : '/wallet',
        },
        { tx, afterCommit },
      );
    });
  }

  /** A refund's later outcome from the gateway's webhook: stored once, applied once. */
  private async applyRefundEvent(
    provider: PaymentProvider,
    event: GatewayRefundEvent,
    rawBody: Buffer,
  ): Promise<WebhookResult> {
    if (badText(event.id) || badText(event.providerRef) || (event.refundId !== null && !UUID.test(event.refundId))) {
      throw new AppError('BAD_REQUEST');
    }
    const claimed = await paymentsRepository.claimEvent(this.ctx.db, {
      provider,
      eventId: event.id,
      type: event.type,
      amountFils: null,
      outcome: 'received',
      payload: { raw: rawBody.toString('base64') },
      receivedAt: this.ctx.clock.now(),
    });
    if (!claimed) return { outcome: 'duplicate', eventId: event.id, paymentId: null };
    const row =
      (event.refundId ? await paymentsRepository.refundById(this.ctx.db, event.refundId) : undefined) ??
      (await paymentsRepository.refundByProviderRef(this.ctx.db, event.providerRef));
    if (row)
      await this.finishRefund(row.id, event.type === 'refund.succeeded' ? 'succeeded' : 'failed', event.providerRef);
    await paymentsRepository.finishEvent(this.ctx.db, claimed.id, {
      outcome: row ? 'applied' : 'unknown_payment',
      paymentId: row?.paymentId ?? null,
      processedAt: this.ctx.clock.now(),
    });
    return { outcome: row ? 'applied' : 'unknown_payment', eventId: event.id, paymentId: row?.paymentId ?? null };
  }

  /**
   * The card sweep: settlements and refunds the gateway did not confirm (a crash or an outage
   * between commit and the call) are asked again; idempotency keys make a repeat harmless.
   */
  async sweepCard(now: Date = this.ctx.clock.now()): Promise<{ settled: number; refunds: number }> {
    let settled = 0;
    for (const row of await paymentsRepository.unsettledAuthorisations(this.ctx.db, 50)) {
      if (await this.flushAuthorisation(row.id)) settled += 1;
    }
    let refunds = 0;
    for (const row of await paymentsRepository.pendingRefunds(this.ctx.db, now, 50)) {
      if (!row.providerRef && (await this.flushRefund(row.id))) refunds += 1;
    }
    return { settled, refunds };
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

const EVENT_TEXT_MAX = 255;

function badText(value: string): boolean {
  return value.length === 0 || value.length > EVENT_TEXT_MAX || hasForbiddenCharacters(value);
}

/**
 * What makes a verified event unusable, or null: an amount outside 0..MAX_AMOUNT_FILS (it could
 * be neither stored nor compared with a payment), a payment id that is not one of ours (a UUID),
 * ids or a currency that are not plain text, or an impossible time.
 */
export function eventProblem(event: GatewayEvent): string | null {
  if (event.amountFils !== null && (event.amountFils < 0n || event.amountFils > MAX_AMOUNT_FILS)) return 'amount';
  if (event.paymentId !== null && !UUID.test(event.paymentId)) return 'paymentId';
  if (badText(event.id)) return 'id';
  if (badText(event.sessionId)) return 'sessionId';
  if (event.currency !== undefined && badText(event.currency)) return 'currency';
  if (Number.isNaN(event.createdAt.getTime())) return 'createdAt';
  return null;
}

/** Whether jsonb takes the value safely: no NUL, other control character or lone surrogate in any string or key. */
function jsonStorable(value: unknown): boolean {
  if (typeof value === 'string') return !hasForbiddenCharacters(value, true);
  if (Array.isArray(value)) return value.every(jsonStorable);
  if (value && typeof value === 'object') {
    return Object.entries(value).every(([k, v]) => jsonStorable(k) && jsonStorable(v));
  }
  return true;
}
