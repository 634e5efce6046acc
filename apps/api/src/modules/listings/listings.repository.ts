import type {
  BodyType,
  CityFilter,
  FuelType,
  ListingKind,
  ListingSort,
  ListingStatus,
  RegionalSpec,
  SellerType,
  Transmission,
} from '@souq/shared';
import { and, asc, count, desc, eq, gt, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsById } from '../../db/rows';
import {
  INT8_MAX,
  INT8_MIN,
  isCursorInteger,
  isCursorTime,
  type KeyIdCursor,
  type TimeIdCursor,
} from '../../lib/cursor';
import { cityCondition } from '../regions/city-filter';
import { type ListingRow, listingPriceHistory, listingRefreshes, listings } from './listings.tables';

/** The columns a list card needs (no description, gallery, inspection or search text). */
export const summaryColumns = {
  id: listings.id,
  sellerId: listings.sellerId,
  shopId: listings.shopId,
  sellerType: listings.sellerType,
  kind: listings.kind,
  status: listings.status,
  title: listings.title,
  brandId: listings.brandId,
  seriesId: listings.seriesId,
  modelId: listings.modelId,
  year: listings.year,
  trim: listings.trim,
  mileageKm: listings.mileageKm,
  priceFils: listings.priceFils,
  cifPriceFils: listings.cifPriceFils,
  fuel: listings.fuel,
  transmission: listings.transmission,
  bodyType: listings.bodyType,
  regionalSpec: listings.regionalSpec,
  cityId: listings.cityId,
  coverUploadId: listings.coverUploadId,
  photoCount: listings.photoCount,
  views: listings.views,
  refreshedAt: listings.refreshedAt,
  createdAt: listings.createdAt,
};

export type ListingSummaryRow = Pick<ListingRow, keyof typeof summaryColumns>;

/** Literal status sets, so the planner matches them with the partial indexes. */
export const STATUS_SETS = {
  available: sql.raw(`"listings"."status" in ('on_sale', 'reserved')`),
  sold: sql.raw(`"listings"."status" = 'sold'`),
  all: sql.raw(`"listings"."status" in ('on_sale', 'reserved', 'sold')`),
} as const;
export type Availability = keyof typeof STATUS_SETS;

export interface ListingFilter {
  availability: Availability;
  kind?: ListingKind[];
  brandId?: string;
  seriesId?: string;
  modelId?: string;
  yearMin?: number;
  yearMax?: number;
  priceMinFils?: bigint;
  priceMaxFils?: bigint;
  mileageMin?: number;
  mileageMax?: number;
  fuel?: FuelType[];
  bodyType?: BodyType[];
  regionalSpec?: RegionalSpec[];
  transmission?: Transmission[];
  sellerType?: SellerType;
  shopId?: string;
  sellerId?: string;
  city?: CityFilter;
  /** A `to_tsquery('simple', …)` text (see listings.search.ts). */
  tsquery?: string | null;
  /** The folded query as one phrase, matched inside words through the trigram index. */
  phrase?: string | null;
  /**
   * How text matches: `words` through the tsvector (the normal search), `part` the phrase inside
   * the text through trigrams (the fallback when no word matches, e.g. "ruiser").
   */
  textMode?: 'words' | 'part';
  excludeId?: string;
}

/** How each sort orders rows and what its cursor key is. */
interface SortSpec {
  column: SQL;
  direction: 'asc' | 'desc';
  /** The key of a row as cursor text. */
  keyOf: (row: ListingSummaryRow) => string;
  /** The cursor key as a typed SQL value. */
  param: (key: string) => SQL;
  validKey: (key: string) => boolean;
}

/** Cursor keys as their columns take them: int8 prices, int4 mileage and years, instants. */
const isBigint = (k: string) => isCursorInteger(k, INT8_MIN, INT8_MAX);
const isInteger = (k: string) => isCursorInteger(k);
const isTime = isCursorTime;

export const SORTS: Record<ListingSort, SortSpec> = {
  newest: {
    column: sql`${listings.refreshedAt}`,
    direction: 'desc',
    keyOf: (r) => r.refreshedAt.toISOString(),
    param: (k) => sql`${k}::timestamptz`,
    validKey: isTime,
  },
  price_asc: {
    column: sql`${listings.priceFils}`,
    direction: 'asc',
    keyOf: (r) => r.priceFils.toString(),
    param: (k) => sql`${k}::bigint`,
    validKey: isBigint,
  },
  price_desc: {
    column: sql`${listings.priceFils}`,
    direction: 'desc',
    keyOf: (r) => r.priceFils.toString(),
    param: (k) => sql`${k}::bigint`,
    validKey: isBigint,
  },
  mileage_asc: {
    column: sql`${listings.mileageKm}`,
    direction: 'asc',
    keyOf: (r) => String(r.mileageKm),
    param: (k) => sql`${k}::integer`,
    validKey: isInteger,
  },
  year_desc: {
    column: sql`${listings.year}`,
    direction: 'desc',
    keyOf: (r) => String(r.year),
    param: (k) => sql`${k}::integer`,
    validKey: isInteger,
  },
};

