import type {
  AccidentHistory,
  BodyType,
  Colour,
  EmissionStandard,
  FuelType,
  InspectionItem,
  InspectionResult,
  ListingCondition,
  ListingKind,
  ListingStatus,
  RegionalSpec,
  SellerType,
  Transmission,
} from '@souq/shared';
import { type SQL, sql } from 'drizzle-orm';
import { check, customType, date, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, fils, updatedAt, uuidKey } from '../../db/columns';
import { carModelRefs } from '../catalog/catalog.tables';
import { regions } from '../regions/regions.tables';
import { shops } from '../shops/shops.tables';
import { userRef, users } from '../users/users.tables';

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/** The inspection report: the checklist and its files (images or PDFs) by upload id. */
export interface StoredInspection {
  checklist: { item: InspectionItem; result: InspectionResult; note: string | null }[];
  fileUploadIds: string[];
  inspectedAt: string | null;
  inspector: string | null;
}

/** Statuses shown in public lists: the "available" (on sale, reserved) and "sold" labels. */
const PUBLIC = sql`status in ('on_sale', 'reserved', 'sold')`;

/**
 * Cars for sale (spec: carList, carListAbord, carDetail, publishCar, exportCar). Names are shown
 * from the catalogue and regions (kept in memory by their services); for full-text search the
 * brand, series and model names in every language, the title and the trim are folded into
 * `search_text`, and `search` is a generated tsvector over it.
 */
