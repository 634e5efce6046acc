import { createHmac } from 'node:crypto';
import { isLanguage, type Language, type PaymentFailureReason } from '@souq/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { randomToken, safeEqual } from '../../lib/crypto';
import {
  AUTHORISATION_DAYS,
  type AuthorisationResult,
  type AuthoriseInput,
  type CheckoutSession,
  type CreateCheckoutInput,
  type GatewayEvent,
  type GatewayEventType,
  headerValue,
  type PaymentGateway,
  type RefundInput,
  type RefundResult,
  type WebhookHeaders,
  WebhookSignatureError,
} from './gateway.port';
import {
  type SandboxOperationRow,
  type SandboxSessionRow,
  sandboxOperations,
  sandboxSessions,
} from './payments.tables';

const DAY_MS = 86_400_000;

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The sandbox's test cards (digits only). Any other number is refused on the form. */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const;

/** The JSON body the sandbox posts to the webhook. Amounts are fils as a decimal string. */
const sandboxEventBody = z.object({
  id: z.string().min(1),
  type: z.enum(['payment.succeeded', 'payment.failed', 'payment.canceled']),
  created: z.iso.datetime(),
  data: z.object({
    sessionId: z.string().min(1),
    paymentId: z.string().nullable(),
    amountFils: z.string().regex(/^\d+$/),
    currency: z.string(),
    reason: z.enum(['card_declined', 'canceled', 'expired', 'payment_failed']).nullable().optional(),
  }),
});
export type SandboxEventBody = z.infer<typeof sandboxEventBody>;

/** A webhook delivery as it travels: the raw body and the headers carrying its signature. */
export interface SandboxDelivery {
  rawBody: Buffer;
  headers: Record<string, string>;
}

export type SandboxDeliver = (delivery: SandboxDelivery) => Promise<void>;

export type SandboxCardForm = { cardNumber?: string; expiry?: string; cvc?: string };
export type SandboxFormError = 'cardNotAccepted' | 'expiry' | 'cvc';

/** What the hosted page does after a POST: show the form again with an error, or leave. */
export type SandboxSubmitResult =
  | { kind: 'redirect'; url: string }
  | { kind: 'form'; session: SandboxSessionRow; error: SandboxFormError }
  | { kind: 'notFound' };

/**
 * The default gateway: plays an outside card processor inside the app. Its hosted checkout page
 * (GET/POST /pay/sandbox/:sessionId) takes test cards; the outcome reaches the app only as a
 * webhook signed with HMAC-SHA256 over the raw body, exactly like a real provider's would.
 */
