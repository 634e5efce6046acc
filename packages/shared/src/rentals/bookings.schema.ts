import { z } from 'zod';
import { pageSchema } from '../envelope';
import { refundSchema } from '../payments/payments.schema';
import { cursorSchema, filsSchema, textSchema } from '../validation';
import { claimItemInput, rentalClaimSchema } from './claims.schema';
import {
  BOOKING_CANCEL_KINDS,
  BOOKING_STATUSES,
  driverSchema,
  RENTAL_EXTRAS,
  RENTAL_ODOMETER_MAX_KM,
  RETURN_CHARGE_KINDS,
  rentalBranchSchema,
  rentalCarSummarySchema,
  rentalQuoteSchema,
} from './rentals.schema';

/**
 * Rental bookings (the spec's orders: orderConfirm, orderList, orderDetail, orderAdminList): what a
 * renter sends to book, what every order answers, and the merchant's hand-over and return.
 */
export const createBookingBody = z.object({
  carId: z.uuid(),
  pickupBranchId: z.uuid(),
  returnBranchId: z.uuid(),
  pickupAt: z.iso.datetime({ offset: true }),
  returnAt: z.iso.datetime({ offset: true }),
  driverIds: z.array(z.uuid()).min(1, { error: 'validation:driverRequired' }).max(5),
  extras: z.array(z.enum(RENTAL_EXTRAS)).default([]),
  notes: textSchema({ max: 140, multiline: true }).default(''),
  /** Both must be true (spec section 5). */
  agreeRentalAgreement: z.boolean(),
  agreeReservationAgreement: z.boolean(),
  /** The total the client showed; the server recomputes and refuses a mismatch (PRICE_CHANGED). */
  expectedTotalFils: filsSchema.min(0),
  /** Pay from the wallet balance, or by card through the gateway (answers a checkout URL). */
  method: z.enum(['wallet', 'card']).default('wallet'),
});
export type CreateBookingBody = z.input<typeof createBookingBody>;

export const bookingChargeSchema = z.object({
  kind: z.enum(RETURN_CHARGE_KINDS),
  amountFils: filsSchema,
  note: z.string().nullable(),
  photos: z.array(z.object({ uploadId: z.string(), url: z.string(), thumbUrl: z.string() })),
});
export type BookingCharge = z.infer<typeof bookingChargeSchema>;

export const conditionReportSchema = z.object({
  at: z.string(),
  odometerKm: z.number().int(),
  /** Fuel level in eighths (0 = empty, 8 = full). */
  fuelEighths: z.number().int(),
  photos: z.array(z.object({ uploadId: z.string(), url: z.string(), thumbUrl: z.string() })),
  note: z.string().nullable(),
});

/**
 * The deposit of a booking as the renter meets it. `held`: blocked on the wallet;
 * `authorised`: reserved on the card, not charged; `held_until`: the rest stays held until
 * `releaseAt`; `released`: all given back; `partly_captured`: `capturedFils` taken for itemised
 * charges, the rest released; `captured`: all of it taken; `not_secured`: a card authorisation
 * that was declined or lapsed and could not be renewed; `none`: no deposit, or nothing paid yet.
 */
export const BOOKING_DEPOSIT_STATES = [
  'none',
  'pending',
  'held',
  'authorised',
  'held_until',
  'released',
  'partly_captured',
  'captured',
  'not_secured',
] as const;
export type BookingDepositState = (typeof BOOKING_DEPOSIT_STATES)[number];

