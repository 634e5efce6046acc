/** Test helpers of the rental fleet: branches, cars with photos, bookings written straight to the table. */
import { randomUUID } from 'node:crypto';
import type { BookingStatus, RentalBranch, RentalCarDetail, RentalCarInput, RentalQuote } from '@souq/shared';
import { bearer, type TestApp, type TestUser } from '../../testing/test-app';
import { samplePng, uploadFile } from '../uploads/uploads.testing';
import { rentalBookings } from './rentals.tables';

/** A public car photo uploaded by the user; its upload id. */
export async function carPhoto(t: TestApp, user: TestUser): Promise<string> {
  const res = await uploadFile(t, user.token, await samplePng(), { purpose: 'car', contentType: 'image/png' });
  if (res.status !== 200) throw new Error(`upload: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

export async function createBranch(
  t: TestApp,
  merchant: TestUser,
  overrides: Partial<{ name: string; cityId: string; address: string; lat: number; lng: number }> = {},
): Promise<RentalBranch> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/me/rental-branches',
    headers: bearer(merchant.token),
    payload: {
      name: 'Dubai Marina',
      cityId: 'dubai-city',
      address: 'Marina Walk, Dubai Marina',
      lat: 25.08,
      lng: 55.14,
      ...overrides,
    },
  });
  if (res.statusCode !== 200) throw new Error(`branch: ${res.body}`);
  return res.json().data;
}

/** A valid publish body (a Toyota Camry at AED 150 / 900 / 3,000, deposit 1,000). */
export function carBody(
  photoUploadIds: string[],
  pickupBranchIds: string[],
  overrides: Partial<RentalCarInput> = {},
): RentalCarInput {
  return {
    brandId: 'toyota',
    seriesId: 'toyota-camry',
    year: 2024,
    registrationDate: '2024-03-01',
    carType: 'sedan',
    seats: 5,
    transmission: 'automatic',
    fuel: 'petrol',
    dailyPrice: '150',
    weeklyPrice: '900',
    monthlyPrice: '3000',
    deposit: '1000',
    mileageKmPerDay: 250,
    excessKmPrice: '0.5',
    features: ['GPS', 'Bluetooth'],
    description: 'Clean and economical.',
    photoUploadIds,
    pickupBranchIds,
    returnBranchIds: pickupBranchIds,
    ...overrides,
  };
}

export async function publishCar(t: TestApp, merchant: TestUser, body: RentalCarInput): Promise<RentalCarDetail> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/rental-cars',
    headers: bearer(merchant.token),
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`publish: ${res.body}`);
  return res.json().data;
}

const EMPTY_QUOTE: RentalQuote = {
  days: 1,
  rentalLines: [],
  extraLines: [],
  subtotalFils: 0,
  vatFils: 0,
  totalFils: 0,
  depositFils: 0,
  shortNotice: false,
};

/** A booking written straight into the table, for availability tests that do not go through payment. */
export async function insertBooking(
  t: TestApp,
  input: {
    car: Pick<RentalCarDetail, 'id' | 'pickupBranches' | 'returnBranches' | 'merchant'>;
    renter: TestUser;
    pickupAt: Date;
    returnAt: Date;
    status: BookingStatus;
  },
): Promise<string> {
  const id = randomUUID();
  await t.database.db.insert(rentalBookings).values({
    id,
    orderNo: `RT${id.slice(0, 8)}`,
    carId: input.car.id,
    renterId: input.renter.userId,
    merchantId: input.car.merchant.userId,
    pickupBranchId: input.car.pickupBranches[0]?.id as string,
    returnBranchId: input.car.returnBranches[0]?.id as string,
    pickupAt: input.pickupAt,
    returnAt: input.returnAt,
    status: input.status,
    quote: EMPTY_QUOTE,
    totalFils: 0n,
    depositFils: 0n,
    idempotencyKey: id,
    requestHash: id,
  });
  return id;
}
