import type { PaymentProvider } from '@souq/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type PaymentEventRow, type PaymentRow, paymentEvents, payments } from './payments.tables';

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
};
