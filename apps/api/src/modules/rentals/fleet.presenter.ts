import {
  type Language,
  PUBLIC_SHOP_STATUSES,
  type RentalBranch,
  type RentalCarDetail,
  type RentalCarSummary,
} from '@souq/shared';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/authz';
import type { CatalogService } from '../catalog/catalog.service';
import type { RegionsService } from '../regions/regions.service';
import type { ShopsService } from '../shops/shops.service';
import type { UploadsService } from '../uploads/uploads.service';
import type { UsersService } from '../users/users.service';
import { type BranchRole, fleetRepository } from './fleet.repository';
import { quoteCar, titleOf } from './fleet.rules';
import type { RentalBranchRow, RentalCarRow } from './rentals.tables';

/** How a list shows availability: for the searched range, or right now; `busy` when already known. */
export interface SummaryOptions {
  busy?: ReadonlySet<string>;
  range?: { from: Date; to: Date } | null;
}

interface CatalogNames {
  brand: string;
  series: string;
  model: string | null;
}

/** How long a merchant's shown name is reused (wall-clock, not business time), and how many are kept. */
const MERCHANT_CACHE_MS = 60_000;
const MERCHANT_CACHE_MAX = 5_000;

/**
 * Rental cars and branches as responses show them (never a table row), with the names other
 * domains give them: catalogue names, city names, the merchant's shop or nickname.
 */
