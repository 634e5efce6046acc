import {
  type Banner,
  type BannerPlacement,
  type Brand,
  foldForSearch,
  type Language,
  localizedName,
  type Model,
  matchRank,
  type Series,
} from '@souq/shared';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import type { RegionsService } from '../regions/regions.service';
import { brandLogoSvg } from './brand-logo';
import { catalogRepository } from './catalog.repository';
import type { BannerRow, CatalogBrandRow, CatalogModelRow, CatalogSeriesRow } from './catalog.tables';

export interface CatalogDeps {
  regions: RegionsService;
}

/** What `resolve` answers: the rows and their names in the asked language. */
export interface ResolvedVehicle {
  brand: CatalogBrandRow;
  series: CatalogSeriesRow;
  model: CatalogModelRow | null;
  brandName: string;
  seriesName: string;
  modelName: string | null;
}

interface Cache {
  brands: CatalogBrandRow[];
  brandById: Map<string, CatalogBrandRow>;
  seriesById: Map<string, CatalogSeriesRow>;
  seriesByBrand: Map<string, CatalogSeriesRow[]>;
  modelById: Map<string, CatalogModelRow>;
  modelsBySeries: Map<string, CatalogModelRow[]>;
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) out.set(key(row), [...(out.get(key(row)) ?? []), row]);
  return out;
}

/**
 * The vehicle catalogue: brands, series, models; checks that a brand, series and model belong
 * together. Reference data, loaded once from the database and kept in memory.
 */
export class CatalogService {
  private cache: Promise<Cache> | null = null;

  constructor(
    private readonly ctx: AppContext,
    _deps: CatalogDeps,
  ) {}

  private load(): Promise<Cache> {
    if (!this.cache) {
      const db = this.ctx.db;
      this.cache = Promise.all([
        catalogRepository.brands(db),
        catalogRepository.series(db),
        catalogRepository.models(db),
      ]).then(([brands, series, models]) => ({
        brands,
        brandById: new Map(brands.map((b) => [b.id, b])),
        seriesById: new Map(series.map((s) => [s.id, s])),
        seriesByBrand: groupBy(series, (s) => s.brandId),
        modelById: new Map(models.map((m) => [m.id, m])),
        modelsBySeries: groupBy(models, (m) => m.seriesId),
      }));
      this.cache.catch(() => {
        this.cache = null;
      });
    }
    return this.cache;
  }

  /**
   * The brand, series and (optional) model of a car, checked to belong together. Unknown ids, a
   * series of another brand or a model of another series throw CATALOG_MISMATCH with the field
   * at fault (`brandId`, `seriesId` or `modelId`).
   */
  async resolve(
    ids: { brandId: string; seriesId: string; modelId?: string | null },
    lang: Language | string = 'en',
  ): Promise<ResolvedVehicle> {
    const cache = await this.load();
    const mismatch = (field: string) => new AppError('CATALOG_MISMATCH', { field }, [{ field, key: 'invalid' }]);
    const brand = cache.brandById.get(ids.brandId);
    if (!brand) throw mismatch('brandId');
    const series = cache.seriesById.get(ids.seriesId);
    if (!series || series.brandId !== brand.id) throw mismatch('seriesId');
    let model: CatalogModelRow | null = null;
    if (ids.modelId) {
      model = cache.modelById.get(ids.modelId) ?? null;
      if (!model || model.seriesId !== series.id) throw mismatch('modelId');
    }
    return {
      brand,
      series,
      model,
      brandName: localizedName(brand.names, lang),
      seriesName: localizedName(series.names, lang),
      modelName: model?.name ?? null,
    };
  }

