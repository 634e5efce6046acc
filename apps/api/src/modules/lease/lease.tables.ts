import type { LeaseDemandKind, LeaseDemandStatus, LeaseOfferStatus, LeaseQuote } from '@souq/shared';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { catalogBrands, catalogModels, catalogSeries } from '../catalog/catalog.tables';
import { regions } from '../regions/regions.tables';
import { users } from '../users/users.tables';

/** One advertised term of an offer: the monthly rent at the offer's minimum down payment. */
export type StoredLeaseTerm = { months: number; monthlyFils: string };

/**
 * A long-term lease offer (spec: longtermList type=2, longtermDetail), published by an admin or a
 * verified merchant. Monthly rents per term; lease-to-own with a balloon when offered.
 */
export const leaseOffers = pgTable(
  'lease_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    brandId: text('brand_id')
      .notNull()
      .references(() => catalogBrands.id),
    seriesId: text('series_id')
      .notNull()
      .references(() => catalogSeries.id),
    modelId: text('model_id').references(() => catalogModels.id),
    year: integer('year').notNull(),
    /** The car's value: the base of down payments and of lease-to-own. */
    priceFils: bigint('price_fils', { mode: 'bigint' }).notNull(),
    terms: jsonb('terms').$type<StoredLeaseTerm[]>().notNull(),
    /** The lowest monthly rent of the terms: the list's budget filter. */
    fromMonthlyFils: bigint('from_monthly_fils', { mode: 'bigint' }).notNull(),
    minDownPaymentPct: integer('min_down_payment_pct').notNull(),
    mileageKmPerMonth: integer('mileage_km_per_month').notNull(),
    annualRateBp: integer('annual_rate_bp').notNull(),
    leaseToOwn: boolean('lease_to_own').notNull().default(false),
    balloonPct: integer('balloon_pct').notNull().default(0),
    features: text('features').array().notNull().default(sql`ARRAY[]::text[]`),
    description: text('description').notNull().default(''),
    photoUploadIds: uuid('photo_upload_ids').array().notNull().default(sql`ARRAY[]::uuid[]`),
    cityId: text('city_id')
      .notNull()
      .references(() => regions.id),
    emirateId: text('emirate_id').notNull(),
    status: text('status').$type<LeaseOfferStatus>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lease_offers_list_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('lease_offers_owner_idx').on(t.ownerId, t.createdAt.desc()),
    check('lease_offers_status_valid', sql`${t.status} in ('active', 'inactive')`),
    check('lease_offers_price_positive', sql`${t.priceFils} > 0 and ${t.fromMonthlyFils} > 0`),
    check('lease_offers_down_payment_range', sql`${t.minDownPaymentPct} between 10 and 90`),
    check('lease_offers_balloon_range', sql`${t.balloonPct} between 0 and 60`),
    check('lease_offers_rate_nonnegative', sql`${t.annualRateBp} >= 0`),
  ],
);

/**
 * A long-term intent (spec: usercardemand, and the admin's "long-term customer intent orders"):
 * a car demand, or a choice made on an offer (longtermSelect) with the server's quote. One table
 * for both, so the admin works one list.
 */
export const leaseDemands = pgTable(
  'lease_demands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<LeaseDemandKind>().notNull(),
    offerId: uuid('offer_id').references(() => leaseOffers.id),
    brandId: text('brand_id')
      .notNull()
      .references(() => catalogBrands.id),
    seriesId: text('series_id')
      .notNull()
      .references(() => catalogSeries.id),
    modelId: text('model_id').references(() => catalogModels.id),
    /** The monthly budget (demand) or the quoted monthly payment (offer). */
    monthlyFils: bigint('monthly_fils', { mode: 'bigint' }).notNull(),
    months: integer('months').notNull(),
    downPaymentPct: integer('down_payment_pct').notNull(),
    leaseToOwn: boolean('lease_to_own').notNull().default(false),
    quote: jsonb('quote').$type<LeaseQuote>(),
    contactName: text('contact_name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email'),
    whatsapp: text('whatsapp'),
    note: text('note').notNull().default(''),
    cityId: text('city_id')
      .notNull()
      .references(() => regions.id),
    status: text('status').$type<LeaseDemandStatus>().notNull().default('new'),
    adminNote: text('admin_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lease_demands_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('lease_demands_admin_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('lease_demands_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('lease_demands_status_valid', sql`${t.status} in ('new', 'contacted', 'offered', 'closed')`),
    check('lease_demands_kind_valid', sql`${t.kind} in ('demand', 'offer')`),
    check('lease_demands_offer_kind', sql`(${t.kind} = 'offer') = (${t.offerId} is not null)`),
    check('lease_demands_months_range', sql`${t.months} between 1 and 36`),
    check('lease_demands_down_payment_range', sql`${t.downPaymentPct} between 10 and 90`),
    check('lease_demands_monthly_nonnegative', sql`${t.monthlyFils} >= 0`),
  ],
);

export type LeaseOfferRow = typeof leaseOffers.$inferSelect;
export type LeaseDemandRow = typeof leaseDemands.$inferSelect;