export const bookingDepositSchema = z.object({
  method: z.enum(['wallet', 'card']),
  state: z.enum(BOOKING_DEPOSIT_STATES),
  amountFils: filsSchema,
  capturedFils: filsSchema,
  releasedFils: filsSchema,
  /** Held-until date of a wallet deposit, or when a card authorisation lapses (renewed before). */
  releaseAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type BookingDeposit = z.infer<typeof bookingDepositSchema>;

export const bookingSchema = z.object({
  id: z.string(),
  orderNo: z.string(),
  status: z.enum(BOOKING_STATUSES),
  car: rentalCarSummarySchema.pick({
    id: true,
    title: true,
    cover: true,
    carType: true,
    brandName: true,
    seriesName: true,
  }),
  renter: z.object({
    userId: z.string(),
    name: z.string().nullable(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
  }),
  pickupBranch: rentalBranchSchema,
  returnBranch: rentalBranchSchema,
  pickupAt: z.string(),
  returnAt: z.string(),
  drivers: z.array(
    driverSchema.pick({ id: true, name: true, licenceNumber: true, licenceExpiryDate: true, mobile: true }),
  ),
  extras: z.array(z.enum(RENTAL_EXTRAS)),
  notes: z.string(),
  quote: rentalQuoteSchema,
  totalFils: filsSchema,
  depositFils: filsSchema,
  shortNotice: z.boolean(),
  /** Card checkout still open: where to pay. */
  checkoutUrl: z.string().nullable(),
  handover: conditionReportSchema.nullable(),
  return: conditionReportSchema.nullable(),
  /** Taken from the deposit at return, overtime included. */
  charges: z.array(bookingChargeSchema),
  lateMinutes: z.number().int().nullable(),
  depositCapturedFils: filsSchema,
  depositReleasedFils: filsSchema,
  /** When the rest of the deposit is (or was) released. */
  depositReleaseAt: z.string().nullable(),
  /** Bookings returned before claims existed: return charges above the deposit taken from the wallet. */
  extraChargedFils: filsSchema,
  /** Bookings returned before claims existed: charges neither the deposit nor the wallet covered. */
  shortfallFils: filsSchema,
  /** Charges beyond the deposit: the renter accepts or disputes each, an admin decides disputes. */
  claims: z.array(rentalClaimSchema),
  refundFils: filsSchema,
  /** How the refund of a canceled paid booking travels and where it stands (null: nothing refunded). */
  refund: refundSchema.nullable(),
  /** How the booking was paid: the wallet, or a card (the card pays the total only). */
  paymentMethod: z.enum(['wallet', 'card']),
  /** Where the deposit stands, truthfully: held on the wallet or authorised on the card, then released or captured. */
  deposit: bookingDepositSchema,
  cancellationFeeFils: filsSchema,
  cancelReason: z.string().nullable(),
  /** Canceled by the renter, declined by the merchant, unpaid, or not confirmed in time (expired). */
  cancelKind: z.enum(BOOKING_CANCEL_KINDS).nullable(),
  /** A card booking keeps the car until then; unpaid after it, the booking is canceled. */
  paymentDueAt: z.string().nullable(),
  /** What canceling now would refund and cost, shown before confirming. */
  cancellation: z.object({
    allowed: z.boolean(),
    feeFils: filsSchema,
    refundFils: filsSchema,
    freeUntil: z.string(),
    /** False once `freeUntil` has passed (from the start for a short-notice booking). */
    freeWindowOpen: z.boolean(),
    /** The fee canceling costs after the free window (or once a short-notice order is confirmed). */
    lateFeeFils: filsSchema,
  }),
  times: z.object({
    createdAt: z.string(),
    confirmedAt: z.string().nullable(),
    pickedUpAt: z.string().nullable(),
    returnedAt: z.string().nullable(),
    completedAt: z.string().nullable(),
    canceledAt: z.string().nullable(),
  }),
});
export type Booking = z.infer<typeof bookingSchema>;

export const createBookingResponse = z.object({ booking: bookingSchema, checkoutUrl: z.string().optional() });

export const bookingListQuery = z.object({
  status: z.enum(BOOKING_STATUSES).optional(),
  /** Merchant and admin lists: order number, renter name, phone or email. */
  q: textSchema({ max: 100 }).optional(),
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type BookingListQuery = z.input<typeof bookingListQuery>;
export const bookingPageSchema = pageSchema(bookingSchema);

export const cancelBookingBody = z.object({ reason: textSchema({ max: 140, multiline: true }).default('') });

const photoIds = z.array(z.uuid()).max(20, { error: 'validation:tooManyPhotos' }).default([]);

export const handoverBody = z.object({
  odometerKm: z.coerce.number().int().min(0).max(RENTAL_ODOMETER_MAX_KM),
  fuelEighths: z.coerce.number().int().min(0).max(8),
  photoUploadIds: photoIds,
  note: textSchema({ max: 140, multiline: true }).optional(),
});
export type HandoverBody = z.input<typeof handoverBody>;

export const returnCarBody = handoverBody.extend({
  /** When the car came back; defaults to now (server clock). */
  returnedAt: z.iso.datetime({ offset: true }).optional(),
  /**
   * Itemised charges, each with a reason (damage and other with photos). Taken from the deposit
   * up to its amount, after the overtime; what exceeds it becomes a claim the renter answers.
   */
  charges: z.array(claimItemInput).max(20).default([]),
});
export type ReturnCarBody = z.input<typeof returnCarBody>;
