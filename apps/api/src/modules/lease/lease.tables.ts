import type { LeaseDemandKind, LeaseDemandStatus, LeaseOfferStatus, LeaseQuote } from '@souq/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, fils, updatedAt, uuidKey } from '../../db/columns';
import { carModelRefs } from '../catalog/catalog.tables';
import { regions } from '../regions/regions.tables';
import { userRef } from '../users/users.tables';

/** One advertised term of an offer: the monthly rent at the offer's minimum down payment. */
export type StoredLeaseTerm = { months: number; monthlyFils: string };

/**
 * A long-term lease offer (spec: longtermList type=2, longtermDetail), published by an admin or a
 * verified merchant. Monthly rents per term; lease-to-own with a balloon when offered.
 */
export const leaseOffers = pgTable(
  'lease_offers',
  {
    id: uuidKey(),
    ownerId: userRef('owner_id'),
    ...carModelRefs(),
    year: integer('year').notNull(),
    /** The car's value: the base of down payments and of lease-to-own. */
    priceFils: fils('price_fils').notNull(),
    terms: jsonb('terms').$type<StoredLeaseTerm[]>().notNull(),
    /** The lowest monthly rent of the terms: the list's budget filter. */
    fromMonthlyFils: fils('from_monthly_fils').notNull(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    id: uuidKey(),
    userId: userRef('user_id'),
    kind: text('kind').$type<LeaseDemandKind>().notNull(),
    offerId: uuid('offer_id').references(() => leaseOffers.id),
    ...carModelRefs(),
    /** The monthly budget (demand) or the quoted monthly payment (offer). */
    monthlyFils: fils('monthly_fils').notNull(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    statusChangedAt: at('status_changed_at').notNull().defaultNow(),
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
