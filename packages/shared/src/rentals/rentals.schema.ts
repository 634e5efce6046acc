import { z } from 'zod';
import { FUEL_TYPES, TRANSMISSIONS } from '../catalog/vehicle';
import { pageSchema } from '../envelope';
import { cursorSchema, emailSchema, filsSchema, mobileSchema, moneySchema, textSchema } from '../validation';

/**
 * Car rental (spec: home rent tab, rentalCar, rentalCarList, rentalCarDetail, rentalCarNotice,
 * publishRentalCar, rentersList, rentersAdd, servicePart, orderConfirm, orderList, orderDetail,
 * orderAdminList). Money is integer fils in responses and decimal AED strings in requests.
 */

/** The rental "car type" filter. Labels: `rentals:carType.<value>`. */
export const RENTAL_CAR_TYPES = ['economy', 'compact', 'sedan', 'suv', 'luxury', 'sports', 'van', 'pickup'] as const;
export type RentalCarType = (typeof RENTAL_CAR_TYPES)[number];

/** A fleet car's own state; whether it is rented is derived from bookings, never stored. */
export const RENTAL_CAR_STATUSES = ['active', 'paused', 'removed'] as const;
export type RentalCarStatus = (typeof RENTAL_CAR_STATUSES)[number];

/** Spec section 4: Leasable or Under lease, for a chosen range (or now). */
export const RENTAL_AVAILABILITIES = ['leasable', 'under_lease'] as const;
export type RentalAvailability = (typeof RENTAL_AVAILABILITIES)[number];

/**
 * Order statuses. `pending_payment` keeps the slot while a card payment is on the gateway's page;
 * `awaiting_confirmation` is a short-notice booking (under 48 hours) the merchant must confirm.
 */