export const listings = pgTable(
  'listings',
  {
    id: uuidKey(),
    sellerId: userRef('seller_id'),
    /** The seller's shop when the seller has one (dealer listings). */
    shopId: uuid('shop_id').references(() => shops.id),
    sellerType: text('seller_type').$type<SellerType>().notNull(),
    kind: text('kind').$type<ListingKind>().notNull(),
    vin: text('vin'),
    ...carModelRefs(),
    title: text('title'),
    year: integer('year').notNull(),
    trim: text('trim'),
    bodyType: text('body_type').$type<BodyType>().notNull(),
    colour: text('colour').$type<Colour>().notNull(),
    mileageKm: integer('mileage_km').notNull(),
    fuel: text('fuel').$type<FuelType>().notNull(),
    transmission: text('transmission').$type<Transmission>().notNull(),
    emissionStandard: text('emission_standard').$type<EmissionStandard>().notNull(),
    regionalSpec: text('regional_spec').$type<RegionalSpec>().notNull(),
    condition: text('condition').$type<ListingCondition>().notNull(),
    accidentHistory: text('accident_history').$type<AccidentHistory>().notNull(),
    registrationDate: date('registration_date'),
    priceFils: fils('price_fils').notNull(),
    cifPriceFils: fils('cif_price_fils'),
    cityId: text('city_id')
      .notNull()
      .references(() => regions.id),
    /** Denormalised from the city for the emirate ("isProvence") filter. */
    emirateId: text('emirate_id').notNull(),
    description: text('description').notNull().default(''),
    /** The seller's uploads in display order; the first is the cover. */
    photoUploadIds: uuid('photo_upload_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** The first photo, copied so list cards read one small value. */
    coverUploadId: uuid('cover_upload_id'),
    photoCount: integer('photo_count').notNull().default(0),
    videoUploadId: uuid('video_upload_id'),
    inspection: jsonb('inspection').$type<StoredInspection | null>(),
    status: text('status').$type<ListingStatus>().notNull(),
    rejectReason: text('reject_reason'),
    refreshedAt: at('refreshed_at').notNull(),
    publishedAt: at('published_at'),
    soldAt: at('sold_at'),
    views: integer('views').notNull().default(0),
    favouritesCount: integer('favourites_count').notNull().default(0),
    searchText: text('search_text').notNull().default(''),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('simple'::regconfig, ${listings.searchText})`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Public sorts: one ordered index per sort over the public statuses. The default "available"
    // search (on sale, reserved) implies the predicate and filters out the few sold rows; "all"
    // uses the same indexes. Every index is ascending: a backward scan serves `desc, desc` (Drizzle's
    // desc() writes DESC NULLS LAST, which an ORDER BY … DESC cannot use), and keysets compare
    // `(key, id) < (k, i)`.
    index('listings_pub_newest_idx').on(t.refreshedAt, t.id).where(PUBLIC),
    index('listings_pub_price_idx').on(t.priceFils, t.id).where(PUBLIC),
    index('listings_pub_mileage_idx').on(t.mileageKm, t.id).where(PUBLIC),
    index('listings_pub_year_idx').on(t.year, t.id).where(PUBLIC),
    // A brand or a series with the newest and price sorts (EXPLAIN: without them a rare brand sorted
    // by price walked the whole price index, filtering thousands of rows).
    index('listings_pub_brand_newest_idx').on(t.brandId, t.refreshedAt, t.id).where(PUBLIC),
    index('listings_pub_brand_price_idx').on(t.brandId, t.priceFils, t.id).where(PUBLIC),
    index('listings_pub_series_newest_idx').on(t.seriesId, t.refreshedAt, t.id).where(PUBLIC),
    index('listings_pub_series_price_idx').on(t.seriesId, t.priceFils, t.id).where(PUBLIC),
    // Any one status (the sold list) in the newest order.
    index('listings_status_newest_idx').on(t.status, t.refreshedAt, t.id),
    // Selective filters, public statuses only.
    index('listings_city_idx').on(t.cityId, t.refreshedAt).where(PUBLIC),
    index('listings_emirate_idx').on(t.emirateId, t.refreshedAt).where(PUBLIC),
    index('listings_shop_idx').on(t.shopId, t.status, t.refreshedAt),
    index('listings_published_idx').on(t.publishedAt).where(PUBLIC),
    // The seller's own lists (all statuses) and counts per status.
    index('listings_seller_idx').on(t.sellerId, t.status, t.createdAt, t.id),
    index('listings_seller_created_idx').on(t.sellerId, t.createdAt, t.id),
    index('listings_admin_idx').on(t.status, t.createdAt, t.id),
    // Full text (words and prefixes) and trigram (parts of words).
    index('listings_search_idx').using('gin', t.search),
    index('listings_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check(
      'listings_status_valid',
      sql`${t.status} in ('draft', 'pending_review', 'rejected', 'on_sale', 'reserved', 'sold', 'removed')`,
    ),
    check('listings_kind_valid', sql`${t.kind} in ('used', 'import', 'export', 'abroad')`),
    check('listings_price_positive', sql`${t.priceFils} > 0`),
    check('listings_cif_positive', sql`${t.cifPriceFils} is null or ${t.cifPriceFils} > 0`),
    check('listings_mileage_valid', sql`${t.mileageKm} >= 0`),
  ],
);

export type ListingRow = typeof listings.$inferSelect;
export type NewListingRow = typeof listings.$inferInsert;

/** The car a row of its history (prices, favourites, views, refreshes) belongs to; it goes with the car. */
const listingRef = () =>
  uuid('listing_id')
    .notNull()
    .references(() => listings.id, { onDelete: 'cascade' });

/** Every price a listing has had, the first one included (detail: price history). */
export const listingPriceHistory = pgTable(
  'listing_price_history',
  {
    id: uuidKey(),
    listingId: listingRef(),
    priceFils: fils('price_fils').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('listing_price_history_listing_idx').on(t.listingId, t.at)],
);

/** A user's favourite cars (spec: shoucangcar). */
export const listingFavourites = pgTable(
  'listing_favourites',
  {
    userId: userRef('user_id', 'cascade'),
    listingId: listingRef(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    index('listing_favourites_user_idx').on(t.userId, t.createdAt, t.listingId),
  ],
);

/** Browsing history: one row per user and car, with the last time it was viewed. */
export const listingViews = pgTable(
  'listing_views',
  {
    userId: userRef('user_id', 'cascade'),
    listingId: listingRef(),
    viewedAt: at('viewed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    index('listing_views_user_idx').on(t.userId, t.viewedAt, t.listingId),
  ],
);

/** Each refresh of a listing; the daily limit counts today's rows. */
export const listingRefreshes = pgTable(
  'listing_refreshes',
  {
    id: uuidKey(),
    listingId: listingRef(),
    at: at('at').notNull(),
  },
  (t) => [index('listing_refreshes_listing_idx').on(t.listingId, t.at)],
);

/** When a user last looked at the cars lists: the Home tab's "new cars" badge counts from it. */
export const userCarVisits = pgTable('user_car_visits', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastVisitAt: at('last_visit_at').notNull(),
});
