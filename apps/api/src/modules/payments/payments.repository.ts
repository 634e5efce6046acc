import type { PaymentProvider } from '@souq/shared';
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  type CardAuthorisationRow,
  cardAuthorisations,
  type PaymentEventRow,
  type PaymentRefundRow,
  type PaymentRow,
  paymentEvents,
  paymentRefunds,
  payments,
} from './payments.tables';

export type NewPayment = typeof payments.$inferInsert;
export type NewPaymentEvent = typeof paymentEvents.$inferInsert;

/** Drizzle queries of payments; no rules. */
export const paymentsRepository = {
  /** Inserts unless the user already used this idempotency key; returns the new row or nothing. */
  async insertIfNew(db: DbOrTx, values: NewPayment): Promise<PaymentRow | undefined> {
    const [row] = await db
      .insert(payments)
      .values(values)
      .onConflictDoNothing({ target: [payments.userId, payments.idempotencyKey] })
      .returning();
    return row;
  },

  async byKey(db: DbOrTx, userId: string, idempotencyKey: string): Promise<PaymentRow | undefined> {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, idempotencyKey)));
    return row;
  },

  async byId(db: DbOrTx, id: string, lock = false): Promise<PaymentRow | undefined> {
    const q = db.select().from(payments).where(eq(payments.id, id));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  async bySession(
    db: DbOrTx,
    provider: PaymentProvider,
    sessionId: string,
    lock = false,
  ): Promise<PaymentRow | undefined> {
    const q = db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerSessionId, sessionId)));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  /** Records the gateway session once; answers the row as it is afterwards. */
  async setSession(db: DbOrTx, id: string, sessionId: string, checkoutUrl: string): Promise<PaymentRow | undefined> {
    const [row] = await db
      .update(payments)
      .set({ providerSessionId: sessionId, checkoutUrl })
      .where(and(eq(payments.id, id), isNull(payments.providerSessionId)))
      .returning();
    return row;
  },

  /** pending -> a final status; nothing when the payment is no longer pending. */
  async finish(
    db: DbOrTx,
    id: string,
    values: Pick<PaymentRow, 'status' | 'failureReason' | 'completedAt'>,
  ): Promise<PaymentRow | undefined> {
    const [row] = await db
      .update(payments)
      .set(values)
      .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
      .returning();
    return row;
  },

  /** Claims an event id; false when it was stored before (a replay or a duplicate delivery). */
  async claimEvent(db: DbOrTx, values: NewPaymentEvent): Promise<PaymentEventRow | undefined> {
    const [row] = await db
      .insert(paymentEvents)
      .values(values)
      .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
      .returning();
    return row;
  },

  async finishEvent(
    db: DbOrTx,
    id: string,
    values: Pick<PaymentEventRow, 'outcome' | 'paymentId' | 'processedAt'>,
  ): Promise<void> {
    await db.update(paymentEvents).set(values).where(eq(paymentEvents.id, id));
  },

  async eventsOf(db: DbOrTx, paymentId: string): Promise<PaymentEventRow[]> {
    return db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, paymentId))
      .orderBy(asc(paymentEvents.receivedAt));
  },

  /** Every succeeded event with its payment (null when the event named no known payment). */
  async succeededEvents(db: DbOrTx) {
    return db
      .select({ event: paymentEvents, payment: payments })
      .from(paymentEvents)
      .leftJoin(payments, eq(payments.id, paymentEvents.paymentId))
      .where(eq(paymentEvents.type, 'payment.succeeded'))
      .orderBy(asc(paymentEvents.receivedAt));
  },

  async byIds(db: DbOrTx, ids: string[]): Promise<PaymentRow[]> {
    if (!ids.length) return [];
    return db.select().from(payments).where(inArray(payments.id, ids));
  },

  // ---- card authorisations ----

  async insertAuthorisation(
    db: DbOrTx,
    values: typeof cardAuthorisations.$inferInsert,
  ): Promise<CardAuthorisationRow | undefined> {
    const [row] = await db
      .insert(cardAuthorisations)
      .values(values)
      .onConflictDoNothing({ target: cardAuthorisations.idempotencyKey })
      .returning();
    return row;
  },

  async authorisationByKey(db: DbOrTx, key: string): Promise<CardAuthorisationRow | undefined> {
    const [row] = await db.select().from(cardAuthorisations).where(eq(cardAuthorisations.idempotencyKey, key));
    return row;
  },

  async authorisationById(db: DbOrTx, id: string, lock = false): Promise<CardAuthorisationRow | undefined> {
    const q = db.select().from(cardAuthorisations).where(eq(cardAuthorisations.id, id));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  async authorisationsByIds(db: DbOrTx, ids: string[]): Promise<CardAuthorisationRow[]> {
    if (!ids.length) return [];
    return db.select().from(cardAuthorisations).where(inArray(cardAuthorisations.id, ids));
  },

  async authorisationsOfUser(db: DbOrTx, userId: string): Promise<CardAuthorisationRow[]> {
    return db
      .select()
      .from(cardAuthorisations)
      .where(and(eq(cardAuthorisations.userId, userId), sql`${cardAuthorisations.status} <> 'declined'`))
      .orderBy(desc(cardAuthorisations.createdAt));
  },

  async updateAuthorisation(
    db: DbOrTx,
    id: string,
    from: CardAuthorisationRow['status'][],
    values: Partial<typeof cardAuthorisations.$inferInsert>,
  ): Promise<CardAuthorisationRow | undefined> {
    const [row] = await db
      .update(cardAuthorisations)
      .set(values)
      .where(and(eq(cardAuthorisations.id, id), inArray(cardAuthorisations.status, from)))
      .returning();
    return row;
  },

  /** Settlements decided but not confirmed by the gateway yet (a crash or an outage in between). */
  async unsettledAuthorisations(db: DbOrTx, limit: number): Promise<CardAuthorisationRow[]> {
    return db
      .select()
      .from(cardAuthorisations)
      .where(inArray(cardAuthorisations.status, ['capture_pending', 'void_pending']))
      .orderBy(asc(cardAuthorisations.createdAt))
      .limit(limit);
  },

  /** Open authorisations that lapse before `before`. */
  async authorisationsExpiringBefore(db: DbOrTx, before: Date, limit: number): Promise<CardAuthorisationRow[]> {
    return db
      .select()
      .from(cardAuthorisations)
      .where(and(eq(cardAuthorisations.status, 'authorised'), lte(cardAuthorisations.expiresAt, before)))
      .orderBy(asc(cardAuthorisations.expiresAt))
      .limit(limit);
  },

  // ---- refunds ----

  async insertRefund(db: DbOrTx, values: typeof paymentRefunds.$inferInsert): Promise<PaymentRefundRow | undefined> {
    const [row] = await db
      .insert(paymentRefunds)
      .values(values)
      .onConflictDoNothing({ target: paymentRefunds.idempotencyKey })
      .returning();
    return row;
  },

  async refundByKey(db: DbOrTx, key: string): Promise<PaymentRefundRow | undefined> {
    const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.idempotencyKey, key));
    return row;
  },

  async refundById(db: DbOrTx, id: string, lock = false): Promise<PaymentRefundRow | undefined> {
    const q = db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  async refundByProviderRef(db: DbOrTx, providerRef: string): Promise<PaymentRefundRow | undefined> {
    const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.providerRef, providerRef));
    return row;
  },

  async refundsOfRefs(db: DbOrTx, refType: string, refIds: string[]): Promise<PaymentRefundRow[]> {
    if (!refIds.length) return [];
    return db
      .select()
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.refType, refType), inArray(paymentRefunds.refId, refIds)))
      .orderBy(asc(paymentRefunds.createdAt));
  },

  async updateRefund(
    db: DbOrTx,
    id: string,
    values: Partial<typeof paymentRefunds.$inferInsert>,
  ): Promise<PaymentRefundRow | undefined> {
    const [row] = await db.update(paymentRefunds).set(values).where(eq(paymentRefunds.id, id)).returning();
    return row;
  },

  /** Refunds that never reached the gateway or wait for its answer. */
  async pendingRefunds(db: DbOrTx, before: Date, limit: number): Promise<PaymentRefundRow[]> {
    return db
      .select()
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.status, 'pending'), lte(paymentRefunds.createdAt, before)))
      .orderBy(asc(paymentRefunds.createdAt))
      .limit(limit);
  },
};
