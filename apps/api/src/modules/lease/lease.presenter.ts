/**
 * How lease offers and demands read in a language: catalogue and city names, photos, terms
 * sorted by length, and the pages of both lists. The service decides; this file only presents.
 */
import type {
  Language,
  LeaseDemand,
  LeaseDemandPage,
  LeaseOffer,
  LeaseOfferPage,
  LeaseOfferSummary,
  LeaseOfferTerms,
  UploadMedia,
} from '@souq/shared';
import type { AppContext } from '../../context';
import { pageOf } from '../../lib/cursor';
import type { CatalogService } from '../catalog/catalog.service';
import type { RegionsService } from '../regions/regions.service';
import type { UploadsService } from '../uploads/uploads.service';
import { leaseRepository } from './lease.repository';
import type { LeaseDemandRow, LeaseOfferRow } from './lease.tables';

/** Names of a catalogue vehicle in one language. */
interface VehicleNames {
  brandName: string;
  seriesName: string;
  modelName: string | null;
}

function iso(d: Date): string {
  return d.toISOString();
}

function termsOf(row: LeaseOfferRow): { months: number; monthlyFils: number }[] {
  return row.terms
    .map((t) => ({ months: t.months, monthlyFils: Number(t.monthlyFils) }))
    .sort((a, b) => a.months - b.months);
}

export function financeTermsOf(row: LeaseOfferRow): LeaseOfferTerms {
  return {
    priceFils: Number(row.priceFils),
    terms: termsOf(row),
    minDownPaymentPct: row.minDownPaymentPct,
    annualRateBp: row.annualRateBp,
    leaseToOwn: row.leaseToOwn,
    balloonPct: row.balloonPct,
  };
}

