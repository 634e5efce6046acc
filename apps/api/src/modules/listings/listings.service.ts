import {
  type AdminListingsQuery,
  type CityFilter,
  type FavouriteState,
  type Inspection,
  type LandedCost,
  type Language,
  LISTING_STATUSES,
  LISTING_YEAR_MIN,
  type ListingCounts,
  type ListingDetail,
  type ListingInputParsed,
  type ListingMedia,
  type ListingPage,
  type ListingSearchParsed,
  type ListingStatus,
  type ListingSummary,
  type MyListingsQuery,
  maxModelYear,
  normalizeVin,
  PUBLIC_LISTING_STATUSES,
  parseAmountToFils,
  type ShopCard,
  type UploadMedia,
  type VinDecode,
  vinProblem,
  vinProblemKey,
} from '@souq/shared';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { type Actor, isAdmin } from '../../lib/authz';
import { decodeCursor, decodeKeyCursor, keysetPageOf, pageOf } from '../../lib/cursor';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { inTransaction } from '../../lib/transaction';
import type { CatalogService } from '../catalog/catalog.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { RegionsService } from '../regions/regions.service';
import type { ShopsService } from '../shops/shops.service';
import type { UploadsService } from '../uploads/uploads.service';
import type { UsersService } from '../users/users.service';
import { SearchPageCache } from './listings.cache';
import { type ListingFilter, type ListingSummaryRow, listingsRepository, SORTS } from './listings.repository';
import { foldSearchText, listingSearchText, listingTsQuery } from './listings.search';
import type { ListingRow, NewListingRow, StoredInspection } from './listings.tables';
import { NhtsaVinDecoder } from './vin-decoder.nhtsa';
import { OfflineVinDecoder } from './vin-decoder.offline';
import type { VinDecoder } from './vin-decoder.port';

export interface ListingsDeps {
  catalog: CatalogService;
  regions: RegionsService;
  shops: ShopsService;
  uploads: UploadsService;
  notifications: NotificationsService;
  users: UsersService;
}

/** Display names of a listing in one language. */
interface Names {
  brand: string;
  series: string;
  model: string | null;
  city: string;
}
type NamedRow = Pick<ListingRow, 'brandId' | 'seriesId' | 'modelId' | 'cityId'>;

/** Dubai is UTC+4 all year: the daily refresh limit counts from its midnight. */
const DUBAI_OFFSET_MS = 4 * 3_600_000;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
function dubaiDayStart(now: Date): Date {
  return new Date(Math.floor((now.getTime() + DUBAI_OFFSET_MS) / DAY_MS) * DAY_MS - DUBAI_OFFSET_MS);
}

const PUBLIC = new Set<ListingStatus>(PUBLIC_LISTING_STATUSES);
/** A listing in these can no longer be edited or repriced. */
const CLOSED = new Set<ListingStatus>(['sold', 'removed']);
/** Kinds whose price is shown with a CIF landed-cost estimate. */
const CIF_KINDS = new Set(['import', 'export', 'abroad']);
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

/** fils × basis points / 10 000, rounded half up. */
function applyBp(fils: bigint, bp: number): bigint {
  return (fils * BigInt(bp) + 5_000n) / 10_000n;
}

/** DOMAIN-NOTES: customs duty on the CIF price, then VAT on CIF plus duty. */
export function landedCostOf(cifFils: bigint, dutyBp: number, vatBp: number): LandedCost {
  const duty = applyBp(cifFils, dutyBp);
  const vat = applyBp(cifFils + duty, vatBp);
  return {
    cifFils: Number(cifFils),
    dutyFils: Number(duty),
    vatFils: Number(vat),
    totalFils: Number(cifFils + duty + vat),
  };
}

/** The price of a request (decimal AED) as fils above zero, or a field error. */
function priceFilsOf(field: string, value: string): bigint {
  const fils = parseAmountToFils(value);
  if (fils === null) throw fieldError('VALIDATION_FAILED', field, 'amount');
  if (fils <= 0n) throw fieldError('VALIDATION_FAILED', field, 'positive');
  return fils;
}

