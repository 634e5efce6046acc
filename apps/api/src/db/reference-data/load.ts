import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { banners, catalogBrands, catalogModels, catalogSeries } from '../../modules/catalog/catalog.tables';
import { regions } from '../../modules/regions/regions.tables';
import type { DbOrTx } from '../client';
import { BANNERS } from './banners.data';
import { CATALOG_BRANDS, CATALOG_MODELS, CATALOG_SERIES } from './catalog.data';
import { REGIONS } from './regions.data';

/** `set` of an upsert: every listed column takes the incoming row's value. */
function excludedSet<T extends Record<string, PgColumn>>(columns: T) {
  return Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  ) as Record<keyof T, ReturnType<typeof sql.raw>>;
}

function columnsOf<T extends PgTable>(table: T, keys: string[]): Record<string, PgColumn> {
  const all = table as unknown as Record<string, PgColumn>;
  return Object.fromEntries(keys.map((k) => [k, all[k] as PgColumn]));
}

/**
 * Upserts the reference data (regions, the vehicle catalogue, home banners) from the checked-in
 * files: one multi-row insert per table, idempotent, run at the end of every migrate(). Rows are
 * never deleted here (listings refer to them); a row dropped from a file stays in the database.
 */
export async function loadReferenceData(db: DbOrTx): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(regions)
      .values(REGIONS)
      .onConflictDoUpdate({
        target: regions.id,
        set: excludedSet(columnsOf(regions, ['parentId', 'level', 'emirateId', 'names', 'hot', 'sort', 'lat', 'lng'])),
      });
    await tx
      .insert(catalogBrands)
      .values(CATALOG_BRANDS.map((b) => ({ ...b, logoUrl: `/api/catalog/brands/${b.id}/logo.svg` })))
      .onConflictDoUpdate({
        target: catalogBrands.id,
        set: excludedSet(columnsOf(catalogBrands, ['name', 'names', 'letter', 'logoUrl', 'country', 'hot', 'sort'])),
      });
    await tx
      .insert(catalogSeries)
      .values(CATALOG_SERIES)
      .onConflictDoUpdate({
        target: catalogSeries.id,
        set: excludedSet(columnsOf(catalogSeries, ['brandId', 'name', 'names', 'bodyType', 'sort'])),
      });
    await tx
      .insert(catalogModels)
      .values(CATALOG_MODELS)
      .onConflictDoUpdate({
        target: catalogModels.id,
        set: excludedSet(
          columnsOf(catalogModels, [
            'seriesId',
            'brandId',
            'name',
            'yearFrom',
            'yearTo',
            'bodyType',
            'fuel',
            'transmission',
            'engineCc',
            'emissionStandard',
            'seats',
          ]),
        ),
      });
    await tx
      .insert(banners)
      .values(BANNERS)
      .onConflictDoUpdate({
        target: banners.id,
        set: excludedSet(columnsOf(banners, ['placement', 'titles', 'subtitles', 'imageUrl', 'linkPath', 'sort'])),
      });
  });
}