function filterConditions(f: ListingFilter): (SQL | undefined)[] {
  return [
    STATUS_SETS[f.availability],
    f.kind?.length ? inArray(listings.kind, f.kind) : undefined,
    f.brandId ? eq(listings.brandId, f.brandId) : undefined,
    f.seriesId ? eq(listings.seriesId, f.seriesId) : undefined,
    f.modelId ? eq(listings.modelId, f.modelId) : undefined,
    f.yearMin !== undefined ? gte(listings.year, f.yearMin) : undefined,
    f.yearMax !== undefined ? lte(listings.year, f.yearMax) : undefined,
    f.priceMinFils !== undefined ? gte(listings.priceFils, f.priceMinFils) : undefined,
    f.priceMaxFils !== undefined ? lte(listings.priceFils, f.priceMaxFils) : undefined,
    f.mileageMin !== undefined ? gte(listings.mileageKm, f.mileageMin) : undefined,
    f.mileageMax !== undefined ? lte(listings.mileageKm, f.mileageMax) : undefined,
    f.fuel?.length ? inArray(listings.fuel, f.fuel) : undefined,
    f.bodyType?.length ? inArray(listings.bodyType, f.bodyType) : undefined,
    f.regionalSpec?.length ? inArray(listings.regionalSpec, f.regionalSpec) : undefined,
    f.transmission?.length ? inArray(listings.transmission, f.transmission) : undefined,
    f.sellerType ? eq(listings.sellerType, f.sellerType) : undefined,
    f.shopId ? eq(listings.shopId, f.shopId) : undefined,
    f.sellerId ? eq(listings.sellerId, f.sellerId) : undefined,
    cityCondition(f.city ?? null, { cityId: listings.cityId, emirateId: listings.emirateId }),
    f.textMode === 'part' ? partCondition(f.phrase) : wordsCondition(f.tsquery),
    f.excludeId ? ne(listings.id, f.excludeId) : undefined,
  ];
}

/** Words (any order, the last one a prefix) through the tsvector's GIN index. */
function wordsCondition(tsquery: string | null | undefined): SQL | undefined {
  if (!tsquery) return undefined;
  return sql`${listings.search} @@ to_tsquery('simple'::regconfig, ${tsquery})`;
}

/**
 * The phrase anywhere in the text, through the trigram index. Kept apart from the words: an OR of
 * both defeats the planner's estimates (an ordered scan that filters thousands of rows).
 */
function partCondition(phrase: string | null | undefined): SQL | undefined {
  if (!phrase) return undefined;
  return sql`${listings.searchText} like ${`%${phrase}%`}`;
}

/** Words or, for the admin's short lists, the phrase inside a word. */
function eitherCondition(tsquery: string | null, phrase: string | null): SQL | undefined {
  const words = wordsCondition(tsquery);
  if (!words || !phrase || phrase.length < 3) return words;
  return sql`(${words} or ${partCondition(phrase)})`;
}

const listingRows = rowsById(listings, 'listing');

