import type {
  BookingCancelKind,
  BookingStatus,
  ClaimItemKind,
  FuelType,
  LicenceType,
  RentalCarStatus,
  RentalCarType,
  RentalClaimStatus,
  RentalExtra,
  RentalQuote,
  ReturnChargeKind,
  Transmission,
} from '@souq/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, fils, updatedAt, uuidKey } from '../../db/columns';
import { carModelRefs } from '../catalog/catalog.tables';
import { regions } from '../regions/regions.tables';
import { userRef, users } from '../users/users.tables';

/** A merchant's pick-up and return point, with its place on the map. */
export const rentalBranches = pgTable(
  'rental_branches',
  {
    id: uuidKey(),
    ownerId: userRef('owner_id'),
    name: text('name').notNull(),
    cityId: text('city_id')
      .notNull()
      .references(() => regions.id),
    emirateId: text('emirate_id').notNull(),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [index('rental_branches_owner_idx').on(t.ownerId)],
);

/** A car of a merchant's rental fleet. Whether it is rented is derived from bookings. */
export const rentalCars = pgTable(
  'rental_cars',
  {
    id: uuidKey(),
    ownerId: userRef('owner_id'),
    ...carModelRefs(),
    title: text('title').notNull(),
    year: integer('year').notNull(),
    registrationDate: date('registration_date').notNull(),
    carType: text('car_type').$type<RentalCarType>().notNull(),
    seats: integer('seats').notNull(),
    transmission: text('transmission').$type<Transmission>().notNull(),
    fuel: text('fuel').$type<FuelType>().notNull(),
    dailyPriceFils: fils('daily_price_fils').notNull(),
    weeklyPriceFils: fils('weekly_price_fils').notNull(),
    monthlyPriceFils: fils('monthly_price_fils').notNull(),
    depositFils: fils('deposit_fils').notNull(),
    /** The car's value, set by the merchant; claims above a share of it need an admin. */
    valueFils: fils('value_fils'),
    mileageKmPerDay: integer('mileage_km_per_day').notNull(),
    excessKmFils: fils('excess_km_fils').notNull(),
    features: text('features').array().notNull().default(sql`ARRAY[]::text[]`),
    description: text('description').notNull().default(''),
    photoUploadIds: uuid('photo_upload_ids').array().notNull().default(sql`ARRAY[]::uuid[]`),
    /** City of the first pick-up branch: the chosen-city filter. */
    cityId: text('city_id')
      .notNull()
      .references(() => regions.id),
    emirateId: text('emirate_id').notNull(),
    status: text('status').$type<RentalCarStatus>().notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('rental_cars_owner_idx').on(t.ownerId, t.createdAt.desc()),
    index('rental_cars_search_idx').on(t.status, t.emirateId, t.cityId, t.carType),
    check(
      'rental_cars_prices_positive',
      sql`${t.dailyPriceFils} > 0 and ${t.weeklyPriceFils} > 0 and ${t.monthlyPriceFils} > 0`,
    ),
    check('rental_cars_deposit_nonnegative', sql`${t.depositFils} >= 0`),
    check('rental_cars_value_positive', sql`${t.valueFils} is null or ${t.valueFils} > 0`),
    check('rental_cars_status_valid', sql`${t.status} in ('active', 'paused', 'removed')`),
  ],
);

/** Which branches a car can be picked up at and returned to. */
export const rentalCarBranches = pgTable(
  'rental_car_branches',
  {
    carId: uuid('car_id')
      .notNull()
      .references(() => rentalCars.id, { onDelete: 'cascade' }),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => rentalBranches.id),
    role: text('role').$type<'pickup' | 'return'>().notNull(),
    /** Order within the role as the merchant listed them; the first pick-up branch gives the car its city. */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.carId, t.branchId, t.role] }),
    index('rental_car_branches_branch_idx').on(t.branchId),
  ],
);

