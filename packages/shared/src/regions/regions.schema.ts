import { z } from 'zod';
import { textSchema } from '../validation';

export * from './search-fold';

/**
 * Regions (spec: cbsarea, newArea; selected city {city, isProvence}). The chosen city travels with
 * every list request as the headers below; "nationwide" (no headers) is the default.
 * HTTP header names are case-insensitive: servers read them lower-cased.
 */
export const CITY_HEADER = 'city';
export const IS_PROVINCE_HEADER = 'isProvence';
export const NATIONWIDE = 'nationwide';

export const REGION_LEVEL_VALUES = ['emirate', 'city', 'area'] as const;
export type RegionLevelValue = (typeof REGION_LEVEL_VALUES)[number];

/** One region in the request's language. */
export const regionSchema = z.object({
  id: z.string(),
  level: z.enum(REGION_LEVEL_VALUES),
  /** Localized name. */
  name: z.string(),
  parentId: z.string().nullable(),
  /** The emirate the region is in (its own id for an emirate). */
  emirateId: z.string(),
  hot: z.boolean(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type Region = z.infer<typeof regionSchema>;

export const regionCitySchema = regionSchema.extend({ areas: z.array(regionSchema) });
export type RegionCity = z.infer<typeof regionCitySchema>;

export const regionEmirateSchema = regionSchema.extend({ cities: z.array(regionCitySchema) });
export type RegionEmirate = z.infer<typeof regionEmirateSchema>;

/** GET /api/regions: emirates → cities → areas, in display order. */
export const regionsTreeResponse = z.object({ items: z.array(regionEmirateSchema) });
export type RegionsTree = z.infer<typeof regionsTreeResponse>;

/** GET /api/regions/hot */
export const hotCitiesResponse = z.object({ items: z.array(regionSchema) });

export const regionSearchQuery = z.object({
  q: textSchema({ min: 1, max: 60 }),
});

/** A search hit with the names of its parents ("Dubai Marina · Dubai"). */
export const regionSearchHitSchema = regionSchema.extend({ path: z.array(z.string()) });
export type RegionSearchHit = z.infer<typeof regionSearchHitSchema>;

/** GET /api/regions/search?q= (at most 30 hits, best first). */
export const regionSearchResponse = z.object({ items: z.array(regionSearchHitSchema) });

/** The chosen city as the server reads it from the headers. */
export type CityFilter = { emirateId: string } | { cityId: string } | null;
