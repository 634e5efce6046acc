import type { ShopStatus } from '@souq/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { regions } from '../regions/regions.tables';
import { users } from '../users/users.tables';

/** Opening hours: one entry per weekday (0 = Sunday) with "HH:mm" times; closed days are absent. */
export type ShopHours = { day: number; open: string; close: string }[];

/**
 * A dealer shop (spec: carshop, dianpu, xiugaishop, dianpuguanli). One per merchant. Its listings
 * are shown on the shop page; an admin verifies it, and a verified shop shows a badge.
 */
export const shops = pgTable(
  'shops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    description: text('description'),
    logoUploadId: uuid('logo_upload_id'),
    coverUploadId: uuid('cover_upload_id'),
    cityId: text('city_id')
      .notNull()
      .references(() => regions.id),
    /** Denormalised from the city for the emirate ("isProvence") filter. */
    emirateId: text('emirate_id').notNull(),
    address: text('address').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    hours: jsonb('hours').$type<ShopHours>().notNull().default(sql`'[]'::jsonb`),
    tradeLicenceNo: text('trade_licence_no').notNull(),
    /** Private upload: served to the owner and admins only. */
    tradeLicenceUploadId: uuid('trade_licence_upload_id'),
    phone: text('phone').notNull(),
    whatsapp: text('whatsapp'),
    status: text('status').$type<ShopStatus>().notNull().default('pending'),
    rejectReason: text('reject_reason'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    followersCount: integer('followers_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shops_owner_key').on(t.ownerId),
    index('shops_status_idx').on(t.status, t.createdAt.desc()),
    index('shops_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    check('shops_status_valid', sql`${t.status} in ('pending', 'verified', 'rejected', 'suspended')`),
  ],
);

export type ShopRow = typeof shops.$inferSelect;
