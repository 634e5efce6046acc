import { adminEndpoint, defineContract } from '../contract';
import { okSchema } from '../envelope';
import {
  bookingListQuery,
  bookingPageSchema,
  bookingSchema,
  cancelBookingBody,
  createBookingBody,
  createBookingResponse,
  handoverBody,
  returnCarBody,
} from './bookings.schema';
import {
  claimListQuery,
  claimPageSchema,
  createClaimBody,
  decideClaimBody,
  disputeClaimBody,
  rentalClaimSchema,
} from './claims.schema';
import {
  driverInput,
  driverListResponse,
  driverPatch,
  driverSchema,
  rentalBranchInput,
  rentalBranchListResponse,
  rentalBranchPatch,
  rentalBranchSchema,
  rentalCarDetailSchema,
  rentalCarInput,
  rentalCarListQuery,
  rentalCarPageSchema,
  rentalCarPatch,
  rentalIdParams,
  rentalQuoteQuery,
  rentalQuoteSchema,
  rentalSearchQuery,
} from './rentals.schema';

const params = rentalIdParams;

/** Rental cars and the merchant's branches: public search, detail and quote; the merchant's fleet. */
export const rentalFleetContract = defineContract('rentals', {
  // The chosen city travels as the `city` and `isProvence` headers. With a range, each car shows its
  // availability and whole-range quote total; only cars free for the whole range unless onlyAvailable=false.
  search: {
    method: 'GET',
    path: '/api/rental-cars',
    summary: 'Search rental cars (home rent tab, rental list): range, cities, car type, brand; cursor paging',
    auth: 'none',
    query: rentalSearchQuery,
    response: rentalCarPageSchema,
  },
  car: {
    method: 'GET',
    path: '/api/rental-cars/:id',
    summary: 'A rental car: photos, branches, booked ranges from now on',
    auth: 'optional',
    params,
    response: rentalCarDetailSchema,
  },
  quote: {
    method: 'GET',
    path: '/api/rental-cars/:id/quote',
    summary: 'The price quote of a car for a range and extras (VAT as its own figure, deposit held apart)',
    auth: 'optional',
    params,
    query: rentalQuoteQuery,
    response: rentalQuoteSchema,
  },
  createCar: {
    method: 'POST',
    path: '/api/rental-cars',
    summary: 'Publish a rental car (merchants)',
    auth: 'required',
    body: rentalCarInput,
    response: rentalCarDetailSchema,
  },
  updateCar: {
    method: 'PATCH',
    path: '/api/rental-cars/:id',
    summary: 'Edit one of my rental cars',
    auth: 'required',
    params,
    body: rentalCarPatch,
    response: rentalCarDetailSchema,
  },
  pauseCar: {
    method: 'POST',
    path: '/api/rental-cars/:id/pause',
    summary: 'Pause one of my rental cars (hidden from search, bookings kept)',
    auth: 'required',
    params,
    response: rentalCarDetailSchema,
  },
  resumeCar: {
    method: 'POST',
    path: '/api/rental-cars/:id/resume',
    summary: 'Put a paused rental car back on offer',
    auth: 'required',
    params,
    response: rentalCarDetailSchema,
  },
  removeCar: {
    method: 'DELETE',
    path: '/api/rental-cars/:id',
    summary: 'Remove one of my rental cars (refused while a booking holds it)',
    auth: 'required',
    params,
    response: okSchema,
  },
  myCars: {
    method: 'GET',
    path: '/api/me/rental-cars',
    summary: 'My rental fleet, newest first, with status and availability now (cursor paging)',
    auth: 'required',
    query: rentalCarListQuery,
    response: rentalCarPageSchema,
  },
  myBranches: {
    method: 'GET',
    path: '/api/me/rental-branches',
    summary: 'My pick-up and return branches',
    auth: 'required',
    response: rentalBranchListResponse,
  },
  createBranch: {
    method: 'POST',
    path: '/api/me/rental-branches',
    summary: 'Add a pick-up and return branch (merchants)',
    auth: 'required',
    body: rentalBranchInput,
    response: rentalBranchSchema,
  },
  branch: {
    method: 'GET',
    path: '/api/me/rental-branches/:id',
    summary: 'One of my branches',
    auth: 'required',
    params,
    response: rentalBranchSchema,
  },
  updateBranch: {
    method: 'PATCH',
    path: '/api/me/rental-branches/:id',
    summary: 'Edit one of my branches',
    auth: 'required',
    params,
    body: rentalBranchPatch,
    response: rentalBranchSchema,
  },
  removeBranch: {
    method: 'DELETE',
    path: '/api/me/rental-branches/:id',
    summary: 'Remove one of my branches (refused while a car offers it)',
    auth: 'required',
    params,
    response: okSchema,
  },
});

/** The admins' view of every rental car (documented with the other admin pages). */
export const rentalFleetAdminContract = defineContract('admin', {
  rentalCars: adminEndpoint(
    'GET',
    '/api/admin/rental-cars',
    'Every rental car: search by title or merchant, filter by status (cursor paging)',
    { query: rentalCarListQuery, response: rentalCarPageSchema },
  ),
});

