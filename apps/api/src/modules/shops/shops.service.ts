import {
  type AdminShop,
  type AdminShopPage,
  type adminShopListQuery,
  type CityFilter,
  type Consultant,
  type ConsultantList,
  type consultantBody,
  type FollowedShopPage,
  type FollowResponse,
  type Language,
  type OwnShop,
  type openShopBody,
  PUBLIC_SHOP_STATUSES,
  SHOP_CONSULTANTS_MAX,
  SHOP_STATUSES,
  type ShopCard,
  type ShopDetail,
  type ShopPage,
  type ShopStatus,
  type shopListQuery,
  type updateConsultantBody,
  type updateShopBody,
} from '@souq/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { type Actor, isAdmin, requireRole } from '../../lib/authz';
import { decodeCursor, decodeKeyCursor, keysetPageOf, pageOf } from '../../lib/cursor';
import { AppError, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { inTransaction } from '../../lib/transaction';
import type { NotificationsService } from '../notifications/notifications.service';
import type { RegionsService } from '../regions/regions.service';
import type { UploadsService } from '../uploads/uploads.service';
import type { UsersService } from '../users/users.service';
import { isVerifiedShop, type ShopCarCounts, ShopPresenter, UUID } from './shops.presenter';
import { type ShopChanges, shopsRepository } from './shops.repository';
import type { ShopRow } from './shops.tables';

export type { ShopCarCounts } from './shops.presenter';
export type { ShopRow } from './shops.tables';

export interface ShopsDeps {
  regions: RegionsService;
  uploads: UploadsService;
  notifications: NotificationsService;
  users: UsersService;
}

const FOLLOWERS_TAG = 'shops:followers';

type OpenShopInput = z.output<typeof openShopBody>;
type UpdateShopInput = z.output<typeof updateShopBody>;
type ConsultantInput = z.output<typeof consultantBody>;
type UpdateConsultantInput = z.output<typeof updateConsultantBody>;

/**
 * Dealer shops: a merchant opens one shop and edits it; an admin verifies or rejects it; anyone
 * finds shops and opens a shop page; users follow shops; the owner keeps a list of sales consultants.
 *
 * Who may open a shop: any logged-in user whose merchant account was not rejected. A user who is not
 * a merchant yet becomes a merchant applicant (role `merchant`, merchant status `pending`); verifying
 * the shop verifies the merchant. A merchant whose account an admin rejected gets MERCHANT_REQUIRED.
 *
 * How shops are shown (cards, pages, the owner's and admins' views) lives in shops.presenter.ts.
 */
export class ShopsService {
  private readonly present: ShopPresenter;

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: ShopsDeps,
  ) {
    this.present = new ShopPresenter(ctx, deps);
  }

  /** Where the cars-on-sale counts of shop cards come from (see ShopCarCounts). */
  countCarsWith(source: ShopCarCounts): void {
    this.present.countCarsWith(source);
  }

  // ---- for other domains (listings, rental fleet) ----

  /** The user's shop (any status), or null. */
  async shopOfOwner(userId: string, tx?: Tx): Promise<ShopRow | null> {
    const db = tx ?? this.ctx.db;
    return (await shopsRepository.findByOwner(db, userId)) ?? null;
  }

  /** Verified shops show the badge; their listings skip review. */
  isVerified(shop: Pick<ShopRow, 'status'> | null | undefined): boolean {
    return isVerifiedShop(shop);
  }

  /** Seller cards of listings, by shop id (unknown ids are left out). */
  cards(shopIds: readonly (string | null | undefined)[], lang: Language): Promise<Map<string, ShopCard>> {
    return this.present.cards(shopIds, lang);
  }

  /** Same as `cards`. */
  shopCards(shopIds: readonly (string | null | undefined)[], lang: Language): Promise<Map<string, ShopCard>> {
    return this.cards(shopIds, lang);
  }

  // ---- public ----

  async list(query: z.output<typeof shopListQuery>, city: CityFilter, lang: Language): Promise<ShopPage> {
    const search = { statuses: PUBLIC_SHOP_STATUSES, q: query.q || undefined, city, limit: query.limit + 1 };
    if (query.sort === 'newest') {
      const rows = await shopsRepository.pageByNewest(this.ctx.db, search, decodeCursor(query.cursor));
      const page = pageOf(
        rows,
        query.limit,
        (r) => ({ at: r.createdAt, id: r.id }),
        (r) => r,
      );
      return { items: await this.present.summaries(page.items, lang), nextCursor: page.nextCursor };
    }
    const cursor = decodeKeyCursor(FOLLOWERS_TAG, query.cursor, (k) => /^\d{1,10}$/.test(k));
    const rows = await shopsRepository.pageByFollowers(this.ctx.db, search, cursor);
    const page = keysetPageOf(
      rows,
      query.limit,
      FOLLOWERS_TAG,
      (r) => ({ key: String(r.followersCount), id: r.id }),
      (r) => r,
    );
    return { items: await this.present.summaries(page.items, lang), nextCursor: page.nextCursor };
  }

  /** The shop page. Rejected and suspended shops are 404 to everyone but their owner and admins. */
  async detail(actor: Actor | null, shopId: string, lang: Language): Promise<ShopDetail> {
    const row = await this.requireVisible(actor, shopId);
    return this.present.detail(row, actor, lang);
  }

  /** Who answers for a shop the public can see (its owner's user id): "chat with the shop". 404 otherwise. */
  async ownerOf(shopId: string): Promise<string> {
    return (await this.requireVisible(null, shopId)).ownerId;
  }

  async consultants(actor: Actor | null, shopId: string): Promise<ConsultantList> {
    const row = await this.requireVisible(actor, shopId);
    return { items: await this.present.consultants(await shopsRepository.consultantsOf(this.ctx.db, row.id)) };
  }

  // ---- follows ----

  /** Idempotent: following twice keeps one follow; the counter stays equal to the follows. */
  async follow(actor: Actor, shopId: string): Promise<FollowResponse> {
    const shop = await this.requireVisible(null, shopId);
    if (shop.ownerId === actor.userId) throw new AppError('CANNOT_FOLLOW_OWN_SHOP');
    return inTransaction(this.ctx.db, async (tx) => {
      const created = await shopsRepository.insertFollow(tx, actor.userId, shop.id, this.ctx.clock.now());
      const followersCount = created
        ? await shopsRepository.addFollowers(tx, shop.id, 1)
        : ((await shopsRepository.findById(tx, shop.id))?.followersCount ?? 0);
      return { following: true, followersCount };
    });
  }

  /** Idempotent: unfollowing a shop not followed changes nothing. Works for any shop status. */
  async unfollow(actor: Actor, shopId: string): Promise<FollowResponse> {
    if (!UUID.test(shopId)) throw notFound();
    return inTransaction(this.ctx.db, async (tx) => {
      const shop = await shopsRepository.findById(tx, shopId);
      if (!shop) throw notFound();
      const removed = await shopsRepository.deleteFollow(tx, actor.userId, shop.id);
      const followersCount = removed ? await shopsRepository.addFollowers(tx, shop.id, -1) : shop.followersCount;
      return { following: false, followersCount };
    });
  }

  async following(actor: Actor, cursor: string | undefined, limit: number, lang: Language): Promise<FollowedShopPage> {
    const rows = await shopsRepository.followedPage(
      this.ctx.db,
      actor.userId,
      PUBLIC_SHOP_STATUSES,
      decodeCursor(cursor),
      limit + 1,
    );
    const page = pageOf(
      rows,
      limit,
      (r) => ({ at: r.followedAt, id: r.shop.id }),
      (r) => r,
    );
    const summaries = await this.present.summaries(
      page.items.map((r) => r.shop),
      lang,
    );
    return {
      items: summaries.map((s, i) => ({ ...s, followedAt: (page.items[i]?.followedAt ?? new Date(0)).toISOString() })),
      nextCursor: page.nextCursor,
    };
  }

  // ---- owner ----

  async mine(actor: Actor, lang: Language): Promise<OwnShop | null> {
    const row = await shopsRepository.findByOwner(this.ctx.db, actor.userId);
    return row ? this.present.own(row, actor, lang) : null;
  }

  async open(actor: Actor, body: OpenShopInput, lang: Language): Promise<OwnShop> {
    if (actor.merchantStatus === 'rejected') throw new AppError('MERCHANT_REQUIRED');
    if (await shopsRepository.findByOwner(this.ctx.db, actor.userId)) throw new AppError('SHOP_ALREADY_EXISTS');
    const city = await this.deps.regions.requireCity(body.cityId, 'cityId');
    await this.checkUploads(actor.userId, body);
    const now = this.ctx.clock.now();
    const becomesApplicant = !actor.roles.includes('merchant') || actor.merchantStatus === 'none';
    try {
      const row = await inTransaction(this.ctx.db, async (tx) => {
        const shop = await shopsRepository.insert(tx, {
          ownerId: actor.userId,
          name: body.name,
          description: body.description ?? null,
          logoUploadId: body.logoUploadId ?? null,
          coverUploadId: body.coverUploadId ?? null,
          cityId: city.cityId,
          areaId: city.areaId,
          emirateId: city.emirateId,
          address: body.address,
          lat: body.lat ?? null,
          lng: body.lng ?? null,
          hours: body.hours,
          tradeLicenceNo: body.tradeLicenceNo,
          tradeLicenceUploadId: body.tradeLicenceUploadId ?? null,
          phone: body.phone,
          whatsapp: body.whatsapp ?? null,
          status: 'pending',
          createdAt: now,
          updatedAt: now,
        });
        if (becomesApplicant) await this.deps.users.setMerchantStatus(actor.userId, 'pending', tx);
        return shop;
      });
      return this.present.own(row, actor, lang);
    } catch (err) {
      // Two racing requests of one user: the unique owner index lets one through.
      if (isUniqueViolation(err, 'shops_owner_key')) throw new AppError('SHOP_ALREADY_EXISTS');
      throw err;
    }
  }

  /**
   * Edits the caller's shop. A rejected shop goes back to review when edited; so does a verified
   * shop whose trade licence (number or image) changes.
   */
  async update(actor: Actor, body: UpdateShopInput, lang: Language): Promise<OwnShop> {
    const current = await shopsRepository.findByOwner(this.ctx.db, actor.userId);
    if (!current) throw new AppError('SHOP_REQUIRED');
    const changes: ShopChanges = {};
    if (body.cityId !== undefined && body.cityId !== (current.areaId ?? current.cityId)) {
      const city = await this.deps.regions.requireCity(body.cityId, 'cityId');
      changes.cityId = city.cityId;
      changes.areaId = city.areaId;
      changes.emirateId = city.emirateId;
    }
    await this.checkUploads(actor.userId, body);
    const keys = [
      'name',
      'description',
      'logoUploadId',
      'coverUploadId',
      'address',
      'lat',
      'lng',
      'hours',
      'tradeLicenceNo',
      'tradeLicenceUploadId',
      'phone',
      'whatsapp',
    ] as const;
    for (const key of keys) {
      const value = body[key];
      if (value === undefined) continue;
      if (JSON.stringify(value) !== JSON.stringify(current[key])) Object.assign(changes, { [key]: value });
    }
    if (Object.keys(changes).length === 0) return this.present.own(current, actor, lang);
    const licenceChanged = 'tradeLicenceNo' in changes || 'tradeLicenceUploadId' in changes;
    if (current.status === 'rejected' || (current.status === 'verified' && licenceChanged)) {
      changes.status = 'pending';
      changes.rejectReason = null;
      changes.verifiedAt = null;
    }
    changes.updatedAt = this.ctx.clock.now();
    const row = await shopsRepository.update(this.ctx.db, current.id, changes);
    return this.present.own(row, actor, lang);
  }

  async addConsultant(actor: Actor, body: ConsultantInput): Promise<Consultant> {
    const shop = await this.requireOwnShop(actor);
    if (body.photoUploadId) await this.requireImages(actor.userId, [body.photoUploadId], 'photoUploadId');
    const now = this.ctx.clock.now();
    const row = await inTransaction(this.ctx.db, async (tx) => {
      // The shop row lock makes the count and the insert one step.
      await shopsRepository.lockById(tx, shop.id);
      if ((await shopsRepository.countConsultants(tx, shop.id)) >= SHOP_CONSULTANTS_MAX) {
        throw new AppError('INVALID_STATE', { max: SHOP_CONSULTANTS_MAX });
      }
      return shopsRepository.insertConsultant(tx, {
        shopId: shop.id,
        name: body.name,
        mobile: body.mobile,
        whatsapp: body.whatsapp ?? null,
        photoUploadId: body.photoUploadId ?? null,
        languages: body.languages,
        createdAt: now,
        updatedAt: now,
      });
    });
    const [out] = await this.present.consultants([row]);
    if (!out) throw new Error('consultant vanished');
    return out;
  }

  async updateConsultant(actor: Actor, consultantId: string, body: UpdateConsultantInput): Promise<Consultant> {
    const shop = await this.requireOwnShop(actor);
    if (!UUID.test(consultantId)) throw notFound();
    if (body.photoUploadId) await this.requireImages(actor.userId, [body.photoUploadId], 'photoUploadId');
    const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    const row = await shopsRepository.updateConsultant(this.ctx.db, shop.id, consultantId, {
      ...changes,
      updatedAt: this.ctx.clock.now(),
    });
    if (!row) throw notFound();
    const [out] = await this.present.consultants([row]);
    if (!out) throw new Error('consultant vanished');
    return out;
  }

  async removeConsultant(actor: Actor, consultantId: string): Promise<void> {
    const shop = await this.requireOwnShop(actor);
    if (!UUID.test(consultantId)) throw notFound();
    if (!(await shopsRepository.deleteConsultant(this.ctx.db, shop.id, consultantId))) throw notFound();
  }

  // ---- admin ----

  async adminList(actor: Actor, query: z.output<typeof adminShopListQuery>, lang: Language): Promise<AdminShopPage> {
    requireRole(actor, 'admin');
    const rows = await shopsRepository.pageByNewest(
      this.ctx.db,
      {
        statuses: query.status ? [query.status] : SHOP_STATUSES,
        q: query.q || undefined,
        city: null,
        limit: query.limit + 1,
      },
      decodeCursor(query.cursor),
    );
    const page = pageOf(
      rows,
      query.limit,
      (r) => ({ at: r.createdAt, id: r.id }),
      (r) => r,
    );
    return {
      items: await Promise.all(page.items.map((r) => this.present.admin(r, actor, lang))),
      nextCursor: page.nextCursor,
    };
  }

  async adminGet(actor: Actor, shopId: string, lang: Language): Promise<AdminShop> {
    requireRole(actor, 'admin');
    const row = UUID.test(shopId) ? await shopsRepository.findById(this.ctx.db, shopId) : undefined;
    if (!row) throw notFound();
    return this.present.admin(row, actor, lang);
  }

  /** pending, rejected or suspended → verified; the owner becomes a verified merchant and is told. */
  verify(actor: Actor, shopId: string, lang: Language): Promise<AdminShop> {
    return this.review(actor, shopId, lang, {
      from: ['pending', 'rejected', 'suspended'],
      to: 'verified',
      reason: null,
      titleKey: 'notifications:shopVerified.title',
    });
  }

  /** pending → rejected with a reason the owner sees; the owner edits the shop to resubmit. */
  reject(actor: Actor, shopId: string, reason: string, lang: Language): Promise<AdminShop> {
    return this.review(actor, shopId, lang, {
      from: ['pending'],
      to: 'rejected',
      reason,
      titleKey: 'notifications:shopRejected.title',
    });
  }

  /** verified or pending → suspended: hidden from everyone but the owner and admins. */
  suspend(actor: Actor, shopId: string, reason: string, lang: Language): Promise<AdminShop> {
    return this.review(actor, shopId, lang, {
      from: ['verified', 'pending'],
      to: 'suspended',
      reason,
      titleKey: 'notifications:shopSuspended.title',
    });
  }

  private async review(
    actor: Actor,
    shopId: string,
    lang: Language,
    step: { from: ShopStatus[]; to: ShopStatus; reason: string | null; titleKey: string },
  ): Promise<AdminShop> {
    requireRole(actor, 'admin');
    if (!UUID.test(shopId)) throw notFound();
    const now = this.ctx.clock.now();
    const row = await inTransaction(this.ctx.db, async (tx, afterCommit) => {
      const shop = await shopsRepository.lockById(tx, shopId);
      if (!shop) throw notFound();
      if (!step.from.includes(shop.status)) throw new AppError('INVALID_STATE');
      const updated = await shopsRepository.update(tx, shop.id, {
        status: step.to,
        rejectReason: step.reason,
        verifiedAt: step.to === 'verified' ? now : null,
        updatedAt: now,
      });
      if (step.to === 'verified') await this.deps.users.setMerchantStatus(shop.ownerId, 'verified', tx);
      await this.deps.notifications.notify(
        {
          userId: shop.ownerId,
          type: `shop.${step.to}`,
          titleKey: step.titleKey,
          params: { name: shop.name, reason: step.reason },
          route: '/me/shop',
        },
        { tx, afterCommit },
      );
      return updated;
    });
    return this.present.admin(row, actor, lang);
  }

  // ---- helpers ----

  private async requireVisible(actor: Actor | null, shopId: string): Promise<ShopRow> {
    const row = UUID.test(shopId) ? await shopsRepository.findById(this.ctx.db, shopId) : undefined;
    if (!row) throw notFound();
    const mayView = PUBLIC_SHOP_STATUSES.includes(row.status) || row.ownerId === actor?.userId || isAdmin(actor);
    if (!mayView) throw notFound();
    return row;
  }

  private async requireOwnShop(actor: Actor): Promise<ShopRow> {
    const row = await shopsRepository.findByOwner(this.ctx.db, actor.userId);
    if (!row) throw new AppError('SHOP_REQUIRED');
    return row;
  }

  private async requireImages(
    userId: string,
    ids: string[],
    field: string,
    visibility: 'public' | 'private' = 'public',
  ) {
    await this.deps.uploads.requireOwnUploads(userId, ids, { kinds: ['image'], visibility, field });
  }

  /** Logo and cover: the user's public images; the trade licence: the user's private image. */
  private async checkUploads(
    userId: string,
    body: { logoUploadId?: string | null; coverUploadId?: string | null; tradeLicenceUploadId?: string | null },
  ) {
    if (body.logoUploadId) await this.requireImages(userId, [body.logoUploadId], 'logoUploadId');
    if (body.coverUploadId) await this.requireImages(userId, [body.coverUploadId], 'coverUploadId');
    if (body.tradeLicenceUploadId) {
      await this.requireImages(userId, [body.tradeLicenceUploadId], 'tradeLicenceUploadId', 'private');
    }
  }
}
