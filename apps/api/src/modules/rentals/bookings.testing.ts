/** Test helpers of rental bookings: a merchant's fleet, renters' drivers, booking requests. */
import { randomUUID } from 'node:crypto';
import type { Booking, DriverInput, RentalBranch, RentalCarDetail, RentalCarInput, RentalQuote } from '@souq/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  bearer,
  createTestApp,
  newMobile,
  registerMerchant,
  type TestApp,
  type TestUser,
} from '../../testing/test-app';
import { samplePng, uploadFile } from '../uploads/uploads.testing';
import { holds, ledgerTransactions } from '../wallet/wallet.tables';
import { carBody, carPhoto, createBranch, publishCar } from './fleet.testing';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** A merchant with a branch and a photo, publishing cars on demand (a Camry at AED 150/900/3,000, deposit 1,000). */
export interface Fleet {
  merchant: TestUser;
  branch: RentalBranch;
  newCar(overrides?: Partial<RentalCarInput>): Promise<RentalCarDetail>;
}

export async function fleetOf(t: TestApp, merchant: TestUser): Promise<Fleet> {
  const branch = await createBranch(t, merchant);
  const photo = await carPhoto(t, merchant);
  return {
    merchant,
    branch,
    newCar: (overrides = {}) => publishCar(t, merchant, carBody([photo], [branch.id], overrides)),
  };
}

/**
 * For a whole test file: one app (`t`, set before its tests, closed after them) and one merchant's `fleet`;
 * `at(ms)` is that long after the app's clock, `call` an authenticated request of a user.
 */
export function bookingsFixture() {
  const fx = {
    t: undefined as unknown as TestApp,
    fleet: undefined as unknown as Fleet,
    at: (ms: number) => new Date(fx.t.clock.now().getTime() + ms),
    call: (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
      fx.t.app.inject({ method, url, payload, headers: bearer(user.token) }),
  };
  beforeAll(async () => {
    fx.t = await createTestApp();
    fx.fleet = await fleetOf(fx.t, await registerMerchant(fx.t));
  });
  afterAll(async () => {
    await fx.t?.close();
  });
  return fx;
}

/** Submits the sandbox's hosted checkout page the way a browser does: pays with its test card that succeeds or is declined, or cancels. */
export async function submitSandboxCheckout(
  t: TestApp,
  checkoutUrl: string,
  outcome: 'succeed' | 'decline' | 'cancel' = 'succeed',
): Promise<void> {
  const card = outcome === 'decline' ? '4000 0000 0000 0002' : '4242 4242 4242 4242';
  const form = new URLSearchParams(
    outcome === 'cancel' ? { action: 'cancel' } : { cardNumber: card, expiry: '12/39', cvc: '123' },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: checkoutUrl,
    payload: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.statusCode).toBe(303);
}

/** A private licence image of the user; its upload id. */
async function licenceImage(t: TestApp, user: TestUser): Promise<string> {
  const res = await uploadFile(t, user.token, await samplePng(), { purpose: 'licence', contentType: 'image/png' });
  if (res.status !== 200) throw new Error(`licence upload: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

/** A driver record of the user; the licence valid until `licenceExpiryDate` (default 2030-12-31). */
export async function addDriver(t: TestApp, user: TestUser, overrides: Partial<DriverInput> = {}): Promise<string> {
  const [front, back] = [await licenceImage(t, user), await licenceImage(t, user)];
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/me/drivers',
    headers: bearer(user.token),
    payload: {
      name: 'Layla Haddad',
      sex: 'female',
      birthDate: '1990-05-04',
      licenceNumber: `DXB${Math.floor(Math.random() * 1e7)}`,
      licenceType: 'uae',
      licenceFirstIssueDate: '2012-01-10',
      licenceExpiryDate: '2030-12-31',
      licenceAddress: 'Jumeirah 1, Dubai',
      licenceFrontUploadId: front,
      licenceBackUploadId: back,
      mobile: newMobile(),
      email: `driver-${randomUUID().slice(0, 8)}@example.ae`,
      ...overrides,
    },
  });
  if (res.statusCode !== 200) throw new Error(`driver: ${res.body}`);
  return res.json().data.id;
}

/** The server's quote of a car for a range. */
export async function quoteOf(
  t: TestApp,
  carId: string,
  pickupAt: Date,
  returnAt: Date,
  extras: string[] = [],
): Promise<RentalQuote> {
  const query = new URLSearchParams({ pickupAt: pickupAt.toISOString(), returnAt: returnAt.toISOString() });
  if (extras.length) query.set('extras', extras.join(','));
  const res = await t.app.inject({ method: 'GET', url: `/api/rental-cars/${carId}/quote?${query}` });
  if (res.statusCode !== 200) throw new Error(`quote: ${res.body}`);
  return res.json().data;
}

/** A valid booking body for the car and range, with the server's total. */
export async function bookingBody(
  t: TestApp,
  car: RentalCarDetail,
  driverIds: string[],
  pickupAt: Date,
  returnAt: Date,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const extras = (overrides.extras as string[] | undefined) ?? [];
  const quote = await quoteOf(t, car.id, pickupAt, returnAt, extras);
  return {
    carId: car.id,
    pickupBranchId: car.pickupBranches[0]?.id,
    returnBranchId: car.returnBranches[0]?.id,
    pickupAt: pickupAt.toISOString(),
    returnAt: returnAt.toISOString(),
    driverIds,
    extras,
    notes: '',
    agreeRentalAgreement: true,
    agreeReservationAgreement: true,
    expectedTotalFils: quote.totalFils,
    method: 'wallet',
    ...overrides,
  };
}

export function postBooking(t: TestApp, user: TestUser, body: object, key: string | null = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/rental-bookings',
    payload: body,
    headers: { ...bearer(user.token), ...(key ? { 'idempotency-key': key } : {}) },
  });
}

/** Books through the API and answers the booking; throws on anything but 200. */
export async function book(t: TestApp, user: TestUser, body: object, key?: string): Promise<Booking> {
  const res = await postBooking(t, user, body, key);
  if (res.statusCode !== 200) throw new Error(`book: ${res.body}`);
  return res.json().data.booking;
}

export async function balances(t: TestApp, user: TestUser) {
  const b = await t.app.services.ledger.balances(user.userId);
  return { available: b.availableFils, held: b.heldFils };
}

/** Ledger movements and holds of a booking. */
export async function ledgerOf(t: TestApp, bookingId: string) {
  const txs = await t.database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.refId, bookingId));
  const hs = await t.database.db.select().from(holds).where(eq(holds.refId, bookingId));
  return { transactions: txs, holds: hs };
}
