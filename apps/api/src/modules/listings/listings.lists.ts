/**
 * Lists of cars for sale: the public search (filters, text, five sorts, keyset pages, a short
 * shared cache), similar cars, the seller's own cars and counts, the shops' counts and the admins'
 * review queue.
 */
import {
  type AdminListingsQuery,
  type CityFilter,
  type Language,
  LISTING_STATUSES,
  type ListingCounts,
  type ListingPage,
  type ListingSearchParsed,
  type ListingStatus,
  type ListingSummary,
  type MyListingsQuery,
} from '@souq/shared';
import type { AppContext } from '../../context';
import type { Actor } from '../../lib/authz';
import { decodeCursor, decodeKeyCursor, keysetPageOf, pageOf } from '../../lib/cursor';
import { SearchPageCache } from './listings.cache';
import type { ListingPresenter } from './listings.presenter';
import { type ListingFilter, listingsRepository, SORTS } from './listings.repository';
import { findVisible } from './listings.rules';
import { foldSearchText, listingTsQuery } from './listings.search';

const SIMILAR_COUNT = 6;
/** Similar cars cost between 70% and 130% of this one. */
const SIMILAR_BAND_PCT = 30n;
/** Shortest phrase searched inside words (trigrams need three characters). */
const PART_MIN_LENGTH = 3;

/** A cursor of `tag`, or null when the cursor is of another tag (or broken). */
function tryDecodeKeyCursor(tag: string, value: string, validKey: (key: string) => boolean) {
  try {
    return decodeKeyCursor(tag, value, validKey);
  } catch {
    return null;
  }
}

/** Whole AED of a search filter as fils. */
function aedToFils(aed: number | undefined): bigint | undefined {
  return aed === undefined ? undefined : BigInt(Math.round(aed * 100));
}

/**
 * The repository filter of a search request; null when `q` has nothing searchable left (a search
 * for "!!!" finds nothing rather than everything).
 */
export function listingFilterOf(query: ListingSearchParsed, city: CityFilter): ListingFilter | null {
  const tsquery = query.q ? listingTsQuery(query.q) : null;
  if (query.q && !tsquery) return null;
  return {
    availability: query.availability,
    kind: query.kind,
    brandId: query.brandId,
    seriesId: query.seriesId,
    modelId: query.modelId,
    yearMin: query.yearMin,
    yearMax: query.yearMax,
    priceMinFils: aedToFils(query.priceMin),
    priceMaxFils: aedToFils(query.priceMax),
    mileageMin: query.mileageMin,
    mileageMax: query.mileageMax,
    fuel: query.fuel,
    bodyType: query.bodyType,
    regionalSpec: query.regionalSpec,
    transmission: query.transmission,
    sellerType: query.sellerType,
    shopId: query.shopId,
    sellerId: query.sellerId,
    city,
    tsquery,
    phrase: tsquery && query.q ? foldSearchText(query.q) : null,
  };
}

export class ListingLists {
  /** Public search pages, shared by every caller for a moment (see SearchPageCache). */
  private readonly pages: SearchPageCache<ListingPage>;

  constructor(
    private readonly ctx: AppContext,
    private readonly present: ListingPresenter,
  ) {
    const cacheMs = ctx.config.LISTING_SEARCH_CACHE_MS ?? (ctx.config.NODE_ENV === 'test' ? 0 : 2000);
    this.pages = new SearchPageCache(cacheMs);
  }

  /** A car changed: cached search pages may show it wrong. */
  forgetPages(): void {
    this.pages.clear();
  }

  /** The public search: public statuses only, every filter, five sorts, keyset pages. */
  async search(query: ListingSearchParsed, city: CityFilter, lang: Language): Promise<ListingPage> {
    if (!this.pages.enabled) return this.searchNow(query, city, lang);
    const key = JSON.stringify([lang, city, Object.entries(query).sort(([a], [b]) => a.localeCompare(b))]);
    return this.pages.get(key, () => this.searchNow(query, city, lang));
  }

