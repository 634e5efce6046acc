import type { PaymentFailureReason, PaymentProvider, PaymentPurpose, PaymentStatus } from '@souq/shared';
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/**
 * One card payment through a gateway. It stays `pending` until a signed webhook says how it
 * ended; a final status never changes again.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    purpose: text('purpose').$type<PaymentPurpose>().notNull(),
    /** What is paid for, e.g. `wallet`/<userId>, `deposit`/<depositId>. */
    refType: text('ref_type').notNull(),
    refId: text('ref_id').notNull(),
    amountFils: bigint('amount_fils', { mode: 'bigint' }).notNull(),
    currency: text('currency').$type<'AED'>().notNull().default('AED'),
    method: text('method').$type<'card'>().notNull().default('card'),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    providerSessionId: text('provider_session_id'),
    checkoutUrl: text('checkout_url'),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    /** In-app route the result page offers next. */
    resultRoute: text('result_route'),
    failureReason: text('failure_reason').$type<PaymentFailureReason>(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** sha256 of what was asked; the same key with another request answers IDEMPOTENCY_CONFLICT. */
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_user_idempotency_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('payments_provider_session_key').on(t.provider, t.providerSessionId),
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_status_idx').on(t.status, t.createdAt),
    check('payments_amount_positive', sql`${t.amountFils} > 0`),
    check('payments_status_valid', sql`${t.status} in ('pending', 'succeeded', 'failed', 'canceled')`),
    check('payments_purpose_valid', sql`${t.purpose} in ('recharge', 'deposit', 'vip', 'order', 'rental')`),
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
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    eventId: text('event_id').notNull(),
    /** payment.succeeded | payment.failed | payment.canceled */
    type: text('type').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    amountFils: bigint('amount_fils', { mode: 'bigint' }),
    /** What the event did: applied, ignored (payment already final), unknown_payment, amount_mismatch… */
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
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
    amountFils: bigint('amount_fils', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    language: text('language'),
    /** open | succeeded | declined | canceled */
    status: text('status').notNull().default('open'),
    /** The webhook body (JSON) of the outcome, kept for redelivery until the app accepted it. */
    eventBody: text('event_body'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('sandbox_sessions_payment_idx').on(t.paymentId)],
);

export type SandboxSessionRow = typeof sandboxSessions.$inferSelect;
