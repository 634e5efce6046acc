import {
  type AdminListingsQuery,
  type CityFilter,
  dubaiDayStart,
  type FavouriteState,
  type Language,
  type ListingCounts,
  type ListingDetail,
  type ListingInputParsed,
  type ListingPage,
  type ListingSearchParsed,
  type ListingStatus,
  type ListingSummary,
  type MyListingsQuery,
  type VinDecode,
} from '@souq/shared';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { type Actor, isAdmin } from '../../lib/authz';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { inTransaction } from '../../lib/transaction';
import type { CatalogService } from '../catalog/catalog.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { RegionsService } from '../regions/regions.service';
import type { ShopsService } from '../shops/shops.service';
import type { UploadsService } from '../uploads/uploads.service';
import type { UsersService } from '../users/users.service';
import { ListingFavourites } from './listings.favourites';
import { ListingForm, priceFilsOf } from './listings.form';
import { ListingHistory } from './listings.history';
import { ListingLists } from './listings.lists';
import { ListingPresenter } from './listings.presenter';
import { type ListingSummaryRow, listingsRepository } from './listings.repository';
import { CLOSED, findVisible, nextStatusAfterEdit, PUBLIC } from './listings.rules';
import type { ListingRow, NewListingRow } from './listings.tables';
import type { VinDecoder } from './vin-decoder.port';

export { listingFilterOf } from './listings.lists';
export { landedCostOf } from './listings.presenter';
export { nextStatusAfterEdit } from './listings.rules';

export interface ListingsDeps {
  catalog: CatalogService;
  regions: RegionsService;
  shops: ShopsService;
  uploads: UploadsService;
  notifications: NotificationsService;
  users: UsersService;
}

/**
 * Cars for sale: publish, edit, review, search, favourites, history. This class holds the rules of
 * a car's life (publish, edit, status changes, the admins' review) and is the one entry point of
 * the domain; the form checks, lists, favourites, history and presentation live in the parts it
 * builds (listings.form.ts, listings.lists.ts, listings.favourites.ts, listings.history.ts,
 * listings.presenter.ts).
 *
 * Review rule: a verified merchant whose shop is verified goes on sale at once; anyone else waits
 * in review for an admin, who approves or rejects with a reason (the seller is told either way).
 * An edit of a car on sale by a seller who is not verified sends it back to review.
 */
