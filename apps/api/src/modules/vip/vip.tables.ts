import type { VipMembershipStatus, VipPaymentMethod } from '@souq/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, fils, uuidKey } from '../../db/columns';
import { userRef } from '../users/users.tables';

/** The plans on sale; rows are inserted by a migration (Silver, Gold, Platinum). */
export const vipPlans = pgTable(
  'vip_plans',
  {
    id: uuidKey(),
    code: text('code').notNull(),
    /** Translation key of the name, e.g. `vip:plans.gold.name`. */
    nameKey: text('name_key').notNull(),
    /** Price including VAT. */
    priceFils: fils('price_fils').notNull(),
    validityDays: integer('validity_days').notNull(),
    depositDiscountPct: integer('deposit_discount_pct').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('vip_plans_code_key').on(t.code),
    check('vip_plans_price_positive', sql`${t.priceFils} > 0`),
    check('vip_plans_validity_positive', sql`${t.validityDays} > 0`),
    check('vip_plans_discount_range', sql`${t.depositDiscountPct} between 0 and 100`),
  ],
);

/**
 * One row per purchase. A card purchase waits as `pending_payment` (no dates) until the gateway
 * confirms; a paid one covers [starts_at, expires_at). "Active" is expires_at > now on the server
 * clock; renewals start where the previous paid membership ends.
 */
export const vipMemberships = pgTable(
  'vip_memberships',
  {
    id: uuidKey(),
    userId: userRef('user_id'),
    planId: uuid('plan_id')
      .notNull()
      .references(() => vipPlans.id),
    status: text('status').$type<VipMembershipStatus>().notNull(),
    paymentMethod: text('payment_method').$type<VipPaymentMethod>().notNull(),
    priceFils: fils('price_fils').notNull(),
    vatFils: fils('vat_fils').notNull(),
    startsAt: at('starts_at'),
    expiresAt: at('expires_at'),
    /** Gateway payment of a card purchase. */
    paymentId: uuid('payment_id'),
    checkoutUrl: text('checkout_url'),
    /** Ledger transaction of the charge. */
    transactionId: uuid('transaction_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('vip_memberships_user_idempotency_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('vip_memberships_payment_key').on(t.paymentId),
    index('vip_memberships_user_expires_idx').on(t.userId, t.expiresAt),
    check('vip_memberships_status_valid', sql`${t.status} in ('pending_payment', 'paid', 'canceled')`),
    check(
      'vip_memberships_paid_has_dates',
      sql`${t.status} <> 'paid' or (${t.startsAt} is not null and ${t.expiresAt} > ${t.startsAt})`,
    ),
  ],
);

export type VipPlanRow = typeof vipPlans.$inferSelect;
export type VipMembershipRow = typeof vipMemberships.$inferSelect;
