import { z } from 'zod';
import { pageSchema } from '../envelope';
import { amountSchema, cursorSchema, emailSchema, filsSchema, mobileSchema, textSchema } from '../validation';

/**
 * Long-term lease and lease-to-own (spec: longterm, longtermtip, usercardemand, longtermList
 * type=2, longtermDetail, longtermSelect, carrental). Money is integer fils in responses and
 * decimal AED strings in requests; rates are basis points in responses (750 = 7.50 %).
 */
export const LEASE_MIN_MONTHS = 1;
export const LEASE_MAX_MONTHS = 36;
export const LEASE_MIN_DOWN_PAYMENT_PERCENT = 10;
/** The most a down payment may be, percent of the car's value. */
export const LEASE_MAX_DOWN_PAYMENT_PERCENT = 90;
/** Spec: album maximum 9 images. */
export const LEASE_OFFER_MAX_PHOTOS = 9;
/** Terms an offer may advertise (e.g. 1, 3, 6, 12, 24, 36 months). */
export const LEASE_OFFER_MAX_TERMS = 8;
/** A lease-to-own balloon, percent of the price. */
export const LEASE_MAX_BALLOON_PERCENT = 60;

/** `:id` of a lease demand or offer. */
export const leaseIdParams = z.object({ id: z.uuid() });

/**
 * The admin's handling of a long-term intent (a car demand, or a choice made on an offer).
 * Labels: `lease:status.<value>`.
 */
export const LEASE_DEMAND_STATUSES = ['new', 'contacted', 'offered', 'closed'] as const;
export type LeaseDemandStatus = (typeof LEASE_DEMAND_STATUSES)[number];

/** `demand`: the usercardemand form; `offer`: chosen on an offer's select page (longtermSelect). */
export const LEASE_DEMAND_KINDS = ['demand', 'offer'] as const;
export type LeaseDemandKind = (typeof LEASE_DEMAND_KINDS)[number];

export const LEASE_OFFER_STATUSES = ['active', 'inactive'] as const;
export type LeaseOfferStatus = (typeof LEASE_OFFER_STATUSES)[number];

const note = textSchema({ max: 140, multiline: true });
/** A catalogue or region id (`toyota`, `dubai-marina`). */
const refId = textSchema({ min: 1, max: 80 });

const months = z.coerce
  .number({ error: 'validation:leaseMonths' })
  .int({ error: 'validation:leaseMonths' })
  .min(LEASE_MIN_MONTHS, { error: 'validation:leaseMonths' })
  .max(LEASE_MAX_MONTHS, { error: 'validation:leaseMonths' });

const downPaymentPct = z.coerce
  .number({ error: 'validation:leaseDownPayment' })
  .int({ error: 'validation:leaseDownPayment' })
  .min(LEASE_MIN_DOWN_PAYMENT_PERCENT, { error: 'validation:leaseDownPayment' })
  .max(LEASE_MAX_DOWN_PAYMENT_PERCENT, { error: 'validation:leaseDownPayment' });

const optionalEmail = z.union([z.literal(''), emailSchema]).optional();
const optionalMobile = z.union([z.literal(''), mobileSchema]).optional();

// ---- Car demands (usercardemand) --------------------------------------------------------------

export const leaseDemandBody = z.object({
  brandId: refId,
  seriesId: refId,
  modelId: refId.optional(),
  /** Monthly budget in AED ("2500"). */
  budget: amountSchema,
  months,
  downPaymentPct,
  leaseToOwn: z.boolean().default(false),
  contactName: textSchema({ min: 1, max: 80 }),
  mobile: mobileSchema,
  email: optionalEmail,
  whatsapp: optionalMobile,
  note: note.default(''),
  cityId: refId,
});
export type LeaseDemandBody = z.input<typeof leaseDemandBody>;

/** What a choice on an offer costs (the server's quote, stored with the intent). */
export const leaseQuoteSchema = z.object({
  months: z.number().int(),
  downPaymentPct: z.number().int(),
  leaseToOwn: z.boolean(),
  downPaymentFils: filsSchema,
  monthlyFils: filsSchema,
  balloonFils: filsSchema,
  totalFils: filsSchema,
});
export type LeaseQuote = z.infer<typeof leaseQuoteSchema>;

