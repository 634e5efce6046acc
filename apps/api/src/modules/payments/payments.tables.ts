import type {
  AuthorisationStatus,
  PaymentFailureReason,
  PaymentProvider,
  PaymentPurpose,
  PaymentStatus,
  RefundStatus,
} from '@souq/shared';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, fils, uuidKey } from '../../db/columns';
import { userRef } from '../users/users.tables';

/**
 * One card payment through a gateway. It stays `pending` until a signed webhook says how it
 * ended; a final status never changes again.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuidKey(),
    userId: userRef('user_id', 'restrict'),
    purpose: text('purpose').$type<PaymentPurpose>().notNull(),
    /** What is paid for, e.g. `wallet`/<userId>, `deposit`/<depositId>. */
    refType: text('ref_type').notNull(),
    refId: text('ref_id').notNull(),
    amountFils: fils('amount_fils').notNull(),
    currency: text('currency').$type<'AED'>().notNull().default('AED'),
    method: text('method').$type<'card'>().notNull().default('card'),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    providerSessionId: text('provider_session_id'),
    checkoutUrl: text('checkout_url'),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    /** In-app route the result page offers next. */
    resultRoute: text('result_route'),
    failureReason: text('failure_reason').$type<PaymentFailureReason>(),
    /**
     * A deposit to authorise (not charge) on the same card once this payment succeeds; the
     * hosted page shows it beside the charge (docs/decisions/0010-card-authorisations.md).
     */
    authoriseFils: fils('authorise_fils'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** sha256 of what was asked; the same key with another request answers IDEMPOTENCY_CONFLICT. */
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
    completedAt: at('completed_at'),
  },
  (t) => [
    uniqueIndex('payments_user_idempotency_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('payments_provider_session_key').on(t.provider, t.providerSessionId),
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_status_idx').on(t.status, t.createdAt),
    check('payments_amount_positive', sql`${t.amountFils} > 0`),
    check('payments_status_valid', sql`${t.status} in ('pending', 'succeeded', 'failed', 'canceled')`),
    check('payments_purpose_valid', sql`${t.purpose} in ('recharge', 'deposit', 'vip', 'order', 'rental', 'deal')`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;

/**
 * Every verified webhook event, stored once: the unique (provider, event id) makes a replayed
 * or duplicated delivery a no-op.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuidKey(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    eventId: text('event_id').notNull(),
    /** payment.succeeded | payment.failed | payment.canceled */
    type: text('type').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    amountFils: fils('amount_fils'),
    /** What the event did: applied, ignored (payment already final), unknown_payment, amount_mismatch… */
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
    processedAt: at('processed_at'),
  },
  (t) => [
    uniqueIndex('payment_events_provider_event_key').on(t.provider, t.eventId),
    index('payment_events_payment_idx').on(t.paymentId),
    index('payment_events_type_received_idx').on(t.type, t.receivedAt),
  ],
);

export type PaymentEventRow = typeof paymentEvents.$inferSelect;

/**
 * The sandbox gateway's own state (it plays the outside provider): one hosted checkout session
 * and the events it sent, so they can be retried and replayed.
 */
export const sandboxSessions = pgTable(
  'sandbox_sessions',
  {
    id: text('id').primaryKey(),
    paymentId: uuid('payment_id').notNull(),
    amountFils: fils('amount_fils').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    language: text('language'),
    /** A deposit authorised (not charged) on the same card, shown on the hosted page. */
    authorisationFils: fils('authorisation_fils'),
    /** open | succeeded | declined | canceled */
    status: text('status').notNull().default('open'),
    /** The webhook body (JSON) of the outcome, kept for redelivery until the app accepted it. */
    eventBody: text('event_body'),
    deliveredAt: at('delivered_at'),
    createdAt: createdAt(),
    completedAt: at('completed_at'),
  },
  (t) => [index('sandbox_sessions_payment_idx').on(t.paymentId)],
);

export type SandboxSessionRow = typeof sandboxSessions.$inferSelect;

/**
 * Money reserved on a card, not charged (a rental deposit). The gateway holds it until it is
 * captured (in part) or voided, or it lapses at `expires_at`; the sweeper renews it before that.
 * captured + released never exceed the amount; once settled they equal it.
 */
export const cardAuthorisations = pgTable(
  'card_authorisations',
  {
    id: uuidKey(),
    userId: userRef('user_id', 'restrict'),
    /** The card payment whose card it is on. */
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    providerRef: text('provider_ref'),
    /** What it secures: `rental_deposit`. */
    purpose: text('purpose').notNull(),
    refType: text('ref_type').notNull(),
    refId: text('ref_id').notNull(),
    amountFils: fils('amount_fils').notNull(),
    capturedFils: fils('captured_fils').notNull().default(sql`0`),
    releasedFils: fils('released_fils').notNull().default(sql`0`),
    status: text('status').$type<AuthorisationStatus>().notNull(),
    /** The authorisation this one renewed (voided once this one holds). */
    renewsId: uuid('renews_id'),
    expiresAt: at('expires_at'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    uniqueIndex('card_authorisations_key').on(t.idempotencyKey),
    index('card_authorisations_user_idx').on(t.userId, t.createdAt.desc()),
    index('card_authorisations_ref_idx').on(t.refType, t.refId),
    index('card_authorisations_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('authorised', 'capture_pending', 'void_pending')`),
    check('card_authorisations_amount_positive', sql`${t.amountFils} > 0`),
    check(
      'card_authorisations_money_valid',
      sql`${t.capturedFils} >= 0 and ${t.releasedFils} >= 0 and ${t.capturedFils} + ${t.releasedFils} <= ${t.amountFils}`,
    ),
    check(
      'card_authorisations_status_valid',
      sql`${t.status} in ('authorised', 'capture_pending', 'void_pending', 'captured', 'voided', 'expired', 'declined')`,
    ),
  ],
);

export type CardAuthorisationRow = typeof cardAuthorisations.$inferSelect;

/**
 * A refund of (part of) a card payment back to that card. `pending` until the gateway says it
 * went through (at once, or by a webhook); the amount waits as a hold on the payer's wallet
 * (`hold_id`) meanwhile: captured to the gateway on success, released to the wallet on failure.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuidKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    userId: userRef('user_id', 'restrict'),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    providerRef: text('provider_ref'),
    amountFils: fils('amount_fils').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    refType: text('ref_type').notNull(),
    refId: text('ref_id').notNull(),
    holdId: uuid('hold_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    completedAt: at('completed_at'),
  },
  (t) => [
    uniqueIndex('payment_refunds_key').on(t.idempotencyKey),
    index('payment_refunds_ref_idx').on(t.refType, t.refId),
    index('payment_refunds_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('payment_refunds_amount_positive', sql`${t.amountFils} > 0`),
    check('payment_refunds_status_valid', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;

/**
 * The sandbox gateway's own record of authorisations and refunds (it plays the outside
 * provider): one row per operation, the caller's idempotency key unique.
 */
export const sandboxOperations = pgTable(
  'sandbox_operations',
  {
    id: text('id').primaryKey(),
    /** authorisation | refund */
    kind: text('kind').notNull(),
    sessionId: text('session_id').notNull(),
    amountFils: fils('amount_fils').notNull(),
    capturedFils: fils('captured_fils').notNull().default(sql`0`),
    /** authorised | captured | voided (authorisations); succeeded (refunds) */
    status: text('status').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    expiresAt: at('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sandbox_operations_key').on(t.idempotencyKey)],
);

export type SandboxOperationRow = typeof sandboxOperations.$inferSelect;