  /**
   * Brands for the picker: by letter and name, or the hot ones in their set order. `q` matches a
   * brand's name in any language (and series names, ranked after), ignoring case and accents.
   */
  async brands(options: { hot?: boolean; q?: string; lang: Language | string }): Promise<Brand[]> {
    const cache = await this.load();
    let list = cache.brands.filter((b) => !options.hot || b.hot);
    const folded = options.q ? foldForSearch(options.q) : '';
    if (folded) {
      const ranked = list
        .map((brand) => {
          const byName = Math.max(...Object.values(brand.names).map((n) => matchRank(n ?? '', folded)));
          const bySeries = (cache.seriesByBrand.get(brand.id) ?? []).some((s) =>
            Object.values(s.names).some((n) => matchRank(n ?? '', folded) > 0),
          );
          return { brand, rank: byName * 2 + (bySeries ? 1 : 0) };
        })
        .filter((r) => r.rank > 0);
      ranked.sort((a, b) => b.rank - a.rank || a.brand.name.localeCompare(b.brand.name, 'en'));
      list = ranked.map((r) => r.brand);
    } else if (options.hot) {
      list = [...list].sort((a, b) => a.sort - b.sort);
    } else {
      list = [...list].sort((a, b) => a.letter.localeCompare(b.letter) || a.name.localeCompare(b.name, 'en'));
    }
    return list.map((b) => this.presentBrand(b, options.lang));
  }

  async brand(id: string, lang: Language | string): Promise<Brand> {
    const row = (await this.load()).brandById.get(id);
    if (!row) throw notFound();
    return this.presentBrand(row, lang);
  }

  /** The series of a brand in their set order; NOT_FOUND for an unknown brand. */
  async series(brandId: string, lang: Language | string = 'en'): Promise<Series[]> {
    const cache = await this.load();
    if (!cache.brandById.has(brandId)) throw notFound();
    return (cache.seriesByBrand.get(brandId) ?? []).map((s) => this.presentSeries(s, lang));
  }

  async oneSeries(seriesId: string, lang: Language | string = 'en'): Promise<Series> {
    const row = (await this.load()).seriesById.get(seriesId);
    if (!row) throw notFound();
    return this.presentSeries(row, lang);
  }

  /** The models of a series, newest first; NOT_FOUND for an unknown series. */
  async models(seriesId: string): Promise<Model[]> {
    const cache = await this.load();
    if (!cache.seriesById.has(seriesId)) throw notFound();
    return [...(cache.modelsBySeries.get(seriesId) ?? [])]
      .sort((a, b) => b.yearFrom - a.yearFrom || a.name.localeCompare(b.name, 'en'))
      .map((m) => this.presentModel(m));
  }

  /** A brand's name in a language, or null for an unknown id. */
  async brandName(id: string, lang: Language | string): Promise<string | null> {
    const row = (await this.load()).brandById.get(id);
    return row ? localizedName(row.names, lang) : null;
  }

  /** The generated monogram logo of a brand (SVG text); NOT_FOUND for an unknown brand. */
  async logoSvg(id: string): Promise<string> {
    const row = (await this.load()).brandById.get(id);
    if (!row) throw notFound();
    return brandLogoSvg(row.id, row.name);
  }

  /** The home banners of a placement shown now, titles in the request's language. */
  async banners(placement: BannerPlacement, lang: Language | string): Promise<Banner[]> {
    const rows = await catalogRepository.activeBanners(this.ctx.db, placement, this.ctx.clock.now());
    return rows.map((row) => this.presentBanner(row, lang));
  }

  presentBrand(row: CatalogBrandRow, lang: Language | string): Brand {
    return {
      id: row.id,
      name: localizedName(row.names, lang),
      nameEn: row.name,
      letter: row.letter,
      country: row.country,
      hot: row.hot,
      logoUrl: row.logoUrl ?? `/api/catalog/brands/${row.id}/logo.svg`,
    };
  }

  presentSeries(row: CatalogSeriesRow, lang: Language | string): Series {
    return { id: row.id, brandId: row.brandId, name: localizedName(row.names, lang), bodyType: row.bodyType };
  }

  presentModel(row: CatalogModelRow): Model {
    return {
      id: row.id,
      seriesId: row.seriesId,
      brandId: row.brandId,
      name: row.name,
      yearFrom: row.yearFrom,
      yearTo: row.yearTo,
      bodyType: row.bodyType,
      fuel: row.fuel,
      transmission: row.transmission,
      engineCc: row.engineCc,
      emissionStandard: row.emissionStandard,
      seats: row.seats,
    };
  }

  private presentBanner(row: BannerRow, lang: Language | string): Banner {
    return {
      id: row.id,
      placement: row.placement,
      title: localizedName(row.titles, lang),
      subtitle: row.subtitles ? localizedName(row.subtitles, lang) : null,
      imageUrl: row.imageUrl,
      linkPath: row.linkPath,
    };
  }
}
