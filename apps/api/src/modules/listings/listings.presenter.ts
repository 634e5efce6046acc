/**
 * How a car for sale is shown: catalogue and city names in the reader's language, covers and
 * galleries, the seller's shop card, the landed cost of an import, and what its seller may do.
 * Rows come in, response shapes go out; nothing here changes data.
 */
import {
  dubaiDayStart,
  type Inspection,
  type LandedCost,
  type Language,
  type ListingDetail,
  type ListingMedia,
  type ListingSummary,
  type ShopCard,
  type UploadMedia,
} from '@souq/shared';
import type { AppContext } from '../../context';
import { type Actor, isAdmin } from '../../lib/authz';
import type { CatalogService } from '../catalog/catalog.service';
import type { RegionsService } from '../regions/regions.service';
import type { ShopsService } from '../shops/shops.service';
import type { UploadsService } from '../uploads/uploads.service';
import type { UsersService } from '../users/users.service';
import { listingActivityRepository } from './listing-activity.repository';
import { type ListingSummaryRow, listingsRepository } from './listings.repository';
import type { ListingRow } from './listings.tables';

export interface ListingPresenterDeps {
  catalog: CatalogService;
  regions: RegionsService;
  shops: ShopsService;
  uploads: UploadsService;
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

/** Kinds whose price is shown with a CIF landed-cost estimate. */
const CIF_KINDS = new Set(['import', 'export', 'abroad']);

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

function mediaOf(m: UploadMedia): ListingMedia {
  return { uploadId: m.uploadId, url: m.url, thumbUrl: m.thumbUrl ?? m.url };
}

export class ListingPresenter {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: ListingPresenterDeps,
  ) {}

  /** "2022 Toyota Land Cruiser GXR" when the seller gave no title. */
  async titleIn(row: ListingRow, lang: Language): Promise<string> {
    return this.titleOf(row, (await this.namesOf([row], lang))(row));
  }

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

  /** The car page: gallery, inspection, price history, the seller, and the caller's own state. */
  async detail(row: ListingRow, actor: Actor | null, lang: Language): Promise<ListingDetail> {
    const { db, config } = this.ctx;
    const isSeller = actor?.userId === row.sellerId;
    const canEdit = isSeller || isAdmin(actor);
    const now = this.ctx.clock.now();
    const inspectionFiles = row.inspection?.fileUploadIds ?? [];
    const [names, media, shops, seller, history, favourite, refreshesToday] = await Promise.all([
      this.namesOf([row], lang),
      this.deps.uploads.presentMap([...row.photoUploadIds, row.videoUploadId, ...inspectionFiles]),
      this.shopCardsOf([row.shopId], lang),
      this.deps.users.requireById(row.sellerId),
      listingsRepository.priceHistory(db, row.id),
      actor ? listingActivityRepository.isFavourite(db, actor.userId, row.id) : Promise.resolve(false),
      canEdit ? listingsRepository.refreshesSince(db, row.id, dubaiDayStart(now)) : Promise.resolve(0),
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
        ? landedCostOf(row.cifPriceFils, config.CUSTOMS_DUTY_BP, config.VAT_RATE_BP)
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
      refreshesLeftToday: canEdit ? Math.max(0, config.LISTING_REFRESHES_PER_DAY - refreshesToday) : null,
      soldAt: row.soldAt?.toISOString() ?? null,
      publishedAt: row.publishedAt?.toISOString() ?? null,
    };
  }
}