/** A renter's driver record (spec section 3); licence images are private uploads. */
export const rentalDrivers = pgTable(
  'rental_drivers',
  {
    id: uuidKey(),
    userId: userRef('user_id'),
    name: text('name').notNull(),
    sex: text('sex').$type<'male' | 'female'>().notNull(),
    birthDate: date('birth_date').notNull(),
    licenceNumber: text('licence_number').notNull(),
    licenceType: text('licence_type').$type<LicenceType>().notNull(),
    licenceFirstIssueDate: date('licence_first_issue_date').notNull(),
    licenceExpiryDate: date('licence_expiry_date').notNull(),
    licenceAddress: text('licence_address').notNull().default(''),
    licenceFrontUploadId: uuid('licence_front_upload_id').notNull(),
    licenceBackUploadId: uuid('licence_back_upload_id').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('rental_drivers_user_idx').on(t.userId, t.createdAt.desc()),
    // One live record per licence and user: the licence number compared without case or spaces.
    uniqueIndex('rental_drivers_user_licence_key')
      .on(t.userId, sql`upper(replace(${t.licenceNumber}, ' ', ''))`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export type ConditionReport = {
  at: string;
  odometerKm: number;
  fuelEighths: number;
  photoUploadIds: string[];
  note: string | null;
};

export type StoredCharge = {
  kind: ReturnChargeKind | ClaimItemKind;
  amountFils: string;
  note: string | null;
  photoUploadIds: string[];
};

/**
 * A rental booking (the spec's order). Two blocking bookings of one car never overlap: an
 * exclusion constraint over (car_id, [pickup_at, return_at)) added by hand in the migration.
 */
export const rentalBookings = pgTable(
  'rental_bookings',
  {
    id: uuidKey(),
    /** Shown to people: R + yymmdd + 6 digits. */
    orderNo: text('order_no').notNull(),
    carId: uuid('car_id')
      .notNull()
      .references(() => rentalCars.id),
    renterId: userRef('renter_id'),
    merchantId: userRef('merchant_id'),
    pickupBranchId: uuid('pickup_branch_id')
      .notNull()
      .references(() => rentalBranches.id),
    returnBranchId: uuid('return_branch_id')
      .notNull()
      .references(() => rentalBranches.id),
    pickupAt: at('pickup_at').notNull(),
    returnAt: at('return_at').notNull(),
    status: text('status').$type<BookingStatus>().notNull(),
    extras: text('extras').array().$type<RentalExtra[]>().notNull().default(sql`ARRAY[]::text[]`),
    notes: text('notes').notNull().default(''),
    /** The server's quote at booking time, line by line. */
    quote: jsonb('quote').$type<RentalQuote>().notNull(),
    totalFils: fils('total_fils').notNull(),
    depositFils: fils('deposit_fils').notNull(),
    shortNotice: boolean('short_notice').notNull().default(false),
    /** Ledger: the charge of the rental price and the hold of the deposit. */
    chargeTxId: uuid('charge_tx_id'),
    depositHoldId: uuid('deposit_hold_id'),
    paymentId: uuid('payment_id'),
    /** wallet, or card: the card pays the total and the deposit is a card authorisation. */
    paymentMethod: text('payment_method').$type<'wallet' | 'card'>().notNull().default('wallet'),
    /** The card authorisation of the deposit (payments' card_authorisations); renewed ones replace it. */
    depositAuthorisationId: uuid('deposit_authorisation_id'),
    checkoutUrl: text('checkout_url'),
    paymentDueAt: at('payment_due_at'),
    handover: jsonb('handover').$type<ConditionReport>(),
    returnReport: jsonb('return_report').$type<ConditionReport>(),
    charges: jsonb('charges').$type<StoredCharge[]>().notNull().default(sql`'[]'::jsonb`),
    lateMinutes: integer('late_minutes'),
    depositCapturedFils: fils('deposit_captured_fils').notNull().default(sql`0`),
    depositReleasedFils: fils('deposit_released_fils').notNull().default(sql`0`),
    depositReleaseAt: at('deposit_release_at'),
    refundFils: fils('refund_fils').notNull().default(sql`0`),
    cancellationFeeFils: fils('cancellation_fee_fils').notNull().default(sql`0`),
    cancelReason: text('cancel_reason'),
    /** Who ended it: the renter canceled, the merchant declined, or the payment or confirmation window ran out. */
    cancelKind: text('cancel_kind').$type<BookingCancelKind>(),
    /** The renter's contact for this order (spec order row: name, phone, email), from the first driver. */
    renterName: text('renter_name').notNull().default(''),
    renterMobile: text('renter_mobile').notNull().default(''),
    renterEmail: text('renter_email').notNull().default(''),
    /** Ledger: the rental price, paid to the merchant and held on the merchant's wallet until completion. */
    escrowHoldId: uuid('escrow_hold_id'),
    /** Return charges above the deposit, charged from the renter's wallet. */
    extraChargedFils: fils('extra_charged_fils').notNull().default(sql`0`),
    /** Return charges neither the deposit nor the wallet could cover (the merchant collects them). */
    shortfallFils: fils('shortfall_fils').notNull().default(sql`0`),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
    confirmedAt: at('confirmed_at'),
    pickedUpAt: at('picked_up_at'),
    returnedAt: at('returned_at'),
    completedAt: at('completed_at'),
    canceledAt: at('canceled_at'),
  },
  (t) => [
    uniqueIndex('rental_bookings_order_no_key').on(t.orderNo),
    uniqueIndex('rental_bookings_renter_idempotency_key').on(t.renterId, t.idempotencyKey),
    index('rental_bookings_renter_idx').on(t.renterId, t.createdAt.desc(), t.id.desc()),
    index('rental_bookings_merchant_idx').on(t.merchantId, t.createdAt.desc(), t.id.desc()),
    index('rental_bookings_car_range_idx').on(t.carId, t.pickupAt, t.returnAt),
    // The sweeper's two queues: card bookings whose payment window ran out, deposits due for release.
    index('rental_bookings_payment_due_idx').on(t.paymentDueAt).where(sql`${t.status} = 'pending_payment'`),
    index('rental_bookings_deposit_release_idx')
      .on(t.depositReleaseAt)
      .where(sql`${t.depositReleasedFils} = 0 and ${t.depositReleaseAt} is not null`),
    index('rental_bookings_confirmation_due_idx').on(t.pickupAt).where(sql`${t.status} = 'awaiting_confirmation'`),
    check('rental_bookings_range_valid', sql`${t.returnAt} > ${t.pickupAt}`),
    check(
      'rental_bookings_status_valid',
      sql`${t.status} in ('pending_payment', 'awaiting_confirmation', 'awaiting_pickup', 'renting', 'completed', 'canceled')`,
    ),
  ],
);

/** The drivers chosen for a booking, with a copy of the licence facts at booking time. */
export const rentalBookingDrivers = pgTable(
  'rental_booking_drivers',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => rentalBookings.id, { onDelete: 'cascade' }),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => rentalDrivers.id),
    name: text('name').notNull(),
    licenceNumber: text('licence_number').notNull(),
    licenceExpiryDate: date('licence_expiry_date').notNull(),
    mobile: text('mobile').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.driverId] })],
);