export const leaseDemandSchema = z.object({
  id: z.string(),
  kind: z.enum(LEASE_DEMAND_KINDS),
  /** The offer chosen (kind `offer`). */
  offer: z.object({ id: z.string(), title: z.string() }).nullable(),
  brandId: z.string(),
  seriesId: z.string(),
  modelId: z.string().nullable(),
  /** "Toyota Land Cruiser" (with the model when one was chosen), in the request's language. */
  vehicle: z.string(),
  /** The monthly budget (demand) or the quoted monthly payment (offer). */
  monthlyFils: filsSchema,
  months: z.number().int(),
  downPaymentPct: z.number().int(),
  leaseToOwn: z.boolean(),
  quote: leaseQuoteSchema.nullable(),
  contactName: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  whatsapp: z.string().nullable(),
  note: z.string(),
  cityId: z.string(),
  cityName: z.string(),
  status: z.enum(LEASE_DEMAND_STATUSES),
  /** The admin's note to the customer (shown to both). */
  adminNote: z.string().nullable(),
  userId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  statusChangedAt: z.string(),
});
export type LeaseDemand = z.infer<typeof leaseDemandSchema>;

export const leaseDemandPageSchema = pageSchema(leaseDemandSchema);
export type LeaseDemandPage = z.infer<typeof leaseDemandPageSchema>;

