import type { DepositMethod, DepositPurpose, DepositStatus } from '@souq/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, fils, uuidKey } from '../../db/columns';
import { userRef } from '../users/users.tables';

/**
 * Earnest money. The money itself lives in the ledger as a hold (`hold_id`); this row is the
 * business record: what it is for, how it was paid, and where it went.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: uuidKey(),
    userId: userRef('user_id'),
    purpose: text('purpose').$type<DepositPurpose>().notNull(),
    refType: text('ref_type'),
    refId: text('ref_id'),
    amountFils: fils('amount_fils').notNull(),
    status: text('status').$type<DepositStatus>().notNull(),
    method: text('method').$type<DepositMethod>().notNull(),
    holdId: uuid('hold_id'),
    paymentId: uuid('payment_id'),
    /** The gateway's checkout page while a card deposit waits for payment. */
    checkoutUrl: text('checkout_url'),
    /** The client's Idempotency-Key and a hash of what it asked for. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Key of the release or apply that resolved the deposit (a repeat answers the same). */
    resolveKey: text('resolve_key'),
    createdAt: createdAt(),
    heldAt: at('held_at'),
    releasedAt: at('released_at'),
    appliedAt: at('applied_at'),
    /** When the owning domain expects to release it (an auction session's last close); shown with the hold. */
    releaseAt: at('release_at'),
  },
  (t) => [
    uniqueIndex('deposits_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('deposits_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('deposits_ref_idx').on(t.refType, t.refId),
    uniqueIndex('deposits_payment_key').on(t.paymentId),
    check('deposits_amount_positive', sql`${t.amountFils} > 0`),
    check('deposits_status_valid', sql`${t.status} in ('pending_payment', 'held', 'released', 'applied', 'canceled')`),
    check('deposits_held_has_hold', sql`${t.status} not in ('held', 'released', 'applied') or ${t.holdId} is not null`),
  ],
);

export type DepositRow = typeof deposits.$inferSelect;