export class FleetPresenter {
  private readonly merchantCache = new Map<string, { value: RentalCarSummary['merchant']; until: number }>();

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: {
      catalog: CatalogService;
      regions: RegionsService;
      shops: ShopsService;
      uploads: UploadsService;
      users: UsersService;
    },
  ) {}

  /** One car as lists show it, with its availability right now. */
  async carSummary(row: RentalCarRow, lang: Language): Promise<RentalCarSummary> {
    const [summary] = await this.carSummaries([row], lang);
    return summary as RentalCarSummary;
  }

  /**
   * Cars as lists show them, in the order given. Availability is for the range when one is given
   * (with the whole-range quote total), otherwise right now. Reads other domains: call it
   * outside a transaction.
   */
  async carSummaries(rows: RentalCarRow[], lang: Language, opts: SummaryOptions = {}): Promise<RentalCarSummary[]> {
    if (rows.length === 0) return [];
    const db = this.ctx.db;
    const now = this.ctx.clock.now();
    const range = opts.range ?? null;
    const busy =
      opts.busy ??
      (await fleetRepository.busyCarIds(
        db,
        rows.map((r) => r.id),
        range,
        now,
      ));
    const [covers, merchants, names, cities] = await Promise.all([
      this.deps.uploads.presentMap(rows.map((r) => r.photoUploadIds[0])),
      this.merchantsOf(rows.map((r) => r.ownerId)),
      // Reference data, asked once per distinct brand/series/model and city of the page.
      Promise.all(
        rows.map(
          memo(
            (r) => `${r.brandId}|${r.seriesId}|${r.modelId}`,
            (r) => this.catalogNames(r, lang),
          ),
        ),
      ),
      Promise.all(
        rows.map(
          memo(
            (r) => r.cityId,
            (r) => this.cityName(r.cityId, lang),
          ),
        ),
      ),
    ]);
    return rows.map((row, i) => {
      const cover = row.photoUploadIds[0] ? covers.get(row.photoUploadIds[0]) : undefined;
      const name = names[i] as CatalogNames;
      return {
        id: row.id,
        title: titleOf(name.brand, name.series, name.model, row.year),
        brandId: row.brandId,
        brandName: name.brand,
        seriesId: row.seriesId,
        seriesName: name.series,
        year: row.year,
        carType: row.carType,
        seats: row.seats,
        transmission: row.transmission,
        fuel: row.fuel,
        dailyPriceFils: Number(row.dailyPriceFils),
        weeklyPriceFils: Number(row.weeklyPriceFils),
        monthlyPriceFils: Number(row.monthlyPriceFils),
        depositFils: Number(row.depositFils),
        cover: cover ? { url: cover.url, thumbUrl: cover.thumbUrl ?? cover.url } : null,
        cityId: row.cityId,
        cityName: cities[i] as string,
        status: row.status,
        availability: busy.has(row.id) ? 'under_lease' : 'leasable',
        quoteTotalFils: range ? quoteCar(this.ctx.config, row, range.from, range.to, [], now).totalFils : null,
        merchant: merchants.get(row.ownerId) ?? { userId: row.ownerId, shopId: null, name: '' },
      };
    });
  }

  /** A car's page: the summary with photos, branches, busy ranges, and the owner's own fields. */
  async detail(row: RentalCarRow, actor: Actor | null, lang: Language): Promise<RentalCarDetail> {
    const now = this.ctx.clock.now();
    const [summary, photos, links, busy] = await Promise.all([
      this.carSummary(row, lang),
      this.deps.uploads.presentMany(row.photoUploadIds),
      fleetRepository.carBranchLinks(this.ctx.db, [row.id]),
      fleetRepository.busyRanges(this.ctx.db, row.id, now),
    ]);
    const branches = await this.branchMap(
      links.map((l) => l.branchId),
      lang,
    );
    const of = (role: BranchRole) =>
      links
        .filter((l) => l.role === role)
        .map((l) => branches.get(l.branchId))
        .filter((b): b is RentalBranch => !!b);
    return {
      ...summary,
      modelId: row.modelId,
      registrationDate: row.registrationDate,
      mileageKmPerDay: row.mileageKmPerDay,
      excessKmFils: Number(row.excessKmFils),
      features: row.features,
      description: row.description,
      photos: photos.map((p) => ({ uploadId: p.uploadId, url: p.url, thumbUrl: p.thumbUrl ?? p.url })),
      pickupBranches: of('pickup'),
      returnBranches: of('return'),
      busy: busy.map((b) => ({ from: b.from.toISOString(), to: b.to.toISOString() })),
      canEdit: !!actor && actor.userId === row.ownerId,
      valueFils: actor?.userId === row.ownerId && row.valueFils !== null ? Number(row.valueFils) : null,
    };
  }

  /** A branch as responses show it, with its city's name in the reader's language. */
  async branch(row: RentalBranchRow, lang: Language): Promise<RentalBranch> {
    return {
      id: row.id,
      name: row.name,
      cityId: row.cityId,
      cityName: await this.cityName(row.cityId, lang),
      address: row.address,
      lat: row.lat,
      lng: row.lng,
    };
  }

  /** Several branches by id (a page of bookings), deleted ones included. */
  async branchMap(ids: readonly string[], lang: Language, tx?: Tx): Promise<Map<string, RentalBranch>> {
    const db = tx ?? this.ctx.db;
    const rows = await fleetRepository.branchesByIds(db, [...new Set(ids)]);
    const presented = await Promise.all(rows.map((r) => this.branch(r, lang)));
    return new Map(presented.map((b) => [b.id, b]));
  }

  private async cityName(cityId: string, lang: Language): Promise<string> {
    return (await this.deps.regions.label(cityId, lang)) ?? cityId;
  }

  private async catalogNames(row: RentalCarRow, lang: Language): Promise<CatalogNames> {
    const resolved = await this.deps.catalog.resolve(
      { brandId: row.brandId, seriesId: row.seriesId, modelId: row.modelId },
      lang,
    );
    return { brand: resolved.brandName, series: resolved.seriesName, model: resolved.modelName };
  }

  /**
   * How merchants show: the shop (when public) by name, else the account's nickname. Kept for a
   * minute in memory: every search page names its merchants, and names rarely change.
   */
  private async merchantsOf(ownerIds: string[]): Promise<Map<string, RentalCarSummary['merchant']>> {
    const unique = [...new Set(ownerIds)];
    const now = Date.now();
    const out = new Map<string, RentalCarSummary['merchant']>();
    await Promise.all(
      unique.map(async (userId) => {
        const cached = this.merchantCache.get(userId);
        if (cached && cached.until > now) {
          out.set(userId, cached.value);
          return;
        }
        const [shop, user] = await Promise.all([
          this.deps.shops.shopOfOwner(userId),
          this.deps.users.requireById(userId).catch(() => null),
        ]);
        const publicShop = shop && PUBLIC_SHOP_STATUSES.includes(shop.status) ? shop : null;
        const value = {
          userId,
          shopId: publicShop?.id ?? null,
          name: publicShop?.name ?? user?.nickname ?? user?.username ?? '',
        };
        if (this.merchantCache.size >= MERCHANT_CACHE_MAX) this.merchantCache.clear();
        this.merchantCache.set(userId, { value, until: now + MERCHANT_CACHE_MS });
        out.set(userId, value);
      }),
    );
    return out;
  }
}

/** One call per distinct key: later rows with the same key share the first row's promise. */
function memo<R, T>(keyOf: (row: R) => string, fn: (row: R) => Promise<T>): (row: R) => Promise<T> {
  const seen = new Map<string, Promise<T>>();
  return (row) => {
    const key = keyOf(row);
    let found = seen.get(key);
    if (!found) {
      found = fn(row);
      seen.set(key, found);
    }
    return found;
  };
}