export const myLeaseDemandsQuery = z.object({
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** The admin's list of long-term intents. `q`: contact name, mobile, email or vehicle id. */
export const adminLeaseDemandsQuery = z.object({
  status: z.enum(LEASE_DEMAND_STATUSES).optional(),
  q: textSchema({ max: 100 }).optional(),
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type AdminLeaseDemandsQuery = z.input<typeof adminLeaseDemandsQuery>;

/** The admin moves an intent along and/or writes a note; the customer is notified. */
export const updateLeaseDemandBody = z
  .object({
    status: z.enum(LEASE_DEMAND_STATUSES).optional(),
    note: note.optional(),
  })
  .refine((b) => b.status !== undefined || b.note !== undefined, { error: 'validation:required', path: ['status'] });
export type UpdateLeaseDemandBody = z.input<typeof updateLeaseDemandBody>;

// ---- Lease offers (longtermList type=2, longtermDetail) ---------------------------------------

export const leaseTermInput = z.object({
  months,
  /** Monthly rent in AED at the offer's minimum down payment. */
  monthly: amountSchema,
});

const offerFields = {
  brandId: refId,
  seriesId: refId,
  modelId: refId.optional(),
  year: z.coerce.number({ error: 'validation:integer' }).int({ error: 'validation:integer' }),
  /** The car's value in AED: the base of down payments and of lease-to-own. */
  price: amountSchema,
  terms: z
    .array(leaseTermInput)
    .min(1, { error: 'validation:required' })
    .max(LEASE_OFFER_MAX_TERMS, { error: 'validation:tooLarge' })
    .refine((terms) => new Set(terms.map((t) => t.months)).size === terms.length, {
      error: 'validation:leaseTermsRepeated',
    }),
  minDownPaymentPct: downPaymentPct,
  mileageKmPerMonth: z.coerce
    .number({ error: 'validation:integer' })
    .int({ error: 'validation:integer' })
    .min(0, { error: 'validation:nonNegative' })
    .max(20_000, { error: 'validation:tooLarge' }),
  /** Yearly rate in percent ("4.99"), used for extra down payments and lease-to-own. */
  annualRatePct: z.coerce
    .number({ error: 'validation:invalid' })
    .min(0, { error: 'validation:nonNegative' })
    .max(30, { error: 'validation:tooLarge' }),
  leaseToOwn: z.boolean(),
  /** Lease-to-own: the final payment, percent of the price. */
  balloonPct: z.coerce
    .number({ error: 'validation:integer' })
    .int({ error: 'validation:integer' })
    .min(0, { error: 'validation:nonNegative' })
    .max(LEASE_MAX_BALLOON_PERCENT, { error: 'validation:tooLarge' }),
  features: z.array(textSchema({ min: 1, max: 40 })).max(20, { error: 'validation:tooLarge' }),
  description: textSchema({ max: 2000, multiline: true }),
  photoUploadIds: z
    .array(z.uuid({ error: 'validation:invalid' }))
    .min(1, { error: 'validation:photoRequired' })
    .max(LEASE_OFFER_MAX_PHOTOS, { error: 'validation:tooManyPhotos' }),
  cityId: refId,
};

export const leaseOfferInput = z.object({
  ...offerFields,
  leaseToOwn: offerFields.leaseToOwn.default(false),
  balloonPct: offerFields.balloonPct.default(0),
  features: offerFields.features.default([]),
  description: offerFields.description.default(''),
});
export type LeaseOfferInput = z.input<typeof leaseOfferInput>;
export type LeaseOfferValues = z.output<typeof leaseOfferInput>;

/** Edit: only the fields sent change; `status` deactivates or reactivates. */
export const updateLeaseOfferBody = z
  .object(offerFields)
  .partial()
  .extend({ status: z.enum(LEASE_OFFER_STATUSES).optional() });
export type UpdateLeaseOfferBody = z.input<typeof updateLeaseOfferBody>;

export const leaseTermSchema = z.object({ months: z.number().int(), monthlyFils: filsSchema });
export type LeaseTerm = z.infer<typeof leaseTermSchema>;

const photoSchema = z.object({ uploadId: z.string(), url: z.string(), thumbUrl: z.string().nullable() });

export const leaseOfferSummarySchema = z.object({
  id: z.string(),
  /** "Nissan Sunny 2024" in the request's language. */
  title: z.string(),
  brandId: z.string(),
  brandName: z.string(),
  seriesId: z.string(),
  seriesName: z.string(),
  modelId: z.string().nullable(),
  modelName: z.string().nullable(),
  year: z.number().int(),
  priceFils: filsSchema,
  terms: z.array(leaseTermSchema),
  /** The lowest advertised monthly rent. */
  fromMonthlyFils: filsSchema,
  minDownPaymentPct: z.number().int(),
  mileageKmPerMonth: z.number().int(),
  annualRateBp: z.number().int(),
  leaseToOwn: z.boolean(),
  balloonPct: z.number().int(),
  cover: photoSchema.nullable(),
  cityId: z.string(),
  cityName: z.string(),
  status: z.enum(LEASE_OFFER_STATUSES),
  createdAt: z.string(),
});
export type LeaseOfferSummary = z.infer<typeof leaseOfferSummarySchema>;

export const leaseOfferSchema = leaseOfferSummarySchema.extend({
  features: z.array(z.string()),
  description: z.string(),
  photos: z.array(photoSchema),
  ownerId: z.string(),
  /** The viewer published it (or is an admin): the edit link shows. */
  canEdit: z.boolean(),
  updatedAt: z.string(),
});
export type LeaseOffer = z.infer<typeof leaseOfferSchema>;

export const leaseOfferPageSchema = pageSchema(leaseOfferSummarySchema);
export type LeaseOfferPage = z.infer<typeof leaseOfferPageSchema>;

const queryFlag = z
  .enum(['1', '0', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();

/** The public list (longtermList type=2). The chosen city travels as headers. */
export const leaseOffersQuery = z.object({
  brandId: textSchema({ max: 80 }).optional(),
  leaseToOwn: queryFlag,
  /** Only offers with a term of this length. */
  months: z.coerce.number().int().min(LEASE_MIN_MONTHS).max(LEASE_MAX_MONTHS).optional(),
  /** Monthly budget in AED: offers whose lowest rent fits. */
  maxMonthly: amountSchema.optional(),
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type LeaseOffersQuery = z.input<typeof leaseOffersQuery>;

/** A merchant's own offers, or every offer for an admin, active and inactive. */
export const manageLeaseOffersQuery = z.object({
  status: z.enum(LEASE_OFFER_STATUSES).optional(),
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

// ---- Choosing an offer (longtermSelect) -------------------------------------------------------

export const selectLeaseOfferBody = z.object({
  months,
  downPaymentPct,
  leaseToOwn: z.boolean().default(false),
  note: note.default(''),
});
export type SelectLeaseOfferBody = z.input<typeof selectLeaseOfferBody>;

// ---- What the lease pages need from the server ------------------------------------------------

export const leaseInfoSchema = z.object({
  /** The WhatsApp number of the lease desk, E.164. */
  whatsappNumber: z.string(),
  minMonths: z.number().int(),
  maxMonths: z.number().int(),
  minDownPaymentPct: z.number().int(),
});
export type LeaseInfo = z.infer<typeof leaseInfoSchema>;