export class SandboxGateway implements PaymentGateway {
  readonly provider = 'sandbox' as const;
  private deliver: SandboxDeliver | null = null;

  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      log: FastifyBaseLogger;
      /** PAYMENT_WEBHOOK_SECRET */
      secret: string;
      /** Origin put before /pay/sandbox/… ('' for app-relative URLs). */
      baseUrl: string;
    },
  ) {}

  /** Where the sandbox sends its webhooks: the app's own webhook handler, in process. */
  connect(deliver: SandboxDeliver): void {
    this.deliver = deliver;
  }

  async createCheckout(input: CreateCheckoutInput): Promise<CheckoutSession> {
    const id = `cs_sbx_${randomToken(18)}`;
    await this.deps.db.insert(sandboxSessions).values({
      id,
      paymentId: input.paymentId,
      amountFils: input.amountFils,
      currency: input.currency,
      description: input.description,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      language: input.language ?? null,
      authorisationFils: input.authorisation?.amountFils ?? null,
      createdAt: this.deps.clock.now(),
    });
    const query = input.language ? `?lang=${encodeURIComponent(input.language)}` : '';
    return { sessionId: id, url: `${this.deps.baseUrl}/pay/sandbox/${id}${query}` };
  }

  parseWebhook(rawBody: Buffer, headers: WebhookHeaders): GatewayEvent | null {
    const signature = headerValue(headers, SANDBOX_SIGNATURE_HEADER);
    if (!signature || !safeEqual(signature, this.signature(rawBody))) {
      throw new WebhookSignatureError('sandbox signature does not match');
    }
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new SyntaxError('sandbox webhook body is not JSON');
    }
    const body = sandboxEventBody.parse(json);
    return {
      id: body.id,
      type: body.type,
      sessionId: body.data.sessionId,
      paymentId: body.data.paymentId,
      amountFils: BigInt(body.data.amountFils),
      currency: body.data.currency,
      reason: body.data.reason ?? undefined,
      createdAt: new Date(body.created),
    };
  }

  /**
   * Reserves an amount on the card of a paid session (a test card that paid authorises too; a
   * session that did not pay has no card to reserve on: declined). It lapses after
   * AUTHORISATION_DAYS, like a card network's hold. The same key answers the same authorisation.
   */
  async authorise(input: AuthoriseInput): Promise<AuthorisationResult> {
    const session = await this.getSession(input.sessionId);
    if (session?.status !== 'succeeded') return { status: 'declined', providerRef: null, expiresAt: null };
    const now = this.deps.clock.now();
    await this.deps.db
      .insert(sandboxOperations)
      .values({
        id: `auth_sbx_${randomToken(18)}`,
        kind: 'authorisation',
        sessionId: session.id,
        amountFils: input.amountFils,
        status: 'authorised',
        idempotencyKey: input.idempotencyKey,
        expiresAt: new Date(now.getTime() + AUTHORISATION_DAYS * DAY_MS),
        createdAt: now,
      })
      .onConflictDoNothing({ target: sandboxOperations.idempotencyKey });
    const op = await this.operationByKey(input.idempotencyKey);
    if (op?.kind !== 'authorisation' || op.amountFils !== input.amountFils) {
      throw new Error('sandbox: idempotency key reused for another authorisation');
    }
    return { status: 'authorised', providerRef: op.id, expiresAt: op.expiresAt };
  }

  /** Takes part of an authorisation (once; the rest is released). Refused once it lapsed or was voided. */
  async capture(input: { providerRef: string; amountFils: bigint; idempotencyKey: string }): Promise<void> {
    const op = await this.operation(input.providerRef, 'authorisation');
    if (op.status === 'captured' && op.capturedFils === input.amountFils) return; // a retry
    if (op.status !== 'authorised') throw new Error(`sandbox: authorisation is ${op.status}`);
    if (input.amountFils <= 0n || input.amountFils > op.amountFils) throw new Error('sandbox: capture amount invalid');
    if (op.expiresAt && op.expiresAt.getTime() <= this.deps.clock.now().getTime()) {
      throw new Error('sandbox: authorisation expired');
    }
    await this.deps.db
      .update(sandboxOperations)
      .set({ status: 'captured', capturedFils: input.amountFils })
      .where(and(eq(sandboxOperations.id, op.id), eq(sandboxOperations.status, 'authorised')));
  }

  /** Releases a whole authorisation; voiding a voided or lapsed one does nothing. */
  async voidAuthorisation(input: { providerRef: string; idempotencyKey: string }): Promise<void> {
    const op = await this.operation(input.providerRef, 'authorisation');
    if (op.status === 'voided') return;
    if (op.status !== 'authorised') throw new Error(`sandbox: authorisation is ${op.status}`);
    await this.deps.db
      .update(sandboxOperations)
      .set({ status: 'voided' })
      .where(and(eq(sandboxOperations.id, op.id), eq(sandboxOperations.status, 'authorised')));
  }

  /** Gives part of a paid session back to its card, at once. The same key answers the same refund. */
  async refund(input: RefundInput): Promise<RefundResult> {
    const session = await this.getSession(input.sessionId);
    if (session?.status !== 'succeeded') return { status: 'failed', providerRef: null };
    await this.deps.db
      .insert(sandboxOperations)
      .values({
        id: `re_sbx_${randomToken(18)}`,
        kind: 'refund',
        sessionId: session.id,
        amountFils: input.amountFils,
        status: 'succeeded',
        idempotencyKey: input.idempotencyKey,
        createdAt: this.deps.clock.now(),
      })
      .onConflictDoNothing({ target: sandboxOperations.idempotencyKey });
    const op = await this.operationByKey(input.idempotencyKey);
    if (op?.kind !== 'refund') throw new Error('sandbox: idempotency key reused for another refund');
    return { status: 'succeeded', providerRef: op.id };
  }

  async operationByKey(key: string): Promise<SandboxOperationRow | undefined> {
    const [row] = await this.deps.db.select().from(sandboxOperations).where(eq(sandboxOperations.idempotencyKey, key));
    return row;
  }

  /** The sandbox's operations of a session (tests look at what the "provider" did). */
  async operationsOf(sessionId: string): Promise<SandboxOperationRow[]> {
    return this.deps.db.select().from(sandboxOperations).where(eq(sandboxOperations.sessionId, sessionId));
  }

  private async operation(id: string, kind: string): Promise<SandboxOperationRow> {
    const [row] = await this.deps.db.select().from(sandboxOperations).where(eq(sandboxOperations.id, id));
    if (!row || row.kind !== kind) throw new Error(`sandbox: no ${kind} ${id}`);
    return row;
  }

  /** `sha256=<hex>`: HMAC-SHA256 of the raw body with the webhook secret. */
  signature(rawBody: Buffer): string {
    return `sha256=${createHmac('sha256', this.deps.secret).update(rawBody).digest('hex')}`;
  }

  /** A signed delivery of any event body: what tests use to replay or reorder events. */
  sign(body: SandboxEventBody): SandboxDelivery {
    const rawBody = Buffer.from(JSON.stringify(body), 'utf8');
    return {
      rawBody,
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: this.signature(rawBody) },
    };
  }

  /** A new event (fresh id) about a session, as the sandbox would send it. */
  eventFor(session: SandboxSessionRow, type: GatewayEventType, reason?: PaymentFailureReason): SandboxEventBody {
    return {
      id: `evt_sbx_${randomToken(18)}`,
      type,
      created: this.deps.clock.now().toISOString(),
      data: {
        sessionId: session.id,
        paymentId: session.paymentId,
        amountFils: session.amountFils.toString(),
        currency: session.currency,
        reason: reason ?? null,
      },
    };
  }

  async getSession(id: string): Promise<SandboxSessionRow | null> {
    const [row] = await this.deps.db.select().from(sandboxSessions).where(eq(sandboxSessions.id, id)).limit(1);
    return row ?? null;
  }

  async sessionOfPayment(paymentId: string): Promise<SandboxSessionRow | null> {
    const [row] = await this.deps.db
      .select()
      .from(sandboxSessions)
      .where(eq(sandboxSessions.paymentId, paymentId))
      .limit(1);
    return row ?? null;
  }

  /** The language the hosted page speaks: ?lang=, else the one given at checkout, else the browser's. */
  pageLanguage(session: SandboxSessionRow | null, query: string | undefined, fallback: Language): Language {
    if (isLanguage(query)) return query;
    if (session && isLanguage(session.language)) return session.language;
    return fallback;
  }

  /** The payer pressed Pay (with a card) or Cancel on the hosted page. */
  async submit(sessionId: string, action: 'pay' | 'cancel', form: SandboxCardForm): Promise<SandboxSubmitResult> {
    const session = await this.getSession(sessionId);
    if (!session) return { kind: 'notFound' };
    if (session.status !== 'open') return this.leave(session);

    let next: { status: 'succeeded' | 'declined' | 'canceled'; type: GatewayEventType; reason?: PaymentFailureReason };
    if (action === 'cancel') {
      next = { status: 'canceled', type: 'payment.canceled', reason: 'canceled' };
    } else {
      const error = this.checkCard(form);
      if (error) return { kind: 'form', session, error };
      const digits = (form.cardNumber ?? '').replace(/[\s-]/g, '');
      next =
        digits === SANDBOX_CARDS.succeeds
          ? { status: 'succeeded', type: 'payment.succeeded' }
          : { status: 'declined', type: 'payment.failed', reason: 'card_declined' };
    }

    const event = this.eventFor(session, next.type, next.reason);
    const [done] = await this.deps.db
      .update(sandboxSessions)
      .set({ status: next.status, eventBody: JSON.stringify(event), completedAt: this.deps.clock.now() })
      .where(and(eq(sandboxSessions.id, session.id), eq(sandboxSessions.status, 'open')))
      .returning();
    // Someone else (a double click, another tab) completed it first: follow that outcome.
    return this.leave(done ?? (await this.getSession(session.id)) ?? session);
  }

  /** Sends the session's outcome event if the app has not accepted it yet, then leaves the page. */
  private async leave(session: SandboxSessionRow): Promise<SandboxSubmitResult> {
    await this.redeliver(session);
    return { kind: 'redirect', url: session.status === 'canceled' ? session.cancelUrl : session.successUrl };
  }

  /**
   * Delivers the stored outcome event unless the app already accepted it. A failed delivery is
   * logged and kept; posting the page again (or calling this) retries with the same event id.
   */
  async redeliver(session: SandboxSessionRow): Promise<boolean> {
    if (!session.eventBody || session.deliveredAt) return false;
    if (!this.deliver) throw new Error('sandbox gateway is not connected to a webhook handler');
    const body = sandboxEventBody.parse(JSON.parse(session.eventBody));
    try {
      await this.deliver(this.sign(body));
    } catch (err) {
      this.deps.log.error({ err, sessionId: session.id, eventId: body.id }, 'sandbox webhook delivery failed');
      return false;
    }
    await this.deps.db
      .update(sandboxSessions)
      .set({ deliveredAt: this.deps.clock.now() })
      .where(and(eq(sandboxSessions.id, session.id), isNull(sandboxSessions.deliveredAt)));
    return true;
  }

  /** The stored outcome event of a session, signed again (a replay: same event id). */
  storedDelivery(session: SandboxSessionRow): SandboxDelivery | null {
    if (!session.eventBody) return null;
    return this.sign(sandboxEventBody.parse(JSON.parse(session.eventBody)));
  }

  private checkCard(form: SandboxCardForm): SandboxFormError | null {
    const digits = (form.cardNumber ?? '').replace(/[\s-]/g, '');
    if (digits !== SANDBOX_CARDS.succeeds && digits !== SANDBOX_CARDS.declined) return 'cardNotAccepted';
    const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(form.expiry ?? '');
    const month = Number(expiry?.[1]);
    const yearText = expiry?.[2] ?? '';
    const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
    const now = this.deps.clock.now();
    const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
    if (!expiry || month < 1 || month > 12 || year * 12 + month < current) return 'expiry';
    if (!/^\d{3,4}$/.test((form.cvc ?? '').trim())) return 'cvc';
    return null;
  }
}