export const BOOKING_STATUSES = [
  'pending_payment',
  'awaiting_confirmation',
  'awaiting_pickup',
  'renting',
  'completed',
  'canceled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * How a canceled order ended: the renter canceled, the merchant declined, the card payment was not
 * completed in its window (unpaid), or the merchant did not confirm a short-notice order before
 * its pick-up time (expired).
 */
export const BOOKING_CANCEL_KINDS = ['canceled', 'declined', 'unpaid', 'expired'] as const;
export type BookingCancelKind = (typeof BOOKING_CANCEL_KINDS)[number];

/** Statuses that occupy the car: two of these for one car never overlap (database constraint). */
export const BLOCKING_BOOKING_STATUSES: readonly BookingStatus[] = [
  'pending_payment',
  'awaiting_confirmation',
  'awaiting_pickup',
  'renting',
];

export const RENTAL_EXTRAS = ['chauffeur', 'guide', 'delivery'] as const;
export type RentalExtra = (typeof RENTAL_EXTRAS)[number];

/** Charges taken from the deposit at return. `overtime` is computed, the rest entered by the merchant. */
export const RETURN_CHARGE_KINDS = [
  'overtime',
  'excess_mileage',
  'fuel',
  'cleaning',
  'damage',
  'salik',
  'fine',
  'other',
] as const;
export type ReturnChargeKind = (typeof RETURN_CHARGE_KINDS)[number];

export const LICENCE_TYPES = ['uae', 'gcc', 'international_permit', 'foreign'] as const;
export type LicenceType = (typeof LICENCE_TYPES)[number];

export const SEXES = ['male', 'female'] as const;

/** Spec: booking at least 48 hours ahead; sooner needs the merchant's confirmation. */
export const RENTAL_LEAD_HOURS = 48;
/** Spec: longest lease 3 years. */
export const RENTAL_MAX_DAYS = 3 * 365;

/** `:id` of a rental car, branch, driver, booking or claim in a path. */
export const rentalIdParams = z.object({ id: z.uuid() });

// ---- Fleet ----------------------------------------------------------------------------------

/** A catalogue or region id (`toyota`, `dubai-marina`). */
const refId = textSchema({ min: 1, max: 80 });

/**
 * The most a rental price field may be: AED 100 million (a day, a week, a month or a deposit), so
 * that a quote of up to 37 monthly units plus extras and VAT stays exact in a JSON number.
 */
export const RENTAL_PRICE_MAX_FILS = 10_000_000_000n;
/** The most an excess kilometre may cost: AED 10,000. */
export const RENTAL_EXCESS_KM_MAX_FILS = 1_000_000n;
/** The highest odometer reading accepted at hand-over and return. */
export const RENTAL_ODOMETER_MAX_KM = 10_000_000;
const rentalPrice = moneySchema({ max: RENTAL_PRICE_MAX_FILS });

export const rentalBranchInput = z.object({
  name: textSchema({ min: 1, max: 80 }),
  cityId: refId,
  address: textSchema({ min: 1, max: 200 }),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type RentalBranchInput = z.infer<typeof rentalBranchInput>;

export const rentalBranchSchema = rentalBranchInput.extend({ id: z.string(), cityName: z.string() });
export type RentalBranch = z.infer<typeof rentalBranchSchema>;

export const rentalBranchPatch = rentalBranchInput.partial();
export type RentalBranchPatch = z.input<typeof rentalBranchPatch>;

/** GET /api/me/rental-branches: the merchant's branches, oldest first. */
export const rentalBranchListResponse = z.object({ items: z.array(rentalBranchSchema) });

const rentalCarFields = {
  brandId: refId,
  seriesId: refId,
  modelId: textSchema({ max: 80 }).optional(),
  year: z.coerce.number().int(),
  registrationDate: z.iso.date(),
  carType: z.enum(RENTAL_CAR_TYPES),
  seats: z.coerce.number().int().min(1).max(60),
  transmission: z.enum(TRANSMISSIONS),
  fuel: z.enum(FUEL_TYPES),
  dailyPrice: rentalPrice,
  weeklyPrice: rentalPrice,
  monthlyPrice: rentalPrice,
  deposit: rentalPrice,
  /** What the car is worth (decimal AED); claims above a share of it need an admin. Optional. */
  value: rentalPrice.optional(),
  /** Kilometres included per rental day; the excess rate applies beyond. */
  mileageKmPerDay: z.coerce.number().int().min(0).max(5000),
  excessKmPrice: moneySchema({ max: RENTAL_EXCESS_KM_MAX_FILS }),
  /** The configuration list (GPS, Bluetooth, child seat…), free text items. */
  features: z
    .array(textSchema({ min: 1, max: 40 }))
    .max(30)
    .default([]),
  description: textSchema({ max: 2000, multiline: true }).default(''),
  photoUploadIds: z
    .array(z.uuid())
    .min(1, { error: 'validation:photoRequired' })
    .max(52, { error: 'validation:tooManyPhotos' }),
  pickupBranchIds: z.array(z.uuid()).min(1, { error: 'validation:required' }),
  returnBranchIds: z.array(z.uuid()).min(1, { error: 'validation:required' }),
};

export const rentalCarInput = z.object(rentalCarFields);
export type RentalCarInput = z.input<typeof rentalCarInput>;

/** PATCH /api/rental-cars/:id: any of the fields; absent ones keep their value. */
export const rentalCarPatch = z
  .object({
    ...rentalCarFields,
    features: rentalCarFields.features.removeDefault(),
    description: rentalCarFields.description.removeDefault(),
  })
  .partial();
export type RentalCarPatch = z.input<typeof rentalCarPatch>;

export const rentalCarSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  brandId: z.string(),
  brandName: z.string(),
  seriesId: z.string(),
  seriesName: z.string(),
  year: z.number().int(),
  carType: z.enum(RENTAL_CAR_TYPES),
  seats: z.number().int(),
  transmission: z.enum(TRANSMISSIONS),
  fuel: z.enum(FUEL_TYPES),
  dailyPriceFils: filsSchema,
  weeklyPriceFils: filsSchema,
  monthlyPriceFils: filsSchema,
  depositFils: filsSchema,
  cover: z.object({ url: z.string(), thumbUrl: z.string() }).nullable(),
  cityId: z.string(),
  cityName: z.string(),
  status: z.enum(RENTAL_CAR_STATUSES),
  /** For the searched range when one was given, otherwise right now. */
  availability: z.enum(RENTAL_AVAILABILITIES),
  /** The whole-range quote total when a range was searched. */
  quoteTotalFils: filsSchema.nullable(),
  merchant: z.object({ userId: z.string(), shopId: z.string().nullable(), name: z.string() }),
});
export type RentalCarSummary = z.infer<typeof rentalCarSummarySchema>;

export const rentalCarDetailSchema = rentalCarSummarySchema.extend({
  modelId: z.string().nullable(),
  registrationDate: z.string(),
  mileageKmPerDay: z.number().int(),
  excessKmFils: filsSchema,
  features: z.array(z.string()),
  description: z.string(),
  photos: z.array(z.object({ uploadId: z.string(), url: z.string(), thumbUrl: z.string() })),
  pickupBranches: z.array(rentalBranchSchema),
  returnBranches: z.array(rentalBranchSchema),
  /** Booked ranges from now on, so the calendar can grey them out. */
  busy: z.array(z.object({ from: z.string(), to: z.string() })),
  canEdit: z.boolean(),
  /** The car's value, shown to its merchant only (null for others or when not set). */
  valueFils: filsSchema.nullable(),
});
export type RentalCarDetail = z.infer<typeof rentalCarDetailSchema>;

/** Rental search (home rent tab and rentalCarList). The chosen city travels as headers. */
export const rentalSearchQuery = z.object({
  pickupAt: z.iso.datetime({ offset: true }).optional(),
  returnAt: z.iso.datetime({ offset: true }).optional(),
  pickupCityId: textSchema({ max: 80 }).optional(),
  returnCityId: textSchema({ max: 80 }).optional(),
  carType: z
    .preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(z.enum(RENTAL_CAR_TYPES)))
    .optional(),
  brandId: textSchema({ max: 80 }).optional(),
  /** Only cars free for the whole range (the default when a range is given). */
  onlyAvailable: z
    .preprocess(
      (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
      z.boolean({ error: 'validation:invalid' }),
    )
    .optional(),
  sort: z.enum(['recommended', 'price_asc', 'price_desc', 'newest']).default('recommended'),
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type RentalSearchQuery = z.input<typeof rentalSearchQuery>;

export const rentalCarPageSchema = pageSchema(rentalCarSummarySchema);

/** GET /api/me/rental-cars (the merchant's fleet) and GET /api/admin/rental-cars (all cars). */
export const rentalCarListQuery = z.object({
  status: z.enum(RENTAL_CAR_STATUSES).optional(),
  /** Admin list: words of the title, or the merchant's name or mobile. */
  q: textSchema({ max: 100 }).optional(),
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type RentalCarListQuery = z.input<typeof rentalCarListQuery>;

// ---- Quote ----------------------------------------------------------------------------------

export const quoteLineSchema = z.object({
  /** 'month' | 'week' | 'day' for the rental itself, an extra's name, or 'vat'. */
  kind: z.string(),
  quantity: z.number().int(),
  unitFils: filsSchema,
  amountFils: filsSchema,
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const rentalQuoteSchema = z.object({
  days: z.number().int(),
  rentalLines: z.array(quoteLineSchema),
  extraLines: z.array(quoteLineSchema),
  subtotalFils: filsSchema,
  vatFils: filsSchema,
  totalFils: filsSchema,
  /** Held on the wallet at booking, not charged. */
  depositFils: filsSchema,
  /** Pick-up under 48 hours away: the notice applies and the merchant must confirm. */
  shortNotice: z.boolean(),
  /**
   * The mileage terms the booking is made on: km included per day (allowance = km per day x
   * days) and the price per extra km, charged at return. Absent in quotes stored before it existed.
   */
  mileage: z.object({ kmPerDay: z.number().int(), excessKmFils: filsSchema, allowanceKm: z.number().int() }).optional(),
  /** What canceling will cost: free until `freeUntil` (closed from the start on short notice), then the fee. */
  cancellation: z.object({ freeUntil: z.string(), freeWindowOpen: z.boolean(), lateFeeFils: filsSchema }).optional(),
});
export type RentalQuote = z.infer<typeof rentalQuoteSchema>;

export const rentalQuoteQuery = z.object({
  pickupAt: z.iso.datetime({ offset: true }),
  returnAt: z.iso.datetime({ offset: true }),
  extras: z
    .preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(z.enum(RENTAL_EXTRAS)))
    .default([]),
});

// ---- Drivers (renters) ----------------------------------------------------------------------

export const driverInput = z.object({
  name: textSchema({ min: 1, max: 80 }),
  sex: z.enum(SEXES),
  birthDate: z.iso.date(),
  licenceNumber: textSchema({ min: 3, max: 30 }),
  licenceType: z.enum(LICENCE_TYPES),
  licenceFirstIssueDate: z.iso.date(),
  licenceExpiryDate: z.iso.date(),
  licenceAddress: textSchema({ max: 200 }).default(''),
  licenceFrontUploadId: z.uuid({ error: 'validation:required' }),
  licenceBackUploadId: z.uuid({ error: 'validation:required' }),
  mobile: mobileSchema,
  email: emailSchema,
  /** Added while booking: the licence must be valid through this return time (not stored). */
  validThrough: z.iso.datetime({ offset: true }).optional(),
});
export type DriverInput = z.input<typeof driverInput>;

export const driverSchema = z.object({
  id: z.string(),
  name: z.string(),
  sex: z.enum(SEXES),
  birthDate: z.string(),
  licenceNumber: z.string(),
  licenceType: z.enum(LICENCE_TYPES),
  licenceFirstIssueDate: z.string(),
  licenceExpiryDate: z.string(),
  licenceAddress: z.string(),
  /** Short-lived signed URLs: licence images are private. */
  licenceFrontUrl: z.string().nullable(),
  licenceBackUrl: z.string().nullable(),
  licenceFrontUploadId: z.string(),
  licenceBackUploadId: z.string(),
  mobile: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type Driver = z.infer<typeof driverSchema>;

/** PATCH /api/me/drivers/:id: any of the fields; absent ones keep their value. */
export const driverPatch = driverInput.extend({ licenceAddress: textSchema({ max: 200 }) }).partial();
export type DriverPatch = z.input<typeof driverPatch>;

/** GET /api/me/drivers: the user's driver records, newest first. */
export const driverListResponse = z.object({ items: z.array(driverSchema) });