/** Whole AED of a search filter as fils. */
function aedToFils(aed: number | undefined): bigint | undefined {
  return aed === undefined ? undefined : BigInt(Math.round(aed * 100));
}

/**
 * Cars for sale: publish, edit, review, search, favourites, history.
 *
 * Review rule: a verified merchant whose shop is verified goes on sale at once; anyone else waits
 * in review for an admin, who approves or rejects with a reason (the seller is told either way).
 * An edit of a car on sale by a seller who is not verified sends it back to review.
 */
export class ListingsService {
  private readonly vin: VinDecoder;
  /** Public search pages, shared by every caller for a moment (see SearchPageCache). */
  private readonly pages: SearchPageCache<ListingPage>;

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: ListingsDeps,
    vinDecoder?: VinDecoder,
  ) {
    const cacheMs = ctx.config.LISTING_SEARCH_CACHE_MS ?? (ctx.config.NODE_ENV === 'test' ? 0 : 2000);
    this.pages = new SearchPageCache(cacheMs);
    const offline = new OfflineVinDecoder(ctx.clock);
    this.vin =
      vinDecoder ??
      (ctx.config.VIN_DECODER === 'nhtsa'
        ? new NhtsaVinDecoder({
            url: ctx.config.VIN_DECODER_URL,
            timeoutMs: ctx.config.VIN_DECODER_TIMEOUT_MS,
            offline,
            brandIdOfMake: (make) => this.brandIdOfMake(make),
            log: ctx.log,
          })
        : offline);
  }

  // ---- VIN ----

  /** Checks and decodes a VIN for the publish form's prefill; a bad VIN is a field error. */
  async decodeVin(raw: string): Promise<VinDecode> {
    return this.vin.decode(this.checkedVin(raw));
  }

  private checkedVin(raw: string): string {
    const vin = normalizeVin(raw);
    const problem = vinProblem(vin);
    if (problem) throw fieldError('VALIDATION_FAILED', 'vin', vinProblemKey(problem));
    return vin;
  }

  private async brandIdOfMake(make: string): Promise<string | null> {
    const id = foldSearchText(make).replaceAll(' ', '-');
    return (await this.deps.catalog.brandName(id, 'en')) ? id : null;
  }

  // ---- publish and edit ----

  async create(actor: Actor, body: ListingInputParsed, lang: Language): Promise<ListingDetail> {
    const now = this.ctx.clock.now();
    const prepared = await this.prepare(actor.userId, body, body.publish);
    const status: ListingStatus = body.publish
      ? (await this.sellerIsVerified(actor.userId))
        ? 'on_sale'
        : 'pending_review'
      : 'draft';
    const shop = await this.deps.shops.shopOfOwner(actor.userId);
    const row = await inTransaction(this.ctx.db, async (tx) => {
      const created = await listingsRepository.insert(tx, {
        ...prepared,
        sellerId: actor.userId,
        shopId: shop?.id ?? null,
        sellerType: shop ? 'dealer' : 'private',
        status,
        refreshedAt: now,
        publishedAt: status === 'on_sale' ? now : null,
        createdAt: now,
        updatedAt: now,
      });
      await listingsRepository.addPrice(tx, created.id, created.priceFils, now);
      return created;
    });
    this.pages.clear();
    return this.detailFor(row, actor, lang);
  }

  /** Replaces the listing's fields (the whole form); see the review rule for the status. */
  async update(actor: Actor, id: string, body: ListingInputParsed, lang: Language): Promise<ListingDetail> {
    const current = await this.requireEditable(actor, id);
    const prepared = await this.prepare(current.sellerId, body, body.publish);
    const verified = await this.sellerIsVerified(current.sellerId);
    const now = this.ctx.clock.now();
    const row = await inTransaction(this.ctx.db, async (tx) => {
      const locked = await this.lockEditable(tx, actor, id);
      const status = nextStatusAfterEdit(locked.status, body.publish, verified);
      const goesOnSale = status === 'on_sale' && !PUBLIC.has(locked.status);
      const updated = await listingsRepository.update(tx, id, {
        ...prepared,
        status,
        rejectReason: status === 'rejected' ? locked.rejectReason : null,
        publishedAt: locked.publishedAt ?? (status === 'on_sale' ? now : null),
        refreshedAt: goesOnSale ? now : locked.refreshedAt,
        updatedAt: now,
      });
      if (updated.priceFils !== locked.priceFils) await listingsRepository.addPrice(tx, id, updated.priceFils, now);
      return updated;
    });
    this.pages.clear();
    return this.detailFor(row, actor, lang);
  }

  /** Sends a draft or a rejected car to review (or straight on sale for a verified seller). */
  async submit(actor: Actor, id: string, lang: Language): Promise<ListingDetail> {
    const current = await this.requireEditable(actor, id);
    const verified = await this.sellerIsVerified(current.sellerId);
    return this.transition(actor, id, lang, (row, now) => {
      if (!['draft', 'rejected', 'pending_review'].includes(row.status)) throw new AppError('INVALID_STATE');
      if (row.photoCount === 0) throw fieldError('VALIDATION_FAILED', 'photoUploadIds', 'photoRequired');
      const status = verified ? 'on_sale' : 'pending_review';
      return {
        status,
        rejectReason: null,
        publishedAt: row.publishedAt ?? (status === 'on_sale' ? now : null),
        refreshedAt: status === 'on_sale' ? now : row.refreshedAt,
      };
    });
  }

  /** Soft delete: the car leaves every public list; the seller still sees it as removed. */
  async remove(actor: Actor, id: string, lang: Language): Promise<ListingDetail> {
    return this.transition(actor, id, lang, (row) => (row.status === 'removed' ? null : { status: 'removed' }));
  }

  async markSold(actor: Actor, id: string, lang: Language): Promise<ListingDetail> {
    return this.transition(actor, id, lang, (row, now) => {
      if (row.status !== 'on_sale' && row.status !== 'reserved') throw new AppError('INVALID_STATE');
      return { status: 'sold', soldAt: now };
    });
  }

  async reserve(actor: Actor, id: string, lang: Language): Promise<ListingDetail> {
    return this.transition(actor, id, lang, (row) => {
      if (row.status !== 'on_sale') throw new AppError('INVALID_STATE');
      return { status: 'reserved' };
    });
  }

  async unreserve(actor: Actor, id: string, lang: Language): Promise<ListingDetail> {
    return this.transition(actor, id, lang, (row) => {
      if (row.status !== 'reserved') throw new AppError('INVALID_STATE');
      return { status: 'on_sale' };
    });
  }

  /** A new asking price; the history keeps every earlier one. */
  async changePrice(actor: Actor, id: string, price: string, lang: Language): Promise<ListingDetail> {
    const priceFils = priceFilsOf('price', price);
    return this.transition(actor, id, lang, async (row, now, tx) => {
      if (CLOSED.has(row.status)) throw new AppError('INVALID_STATE');
      if (row.priceFils === priceFils) return null;
      await listingsRepository.addPrice(tx, id, priceFils, now);
      return { priceFils };
    });
  }

  /** Moves the car to the top of the newest list; LISTING_REFRESHES_PER_DAY times per Dubai day. */
  async refresh(actor: Actor, id: string, lang: Language): Promise<ListingDetail> {
    const limit = this.ctx.config.LISTING_REFRESHES_PER_DAY;
    return this.transition(actor, id, lang, async (row, now, tx) => {
      if (row.status !== 'on_sale' && row.status !== 'reserved') throw new AppError('INVALID_STATE');
      const used = await listingsRepository.refreshesSince(tx, id, dubaiDayStart(now));
      if (used >= limit) throw new AppError('REFRESH_LIMIT_REACHED', { limit });
      await listingsRepository.addRefresh(tx, id, now);
      return { refreshedAt: now };
    });
  }

  // ---- review (admins) ----

  async approve(actor: Actor, id: string, lang: Language): Promise<ListingDetail> {
    return this.review(actor, id, lang, 'approved', null);
  }

  async reject(actor: Actor, id: string, reason: string, lang: Language): Promise<ListingDetail> {
    return this.review(actor, id, lang, 'rejected', reason);
  }

  private async review(
    actor: Actor,
    id: string,
    lang: Language,
    outcome: 'approved' | 'rejected',
    reason: string | null,
  ): Promise<ListingDetail> {
    const now = this.ctx.clock.now();
    const row = await inTransaction(this.ctx.db, async (tx, afterCommit) => {
      const locked = await listingsRepository.lockById(tx, id);
      if (!locked) throw notFound();
      if (locked.status !== 'pending_review') throw new AppError('INVALID_STATE');
      const updated = await listingsRepository.update(
        tx,
        id,
        outcome === 'approved'
          ? {
              status: 'on_sale',
              rejectReason: null,
              publishedAt: locked.publishedAt ?? now,
              refreshedAt: now,
              updatedAt: now,
            }
          : { status: 'rejected', rejectReason: reason, updatedAt: now },
      );
      const title = this.titleOf(updated, (await this.namesOf([updated], 'en'))(updated));
      await this.deps.notifications.notify(
        {
          userId: updated.sellerId,
          type: `listing.${outcome}`,
          titleKey:
            outcome === 'approved' ? 'notifications:listingApproved.title' : 'notifications:listingRejected.title',
          params: outcome === 'approved' ? { title } : { title, reason: reason ?? '' },
          route: `/cars/${id}`,
        },
        { tx, afterCommit },
      );
      return updated;
    });
    this.pages.clear();
    return this.detailFor(row, actor, lang);
  }

  // ---- reading ----

  /** One car: anyone for a public one; the seller and admins for any other (404 to everyone else). */
  async detail(actor: Actor | null, id: string, lang: Language): Promise<ListingDetail> {
    const row = await this.findVisible(actor, id);
    const counted = PUBLIC.has(row.status) && actor?.userId !== row.sellerId && (await this.recordView(actor, row));
    return this.detailFor(counted ? { ...row, views: row.views + 1 } : row, actor, lang);
  }

  /** Counts a view (a user's once an hour, a guest's every time) and keeps the user's history; true when counted. */
  private async recordView(actor: Actor | null, row: ListingRow): Promise<boolean> {
    const now = this.ctx.clock.now();
    return inTransaction(this.ctx.db, async (tx) => {
      if (!actor) {
        await listingsRepository.addView(tx, row.id);
        return true;
      }
      const last = await listingsRepository.lastView(tx, actor.userId, row.id);
      const counts = !last || now.getTime() - last.getTime() >= HOUR_MS;
      if (counts) await listingsRepository.addView(tx, row.id);
      await listingsRepository.upsertView(tx, actor.userId, row.id, now);
      return counts;
    });
  }

  async similar(actor: Actor | null, id: string, lang: Language): Promise<{ items: ListingSummary[] }> {
    const row = await this.findVisible(actor, id);
    const band = (row.priceFils * SIMILAR_BAND_PCT) / 100n;
    const rows = await listingsRepository.similar(
      this.ctx.db,
      row,
      row.priceFils - band,
      row.priceFils + band,
      SIMILAR_COUNT,
    );
    return { items: await this.summaries(rows, lang) };
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
    return { items: await this.summaries(page.items, lang), nextCursor: page.nextCursor };
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
    return { items: await this.summaries(page.items, lang), nextCursor: page.nextCursor };
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
    return { items: await this.summaries(page.items, lang), nextCursor: page.nextCursor };
  }

  // ---- favourites and history ----

  async setFavourite(actor: Actor, id: string, favourite: boolean): Promise<FavouriteState> {
    const row = await listingsRepository.findById(this.ctx.db, id);
    // Only cars buyers can see may be hearted; un-hearting works on anything once hearted.
    if (!row || (favourite && !PUBLIC.has(row.status))) throw notFound();
    const now = this.ctx.clock.now();
    return inTransaction(this.ctx.db, async (tx) => {
      const changed = favourite
        ? await listingsRepository.addFavourite(tx, actor.userId, id, now)
        : await listingsRepository.removeFavourite(tx, actor.userId, id);
      const count = changed
        ? await listingsRepository.addToFavouritesCount(tx, id, favourite ? 1 : -1)
        : row.favouritesCount;
      return { favourite, favouritesCount: count };
    });
  }

  async favourites(actor: Actor, cursor: string | undefined, limit: number, lang: Language): Promise<ListingPage> {
    const rows = await listingsRepository.favouritesPage(this.ctx.db, actor.userId, decodeCursor(cursor), limit + 1);
    const page = pageOf(
      rows,
      limit,
      (r) => ({ at: r.at, id: r.listing.id }),
      (r) => r.listing,
    );
    return { items: await this.summaries(page.items, lang), nextCursor: page.nextCursor };
  }

  async history(actor: Actor, cursor: string | undefined, limit: number, lang: Language) {
    const rows = await listingsRepository.historyPage(this.ctx.db, actor.userId, decodeCursor(cursor), limit + 1);
    const page = pageOf(
      rows,
      limit,
      (r) => ({ at: r.at, id: r.listing.id }),
      (r) => r,
    );
    const summaries = await this.summaries(
      page.items.map((r) => r.listing),
      lang,
    );
    return {
      items: page.items.map((r, i) => ({ viewedAt: r.at.toISOString(), listing: summaries[i] as ListingSummary })),
      nextCursor: page.nextCursor,
    };
  }

  async clearHistory(actor: Actor): Promise<{ removed: number }> {
    return { removed: await listingsRepository.clearHistory(this.ctx.db, actor.userId) };
  }

  async deleteHistoryItem(actor: Actor, listingId: string): Promise<{ removed: number }> {
    const removed = await listingsRepository.deleteHistoryItem(this.ctx.db, actor.userId, listingId);
    return { removed: removed ? 1 : 0 };
  }

  // ---- the "new cars" badge ----

  /** Cars put on sale since the last visit (stored for a user; sent by a guest). */
  async newCount(actor: Actor | null, since: string | undefined, city: CityFilter) {
    const from = actor ? await listingsRepository.lastVisit(this.ctx.db, actor.userId) : since ? new Date(since) : null;
    if (!from) return { count: 0, since: null };
    return {
      count: await listingsRepository.countPublishedSince(this.ctx.db, from, city),
      since: from.toISOString(),
    };
  }

  async markVisited(actor: Actor): Promise<{ since: string }> {
    const now = this.ctx.clock.now();
    await listingsRepository.setVisit(this.ctx.db, actor.userId, now);
    return { since: now.toISOString() };
  }

  // ---- helpers ----

  /** Checks a form and turns it into columns: catalogue, city, VIN, money, uploads. */
  private async prepare(
    sellerId: string,
    body: ListingInputParsed,
    publish: boolean,
  ): Promise<
    Omit<
      NewListingRow,
      'sellerId' | 'shopId' | 'sellerType' | 'status' | 'refreshedAt' | 'publishedAt' | 'createdAt' | 'updatedAt'
    >
  > {
    const now = this.ctx.clock.now();
    const vin = body.vin ? this.checkedVin(body.vin) : null;
    const maxYear = maxModelYear(now);
    if (body.year < LISTING_YEAR_MIN || body.year > maxYear) {
      throw fieldError('VALIDATION_FAILED', 'year', 'yearRange', { min: LISTING_YEAR_MIN, max: maxYear });
    }
    const priceFils = priceFilsOf('price', body.price);
    const cifPriceFils = body.cifPrice ? priceFilsOf('cifPrice', body.cifPrice) : null;
    if (body.kind === 'export' && !cifPriceFils) throw fieldError('VALIDATION_FAILED', 'cifPrice', 'required');
    if (publish && body.photoUploadIds.length === 0) {
      throw fieldError('VALIDATION_FAILED', 'photoUploadIds', 'photoRequired');
    }

    const { uploads } = this.deps;
    await uploads.requireOwnUploads(sellerId, body.photoUploadIds, { kinds: ['image'], field: 'photoUploadIds' });
    if (body.videoUploadId) {
      await uploads.requireOwnUploads(sellerId, [body.videoUploadId], { kinds: ['video'], field: 'videoUploadId' });
    }
    const inspection: StoredInspection | null = body.inspection
      ? {
          checklist: body.inspection.checklist.map((c) => ({ item: c.item, result: c.result, note: c.note || null })),
          fileUploadIds: body.inspection.fileUploadIds,
          inspectedAt: body.inspection.inspectedAt ?? null,
          inspector: body.inspection.inspector || null,
        }
      : null;
    if (inspection?.fileUploadIds.length) {
      await uploads.requireOwnUploads(sellerId, inspection.fileUploadIds, {
        kinds: ['image', 'pdf'],
        field: 'inspection.fileUploadIds',
      });
    }

    const resolved = await this.deps.catalog.resolve({
      brandId: body.brandId,
      seriesId: body.seriesId,
      modelId: body.modelId || undefined,
    });
    const place = await this.deps.regions.requireCity(body.cityId, 'cityId');
    // An area is stored as its city (the city filter and the card show the city).
    const title = body.title || null;
    const trim = body.trim || null;
    return {
      kind: body.kind,
      vin,
      brandId: resolved.brand.id,
      seriesId: resolved.series.id,
      modelId: resolved.model?.id ?? null,
      title,
      year: body.year,
      trim,
      bodyType: body.bodyType,
      colour: body.colour,
      mileageKm: body.mileageKm,
      fuel: body.fuel,
      transmission: body.transmission,
      emissionStandard: body.emissionStandard,
      regionalSpec: body.regionalSpec,
      condition: body.condition,
      accidentHistory: body.accidentHistory,
      registrationDate: body.registrationDate ?? null,
      priceFils,
      cifPriceFils,
      cityId: place.cityId,
      emirateId: place.emirateId,
      // Stored as typed: markup stays text, the web shows it escaped.
      description: body.description,
      photoUploadIds: body.photoUploadIds,
      coverUploadId: body.photoUploadIds[0] ?? null,
      photoCount: body.photoUploadIds.length,
      videoUploadId: body.videoUploadId ?? null,
      inspection,
      searchText: listingSearchText({
        brand: resolved.brand.names,
        series: resolved.series.names,
        model: resolved.model?.name ?? null,
        title,
        trim,
      }),
    };
  }

  /** A verified merchant with a verified shop: their cars skip the review. */
  private async sellerIsVerified(sellerId: string): Promise<boolean> {
    const user = await this.deps.users.requireById(sellerId);
    if (!user.roles.includes('merchant') || user.merchantStatus !== 'verified') return false;
    const shop = await this.deps.shops.shopOfOwner(sellerId);
    return shop?.status === 'verified';
  }

  /** The seller's (or an admin's) listing by id, still open to edits; 404 to anyone else. */
  private async requireEditable(actor: Actor, id: string): Promise<ListingRow> {
    const row = await listingsRepository.findById(this.ctx.db, id);
    if (!row || (row.sellerId !== actor.userId && !isAdmin(actor))) throw notFound();
    if (CLOSED.has(row.status)) throw new AppError('INVALID_STATE');
    return row;
  }

  private async lockEditable(tx: Tx, actor: Actor, id: string): Promise<ListingRow> {
    const row = await listingsRepository.lockById(tx, id);
    if (!row || (row.sellerId !== actor.userId && !isAdmin(actor))) throw notFound();
    if (CLOSED.has(row.status)) throw new AppError('INVALID_STATE');
    return row;
  }

  /**
   * One change of the seller's (or an admin's) listing, with its row locked: `change` says what
   * to set (null: nothing to do) or throws when the status does not allow it.
   */
  private async transition(
    actor: Actor,
    id: string,
    lang: Language,
    change: (
      row: ListingRow,
      now: Date,
      tx: Tx,
    ) => Partial<NewListingRow> | null | Promise<Partial<NewListingRow> | null>,
  ): Promise<ListingDetail> {
    const row = await inTransaction(this.ctx.db, async (tx) => {
      const locked = await listingsRepository.lockById(tx, id);
      if (!locked || (locked.sellerId !== actor.userId && !isAdmin(actor))) throw notFound();
      const now = this.ctx.clock.now();
      const changes = await change(locked, now, tx);
      return changes ? listingsRepository.update(tx, id, { ...changes, updatedAt: now }) : locked;
    });
    this.pages.clear();
    return this.detailFor(row, actor, lang);
  }

  private async findVisible(actor: Actor | null, id: string): Promise<ListingRow> {
    const row = await listingsRepository.findById(this.ctx.db, id);
    if (!row) throw notFound();
    if (!PUBLIC.has(row.status) && actor?.userId !== row.sellerId && !isAdmin(actor)) throw notFound();
    return row;
  }

  /** "2022 Toyota Land Cruiser GXR" when the seller gave no title. */
  private titleOf(row: Pick<ListingRow, 'title' | 'year'>, names: Names): string {
    if (row.title) return row.title;
    return [String(row.year), names.brand, names.series, names.model].filter(Boolean).join(' ');
  }

  /**
   * Names in the language from the catalogue and regions (both kept in memory by their services):
   * nothing per row is read from the database.
   */
  private async namesOf(rows: NamedRow[], lang: Language): Promise<(row: NamedRow) => Names> {
    const byKey = new Map<string, Names>();
    for (const row of rows) {
      const key = `${row.brandId}|${row.seriesId}|${row.modelId ?? ''}|${row.cityId}`;
      if (byKey.has(key)) continue;
      const vehicle = await this.deps.catalog
        .resolve({ brandId: row.brandId, seriesId: row.seriesId, modelId: row.modelId }, lang)
        .catch(() => null);
      const city = await this.deps.regions.find(row.cityId);
      byKey.set(key, {
        brand: vehicle?.brandName ?? row.brandId,
        series: vehicle?.seriesName ?? row.seriesId,
        model: vehicle?.modelName ?? null,
        city: city ? this.deps.regions.name(city, lang) : row.cityId,
      });
    }
    return (row) => byKey.get(`${row.brandId}|${row.seriesId}|${row.modelId ?? ''}|${row.cityId}`) as Names;
  }

  private async shopCardsOf(shopIds: (string | null)[], lang: Language): Promise<Map<string, ShopCard>> {
    const ids = [...new Set(shopIds.filter((id): id is string => !!id))];
    if (!ids.length) return new Map();
    return this.deps.shops.shopCards(ids, lang);
  }

  private summaryOf(
    row: ListingSummaryRow,
    names: Names,
    media: Map<string, UploadMedia>,
    shops: Map<string, ShopCard>,
  ): ListingSummary {
    const cover = row.coverUploadId ? media.get(row.coverUploadId) : undefined;
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      title: this.titleOf(row, names),
      brandId: row.brandId,
      brandName: names.brand,
      seriesId: row.seriesId,
      seriesName: names.series,
      modelId: row.modelId,
      modelName: names.model,
      year: row.year,
      mileageKm: row.mileageKm,
      priceFils: Number(row.priceFils),
      cifPriceFils: row.cifPriceFils === null ? null : Number(row.cifPriceFils),
      currency: 'AED',
      fuel: row.fuel,
      transmission: row.transmission,
      bodyType: row.bodyType,
      regionalSpec: row.regionalSpec,
      cityId: row.cityId,
      cityName: names.city,
      cover: cover ? mediaOf(cover) : null,
      photoCount: row.photoCount,
      sellerType: row.sellerType,
      shop: row.shopId ? (shops.get(row.shopId) ?? null) : null,
      views: row.views,
      refreshedAt: row.refreshedAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** List cards: covers and shop cards fetched once per page. */
  async summaries(rows: ListingSummaryRow[], lang: Language): Promise<ListingSummary[]> {
    if (!rows.length) return [];
    const [media, shops, names] = await Promise.all([
      this.deps.uploads.presentMap(rows.map((r) => r.coverUploadId)),
      this.shopCardsOf(
        rows.map((r) => r.shopId),
        lang,
      ),
      this.namesOf(rows, lang),
    ]);
    return rows.map((r) => this.summaryOf(r, names(r), media, shops));
  }

  private async detailFor(row: ListingRow, actor: Actor | null, lang: Language): Promise<ListingDetail> {
    const isSeller = actor?.userId === row.sellerId;
    const canEdit = isSeller || isAdmin(actor);
    const now = this.ctx.clock.now();
    const inspectionFiles = row.inspection?.fileUploadIds ?? [];
    const [names, media, shops, seller, history, favourite, refreshesToday] = await Promise.all([
      this.namesOf([row], lang),
      this.deps.uploads.presentMap([...row.photoUploadIds, row.videoUploadId, ...inspectionFiles]),
      this.shopCardsOf([row.shopId], lang),
      this.deps.users.requireById(row.sellerId),
      listingsRepository.priceHistory(this.ctx.db, row.id),
      actor ? listingsRepository.isFavourite(this.ctx.db, actor.userId, row.id) : Promise.resolve(false),
      canEdit ? listingsRepository.refreshesSince(this.ctx.db, row.id, dubaiDayStart(now)) : Promise.resolve(0),
    ]);
    const avatarUrl = seller.avatarUploadId ? await this.deps.uploads.publicUrlOf(seller.avatarUploadId) : null;
    const video = row.videoUploadId ? media.get(row.videoUploadId) : undefined;
    const inspection: Inspection | null = row.inspection
      ? {
          checklist: row.inspection.checklist,
          files: inspectionFiles.flatMap((id) => {
            const m = media.get(id);
            return m ? [{ uploadId: m.uploadId, url: m.url, thumbUrl: m.thumbUrl, mime: m.mime }] : [];
          }),
          inspectedAt: row.inspection.inspectedAt,
          inspector: row.inspection.inspector,
        }
      : null;
    const landedCost =
      row.cifPriceFils !== null && CIF_KINDS.has(row.kind)
        ? landedCostOf(row.cifPriceFils, this.ctx.config.CUSTOMS_DUTY_BP, this.ctx.config.VAT_RATE_BP)
        : null;
    return {
      ...this.summaryOf(row, names(row), media, shops),
      vin: row.vin,
      trim: row.trim,
      colour: row.colour,
      emissionStandard: row.emissionStandard,
      condition: row.condition,
      accidentHistory: row.accidentHistory,
      registrationDate: row.registrationDate,
      description: row.description,
      photos: row.photoUploadIds.flatMap((id) => {
        const m = media.get(id);
        return m ? [mediaOf(m)] : [];
      }),
      video: video ? { uploadId: video.uploadId, url: video.url, mime: video.mime } : null,
      inspection,
      landedCost,
      seller: {
        userId: row.sellerId,
        nickname: seller.nickname,
        avatarUrl,
        mobile: actor ? seller.mobile : null,
      },
      priceHistory: history.map((h) => ({ priceFils: Number(h.priceFils), at: h.at.toISOString() })),
      rejectReason: canEdit ? row.rejectReason : null,
      favouritesCount: row.favouritesCount,
      isFavourite: favourite,
      canEdit,
      refreshesLeftToday: canEdit ? Math.max(0, this.ctx.config.LISTING_REFRESHES_PER_DAY - refreshesToday) : null,
      soldAt: row.soldAt?.toISOString() ?? null,
      publishedAt: row.publishedAt?.toISOString() ?? null,
    };
  }
}

function mediaOf(m: UploadMedia): ListingMedia {
  return { uploadId: m.uploadId, url: m.url, thumbUrl: m.thumbUrl ?? m.url };
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

/**
 * The status after the seller saves the form: `publish: false` keeps (or makes) it a draft;
 * `true` puts it on sale for a verified seller and in review for anyone else.
 */
export function nextStatusAfterEdit(current: ListingStatus, publish: boolean, sellerVerified: boolean): ListingStatus {
  if (!publish) return 'draft';
  if (current === 'reserved' && sellerVerified) return 'reserved';
  return sellerVerified ? 'on_sale' : 'pending_review';
}
