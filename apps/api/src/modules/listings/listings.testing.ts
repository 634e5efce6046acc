/** Test helpers for cars for sale: a dealer with a verified shop, car photos, a valid form, calls. */
import type { ListingDetail, ListingInput, ShopStatus } from '@souq/shared';
import { eq } from 'drizzle-orm';
import { bearer, registerMerchant, registerUser, type TestApp, type TestUser } from '../../testing/test-app';
import { shops } from '../shops/shops.tables';
import { sampleMp4, samplePdf, samplePng, uploadFile } from '../uploads/uploads.testing';

export interface Seller extends TestUser {
  shopId: string | null;
}

/** A merchant whose account and shop are both verified (their cars skip review), unless told otherwise. */
export async function registerDealer(
  t: TestApp,
  opts: { merchant?: 'verified' | 'pending'; shop?: ShopStatus; cityId?: string } = {},
): Promise<Seller> {
  const user = await registerMerchant(t, opts.merchant ?? 'verified');
  const [shop] = await t.database.db
    .insert(shops)
    .values({
      ownerId: user.userId,
      name: `Dealer ${user.mobile.slice(-4)}`,
      cityId: opts.cityId ?? 'dubai-city',
      emirateId: 'dubai',
      address: 'Sheikh Zayed Road',
      tradeLicenceNo: `TL-${user.mobile.slice(-6)}`,
      phone: user.mobile,
      status: opts.shop ?? 'verified',
    })
    .returning({ id: shops.id });
  return { ...user, shopId: shop?.id ?? null };
}

export async function setShopStatus(t: TestApp, shopId: string, status: ShopStatus) {
  await t.database.db.update(shops).set({ status }).where(eq(shops.id, shopId));
}

/** A private seller (no shop): their cars wait in review. */
export async function registerPrivateSeller(t: TestApp): Promise<Seller> {
  return { ...(await registerUser(t)), shopId: null };
}

/** Uploads one car photo (a small PNG) as the user and returns its upload id. */
export async function uploadCarPhoto(t: TestApp, user: TestUser): Promise<string> {
  const res = await uploadFile(t, user.token, await samplePng(), { purpose: 'car', filename: 'car.png' });
  if (res.status !== 200) throw new Error(`upload: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

export async function uploadCarVideo(t: TestApp, user: TestUser): Promise<string> {
  const res = await uploadFile(t, user.token, sampleMp4(), { purpose: 'car_video', filename: 'car.mp4' });
  if (res.status !== 200) throw new Error(`upload: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

export async function uploadReportPdf(t: TestApp, user: TestUser): Promise<string> {
  const res = await uploadFile(t, user.token, samplePdf(), { purpose: 'report', filename: 'report.pdf' });
  if (res.status !== 200) throw new Error(`upload: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

/** A complete, valid publish form (a 2022 Land Cruiser in Dubai) with the given changes. */
export function carInput(photoUploadIds: string[], changes: Partial<ListingInput> = {}): ListingInput {
  return {
    kind: 'used',
    vin: '1HGCM82633A004352',
    brandId: 'toyota',
    seriesId: 'toyota-land-cruiser',
    year: 2022,
    trim: 'GXR',
    bodyType: 'suv',
    colour: 'white',
    mileageKm: 45_000,
    fuel: 'petrol',
    transmission: 'automatic',
    emissionStandard: 'euro5',
    regionalSpec: 'gcc',
    condition: 'excellent',
    accidentHistory: 'none',
    price: '185000',
    cityId: 'dubai-city',
    description: 'One owner, full service history.',
    photoUploadIds,
    publish: true,
    ...changes,
  };
}

export async function createListing(t: TestApp, user: TestUser, body: ListingInput) {
  return t.app.inject({ method: 'POST', url: '/api/listings', payload: body, headers: bearer(user.token) });
}

/** Publishes and returns the listing, failing loudly on anything but 200. */
export async function publishCar(
  t: TestApp,
  user: TestUser,
  photo: string,
  changes: Partial<ListingInput> = {},
): Promise<ListingDetail> {
  const res = await createListing(t, user, carInput([photo], changes));
  if (res.statusCode !== 200) throw new Error(`publish: ${res.body}`);
  return res.json().data as ListingDetail;
}

export function call(
  t: TestApp,
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: user ? bearer(user.token) : {},
  });
}
