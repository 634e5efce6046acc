import type { ShopHours, ShopStatus } from '@souq/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, updatedAt, uuidKey } from '../../db/columns';
import { regions } from '../regions/regions.tables';
import { userRef } from '../users/users.tables';

/** Opening hours: one entry per weekday (0 = Sunday) with "HH:mm" times; closed days are absent. */
export type { ShopHours };

/**
 * A dealer shop (spec: carshop, dianpu, xiugaishop, dianpuguanli). One per merchant. Its listings
 * are shown on the shop page; an admin verifies it, and a verified shop shows a badge.
 */
export const shops = pgTable(
  'shops',
  {
    id: uuidKey(),
    ownerId: userRef('owner_id'),
    name: text('name').notNull(),
    description: text('description'),
    logoUploadId: uuid('logo_upload_id'),
    coverUploadId: uuid('cover_upload_id'),
    cityId: text('city_id')
      .notNull()
      .references(() => regions.id),
    /** The area within the city when the owner picked one (e.g. Ras Al Khor), else null. */
    areaId: text('area_id').references(() => regions.id),
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
    verifiedAt: at('verified_at'),
    followersCount: integer('followers_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shops_owner_key').on(t.ownerId),
    index('shops_status_idx').on(t.status, t.createdAt.desc()),
    index('shops_followers_idx').on(t.followersCount.desc(), t.id.desc()),
    index('shops_city_idx').on(t.cityId),
    index('shops_emirate_idx').on(t.emirateId),
    index('shops_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    check('shops_status_valid', sql`${t.status} in ('pending', 'verified', 'rejected', 'suspended')`),
    check('shops_followers_nonnegative', sql`${t.followersCount} >= 0`),
  ],
);

export type ShopRow = typeof shops.$inferSelect;

/** Who follows which shop (spec gzshop). `shops.followers_count` is kept equal to the rows here. */
export const shopFollows = pgTable(
  'shop_follows',
  {
    userId: userRef('user_id', 'cascade'),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.shopId] }),
    index('shop_follows_user_idx').on(t.userId, t.createdAt.desc(), t.shopId.desc()),
    index('shop_follows_shop_idx').on(t.shopId),
  ],
);

/** A shop's sales consultants (spec saleList): shown on the shop page with call and WhatsApp buttons. */
export const shopConsultants = pgTable(
  'shop_consultants',
  {
    id: uuidKey(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    whatsapp: text('whatsapp'),
    photoUploadId: uuid('photo_upload_id'),
    /** ISO 639-1 codes of the languages spoken. */
    languages: text('languages').array().notNull().default(sql`ARRAY[]::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('shop_consultants_shop_idx').on(t.shopId, t.createdAt)],
);

export type ShopFollowRow = typeof shopFollows.$inferSelect;
export type ShopConsultantRow = typeof shopConsultants.$inferSelect;
