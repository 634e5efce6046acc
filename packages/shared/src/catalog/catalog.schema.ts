import { z } from 'zod';
import { textSchema } from '../validation';
import { BODY_TYPES, EMISSION_STANDARDS, FUEL_TYPES, TRANSMISSIONS } from './vehicle';

export * from './vehicle';
export * from './wmi';

/** A query flag sent as '1'/'true' or '0'/'false'. */
const queryFlag = z
  .enum(['1', '0', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();

/** A brand in the request's language (spec: category/goods/brandList, select-brand). */
export const brandSchema = z.object({
  id: z.string(),
  /** Name in the request's language (English when the brand has no other form). */
  name: z.string(),
  /** The brand's English (Latin) name. */
  nameEn: z.string(),
  /** Index letter of the brand picker (A-Z). */
  letter: z.string(),
  country: z.string().nullable(),
  hot: z.boolean(),
  /** A generated monogram logo (SVG). */
  logoUrl: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

export const brandsQuery = z.object({
  hot: queryFlag,
  q: textSchema({ max: 60 }).optional(),
});
export type BrandsQuery = z.infer<typeof brandsQuery>;

/** GET /api/catalog/brands: by letter, then name. */
export const brandsResponse = z.object({ items: z.array(brandSchema) });

export const seriesSchema = z.object({
  id: z.string(),
  brandId: z.string(),
  name: z.string(),
  bodyType: z.enum(BODY_TYPES),
});
export type Series = z.infer<typeof seriesSchema>;

/** GET /api/catalog/brands/:id/series */
export const seriesResponse = z.object({ brand: brandSchema, items: z.array(seriesSchema) });

export const modelSchema = z.object({
  id: z.string(),
  seriesId: z.string(),
  brandId: z.string(),
  /** Trim and engine as sold, e.g. "GXR 4.0L V6". */
  name: z.string(),
  yearFrom: z.number().int(),
  /** Null while still on sale. */
  yearTo: z.number().int().nullable(),
  bodyType: z.enum(BODY_TYPES),
  fuel: z.enum(FUEL_TYPES),
  transmission: z.enum(TRANSMISSIONS),
  engineCc: z.number().int().nullable(),
  emissionStandard: z.enum(EMISSION_STANDARDS),
  seats: z.number().int().nullable(),
});
export type Model = z.infer<typeof modelSchema>;

/** GET /api/catalog/series/:id/models: newest first. */
export const modelsResponse = z.object({ series: seriesSchema, items: z.array(modelSchema) });

export const catalogIdParams = z.object({ id: textSchema({ min: 1, max: 80 }) });

/* Banners (spec: index/banners). */

export const BANNER_PLACEMENTS = ['home_rent', 'home_cars'] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];

export const bannerSchema = z.object({
  id: z.string(),
  placement: z.enum(BANNER_PLACEMENTS),
  /** Localized title, also the image's alternative text. */
  title: z.string(),
  subtitle: z.string().nullable(),
  imageUrl: z.string(),
  /** An in-app path the banner opens ("/rentals"), or null. */
  linkPath: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannersQuery = z.object({ placement: z.enum(BANNER_PLACEMENTS) });

/** GET /api/banners?placement=: the banners shown now, in order. */
export const bannersResponse = z.object({ items: z.array(bannerSchema) });
