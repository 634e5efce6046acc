import type { BannerPlacement } from '@souq/shared';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  type BannerRow,
  banners,
  type CatalogBrandRow,
  type CatalogModelRow,
  type CatalogSeriesRow,
  catalogBrands,
  catalogModels,
  catalogSeries,
} from './catalog.tables';

export const catalogRepository = {
  async brands(db: DbOrTx): Promise<CatalogBrandRow[]> {
    return db.select().from(catalogBrands).orderBy(asc(catalogBrands.sort), asc(catalogBrands.id));
  },

  async series(db: DbOrTx): Promise<CatalogSeriesRow[]> {
    return db.select().from(catalogSeries).orderBy(asc(catalogSeries.brandId), asc(catalogSeries.sort));
  },

  async models(db: DbOrTx): Promise<CatalogModelRow[]> {
    return db.select().from(catalogModels).orderBy(asc(catalogModels.seriesId), asc(catalogModels.yearFrom));
  },

  /** Banners of a placement shown at `now` (inside their optional window), in order. */
  async activeBanners(db: DbOrTx, placement: BannerPlacement, now: Date): Promise<BannerRow[]> {
    return db
      .select()
      .from(banners)
      .where(
        and(
          eq(banners.placement, placement),
          or(isNull(banners.activeFrom), lte(banners.activeFrom, now)),
          or(isNull(banners.activeUntil), gt(banners.activeUntil, now)),
        ),
      )
      .orderBy(asc(banners.sort), asc(banners.id));
  },
};