export const listingsRepository = {
  insert: listingRows.insert,

  async findById(db: DbOrTx, id: string): Promise<ListingRow | undefined> {
    const [row] = await db.select().from(listings).where(eq(listings.id, id)).limit(1);
    return row;
  },

  /** The row, locked until the transaction ends: changes of one listing run one at a time. */
  lockById: listingRows.lock,

  update: listingRows.update,

  /** Several cars by id (any status). */
  byIds: listingRows.byIds,

  /** One page of the public search: `limit` rows after the cursor in the sort's order. */
  async search(
    db: DbOrTx,
    filter: ListingFilter,
    sort: ListingSort,
    cursor: KeyIdCursor | null,
    limit: number,
  ): Promise<ListingSummaryRow[]> {
    return listingsRepository.searchQuery(db, filter, sort, cursor, limit);
  },

  /** The search as a query (not run yet): the benchmark prints its plan with EXPLAIN. */
  searchQuery(db: DbOrTx, filter: ListingFilter, sort: ListingSort, cursor: KeyIdCursor | null, limit: number) {
    const spec = SORTS[sort];
    const after = cursor
      ? spec.direction === 'asc'
        ? sql`(${spec.column}, ${listings.id}) > (${spec.param(cursor.key)}, ${cursor.id}::uuid)`
        : sql`(${spec.column}, ${listings.id}) < (${spec.param(cursor.key)}, ${cursor.id}::uuid)`
      : undefined;
    const order =
      spec.direction === 'asc' ? [asc(spec.column), asc(listings.id)] : [desc(spec.column), desc(listings.id)];
    return db
      .select(summaryColumns)
      .from(listings)
      .where(and(...filterConditions(filter), after))
      .orderBy(...order)
      .limit(limit);
  },

  async summariesByIds(db: DbOrTx, ids: string[]): Promise<ListingSummaryRow[]> {
    if (!ids.length) return [];
    return db.select(summaryColumns).from(listings).where(inArray(listings.id, ids));
  },

  /** The seller's own listings, every status (or one), newest first. */
  async pageOfSeller(
    db: DbOrTx,
    sellerId: string,
    status: ListingStatus | undefined,
    cursor: TimeIdCursor | null,
    limit: number,
  ): Promise<ListingSummaryRow[]> {
    return db
      .select(summaryColumns)
      .from(listings)
      .where(
        and(
          eq(listings.sellerId, sellerId),
          status ? eq(listings.status, status) : undefined,
          cursor ? sql`(${listings.createdAt}, ${listings.id}) < (${cursor.at}, ${cursor.id}::uuid)` : undefined,
        ),
      )
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(limit);
  },

  async countsBySeller(db: DbOrTx, sellerId: string): Promise<{ status: ListingStatus; n: number }[]> {
    return db
      .select({ status: listings.status, n: count() })
      .from(listings)
      .where(eq(listings.sellerId, sellerId))
      .groupBy(listings.status);
  },

  /** Cars of a shop buyers can see, per status (the shop page's tabs). */
  async publicCountsByShop(db: DbOrTx, shopId: string): Promise<{ status: ListingStatus; n: number }[]> {
    return db
      .select({ status: listings.status, n: count() })
      .from(listings)
      .where(and(eq(listings.shopId, shopId), STATUS_SETS.all))
      .groupBy(listings.status);
  },

  async onSaleCountsByShop(db: DbOrTx, shopIds: string[]): Promise<{ shopId: string; n: number }[]> {
    if (!shopIds.length) return [];
    const rows = await db
      .select({ shopId: listings.shopId, n: count() })
      .from(listings)
      .where(and(inArray(listings.shopId, shopIds), eq(listings.status, 'on_sale')))
      .groupBy(listings.shopId);
    return rows.flatMap((r) => (r.shopId ? [{ shopId: r.shopId, n: r.n }] : []));
  },

  /** The admin's list: one status (the review queue), optionally found by text, newest first. */
  async adminPage(
    db: DbOrTx,
    status: ListingStatus | undefined,
    tsquery: string | null,
    phrase: string | null,
    cursor: TimeIdCursor | null,
    limit: number,
  ): Promise<ListingSummaryRow[]> {
    return db
      .select(summaryColumns)
      .from(listings)
      .where(
        and(
          status ? eq(listings.status, status) : undefined,
          eitherCondition(tsquery, phrase),
          cursor ? sql`(${listings.createdAt}, ${listings.id}) < (${cursor.at}, ${cursor.id}::uuid)` : undefined,
        ),
      )
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(limit);
  },

  async addPrice(db: DbOrTx, listingId: string, priceFils: bigint, at: Date): Promise<void> {
    await db.insert(listingPriceHistory).values({ listingId, priceFils, at });
  },

  async priceHistory(db: DbOrTx, listingId: string): Promise<{ priceFils: bigint; at: Date }[]> {
    return db
      .select({ priceFils: listingPriceHistory.priceFils, at: listingPriceHistory.at })
      .from(listingPriceHistory)
      .where(eq(listingPriceHistory.listingId, listingId))
      .orderBy(asc(listingPriceHistory.at), asc(listingPriceHistory.id));
  },

  async addRefresh(db: DbOrTx, listingId: string, at: Date): Promise<void> {
    await db.insert(listingRefreshes).values({ listingId, at });
  },

  async refreshesSince(db: DbOrTx, listingId: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(listingRefreshes)
      .where(and(eq(listingRefreshes.listingId, listingId), gte(listingRefreshes.at, since)));
    return row?.n ?? 0;
  },

  /** Cars put on sale after a moment (the Home tab badge), in the chosen city. */
  async countPublishedSince(db: DbOrTx, since: Date, city: CityFilter): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(listings)
      .where(
        and(
          STATUS_SETS.all,
          eq(listings.status, 'on_sale'),
          gt(listings.publishedAt, since),
          cityCondition(city, { cityId: listings.cityId, emirateId: listings.emirateId }),
        ),
      );
    return row?.n ?? 0;
  },

  /**
   * Cars like one: available, same series or same body type, priced within the band; the same
   * series first, then the nearest price.
   */
  async similar(
    db: DbOrTx,
    of: Pick<ListingRow, 'id' | 'seriesId' | 'bodyType' | 'priceFils'>,
    minFils: bigint,
    maxFils: bigint,
    limit: number,
  ): Promise<ListingSummaryRow[]> {
    return db
      .select(summaryColumns)
      .from(listings)
      .where(
        and(
          STATUS_SETS.available,
          ne(listings.id, of.id),
          sql`(${listings.seriesId} = ${of.seriesId} or ${listings.bodyType} = ${of.bodyType})`,
          gte(listings.priceFils, minFils),
          lte(listings.priceFils, maxFils),
        ),
      )
      .orderBy(
        sql`(${listings.seriesId} = ${of.seriesId}) desc`,
        sql`abs(${listings.priceFils} - ${of.priceFils}::bigint)`,
        desc(listings.refreshedAt),
        desc(listings.id),
      )
      .limit(limit);
  },
};
