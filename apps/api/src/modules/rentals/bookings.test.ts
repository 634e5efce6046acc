/**
 * A rental booking's journey through the API: wallet booking, refused requests, hand-over and
 * return, cancel and decline, order lists. Longer than 500 lines on purpose: every journey shares
 * one app and two merchants' fleets, and each further file would start another database (seconds
 * each on PGlite).
 */
import { randomUUID } from 'node:crypto';
import type { Booking, RentalCarDetail } from '@souq/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  registerAdmin,
  registerMerchant,
  registerUser,
  registerUserWithBalance,
  type TestApp,
  type TestUser,
} from '../../testing/test-app';
import { notifications } from '../notifications/notifications.tables';
import {
  addDriver,
  balances,
  book,
  bookingBody,
  DAY,
  type Fleet,
  fleetOf,
  HOUR,
  ledgerOf,
  postBooking,
} from './bookings.testing';
import { carPhoto } from './fleet.testing';
import { rentalBookings } from './rentals.tables';

let t: TestApp;
let fleet: Fleet;
let rivalFleet: Fleet;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  fleet = await fleetOf(t, await registerMerchant(t));
  rivalFleet = await fleetOf(t, await registerMerchant(t));
  admin = await registerAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

const MINUTE = 60_000;
/** A Camry for 3 days: 3 x AED 150 + 5% VAT. */
const THREE_DAYS_FILS = 47_250;
const DEPOSIT_FILS = 100_000;

const at = (ms: number) => new Date(t.clock.now().getTime() + ms);
const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(user.token) });

/** A renter with money and a driver. */
async function renterWith(aed = 2_000): Promise<{ user: TestUser; driver: string }> {
  const user = await registerUserWithBalance(t, aed);
  return { user, driver: await addDriver(t, user) };
}

interface Booked {
  car: RentalCarDetail;
  renter: TestUser;
  driver: string;
  booking: Booking;
}

/** A fresh car booked from the wallet, picked up `pickupIn` from now for `days` days. */
async function booked(opts: { pickupIn?: number; days?: number; aed?: number } = {}): Promise<Booked> {
  const car = await fleet.newCar();
  const { user: renter, driver } = await renterWith(opts.aed ?? 2_000);
  const pickupAt = at(opts.pickupIn ?? 72 * HOUR);
  const returnAt = new Date(pickupAt.getTime() + (opts.days ?? 3) * DAY);
  const booking = await book(t, renter, await bookingBody(t, car, [driver], pickupAt, returnAt));
  return { car, renter, driver, booking };
}

async function bookingRowsOf(user: TestUser) {
  return t.database.db.select().from(rentalBookings).where(eq(rentalBookings.renterId, user.userId));
}

async function titlesOf(user: TestUser) {
  const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.userId));
  return rows.map((n) => n.titleKey);
}

