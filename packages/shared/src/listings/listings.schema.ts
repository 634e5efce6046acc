import { z } from 'zod';
import { BODY_TYPES, COLOURS, EMISSION_STANDARDS, FUEL_TYPES, REGIONAL_SPECS, TRANSMISSIONS } from '../catalog/vehicle';
import { UPLOAD_MAX_IMAGES } from '../constants';
import { pageSchema } from '../envelope';
import { MAX_AMOUNT_FILS_NUMBER } from '../money';
import { cursorSchema, filsSchema, moneySchema, textSchema } from '../validation';

export * from './vin';

/**
 * Cars for sale (spec: carList, carListAbord, carDetail, publishCar, editCar, exportCar,
 * shangpinguanli, shoucangcar, browsing history). Money is integer fils in responses and a
 * decimal AED string in requests, as everywhere else.
 */

/** Domestic used car, imported car, car offered for export, car located abroad. */
export const LISTING_KINDS = ['used', 'import', 'export', 'abroad'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

export const LISTING_STATUSES = [
  'draft',
  'pending_review',
  'rejected',
  'on_sale',
  'reserved',
  'sold',
  'removed',
] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Statuses a buyer can see in lists and on the detail page (the "available" and "sold" labels). */
export const PUBLIC_LISTING_STATUSES: readonly ListingStatus[] = ['on_sale', 'reserved', 'sold'];

export const LISTING_CONDITIONS = ['excellent', 'good', 'fair', 'needs_work'] as const;
export type ListingCondition = (typeof LISTING_CONDITIONS)[number];

/** Accident history; the UAE bans the import of written-off, flooded and burnt cars. */
export const ACCIDENT_HISTORIES = ['none', 'minor', 'major'] as const;
export type AccidentHistory = (typeof ACCIDENT_HISTORIES)[number];

export const SELLER_TYPES = ['private', 'dealer'] as const;
export type SellerType = (typeof SELLER_TYPES)[number];

export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc', 'mileage_asc', 'year_desc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const INSPECTION_RESULTS = ['pass', 'attention', 'fail'] as const;
export type InspectionResult = (typeof INSPECTION_RESULTS)[number];

/** The inspection checklist items, labelled `listings:inspection.items.<item>`. */
export const INSPECTION_ITEMS = [
  'engine',
  'transmission',
  'brakes',
  'suspension',
  'steering',
  'electrics',
  'air_conditioning',
  'tyres',
  'body',
  'paint',
  'interior',
  'chassis',
  'flood_signs',
  'fire_signs',
] as const;
export type InspectionItem = (typeof INSPECTION_ITEMS)[number];

export const LISTING_PHOTOS_MAX = UPLOAD_MAX_IMAGES;
export const LISTING_DESCRIPTION_MAX = 2000;
export const LISTING_TITLE_MAX = 120;
export const LISTING_MILEAGE_MAX = 2_000_000;
export const LISTING_YEAR_MIN = 1950;

/** The latest model year a listing may carry: next year (cars of next model year are on sale now). */
export function maxModelYear(now: Date = new Date()): number {
  return now.getUTCFullYear() + 1;
}

/**
 * A price in decimal AED ("185000", "179500.50"): `validation:amount` when it is not an amount,
 * `validation:positive` when it is zero.
 */
export const listingPriceSchema = moneySchema({ zeroKey: 'validation:positive' });

const text = (max: number, multiline = false) => textSchema({ max, multiline });
/** A catalogue or region id (`toyota`, `dubai-marina`). */
const refId = textSchema({ min: 1, max: 80 });

export const inspectionInput = z.object({
  checklist: z
    .array(
      z.object({
        item: z.enum(INSPECTION_ITEMS),
        result: z.enum(INSPECTION_RESULTS),
        note: text(140, true).optional(),
      }),
    )
    .max(INSPECTION_ITEMS.length),
  /** Images or PDFs of the report. */
  fileUploadIds: z.array(z.uuid()).max(20, { error: 'validation:tooManyFiles' }).default([]),
  inspectedAt: z.iso.date().optional(),
  inspector: text(80).optional(),
});
export type InspectionInput = z.infer<typeof inspectionInput>;

/** Publish and edit body. `publish: false` saves a draft; `true` submits (review or straight on sale). */
export const listingInput = z.object({
  kind: z.enum(LISTING_KINDS).default('used'),
  /** 17 characters, checked (check digit, no I/O/Q) by the server with `vinProblem`. Optional for abroad cars. */
  vin: textSchema({ max: 40 }).toUpperCase().optional(),
  brandId: refId,
  seriesId: refId,
  modelId: textSchema({ max: 80 }).optional(),
  /**
   * Model year; the server refuses one before LISTING_YEAR_MIN or after next year (by its clock)
   * with `validation:yearRange` and the { min, max } it allows.
   */
  year: z.coerce.number().int({ error: 'validation:integer' }),
  title: text(LISTING_TITLE_MAX).optional(),
  trim: text(80).optional(),
  bodyType: z.enum(BODY_TYPES),
  colour: z.enum(COLOURS),
  mileageKm: z.coerce
    .number()
    .int({ error: 'validation:integer' })
    .min(0, { error: 'validation:nonNegative' })
    .max(LISTING_MILEAGE_MAX, { error: 'validation:tooLarge' }),
  fuel: z.enum(FUEL_TYPES),
  transmission: z.enum(TRANSMISSIONS),
  emissionStandard: z.enum(EMISSION_STANDARDS),
  regionalSpec: z.enum(REGIONAL_SPECS),
  condition: z.enum(LISTING_CONDITIONS),
  accidentHistory: z.enum(ACCIDENT_HISTORIES),
  registrationDate: z.iso.date().optional(),
  /** Asking price, decimal AED; must be above zero. */
  price: listingPriceSchema,
  /** CIF price of an import or export car, decimal AED; the landed cost is estimated from it. */
  cifPrice: listingPriceSchema.optional(),
  cityId: refId,
  description: text(LISTING_DESCRIPTION_MAX, true).default(''),
  /** In display order; the first is the cover. */
  photoUploadIds: z.array(z.uuid()).max(LISTING_PHOTOS_MAX, { error: 'validation:tooManyPhotos' }).default([]),
  videoUploadId: z.uuid().nullable().optional(),
  inspection: inspectionInput.nullable().optional(),
  publish: z.boolean().default(true),
});
export type ListingInput = z.input<typeof listingInput>;
export type ListingInputParsed = z.infer<typeof listingInput>;

export const listingPriceBody = z.object({ price: listingPriceSchema });
export const listingRejectBody = z.object({
  reason: textSchema({ min: 1, max: 500, multiline: true }),
});

const csv = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(z.enum(values)).optional());