  private async searchNow(query: ListingSearchParsed, city: CityFilter, lang: Language): Promise<ListingPage> {
    const spec = SORTS[query.sort];
    const filter = listingFilterOf(query, city);
    // A query with no searchable characters finds nothing rather than everything.
    if (!filter) return { items: [], nextCursor: null };
    // Text is matched by words; when no word matches, by part of a word (the cursor remembers which).
    const partTag = `${query.sort}.part`;
    const partCursor = query.cursor && filter.phrase ? tryDecodeKeyCursor(partTag, query.cursor, spec.validKey) : null;
    let cursor = partCursor ?? decodeKeyCursor(query.sort, query.cursor, spec.validKey);
    let tag: string = query.sort;
    if (partCursor) {
      filter.textMode = 'part';
      tag = partTag;
    }
    let rows = await listingsRepository.search(this.ctx.db, filter, query.sort, cursor, query.limit + 1);
    if (!rows.length && !cursor && filter.textMode !== 'part' && (filter.phrase?.length ?? 0) >= PART_MIN_LENGTH) {
      filter.textMode = 'part';
      tag = partTag;
      cursor = null;
      rows = await listingsRepository.search(this.ctx.db, filter, query.sort, null, query.limit + 1);
    }
    const page = keysetPageOf(
      rows,
      query.limit,
      tag,
      (r) => ({ key: spec.keyOf(r), id: r.id }),
      (r) => r,
    );
    return { items: await this.present.summaries(page.items, lang), nextCursor: page.nextCursor };
  }

  async similar(actor: Actor | null, id: string, lang: Language): Promise<{ items: ListingSummary[] }> {
    const row = await findVisible(this.ctx.db, actor, id);
    const band = (row.priceFils * SIMILAR_BAND_PCT) / 100n;
    const rows = await listingsRepository.similar(
      this.ctx.db,
      row,
      row.priceFils - band,
      row.priceFils + band,
      SIMILAR_COUNT,
    );
    return { items: await this.present.summaries(rows, lang) };
  }

  /** The seller's own cars (every status, or one), newest first. */
  async mine(actor: Actor, query: MyListingsQuery, lang: Language): Promise<ListingPage> {
    const rows = await listingsRepository.pageOfSeller(
      this.ctx.db,
      actor.userId,
      query.status,
      decodeCursor(query.cursor),
      query.limit + 1,
    );
    const page = pageOf(
      rows,
      query.limit,
      (r) => ({ at: r.createdAt, id: r.id }),
      (r) => r,
    );
    return { items: await this.present.summaries(page.items, lang), nextCursor: page.nextCursor };
  }

  /** How many of a seller's cars are in each status (the management tabs). */
  async countsOf(sellerId: string): Promise<ListingCounts> {
    const counts = Object.fromEntries(LISTING_STATUSES.map((s) => [s, 0])) as ListingCounts;
    for (const { status, n } of await listingsRepository.countsBySeller(this.ctx.db, sellerId)) counts[status] = n;
    return counts;
  }

  /** Cars of a shop buyers can see, per public status (the shop page). */
  async publicCountsOfShop(shopId: string): Promise<{ onSale: number; reserved: number; sold: number }> {
    const rows = await listingsRepository.publicCountsByShop(this.ctx.db, shopId);
    const n = (s: ListingStatus) => rows.find((r) => r.status === s)?.n ?? 0;
    return { onSale: n('on_sale'), reserved: n('reserved'), sold: n('sold') };
  }

  /** Cars on sale per shop (shop cards and lists); shops without any are left out. */
  async onSaleCountsByShop(shopIds: readonly string[]): Promise<Map<string, number>> {
    const rows = await listingsRepository.onSaleCountsByShop(this.ctx.db, [...new Set(shopIds)]);
    return new Map(rows.map((r) => [r.shopId, r.n]));
  }

  /** The admins' list by status (the review queue), found by text, newest first. */
  async adminList(query: AdminListingsQuery, lang: Language): Promise<ListingPage> {
    const tsquery = query.q ? listingTsQuery(query.q) : null;
    if (query.q && !tsquery) return { items: [], nextCursor: null };
    const rows = await listingsRepository.adminPage(
      this.ctx.db,
      query.status,
      tsquery,
      tsquery && query.q ? foldSearchText(query.q) : null,
      decodeCursor(query.cursor),
      query.limit + 1,
    );
    const page = pageOf(
      rows,
      query.limit,
      (r) => ({ at: r.createdAt, id: r.id }),
      (r) => r,
    );
    return { items: await this.present.summaries(page.items, lang), nextCursor: page.nextCursor };
  }
}