export class ListingsService {
  private readonly present: ListingPresenter;
  private readonly form: ListingForm;
  private readonly lists: ListingLists;
  private readonly hearts: ListingFavourites;
  private readonly seen: ListingHistory;

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: ListingsDeps,
    vinDecoder?: VinDecoder,
  ) {
    this.present = new ListingPresenter(ctx, deps);
    this.form = new ListingForm(ctx, deps, vinDecoder);
    this.lists = new ListingLists(ctx, this.present);
    this.hearts = new ListingFavourites(ctx, this.present);
    this.seen = new ListingHistory(ctx, this.present);
  }

  // ---- VIN ----

  /** Checks and decodes a VIN for the publish form's prefill; a bad VIN is a field error. */
  async decodeVin(raw: string): Promise<VinDecode> {
    return this.form.decodeVin(raw);
  }

  // ---- publish and edit ----

  async create(actor: Actor, body: ListingInputParsed, lang: Language): Promise<ListingDetail> {
    const now = this.ctx.clock.now();
    const prepared = await this.form.columnsOf(actor.userId, body, body.publish);
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
    this.lists.forgetPages();
    return this.present.detail(row, actor, lang);
  }

  /** Replaces the listing's fields (the whole form); see the review rule for the status. */
  async update(actor: Actor, id: string, body: ListingInputParsed, lang: Language): Promise<ListingDetail> {
    const current = await this.requireEditable(actor, id);
    const prepared = await this.form.columnsOf(current.sellerId, body, body.publish);
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
    this.lists.forgetPages();
    return this.present.detail(row, actor, lang);
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
      const title = await this.present.titleIn(updated, 'en');
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
    this.lists.forgetPages();
    return this.present.detail(row, actor, lang);
  }

  // ---- reading ----

  /** One car: anyone for a public one; the seller and admins for any other (404 to everyone else). */
  async detail(actor: Actor | null, id: string, lang: Language): Promise<ListingDetail> {
    const row = await findVisible(this.ctx.db, actor, id);
    const counted =
      PUBLIC.has(row.status) && actor?.userId !== row.sellerId && (await this.seen.recordView(actor, row));
    return this.present.detail(counted ? { ...row, views: row.views + 1 } : row, actor, lang);
  }

  async similar(actor: Actor | null, id: string, lang: Language): Promise<{ items: ListingSummary[] }> {
    return this.lists.similar(actor, id, lang);
  }

  /** The public search: public statuses only, every filter, five sorts, keyset pages. */
  async search(query: ListingSearchParsed, city: CityFilter, lang: Language): Promise<ListingPage> {
    return this.lists.search(query, city, lang);
  }

  /** The seller's own cars (every status, or one), newest first. */
  async mine(actor: Actor, query: MyListingsQuery, lang: Language): Promise<ListingPage> {
    return this.lists.mine(actor, query, lang);
  }

  /** How many of a seller's cars are in each status (the management tabs). */
  async countsOf(sellerId: string): Promise<ListingCounts> {
    return this.lists.countsOf(sellerId);
  }

  /** Cars of a shop buyers can see, per public status (the shop page). */
  async publicCountsOfShop(shopId: string): Promise<{ onSale: number; reserved: number; sold: number }> {
    return this.lists.publicCountsOfShop(shopId);
  }

  /** Cars on sale per shop (shop cards and lists); shops without any are left out. */
  async onSaleCountsByShop(shopIds: readonly string[]): Promise<Map<string, number>> {
    return this.lists.onSaleCountsByShop(shopIds);
  }

  async adminList(query: AdminListingsQuery, lang: Language): Promise<ListingPage> {
    return this.lists.adminList(query, lang);
  }

  /** List cards: covers and shop cards fetched once per page. */
  async summaries(rows: ListingSummaryRow[], lang: Language): Promise<ListingSummary[]> {
    return this.present.summaries(rows, lang);
  }

  /** List cards of cars by id, whatever their status (other domains' cards: auction lots); unknown ids are left out. */
  async summariesByIds(ids: readonly string[], lang: Language): Promise<ListingSummary[]> {
    if (ids.length === 0) return [];
    return this.present.summaries(await listingsRepository.byIds(this.ctx.db, ids), lang);
  }

  // ---- favourites and history ----

  async setFavourite(actor: Actor, id: string, favourite: boolean): Promise<FavouriteState> {
    return this.hearts.set(actor, id, favourite);
  }

  async favourites(actor: Actor, cursor: string | undefined, limit: number, lang: Language): Promise<ListingPage> {
    return this.hearts.page(actor, cursor, limit, lang);
  }

  async history(actor: Actor, cursor: string | undefined, limit: number, lang: Language) {
    return this.seen.page(actor, cursor, limit, lang);
  }

  async clearHistory(actor: Actor): Promise<{ removed: number }> {
    return this.seen.clear(actor);
  }

  async deleteHistoryItem(actor: Actor, listingId: string): Promise<{ removed: number }> {
    return this.seen.deleteItem(actor, listingId);
  }

  // ---- the "new cars" badge ----

  /** Cars put on sale since the last visit (stored for a user; sent by a guest). */
  async newCount(actor: Actor | null, since: string | undefined, city: CityFilter) {
    return this.seen.newCount(actor, since, city);
  }

  async markVisited(actor: Actor): Promise<{ since: string }> {
    return this.seen.markVisited(actor);
  }

  // ---- helpers ----

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
    this.lists.forgetPages();
    return this.present.detail(row, actor, lang);
  }
}