export class LeasePresenter {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: { catalog: CatalogService; regions: RegionsService; uploads: UploadsService },
  ) {}

  /** Catalogue names of a stored vehicle in a language (the catalogue is cached in memory). */
  async vehicleNames(
    row: { brandId: string; seriesId: string; modelId: string | null },
    lang: Language,
  ): Promise<VehicleNames> {
    const v = await this.deps.catalog.resolve(row, lang);
    return { brandName: v.brandName, seriesName: v.seriesName, modelName: v.modelName };
  }

  private async cityName(cityId: string, lang: Language): Promise<string> {
    return (await this.deps.regions.label(cityId, lang)) ?? cityId;
  }

  private presenter(lang: Language) {
    return {
      vehicle: (row: { brandId: string; seriesId: string; modelId: string | null }) => this.vehicleNames(row, lang),
      city: (cityId: string) => this.cityName(cityId, lang),
    };
  }

  private async offerSummary(
    row: LeaseOfferRow,
    names: VehicleNames,
    cityName: string,
    cover: UploadMedia | undefined,
  ): Promise<LeaseOfferSummary> {
    const terms = termsOf(row);
    return {
      id: row.id,
      title: `${names.brandName} ${names.seriesName} ${row.year}`,
      brandId: row.brandId,
      brandName: names.brandName,
      seriesId: row.seriesId,
      seriesName: names.seriesName,
      modelId: row.modelId,
      modelName: names.modelName,
      year: row.year,
      priceFils: Number(row.priceFils),
      terms,
      fromMonthlyFils: Number(row.fromMonthlyFils),
      minDownPaymentPct: row.minDownPaymentPct,
      mileageKmPerMonth: row.mileageKmPerMonth,
      annualRateBp: row.annualRateBp,
      leaseToOwn: row.leaseToOwn,
      balloonPct: row.balloonPct,
      cover: cover ? { uploadId: cover.uploadId, url: cover.url, thumbUrl: cover.thumbUrl } : null,
      cityId: row.cityId,
      cityName,
      status: row.status,
      createdAt: iso(row.createdAt),
    };
  }

  private async offers(rows: LeaseOfferRow[], lang: Language): Promise<Map<string, LeaseOfferSummary>> {
    const p = this.presenter(lang);
    const covers = await this.deps.uploads.presentMap(rows.map((r) => r.photoUploadIds[0]));
    const out = new Map<string, LeaseOfferSummary>();
    for (const row of rows) {
      const cover = row.photoUploadIds[0] ? covers.get(row.photoUploadIds[0]) : undefined;
      out.set(row.id, await this.offerSummary(row, await p.vehicle(row), await p.city(row.cityId), cover));
    }
    return out;
  }

  /** One offer with its photos; `canEdit` tells the reader whether they may manage it. */
  async offer(row: LeaseOfferRow, canEdit: boolean, lang: Language): Promise<LeaseOffer> {
    const p = this.presenter(lang);
    const photos = await this.deps.uploads.presentMany(row.photoUploadIds);
    const summary = await this.offerSummary(row, await p.vehicle(row), await p.city(row.cityId), photos[0]);
    return {
      ...summary,
      features: row.features,
      description: row.description,
      photos: photos.map((m) => ({ uploadId: m.uploadId, url: m.url, thumbUrl: m.thumbUrl })),
      ownerId: row.ownerId,
      canEdit,
      updatedAt: iso(row.updatedAt),
    };
  }

  private async demands(rows: LeaseDemandRow[], lang: Language): Promise<Map<string, LeaseDemand>> {
    const p = this.presenter(lang);
    const offerIds = [...new Set(rows.map((r) => r.offerId).filter((id): id is string => !!id))];
    const offers = new Map((await leaseRepository.findOffers(this.ctx.db, offerIds)).map((o) => [o.id, o]));
    const out = new Map<string, LeaseDemand>();
    for (const row of rows) {
      const names = await p.vehicle(row);
      const vehicle = [names.brandName, names.seriesName, names.modelName].filter(Boolean).join(' ');
      const offer = row.offerId ? offers.get(row.offerId) : undefined;
      out.set(row.id, {
        id: row.id,
        kind: row.kind,
        offer: offer ? { id: offer.id, title: `${names.brandName} ${names.seriesName} ${offer.year}` } : null,
        brandId: row.brandId,
        seriesId: row.seriesId,
        modelId: row.modelId,
        vehicle,
        monthlyFils: Number(row.monthlyFils),
        months: row.months,
        downPaymentPct: row.downPaymentPct,
        leaseToOwn: row.leaseToOwn,
        quote: row.quote ?? null,
        contactName: row.contactName,
        mobile: row.mobile,
        email: row.email,
        whatsapp: row.whatsapp,
        note: row.note,
        cityId: row.cityId,
        cityName: await p.city(row.cityId),
        status: row.status,
        adminNote: row.adminNote,
        userId: row.userId,
        createdAt: iso(row.createdAt),
        updatedAt: iso(row.updatedAt),
        statusChangedAt: iso(row.statusChangedAt),
      });
    }
    return out;
  }

  async demand(row: LeaseDemandRow, lang: Language): Promise<LeaseDemand> {
    return (await this.demands([row], lang)).get(row.id) as LeaseDemand;
  }

  async demandPage(rows: LeaseDemandRow[], limit: number, lang: Language): Promise<LeaseDemandPage> {
    return pageShown(rows, limit, await this.demands(rows.slice(0, limit), lang));
  }

  async offerPage(rows: LeaseOfferRow[], limit: number, lang: Language): Promise<LeaseOfferPage> {
    return pageShown(rows, limit, await this.offers(rows.slice(0, limit), lang));
  }
}

/** A page of rows, newest first, each as presented in one batch (the extra row only says there is more). */
function pageShown<T>(rows: { id: string; createdAt: Date }[], limit: number, shown: Map<string, T>) {
  return pageOf(
    rows,
    limit,
    (r) => ({ at: r.createdAt, id: r.id }),
    (r) => shown.get(r.id) as T,
  );
}
