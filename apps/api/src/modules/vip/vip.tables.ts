import type { VipMembershipStatus, VipPaymentMethod } from '@souq/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/** The plans on sale; rows are inserted by a migration (Silver, Gold, Platinum). */
export const vipPlans = pgTable(
  'vip_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    /** Translation key of the name, e.g. `vip:plans.gold.name`. */
    nameKey: text('name_key').notNull(),
    /** Price including VAT. */
    priceFils: bigint('price_fils', { mode: 'bigint' }).notNull(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    planId: uuid('plan_id')
      .notNull()
      .references(() => vipPlans.id),
    status: text('status').$type<VipMembershipStatus>().notNull(),
    paymentMethod: text('payment_method').$type<VipPaymentMethod>().notNull(),
    priceFils: bigint('price_fils', { mode: 'bigint' }).notNull(),
    vatFils: bigint('vat_fils', { mode: 'bigint' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Gateway payment of a card purchase. */
    paymentId: uuid('payment_id'),
    checkoutUrl: text('checkout_url'),
    /** Ledger transaction of the charge. */
    transactionId: uuid('transaction_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
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
