/**
 * How a shop is shown: cards on cars, list rows, the shop page, the owner's and the admins' views
 * (with a fresh signed URL of the private trade licence), and its sales consultants.
 */
import type {
  AdminShop,
  Consultant,
  Language,
  OwnShop,
  ShopCard,
  ShopDetail,
  ShopStatus,
  ShopSummary,
} from '@souq/shared';
import { isOpenAt } from '@souq/shared';
import type { AppContext } from '../../context';
import type { Actor } from '../../lib/authz';
import type { RegionsService } from '../regions/regions.service';
import type { UploadsService } from '../uploads/uploads.service';
import type { UsersService } from '../users/users.service';
import { shopsRepository } from './shops.repository';
import type { ShopConsultantRow, ShopRow } from './shops.tables';

/**
 * The port through which shops learn how many cars each shop has on sale (decision record 0019).
 * Listings depends on shops, not the other way round: the listings domain plugs itself in with
 * `countCarsWith` when it is built; until then (or in an app without listings) counts are 0.
 */
export interface ShopCarCounts {
  onSaleCountsByShop(shopIds: readonly string[]): Promise<Map<string, number>>;
}

export interface ShopPresenterDeps {
  regions: RegionsService;
  uploads: UploadsService;
  users: UsersService;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Verified shops show the badge; their listings skip review. */
export function isVerifiedShop(shop: { status: ShopStatus } | null | undefined): boolean {
  return shop?.status === 'verified';
}

export class ShopPresenter {
  private carCountSource: ShopCarCounts | null = null;

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: ShopPresenterDeps,
  ) {}

  /** Where the cars-on-sale counts of shop cards come from (see ShopCarCounts). */
  countCarsWith(source: ShopCarCounts): void {
    this.carCountSource = source;
  }

  /** Seller cards of listings, by shop id (unknown ids are left out). */
  async cards(shopIds: readonly (string | null | undefined)[], lang: Language): Promise<Map<string, ShopCard>> {
    const ids = [...new Set(shopIds.filter((id): id is string => !!id && UUID.test(id)))];
    const rows = await shopsRepository.findMany(this.ctx.db, ids);
    const logos = await this.deps.uploads.presentMap(rows.map((r) => r.logoUploadId));
    const out = new Map<string, ShopCard>();
    for (const row of rows) {
      out.set(row.id, {
        id: row.id,
        name: row.name,
        logoUrl: (row.logoUploadId && logos.get(row.logoUploadId)?.thumbUrl) || null,
        verified: isVerifiedShop(row),
        cityName: await this.cityName(row, lang),
        phone: row.phone,
        whatsapp: row.whatsapp,
      });
    }
    return out;
  }

  /** "Ras Al Khor, Dubai" for a shop placed in an area, else the city's name. */
  private cityName(row: Pick<ShopRow, 'cityId' | 'areaId'>, lang: Language): Promise<string | null> {
    return this.deps.regions.label(row.areaId ?? row.cityId, lang);
  }

  /** Cars on sale per shop, from the port the listings domain fills. */
  private async carCounts(shopIds: string[]): Promise<Map<string, number>> {
    const source = this.carCountSource;
    if (shopIds.length === 0 || !source) return new Map();
    return source.onSaleCountsByShop(shopIds);
  }

  async summaries(rows: ShopRow[], lang: Language): Promise<ShopSummary[]> {
    const ids = rows.map((r) => r.id);
    const [logos, counts] = await Promise.all([
      this.deps.uploads.presentMap(rows.map((r) => r.logoUploadId)),
      this.carCounts(ids),
    ]);
    return Promise.all(
      rows.map((row) => this.summaryOf(row, lang, logos.get(row.logoUploadId ?? '')?.thumbUrl ?? null, counts)),
    );
  }

  private async summaryOf(
    row: ShopRow,
    lang: Language,
    logoUrl: string | null,
    counts: Map<string, number>,
  ): Promise<ShopSummary> {
    return {
      id: row.id,
      name: row.name,
      logoUrl,
      status: row.status,
      verified: isVerifiedShop(row),
      cityId: row.cityId,
      areaId: row.areaId,
      cityName: await this.cityName(row, lang),
      emirateId: row.emirateId,
      followersCount: row.followersCount,
      carsCount: counts.get(row.id) ?? 0,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async consultants(rows: ShopConsultantRow[]): Promise<Consultant[]> {
    const photos = await this.deps.uploads.presentMap(rows.map((r) => r.photoUploadId));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      mobile: r.mobile,
      whatsapp: r.whatsapp,
      photoUrl: (r.photoUploadId && photos.get(r.photoUploadId)?.thumbUrl) || null,
      photoUploadId: r.photoUploadId,
      languages: r.languages as Consultant['languages'],
    }));
  }

  async detail(row: ShopRow, actor: Actor | null, lang: Language): Promise<ShopDetail> {
    const [media, counts, followed, consultants] = await Promise.all([
      this.deps.uploads.presentMap([row.logoUploadId, row.coverUploadId]),
      this.carCounts([row.id]),
      actor ? shopsRepository.followedIds(this.ctx.db, actor.userId, [row.id]) : Promise.resolve(new Set<string>()),
      shopsRepository.consultantsOf(this.ctx.db, row.id),
    ]);
    const logo = row.logoUploadId ? media.get(row.logoUploadId) : undefined;
    const cover = row.coverUploadId ? media.get(row.coverUploadId) : undefined;
    return {
      ...(await this.summaryOf(row, lang, logo?.thumbUrl ?? null, counts)),
      description: row.description,
      coverUrl: cover?.url ?? null,
      address: row.address,
      lat: row.lat,
      lng: row.lng,
      hours: row.hours,
      openNow: isOpenAt(row.hours, this.ctx.clock.now()),
      phone: row.phone,
      whatsapp: row.whatsapp,
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
      isFollowing: followed.has(row.id),
      isOwner: actor?.userId === row.ownerId,
      consultants: await this.consultants(consultants),
    };
  }

  /** The owner's and admins' view, with a fresh signed URL of the private licence image. */
  async own(row: ShopRow, actor: Actor, lang: Language): Promise<OwnShop> {
    const [detail, licence] = await Promise.all([
      this.detail(row, actor, lang),
      this.deps.uploads.presentMany([row.tradeLicenceUploadId]),
    ]);
    return {
      ...detail,
      rejectReason: row.rejectReason,
      tradeLicenceNo: row.tradeLicenceNo,
      tradeLicenceUploadId: row.tradeLicenceUploadId,
      tradeLicenceUrl: licence[0]?.url ?? null,
      logoUploadId: row.logoUploadId,
      coverUploadId: row.coverUploadId,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async admin(row: ShopRow, actor: Actor, lang: Language): Promise<AdminShop> {
    const [own, owner] = await Promise.all([
      this.own(row, actor, lang),
      this.deps.users.requireById(row.ownerId).catch(() => null),
    ]);
    return {
      ...own,
      owner: { id: row.ownerId, nickname: owner?.nickname ?? null, mobile: owner?.mobile ?? null },
    };
  }
}