describe('booking from the wallet', () => {
  it('charges the total, holds the deposit and keeps the price in escrow on the merchant wallet', async () => {
    const { car, renter, booking } = await booked();
    expect(booking).toMatchObject({
      status: 'awaiting_pickup',
      shortNotice: false,
      totalFils: THREE_DAYS_FILS,
      depositFils: DEPOSIT_FILS,
      car: { id: car.id, title: car.title, carType: 'sedan' },
      renter: { userId: renter.userId, name: 'Layla Haddad' },
      pickupBranch: { id: fleet.branch.id, cityName: 'Dubai' },
      quote: { days: 3, totalFils: THREE_DAYS_FILS, vatFils: 2_250 },
      checkoutUrl: null,
      cancellation: { allowed: true, feeFils: 0, refundFils: THREE_DAYS_FILS },
    });
    expect(booking.orderNo).toMatch(/^R\d{12}$/);
    expect(booking.drivers).toHaveLength(1);
    expect(booking.cancellation.freeUntil).toBe(new Date(Date.parse(booking.pickupAt) - 48 * HOUR).toISOString());

    expect(await balances(t, renter)).toEqual({ available: 200_000n - 47_250n - 100_000n, held: 100_000n });
    expect(await balances(t, fleet.merchant)).toMatchObject({ held: 47_250n });
    const ledger = await ledgerOf(t, booking.id);
    expect(ledger.transactions.map((x) => x.type).sort()).toEqual(['charge', 'hold', 'hold']);
    const deposit = ledger.holds.find((h) => h.userId === renter.userId);
    expect(deposit).toMatchObject({ purpose: 'rental_deposit', status: 'held', amountFils: 100_000n });
    expect(deposit?.releaseAt?.toISOString()).toBe(booking.returnAt);

    expect(await titlesOf(renter)).toContain('notifications:rentalBooked.title');
    expect(await titlesOf(fleet.merchant)).toContain('notifications:rentalNewOrder.title');
  });

  it('shows an order to its renter, the merchant and admins only', async () => {
    const { renter, booking } = await booked();
    for (const viewer of [renter, fleet.merchant, admin]) {
      const res = await call(viewer, 'GET', `/api/rental-bookings/${booking.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.id).toBe(booking.id);
    }
    for (const stranger of [await registerUser(t), rivalFleet.merchant]) {
      const res = await call(stranger, 'GET', `/api/rental-bookings/${booking.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('NOT_FOUND');
    }
    expect((await call(renter, 'GET', `/api/rental-bookings/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('a pick-up within 48 hours waits for the merchant, who confirms it', async () => {
    const { renter, booking } = await booked({ pickupIn: 24 * HOUR });
    expect(booking).toMatchObject({ status: 'awaiting_confirmation', shortNotice: true });
    expect(await titlesOf(fleet.merchant)).toContain('notifications:rentalNewOrderConfirm.title');
    // Not final yet: the renter may still withdraw for free.
    expect(booking.cancellation).toMatchObject({ allowed: true, feeFils: 0, refundFils: THREE_DAYS_FILS });

    const handover = await call(fleet.merchant, 'POST', `/api/rental-bookings/${booking.id}/handover`, {
      odometerKm: 1000,
      fuelEighths: 8,
    });
    expect(handover.statusCode).toBe(409);
    expect(handover.json().error).toBe('INVALID_STATE');
    for (const stranger of [renter, rivalFleet.merchant]) {
      expect((await call(stranger, 'POST', `/api/rental-bookings/${booking.id}/confirm`)).statusCode).toBe(404);
    }

    const before = t.clock.now().toISOString();
    const res = await call(fleet.merchant, 'POST', `/api/rental-bookings/${booking.id}/confirm`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'awaiting_pickup', times: { confirmedAt: before } });
    expect(await titlesOf(renter)).toContain('notifications:rentalConfirmed.title');
    // A retried confirm answers the order as it is.
    const again = await call(fleet.merchant, 'POST', `/api/rental-bookings/${booking.id}/confirm`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe('awaiting_pickup');
    // Now within 48 h of pick-up and confirmed: canceling costs the fee.
    const detail = (await call(renter, 'GET', `/api/rental-bookings/${booking.id}`)).json().data as Booking;
    expect(detail.cancellation).toMatchObject({ allowed: true, feeFils: 10_000, refundFils: THREE_DAYS_FILS - 10_000 });
  });

  it('replays the same key and body, and refuses the key with another body', async () => {
    const car = await fleet.newCar();
    const { user: renter, driver } = await renterWith();
    const pickupAt = at(80 * HOUR);
    const body = await bookingBody(t, car, [driver], pickupAt, new Date(pickupAt.getTime() + DAY));
    const key = randomUUID();
    const first = await book(t, renter, body, key);
    const second = await book(t, renter, body, key);
    expect(second.id).toBe(first.id);
    expect((await ledgerOf(t, first.id)).transactions.filter((x) => x.type === 'charge')).toHaveLength(1);
    expect(await balances(t, renter)).toEqual({ available: 200_000n - 15_750n - 100_000n, held: 100_000n });

    const other = await postBooking(t, renter, { ...body, notes: 'Child seat please' }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe('IDEMPOTENCY_CONFLICT');
    expect(await bookingRowsOf(renter)).toHaveLength(1);
  });

  it('refuses an overlapping booking of the car and accepts one that touches it', async () => {
    const { car, booking } = await booked();
    const { user: late, driver } = await renterWith();
    const pickupAt = new Date(Date.parse(booking.pickupAt) + DAY);
    const overlap = await postBooking(
      t,
      late,
      await bookingBody(t, car, [driver], pickupAt, new Date(pickupAt.getTime() + 3 * DAY)),
    );
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().error).toBe('CAR_NOT_AVAILABLE');
    expect(await bookingRowsOf(late)).toEqual([]);
    expect(await balances(t, late)).toEqual({ available: 200_000n, held: 0n });

    const touching = await book(
      t,
      late,
      await bookingBody(t, car, [driver], new Date(booking.returnAt), new Date(Date.parse(booking.returnAt) + DAY)),
    );
    expect(touching.status).toBe('awaiting_pickup');
  });
});

describe('bad booking requests write nothing', () => {
  let car: RentalCarDetail;
  let renter: TestUser;
  let driver: string;
  beforeAll(async () => {
    car = await fleet.newCar();
    ({ user: renter, driver } = await renterWith());
  });

  async function refused(body: Record<string, unknown>, status: number, error: string) {
    const res = await postBooking(t, renter, body);
    expect({ status: res.statusCode, error: res.json().error }).toEqual({ status, error });
    expect(await bookingRowsOf(renter)).toEqual([]);
    expect(await balances(t, renter)).toEqual({ available: 200_000n, held: 0n });
    return res.json();
  }

  async function valid(overrides: Record<string, unknown> = {}) {
    const pickupAt = at(72 * HOUR);
    return { ...(await bookingBody(t, car, [driver], pickupAt, new Date(pickupAt.getTime() + DAY))), ...overrides };
  }

  it('needs both agreements', async () => {
    const body = await refused(await valid({ agreeReservationAgreement: false }), 400, 'AGREEMENTS_REQUIRED');
    expect(body.data.fields).toEqual([
      expect.objectContaining({ field: 'agreeReservationAgreement', key: 'mustAgree' }),
    ]);
  });

  it('refuses a return before the pick-up, a pick-up in the past and more than 3 years', async () => {
    const pickupAt = at(72 * HOUR);
    await refused(
      await valid({ returnAt: new Date(pickupAt.getTime() - HOUR).toISOString() }),
      400,
      'RENTAL_RANGE_INVALID',
    );
    await refused(
      await valid({ pickupAt: at(-HOUR).toISOString(), returnAt: at(DAY).toISOString() }),
      400,
      'PICKUP_IN_PAST',
    );
    await refused(await valid({ returnAt: at(72 * HOUR + 3 * 366 * DAY).toISOString() }), 400, 'RENTAL_TOO_LONG');
  });

  it('refuses branches the car does not offer, and unknown or paused cars', async () => {
    await refused(await valid({ pickupBranchId: rivalFleet.branch.id }), 400, 'BRANCH_NOT_OFFERED');
    await refused(await valid({ returnBranchId: randomUUID() }), 400, 'BRANCH_NOT_OFFERED');
    await refused(await valid({ carId: randomUUID() }), 404, 'NOT_FOUND');
    const paused = await fleet.newCar();
    const body = await bookingBody(t, paused, [driver], at(72 * HOUR), at(96 * HOUR));
    expect((await call(fleet.merchant, 'POST', `/api/rental-cars/${paused.id}/pause`)).statusCode).toBe(200);
    await refused(body, 404, 'NOT_FOUND');
  });

  it("answers 404 for another user's driver and refuses a licence that expires before the return", async () => {
    const other = await registerUser(t);
    await refused(await valid({ driverIds: [await addDriver(t, other)] }), 404, 'NOT_FOUND');
    const returnAt = at(10 * DAY);
    const expiring = await addDriver(t, renter, {
      licenceExpiryDate: at(5 * DAY)
        .toISOString()
        .slice(0, 10),
    });
    await refused(await bookingBody(t, car, [driver, expiring], at(72 * HOUR), returnAt), 400, 'LICENCE_EXPIRED');
  });

  it('refuses a tampered price and tells the new total', async () => {
    const body = await valid();
    const res = await refused({ ...body, expectedTotalFils: 100 }, 409, 'PRICE_CHANGED');
    expect(res.data.fields[0]).toMatchObject({ field: 'expectedTotalFils', key: 'priceChanged' });
    expect(res.data.fields[0].message).toContain('157.50');
  });

  it('refuses a booking of one’s own car, and a balance that cannot pay', async () => {
    const merchantDriver = await addDriver(t, fleet.merchant);
    const own = await postBooking(
      t,
      fleet.merchant,
      await bookingBody(t, car, [merchantDriver], at(72 * HOUR), at(96 * HOUR)),
    );
    expect(own.json().error).toBe('CANNOT_BOOK_OWN_CAR');

    const poor = await registerUserWithBalance(t, 1_000);
    const poorDriver = await addDriver(t, poor);
    const body = await bookingBody(t, car, [poorDriver], at(72 * HOUR), at(96 * HOUR));
    const key = randomUUID();
    const res = await postBooking(t, poor, body, key);
    expect(res.json().error).toBe('INSUFFICIENT_FUNDS');
    expect(await bookingRowsOf(poor)).toEqual([]);
    expect(await balances(t, poor)).toEqual({ available: 100_000n, held: 0n });
    // Nothing was kept under the key: with the money there, the same request books.
    await t.app.services.ledger.recharge({
      userId: poor.userId,
      amountFils: 20_000n,
      idempotencyKey: `more:${poor.userId}`,
      ref: { type: 'test', id: poor.userId },
    });
    expect((await postBooking(t, poor, body, key)).statusCode).toBe(200);
  });

  it('needs an Idempotency-Key, a driver and a login', async () => {
    const noKey = await postBooking(t, renter, await valid(), null);
    expect(noKey.json().error).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const noDriver = await postBooking(t, renter, await valid({ driverIds: [] }));
    expect(noDriver.statusCode).toBe(400);
    expect(noDriver.json().data.fields[0]).toMatchObject({ field: 'driverIds', key: 'driverRequired' });
    const guest = await t.app.inject({ method: 'POST', url: '/api/rental-bookings', payload: await valid() });
    expect(guest.statusCode).toBe(401);
    expect(await bookingRowsOf(renter)).toEqual([]);
  });
});

describe('hand-over and return', () => {
  it('runs the whole order: 45 minutes late costs AED 200 from the deposit, the rest is released', async () => {
    const { renter, booking } = await booked();
    const merchant = fleet.merchant;
    const start = await balances(t, merchant);
    const photo = await carPhoto(t, merchant);

    t.clock.set(booking.pickupAt);
    const handedOver = await call(merchant, 'POST', `/api/rental-bookings/${booking.id}/handover`, {
      odometerKm: 12_000,
      fuelEighths: 8,
      photoUploadIds: [photo],
      note: 'No scratches',
    });
    expect(handedOver.statusCode).toBe(200);
    expect(handedOver.json().data).toMatchObject({
      status: 'renting',
      handover: { odometerKm: 12_000, fuelEighths: 8, note: 'No scratches', photos: [{ uploadId: photo }] },
      times: { pickedUpAt: booking.pickupAt },
      cancellation: { allowed: false },
    });
    expect(await titlesOf(renter)).toContain('notifications:rentalHandedOver.title');
    const cancel = await call(renter, 'POST', `/api/rental-bookings/${booking.id}/cancel`, {});
    expect(cancel.json().error).toBe('BOOKING_NOT_CANCELABLE');

    t.clock.set(new Date(Date.parse(booking.returnAt) + 45 * MINUTE));
    const res = await call(merchant, 'POST', `/api/rental-bookings/${booking.id}/return`, {
      odometerKm: 12_600,
      fuelEighths: 8,
      photoUploadIds: [photo],
      charges: [{ kind: 'salik', amount: '12', note: '3 gates', photoUploadIds: [photo] }],
    });
    expect(res.statusCode).toBe(200);
    const done = res.json().data as Booking;
    expect(done).toMatchObject({
      status: 'completed',
      lateMinutes: 45,
      charges: [
        { kind: 'overtime', amountFils: 20_000, note: null, photos: [] },
        { kind: 'salik', amountFils: 1_200, note: '3 gates', photos: [{ uploadId: photo }] },
      ],
      depositCapturedFils: 21_200,
      depositReleasedFils: 78_800,
      depositReleaseAt: t.clock.now().toISOString(),
      extraChargedFils: 0,
      shortfallFils: 0,
      return: { odometerKm: 12_600 },
      times: { returnedAt: t.clock.now().toISOString(), completedAt: t.clock.now().toISOString() },
    });

    // The renter paid the price and the charges; the rest of the deposit is back.
    expect(await balances(t, renter)).toEqual({ available: 200_000n - 47_250n - 21_200n, held: 0n });
    // The merchant got the price out of escrow plus the charges.
    expect(await balances(t, merchant)).toEqual({
      available: start.available + 47_250n + 21_200n,
      held: start.held - 47_250n,
    });
    const ledger = await ledgerOf(t, booking.id);
    expect(ledger.holds.map((h) => h.status).sort()).toEqual(['captured', 'released']);
    expect(await titlesOf(renter)).toContain('notifications:rentalReturned.title');
    expect(await titlesOf(merchant)).toContain('notifications:rentalReturnedMerchant.title');

    // The renter sees the completed order with its breakdown.
    const seen = (await call(renter, 'GET', `/api/rental-bookings/${booking.id}`)).json().data as Booking;
    expect(seen).toMatchObject({ status: 'completed', lateMinutes: 45, depositReleasedFils: 78_800 });
    // A retried return moves nothing.
    const again = await call(merchant, 'POST', `/api/rental-bookings/${booking.id}/return`, {
      odometerKm: 12_600,
      fuelEighths: 8,
    });
    expect(again.statusCode).toBe(200);
    expect((await ledgerOf(t, booking.id)).transactions).toHaveLength(ledger.transactions.length);
  });

  it('checks who acts, the state, and the return time', async () => {
    const { renter, booking } = await booked({ pickupIn: 50 * HOUR });
    const url = (step: string) => `/api/rental-bookings/${booking.id}/${step}`;
    const condition = { odometerKm: 100, fuelEighths: 6 };
    expect((await call(fleet.merchant, 'POST', url('return'), condition)).json().error).toBe('INVALID_STATE');
    for (const stranger of [renter, rivalFleet.merchant]) {
      expect((await call(stranger, 'POST', url('handover'), condition)).statusCode).toBe(404);
    }
    const foreignPhoto = await carPhoto(t, rivalFleet.merchant);
    const badPhoto = await call(fleet.merchant, 'POST', url('handover'), {
      ...condition,
      photoUploadIds: [foreignPhoto],
    });
    expect(badPhoto.json().error).toBe('UPLOAD_NOT_USABLE');

    // An admin may act for the merchant.
    expect((await call(admin, 'POST', url('handover'), condition)).json().data.status).toBe('renting');
    const pickedUpAt = t.clock.now();
    t.clock.advance(HOUR);
    const future = await call(fleet.merchant, 'POST', url('return'), {
      ...condition,
      returnedAt: at(MINUTE).toISOString(),
    });
    expect(future.json()).toMatchObject({ error: 'VALIDATION_FAILED', data: { fields: [{ field: 'returnedAt' }] } });
    const beforePickup = await call(fleet.merchant, 'POST', url('return'), {
      ...condition,
      returnedAt: new Date(pickedUpAt.getTime() - MINUTE).toISOString(),
    });
    expect(beforePickup.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      data: { fields: [{ field: 'returnedAt', key: 'dateOrder' }] },
    });
    const badAmount = await call(fleet.merchant, 'POST', url('return'), {
      ...condition,
      charges: [{ kind: 'fuel', amount: '0', note: 'Tank half empty' }],
    });
    expect(badAmount.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      data: { fields: [{ field: 'charges.0.amount' }] },
    });

    // Returned early (given time): no overtime, the whole deposit back.
    const res = await call(fleet.merchant, 'POST', url('return'), {
      ...condition,
      returnedAt: new Date(pickedUpAt.getTime() + 30 * MINUTE).toISOString(),
    });
    expect(res.json().data).toMatchObject({
      status: 'completed',
      lateMinutes: 0,
      charges: [],
      depositCapturedFils: 0,
      depositReleasedFils: DEPOSIT_FILS,
    });
    expect(await balances(t, renter)).toEqual({ available: 200_000n - 47_250n, held: 0n });
  });

  it('takes only the deposit at return: what exceeds it is a claim, never taken from the wallet', async () => {
    const rich = await booked({ aed: 60_000 });
    await call(fleet.merchant, 'POST', `/api/rental-bookings/${rich.booking.id}/handover`, {
      odometerKm: 1,
      fuelEighths: 8,
    });
    const photo = await carPhoto(t, fleet.merchant);
    const merchantBefore = await balances(t, fleet.merchant);
    const damage = {
      odometerKm: 2,
      fuelEighths: 8,
      charges: [
        { kind: 'cleaning', amount: '300', note: 'Sand in the cabin' },
        { kind: 'damage', amount: '1000000', note: 'Bumper', photoUploadIds: [photo] },
      ],
    };
    const res = await call(fleet.merchant, 'POST', `/api/rental-bookings/${rich.booking.id}/return`, damage);
    expect(res.statusCode).toBe(200);
    const a = res.json().data as Booking;
    // The deposit (AED 1,000) covers the cleaning and AED 700 of the damage; the rest is claimed.
    expect(a).toMatchObject({
      status: 'completed',
      depositCapturedFils: 100_000,
      extraChargedFils: 0,
      shortfallFils: 0,
      charges: [
        { kind: 'cleaning', amountFils: 30_000, note: 'Sand in the cabin' },
        { kind: 'damage', amountFils: 70_000, note: 'Bumper', photos: [{ uploadId: photo }] },
      ],
      claims: [
        {
          status: 'open',
          amountFils: 99_930_000,
          needsAdmin: true,
          items: [{ kind: 'damage', amountFils: 99_930_000, note: 'Bumper', photos: [{ uploadId: photo }] }],
          chargedFils: 0,
        },
      ],
    });
    // The renter lost the price and the deposit, nothing more.
    expect(await balances(t, rich.renter)).toEqual({ available: 6_000_000n - 47_250n - 100_000n, held: 0n });
    expect(await balances(t, fleet.merchant)).toEqual({
      available: merchantBefore.available + 47_250n + 100_000n,
      held: merchantBefore.held - 47_250n,
    });
    expect(await titlesOf(rich.renter)).toContain('notifications:rentalClaimOpened.title');
  });

  it('charges kilometres beyond the allowance at return: 310 km a day on a 250 km a day rental', async () => {
    const { renter, booking } = await booked({ days: 3 });
    // The quote showed the terms in advance: 250 km a day included, AED 0.50 per extra km.
    expect(booking.quote.mileage).toEqual({ kmPerDay: 250, excessKmFils: 50, allowanceKm: 750 });
    const url = (step: string) => `/api/rental-bookings/${booking.id}/${step}`;
    t.clock.set(booking.pickupAt);
    expect(
      (await call(fleet.merchant, 'POST', url('handover'), { odometerKm: 20_000, fuelEighths: 8 })).statusCode,
    ).toBe(200);
    t.clock.set(booking.returnAt);
    // A reading below the hand-over one, a fraction or an absurd one is refused and changes nothing.
    const below = await call(fleet.merchant, 'POST', url('return'), { odometerKm: 19_999, fuelEighths: 8 });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      data: {
        fields: [
          {
            field: 'odometerKm',
            key: 'odometerBelowHandover',
            message: 'The reading cannot be below the hand-over reading of 20,000 km.',
          },
        ],
      },
    });
    for (const odometerKm of [20_930.5, 10_000_001, -1]) {
      const bad = await call(fleet.merchant, 'POST', url('return'), { odometerKm, fuelEighths: 8 });
      expect(bad.statusCode, String(odometerKm)).toBe(400);
    }
    // Excess kilometres typed in as a charge would be charged twice: refused.
    const typed = await call(fleet.merchant, 'POST', url('return'), {
      odometerKm: 20_930,
      fuelEighths: 8,
      charges: [{ kind: 'excess_mileage', amount: '90', note: '180 km over', photoUploadIds: [] }],
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().data.fields).toMatchObject([{ field: 'charges.0.kind', key: 'mileageComputed' }]);
    expect((await call(renter, 'GET', `/api/rental-bookings/${booking.id}`)).json().data.status).toBe('renting');

    // 930 km driven, 750 included: 180 km x AED 0.50 = AED 90, itemised and taken from the deposit.
    const res = await call(fleet.merchant, 'POST', url('return'), { odometerKm: 20_930, fuelEighths: 8 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'completed',
      charges: [{ kind: 'excess_mileage', amountFils: 9_000, note: null, photos: [] }],
      depositCapturedFils: 9_000,
      depositReleasedFils: DEPOSIT_FILS - 9_000,
      handover: { odometerKm: 20_000 },
      return: { odometerKm: 20_930 },
    });
    expect(await balances(t, renter)).toEqual({ available: 200_000n - 47_250n - 9_000n, held: 0n });
  });

  it('keeps the mileage terms the booking was made on when the car is edited later', async () => {
    const { booking, car } = await booked({ days: 1 });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/rental-cars/${car.id}`,
      payload: { mileageKmPerDay: 100, excessKmPrice: '5' },
      headers: bearer(fleet.merchant.token),
    });
    expect(patched.statusCode).toBe(200);
    const url = (step: string) => `/api/rental-bookings/${booking.id}/${step}`;
    t.clock.set(booking.pickupAt);
    await call(fleet.merchant, 'POST', url('handover'), { odometerKm: 0, fuelEighths: 8 });
    t.clock.set(booking.returnAt);
    const res = await call(fleet.merchant, 'POST', url('return'), { odometerKm: 300, fuelEighths: 8 });
    // 300 - 250 = 50 km x AED 0.50, not 200 km x AED 5.
    expect(res.json().data.charges).toEqual([expect.objectContaining({ kind: 'excess_mileage', amountFils: 2_500 })]);
  });

  it('requires a reason for every charge and photos for damage', async () => {
    const { booking } = await booked();
    const url = `/api/rental-bookings/${booking.id}/return`;
    await call(fleet.merchant, 'POST', `/api/rental-bookings/${booking.id}/handover`, {
      odometerKm: 1,
      fuelEighths: 8,
    });
    const noReason = await call(fleet.merchant, 'POST', url, {
      odometerKm: 2,
      fuelEighths: 8,
      charges: [{ kind: 'fuel', amount: '50' }],
    });
    expect(noReason.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      data: { fields: [{ field: 'charges.0.note' }] },
    });
    const noPhoto = await call(fleet.merchant, 'POST', url, {
      odometerKm: 2,
      fuelEighths: 8,
      charges: [{ kind: 'damage', amount: '50', note: 'Scratch' }],
    });
    expect(noPhoto.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      data: { fields: [{ field: 'charges.0.photoUploadIds', key: 'photoRequired' }] },
    });
  });
});

describe('cancel and decline', () => {
  it('is free until 48 hours before pick-up: everything back, the merchant keeps nothing', async () => {
    const { renter, booking } = await booked({ pickupIn: 72 * HOUR });
    const merchantBefore = await balances(t, fleet.merchant);
    expect((await call(fleet.merchant, 'POST', `/api/rental-bookings/${booking.id}/cancel`, {})).statusCode).toBe(404);
    const res = await call(renter, 'POST', `/api/rental-bookings/${booking.id}/cancel`, { reason: 'Plans changed' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'canceled',
      cancelKind: 'canceled',
      cancelReason: 'Plans changed',
      refundFils: THREE_DAYS_FILS,
      cancellationFeeFils: 0,
      depositReleasedFils: DEPOSIT_FILS,
      cancellation: { allowed: false },
      times: { canceledAt: t.clock.now().toISOString() },
    });
    expect(await balances(t, renter)).toEqual({ available: 200_000n, held: 0n });
    expect(await balances(t, fleet.merchant)).toEqual({
      available: merchantBefore.available,
      held: merchantBefore.held - 47_250n,
    });
    expect(await titlesOf(fleet.merchant)).toContain('notifications:rentalCanceledMerchant.title');
    // A retry answers the canceled order and refunds nothing twice.
    expect((await call(renter, 'POST', `/api/rental-bookings/${booking.id}/cancel`, {})).statusCode).toBe(200);
    expect(await balances(t, renter)).toEqual({ available: 200_000n, held: 0n });
  });

  it('a short-notice booking says from the start that the cancellation fee applies, not a free window already past', async () => {
    const car = await fleet.newCar();
    const { user: renter, driver } = await renterWith();
    const pickupAt = at(10 * HOUR);
    const returnAt = new Date(pickupAt.getTime() + 3 * DAY);
    const quote = (
      await call(
        renter,
        'GET',
        `/api/rental-cars/${car.id}/quote?pickupAt=${pickupAt.toISOString()}&returnAt=${returnAt.toISOString()}`,
      )
    ).json().data;
    expect(quote.cancellation).toEqual({
      freeUntil: new Date(pickupAt.getTime() - 48 * HOUR).toISOString(),
      freeWindowOpen: false,
      lateFeeFils: 10_000,
    });
    const booking = await book(t, renter, await bookingBody(t, car, [driver], pickupAt, returnAt));
    expect(booking.status).toBe('awaiting_confirmation');
    // Not final until the merchant confirms (free now), but the window is closed and the fee is known.
    expect(booking.cancellation).toMatchObject({
      allowed: true,
      feeFils: 0,
      freeWindowOpen: false,
      lateFeeFils: 10_000,
    });
    await call(fleet.merchant, 'POST', `/api/rental-bookings/${booking.id}/confirm`, {});
    const confirmed = (await call(renter, 'GET', `/api/rental-bookings/${booking.id}`)).json().data as Booking;
    expect(confirmed.cancellation).toMatchObject({ feeFils: 10_000, freeWindowOpen: false, lateFeeFils: 10_000 });
    // A booking made well ahead has its free window open.
    const ahead = await booked({ pickupIn: 72 * HOUR });
    expect(ahead.booking.cancellation).toMatchObject({ feeFils: 0, freeWindowOpen: true, lateFeeFils: 10_000 });
    expect(ahead.booking.quote.cancellation).toMatchObject({ freeWindowOpen: true });
  });

  it('costs the fee inside 48 hours, and is refused once the pick-up time has come', async () => {
    const { renter, booking } = await booked({ pickupIn: 72 * HOUR });
    const merchantBefore = await balances(t, fleet.merchant);
    t.clock.advance(30 * HOUR); // 42 hours before pick-up
    const shown = (await call(renter, 'GET', `/api/rental-bookings/${booking.id}`)).json().data as Booking;
    expect(shown.cancellation).toMatchObject({ allowed: true, feeFils: 10_000, refundFils: THREE_DAYS_FILS - 10_000 });
    const res = await call(renter, 'POST', `/api/rental-bookings/${booking.id}/cancel`, {});
    expect(res.json().data).toMatchObject({ refundFils: 37_250, cancellationFeeFils: 10_000 });
    expect(await balances(t, renter)).toEqual({ available: 200_000n - 10_000n, held: 0n });
    expect(await balances(t, fleet.merchant)).toEqual({
      available: merchantBefore.available + 10_000n,
      held: merchantBefore.held - 47_250n,
    });

    const late = await booked({ pickupIn: 72 * HOUR });
    t.clock.set(late.booking.pickupAt);
    const refused = await call(late.renter, 'POST', `/api/rental-bookings/${late.booking.id}/cancel`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('BOOKING_NOT_CANCELABLE');
  });

  it('the merchant declines with everything given back; the slot is free again', async () => {
    const { car, renter, booking } = await booked({ pickupIn: 20 * HOUR });
    expect(booking.status).toBe('awaiting_confirmation');
    const res = await call(fleet.merchant, 'POST', `/api/rental-bookings/${booking.id}/decline`, {
      reason: 'Car in service',
    });
    expect(res.json().data).toMatchObject({
      status: 'canceled',
      cancelKind: 'declined',
      cancelReason: 'Car in service',
      refundFils: THREE_DAYS_FILS,
      cancellationFeeFils: 0,
    });
    expect(await balances(t, renter)).toEqual({ available: 200_000n, held: 0n });
    expect(await titlesOf(renter)).toContain('notifications:rentalDeclined.title');
    const again = await call(fleet.merchant, 'POST', `/api/rental-bookings/${booking.id}/confirm`);
    expect(again.json().error).toBe('INVALID_STATE');

    const { user: next, driver } = await renterWith();
    const rebooked = await book(
      t,
      next,
      await bookingBody(t, car, [driver], new Date(booking.pickupAt), new Date(booking.returnAt)),
    );
    expect(rebooked.status).toBe('awaiting_confirmation');
  });
});

describe('order lists', () => {
  it('lists my orders by status tab with cursor paging', async () => {
    const car = await fleet.newCar();
    const { user: renter, driver } = await renterWith(5_000);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const pickupAt = at(72 * HOUR + i * 2 * DAY);
      ids.push(
        (await book(t, renter, await bookingBody(t, car, [driver], pickupAt, at(72 * HOUR + (i * 2 + 1) * DAY)))).id,
      );
      t.clock.advance(1_000);
    }
    await call(renter, 'POST', `/api/rental-bookings/${ids[0]}/cancel`, {});

    const first = (await call(renter, 'GET', '/api/me/rental-bookings?limit=2')).json().data;
    expect(first.items.map((b: Booking) => b.id)).toEqual([ids[2], ids[1]]);
    const second = (await call(renter, 'GET', `/api/me/rental-bookings?limit=2&cursor=${first.nextCursor}`)).json()
      .data;
    expect(second.items.map((b: Booking) => b.id)).toEqual([ids[0]]);
    expect(second.nextCursor).toBeNull();
    const canceled = (await call(renter, 'GET', '/api/me/rental-bookings?status=canceled')).json().data;
    expect(canceled.items.map((b: Booking) => b.id)).toEqual([ids[0]]);
    expect((await call(await registerUser(t), 'GET', '/api/me/rental-bookings')).json().data.items).toEqual([]);
  });

  it("the merchant's customer orders search by order number, name, phone and email; admins see all", async () => {
    const { renter, booking } = await booked();
    const row = (await bookingRowsOf(renter))[0];
    if (!row) throw new Error('no row');
    const search = async (user: TestUser, path: string, q: string) =>
      ((await call(user, 'GET', `${path}?q=${encodeURIComponent(q)}`)).json().data.items as Booking[]).map((b) => b.id);
    for (const q of [booking.orderNo, 'layla', row.renterMobile.slice(-6), row.renterEmail.toUpperCase()]) {
      expect(await search(fleet.merchant, '/api/merchant/rental-bookings', q)).toContain(booking.id);
    }
    expect(await search(fleet.merchant, '/api/merchant/rental-bookings', 'nobody-like-this')).toEqual([]);
    expect(await search(rivalFleet.merchant, '/api/merchant/rental-bookings', booking.orderNo)).toEqual([]);
    expect(await search(admin, '/api/admin/rental-bookings', booking.orderNo)).toEqual([booking.id]);
    const status = await call(fleet.merchant, 'GET', '/api/merchant/rental-bookings?status=awaiting_pickup');
    expect((status.json().data.items as Booking[]).every((b) => b.status === 'awaiting_pickup')).toBe(true);
    expect((await call(renter, 'GET', '/api/merchant/rental-bookings')).statusCode).toBe(403);
    expect((await call(fleet.merchant, 'GET', '/api/admin/rental-bookings')).statusCode).toBe(403);
  });
});