/** A renter's driver records; licence images are private (short-lived signed URLs). */
export const rentalDriversContract = defineContract('rentals', {
  myDrivers: {
    method: 'GET',
    path: '/api/me/drivers',
    summary: 'My driver records (renters), newest first; licence images as short-lived signed URLs',
    auth: 'required',
    response: driverListResponse,
  },
  createDriver: {
    method: 'POST',
    path: '/api/me/drivers',
    summary: 'Add a driver: an adult with a valid licence and private licence images (purpose licence)',
    auth: 'required',
    body: driverInput,
    response: driverSchema,
  },
  driver: {
    method: 'GET',
    path: '/api/me/drivers/:id',
    summary: 'One of my driver records',
    auth: 'required',
    params,
    response: driverSchema,
  },
  updateDriver: {
    method: 'PATCH',
    path: '/api/me/drivers/:id',
    summary: 'Edit one of my driver records',
    auth: 'required',
    params,
    body: driverPatch,
    response: driverSchema,
  },
  removeDriver: {
    method: 'DELETE',
    path: '/api/me/drivers/:id',
    summary: 'Remove one of my driver records (orders keep their copy)',
    auth: 'required',
    params,
    response: okSchema,
  },
});

/**
 * Rental orders. The steps after booking move money (refunds, deposit captures and releases) but are
 * safe to repeat on the server (a step on a booking in its target state answers it again); the web
 * still sends a key so its own retries replay.
 */
export const rentalBookingsContract = defineContract('rental bookings', {
  create: {
    method: 'POST',
    path: '/api/rental-bookings',
    summary:
      'Book and pay a rental car: from the wallet (charged and the deposit held at once) or by card (answers the checkout URL).',
    auth: 'required',
    idempotency: 'required',
    body: createBookingBody,
    response: createBookingResponse,
  },
  mine: {
    method: 'GET',
    path: '/api/me/rental-bookings',
    summary: 'My rental orders, newest first, by status (cursor paging)',
    auth: 'required',
    query: bookingListQuery,
    response: bookingPageSchema,
  },
  merchant: {
    method: 'GET',
    path: '/api/merchant/rental-bookings',
    summary: "Customer orders of the merchant's cars; q searches order number, renter name, phone and email",
    auth: { roles: ['merchant'] },
    query: bookingListQuery,
    response: bookingPageSchema,
  },
  all: adminEndpoint(
    'GET',
    '/api/admin/rental-bookings',
    'Every rental order (admin); q searches order number, renter name, phone and email',
    { query: bookingListQuery, response: bookingPageSchema },
  ),
  get: {
    method: 'GET',
    path: '/api/rental-bookings/:id',
    summary: "One order, for its renter, the car's merchant or an admin; with the cancellation terms as of now",
    auth: 'required',
    params,
    response: bookingSchema,
  },
  confirm: {
    method: 'POST',
    path: '/api/rental-bookings/:id/confirm',
    summary: 'Merchant or admin: accept a short-notice order',
    auth: 'required',
    idempotency: 'optional',
    params,
    response: bookingSchema,
  },
  decline: {
    method: 'POST',
    path: '/api/rental-bookings/:id/decline',
    summary: 'Merchant or admin: decline an order before pick-up; the renter gets everything back',
    auth: 'required',
    idempotency: 'optional',
    params,
    body: cancelBookingBody,
    response: bookingSchema,
  },
  handover: {
    method: 'POST',
    path: '/api/rental-bookings/:id/handover',
    summary: 'Merchant or admin: hand the car over (odometer, fuel, photos); the order is Renting',
    auth: 'required',
    idempotency: 'optional',
    params,
    body: handoverBody,
    response: bookingSchema,
  },
  return: {
    method: 'POST',
    path: '/api/rental-bookings/:id/return',
    summary:
      'Merchant or admin: the car is back. Overtime from the return time and the charges are taken from the deposit; the rest is released.',
    auth: 'required',
    idempotency: 'optional',
    params,
    body: returnCarBody,
    response: bookingSchema,
  },
  cancel: {
    method: 'POST',
    path: '/api/rental-bookings/:id/cancel',
    summary: 'Renter: cancel before pick-up; free until 48 hours before, then the fee is kept',
    auth: 'required',
    idempotency: 'optional',
    params,
    body: cancelBookingBody,
    response: bookingSchema,
  },
});

/** Claims beyond a rental deposit: merchant claims, renter accepts or disputes, admin decides. */
export const rentalClaimsContract = defineContract('rental claims', {
  create: {
    method: 'POST',
    path: '/api/rental-bookings/:id/claims',
    summary:
      'Merchant or admin: claim itemised charges beyond the deposit on a completed booking (each with a reason; damage and other with photos). The renter accepts or disputes.',
    auth: 'required',
    params,
    body: createClaimBody,
    response: rentalClaimSchema,
  },
  get: {
    method: 'GET',
    path: '/api/rental-claims/:id',
    summary: 'One claim, for its renter, its merchant or an admin',
    auth: 'required',
    params,
    response: rentalClaimSchema,
  },
  accept: {
    method: 'POST',
    path: '/api/rental-claims/:id/accept',
    summary:
      'Renter: accept a claim. Paid from the wallet once (INSUFFICIENT_FUNDS when short: recharge and accept again), or sent to an admin for approval when it is large.',
    auth: 'required',
    idempotency: 'optional',
    params,
    response: rentalClaimSchema,
  },
  dispute: {
    method: 'POST',
    path: '/api/rental-claims/:id/dispute',
    summary: 'Renter: dispute a claim within the response window, with a reason; an admin decides',
    auth: 'required',
    idempotency: 'optional',
    params,
    body: disputeClaimBody,
    response: rentalClaimSchema,
  },
  queue: adminEndpoint(
    'GET',
    '/api/admin/rental-claims',
    'Admin: the claims queue (pending by default: disputed, awaiting approval, unanswered in time)',
    { query: claimListQuery, response: claimPageSchema },
  ),
  decide: adminEndpoint(
    'POST',
    '/api/admin/rental-claims/:id/decide',
    "Admin: uphold (all or part, charged from the renter's balance as far as it goes, the rest recorded as owed) or reject a claim, with a reason",
    { idempotency: 'optional', params, body: decideClaimBody, response: rentalClaimSchema },
  ),
});
