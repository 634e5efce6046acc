import type { BannerPlacement, BodyType, EmissionStandard, FuelType, LocalizedNames, Transmission } from '@souq/shared';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';

/**
 * The vehicle catalogue: brands, their series and the models of each series. Reference data
 * loaded from a checked-in file (its source is named in the file) when the database is migrated.
 * Ids are stable slugs ('toyota', 'toyota-land-cruiser', 'toyota-land-cruiser-gxr-2024').
 */
export const catalogBrands = pgTable(
  'catalog_brands',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    /** Index letter of the brand picker (A-Z). */
    letter: text('letter').notNull(),
    logoUrl: text('logo_url'),
    country: text('country'),
    hot: boolean('hot').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('catalog_brands_letter_idx').on(t.letter, t.name)],
);

export const catalogSeries = pgTable(
  'catalog_series',
  {
    id: text('id').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => catalogBrands.id),
    name: text('name').notNull(),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    bodyType: text('body_type').$type<BodyType>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('catalog_series_brand_idx').on(t.brandId, t.sort)],
);

export const catalogModels = pgTable(
  'catalog_models',
  {
    id: text('id').primaryKey(),
    seriesId: text('series_id')
      .notNull()
      .references(() => catalogSeries.id),
    brandId: text('brand_id')
      .notNull()
      .references(() => catalogBrands.id),
    /** Trim and engine as sold, e.g. "GXR 4.0L V6". */
    name: text('name').notNull(),
    yearFrom: integer('year_from').notNull(),
    /** Null while still on sale. */
    yearTo: integer('year_to'),
    bodyType: text('body_type').$type<BodyType>().notNull(),
    fuel: text('fuel').$type<FuelType>().notNull(),
    transmission: text('transmission').$type<Transmission>().notNull(),
    engineCc: integer('engine_cc'),
    emissionStandard: text('emission_standard').$type<EmissionStandard>().notNull(),
    seats: integer('seats'),
  },
  (t) => [index('catalog_models_series_idx').on(t.seriesId, t.yearFrom)],
);

/**
 * Home banners (spec: index/banners) of the rent and the cars tabs, seeded with the reference
 * data. A banner shows while `now` is inside its optional active window.
 */
export const banners = pgTable(
  'banners',
  {
    id: text('id').primaryKey(),
    placement: text('placement').$type<BannerPlacement>().notNull(),
    titles: jsonb('titles').$type<LocalizedNames>().notNull(),
    subtitles: jsonb('subtitles').$type<LocalizedNames>(),
    /** A path served by the web app ('/banners/rent-desert.svg') or an absolute URL. */
    imageUrl: text('image_url').notNull(),
    /** The in-app path the banner opens, or null. */
    linkPath: text('link_path'),
    sort: integer('sort').notNull().default(0),
    activeFrom: at('active_from'),
    activeUntil: at('active_until'),
  },
  (t) => [index('banners_placement_idx').on(t.placement, t.sort)],
);

export type CatalogBrandRow = typeof catalogBrands.$inferSelect;
export type CatalogSeriesRow = typeof catalogSeries.$inferSelect;
export type CatalogModelRow = typeof catalogModels.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;

/** The catalogue entry of a car offered by another domain: brand and series always, the model when known. */
export const carModelRefs = () => ({
  brandId: text('brand_id')
    .notNull()
    .references(() => catalogBrands.id),
  seriesId: text('series_id')
    .notNull()
    .references(() => catalogSeries.id),
  modelId: text('model_id').references(() => catalogModels.id),
});