const searchYear = z.coerce.number().int().min(0).max(9999);
/** Whole AED, up to the amount bound. */
const searchPrice = z.coerce
  .number()
  .min(0)
  .max(MAX_AMOUNT_FILS_NUMBER / 100);
const searchMileage = z.coerce.number().int().min(0).max(LISTING_MILEAGE_MAX);

/** Search and list filters (spec: searchcar, select-filter). The chosen city travels as headers. */
export const listingSearchQuery = z.object({
  q: textSchema({ max: 100 }).optional(),
  kind: csv(LISTING_KINDS),
  brandId: textSchema({ max: 80 }).optional(),
  seriesId: textSchema({ max: 80 }).optional(),
  modelId: textSchema({ max: 80 }).optional(),
  yearMin: searchYear.optional(),
  yearMax: searchYear.optional(),
  /** Whole AED. */
  priceMin: searchPrice.optional(),
  priceMax: searchPrice.optional(),
  mileageMin: searchMileage.optional(),
  mileageMax: searchMileage.optional(),
  fuel: csv(FUEL_TYPES),
  bodyType: csv(BODY_TYPES),
  regionalSpec: csv(REGIONAL_SPECS),
  transmission: csv(TRANSMISSIONS),
  sellerType: z.enum(SELLER_TYPES).optional(),
  shopId: z.uuid().optional(),
  /** A private seller's page (spec: presonal). */
  sellerId: z.uuid().optional(),
  /** 'available' (on sale or reserved, the default), 'sold', or 'all' public ones. */
  availability: z.enum(['available', 'sold', 'all']).default('available'),
  sort: z.enum(LISTING_SORTS).default('newest'),
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type ListingSearchQuery = z.input<typeof listingSearchQuery>;
export type ListingSearchParsed = z.infer<typeof listingSearchQuery>;

export const myListingsQuery = z.object({
  status: z.enum(LISTING_STATUSES).optional(),
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export type MyListingsQuery = z.infer<typeof myListingsQuery>;

export const adminListingsQuery = myListingsQuery.extend({ q: textSchema({ max: 100 }).optional() });
export type AdminListingsQuery = z.infer<typeof adminListingsQuery>;

const mediaSchema = z.object({ uploadId: z.string(), url: z.string(), thumbUrl: z.string() });
export type ListingMedia = z.infer<typeof mediaSchema>;

export const shopCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  verified: z.boolean(),
  cityName: z.string().nullable(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
});
export type ShopCard = z.infer<typeof shopCardSchema>;

export const listingSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(LISTING_KINDS),
  status: z.enum(LISTING_STATUSES),
  title: z.string(),
  brandId: z.string(),
  brandName: z.string(),
  seriesId: z.string(),
  seriesName: z.string(),
  modelId: z.string().nullable(),
  modelName: z.string().nullable(),
  year: z.number().int(),
  mileageKm: z.number().int(),
  priceFils: filsSchema,
  cifPriceFils: filsSchema.nullable(),
  currency: z.literal('AED'),
  fuel: z.enum(FUEL_TYPES),
  transmission: z.enum(TRANSMISSIONS),
  bodyType: z.enum(BODY_TYPES),
  regionalSpec: z.enum(REGIONAL_SPECS),
  cityId: z.string(),
  cityName: z.string(),
  cover: mediaSchema.nullable(),
  photoCount: z.number().int(),
  sellerType: z.enum(SELLER_TYPES),
  shop: shopCardSchema.nullable(),
  views: z.number().int(),
  refreshedAt: z.string(),
  createdAt: z.string(),
});
export type ListingSummary = z.infer<typeof listingSummarySchema>;

/** DOMAIN-NOTES: customs duty 5% of CIF, then VAT 5% on CIF + duty. */
export const landedCostSchema = z.object({
  cifFils: filsSchema,
  dutyFils: filsSchema,
  vatFils: filsSchema,
  totalFils: filsSchema,
});
export type LandedCost = z.infer<typeof landedCostSchema>;

export const inspectionSchema = z.object({
  checklist: z.array(
    z.object({ item: z.enum(INSPECTION_ITEMS), result: z.enum(INSPECTION_RESULTS), note: z.string().nullable() }),
  ),
  files: z.array(
    z.object({ uploadId: z.string(), url: z.string(), thumbUrl: z.string().nullable(), mime: z.string() }),
  ),
  inspectedAt: z.string().nullable(),
  inspector: z.string().nullable(),
});
export type Inspection = z.infer<typeof inspectionSchema>;

export const listingDetailSchema = listingSummarySchema.extend({
  vin: z.string().nullable(),
  trim: z.string().nullable(),
  colour: z.enum(COLOURS),
  emissionStandard: z.enum(EMISSION_STANDARDS),
  condition: z.enum(LISTING_CONDITIONS),
  accidentHistory: z.enum(ACCIDENT_HISTORIES),
  registrationDate: z.string().nullable(),
  description: z.string(),
  photos: z.array(mediaSchema),
  video: z.object({ uploadId: z.string(), url: z.string(), mime: z.string() }).nullable(),
  inspection: inspectionSchema.nullable(),
  landedCost: landedCostSchema.nullable(),
  seller: z.object({
    userId: z.string(),
    nickname: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    /** Shown to logged-in users only; null for guests. */
    mobile: z.string().nullable(),
  }),
  priceHistory: z.array(z.object({ priceFils: filsSchema, at: z.string() })),
  /** Why an admin sent it back; shown to the seller only. */
  rejectReason: z.string().nullable(),
  favouritesCount: z.number().int(),
  isFavourite: z.boolean(),
  /** The caller is the seller (or an admin): edit, price and status actions are offered. */
  canEdit: z.boolean(),
  /** How many refreshes are left today for the seller. */
  refreshesLeftToday: z.number().int().nullable(),
  soldAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;

export const listingPageSchema = pageSchema(listingSummarySchema);
export type ListingPage = z.infer<typeof listingPageSchema>;

/** A history row: the car and when the user last viewed it. */
export const historyItemSchema = z.object({ viewedAt: z.string(), listing: listingSummarySchema });
export type HistoryItem = z.infer<typeof historyItemSchema>;
export const historyPageSchema = pageSchema(historyItemSchema);
export type HistoryPage = z.infer<typeof historyPageSchema>;

export const newCarsCountSchema = z.object({ count: z.number().int(), since: z.string().nullable() });
export type NewCarsCount = z.infer<typeof newCarsCountSchema>;

export const vinDecodeBody = z.object({ vin: textSchema({ max: 40 }).toUpperCase() });
export const vinDecodeSchema = z.object({
  vin: z.string(),
  /** Manufacturer from the WMI (positions 1-3). */
  maker: z.string().nullable(),
  /** The catalogue brand, when the maker is one. */
  brandId: z.string().nullable(),
  country: z.string().nullable(),
  /** From position 10. */
  modelYear: z.number().int().nullable(),
  /** Which decoder answered: the built-in tables, or the configured external service. */
  source: z.enum(['offline', 'external']),
  /** Extra fields an external decoder knew (series name, body, engine), when configured. */
  seriesName: z.string().nullable(),
});
export type VinDecode = z.infer<typeof vinDecodeSchema>;

/** GET /api/listings/:id/similar */
export const similarListingsSchema = z.object({ items: z.array(listingSummarySchema) });
export type SimilarListings = z.infer<typeof similarListingsSchema>;

/** GET /api/me/listings/counts: the seller's cars per status (every status, zero included). */
export const listingCountsSchema = z.record(z.enum(LISTING_STATUSES), z.number().int());
export type ListingCounts = z.infer<typeof listingCountsSchema>;

/** PUT / DELETE /api/listings/:id/favourite */
export const favouriteStateSchema = z.object({ favourite: z.boolean(), favouritesCount: z.number().int() });
export type FavouriteState = z.infer<typeof favouriteStateSchema>;

/** GET /api/listings/new-count: a guest sends the time of the last visit it remembers. */
export const newCarsCountQuery = z.object({ since: z.iso.datetime({ offset: true }).optional() });

/** POST /api/listings/visits: the moment stored as the user's last visit of the cars lists. */
export const carsVisitSchema = z.object({ since: z.string() });

/** DELETE /api/me/history/cars/:listingId */
export const historyItemParams = z.object({ listingId: z.uuid() });
/** DELETE /api/me/history/cars (and one car of it): how many viewed cars were forgotten. */
export const historyRemovedSchema = z.object({ removed: z.number().int() });
export type HistoryRemoved = z.infer<typeof historyRemovedSchema>;