/**
 * A claim beyond the deposit (docs/decisions/0006-rental-claims.md). Its status moves only by a
 * conditional UPDATE from the state it is read in, so two answers never both win; the money of
 * each step carries a key derived from the claim id.
 */
export const rentalClaims = pgTable(
  'rental_claims',
  {
    id: uuidKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => rentalBookings.id),
    renterId: userRef('renter_id'),
    merchantId: userRef('merchant_id'),
    amountFils: fils('amount_fils').notNull(),
    items: jsonb('items').$type<StoredCharge[]>().notNull(),
    status: text('status').$type<RentalClaimStatus>().notNull().default('open'),
    needsAdmin: boolean('needs_admin').notNull().default(false),
    respondBy: at('respond_by').notNull(),
    disputeReason: text('dispute_reason'),
    approvedFils: fils('approved_fils'),
    chargedFils: fils('charged_fils').notNull().default(sql`0`),
    owedFils: fils('owed_fils').notNull().default(sql`0`),
    decisionReason: text('decision_reason'),
    decidedBy: uuid('decided_by').references(() => users.id),
    createdAt: createdAt(),
    respondedAt: at('responded_at'),
    decidedAt: at('decided_at'),
  },
  (t) => [
    index('rental_claims_booking_idx').on(t.bookingId, t.createdAt),
    index('rental_claims_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    check('rental_claims_amount_positive', sql`${t.amountFils} > 0`),
    check(
      'rental_claims_status_valid',
      sql`${t.status} in ('open', 'disputed', 'review', 'paid', 'upheld', 'rejected')`,
    ),
    check(
      'rental_claims_money_valid',
      sql`${t.chargedFils} >= 0 and ${t.owedFils} >= 0 and (${t.approvedFils} is null or (${t.approvedFils} >= 0 and ${t.approvedFils} <= ${t.amountFils} and ${t.chargedFils} + ${t.owedFils} = ${t.approvedFils}))`,
    ),
  ],
);

export type RentalCarRow = typeof rentalCars.$inferSelect;
export type RentalClaimRow = typeof rentalClaims.$inferSelect;
export type RentalBookingRow = typeof rentalBookings.$inferSelect;
export type RentalDriverRow = typeof rentalDrivers.$inferSelect;
export type RentalBranchRow = typeof rentalBranches.$inferSelect;
