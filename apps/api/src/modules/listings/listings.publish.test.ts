import type { ListingDetail } from '@souq/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  registerAdmin,
  registerUser,
  type TestApp,
  type TestUser,
} from '../../testing/test-app';
import { uploadFile } from '../uploads/uploads.testing';
import { landedCostOf } from './listings.service';
import {
  call,
  carInput,
  createListing,
  publishCar,
  registerDealer,
  registerPrivateSeller,
  type Seller,
  setShopStatus,
  uploadCarPhoto,
  uploadCarVideo,
  uploadReportPdf,
} from './listings.testing';

let t: TestApp;
let dealer: Seller;
let dealerPhoto: string;
let admin: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  dealer = await registerDealer(t);
  dealerPhoto = await uploadCarPhoto(t, dealer);
  admin = await registerAdmin(t);
  stranger = await registerUser(t);
});
afterAll(async () => {
  await t?.close();
});

const get = (user: TestUser | null, id: string) => call(t, user, 'GET', `/api/listings/${id}`);
const fieldsOf = (res: { json(): unknown }) =>
  ((res.json() as { data: { fields?: { field: string; key: string; message: string }[] } }).data?.fields ?? []).map(
    (f) => `${f.field}:${f.key}`,
  );

describe('publishing', () => {
  it('puts a verified dealer’s car on sale at once, with the shop card, photos and first price', async () => {
    const res = await createListing(t, dealer, carInput([dealerPhoto]));
    expect(res.statusCode).toBe(200);
    const car = res.json().data as ListingDetail;
    expect(car).toMatchObject({
      status: 'on_sale',
      kind: 'used',
      sellerType: 'dealer',
      brandId: 'toyota',
      brandName: 'Toyota',
      seriesId: 'toyota-land-cruiser',
      cityId: 'dubai-city',
      year: 2022,
      priceFils: 18_500_000,
      currency: 'AED',
      vin: '1HGCM82633A004352',
      canEdit: true,
      refreshesLeftToday: 3,
      photoCount: 1,
      shop: { id: dealer.shopId, verified: true },
      priceHistory: [{ priceFils: 18_500_000 }],
      publishedAt: t.clock.now().toISOString(),
    });
    expect(car.title).toContain('Land Cruiser');
    expect(car.cover?.uploadId).toBe(dealerPhoto);
    expect(car.photos.map((p) => p.uploadId)).toEqual([dealerPhoto]);
    expect(car.cover?.url).toMatch(/^\/files\//);
  });

  it('sends a private seller’s car to review; only the seller and admins can open it', async () => {
    const seller = await registerPrivateSeller(t);
    const car = await publishCar(t, seller, await uploadCarPhoto(t, seller));
    expect(car).toMatchObject({ status: 'pending_review', sellerType: 'private', shop: null, publishedAt: null });
    expect((await get(null, car.id)).statusCode).toBe(404);
    expect((await get(stranger, car.id)).statusCode).toBe(404);
    expect((await get(seller, car.id)).json().data).toMatchObject({ status: 'pending_review', canEdit: true });
    expect((await get(admin, car.id)).statusCode).toBe(200);
  });

  it('reviews a verified merchant whose shop is not verified yet', async () => {
    const merchant = await registerDealer(t, { shop: 'pending' });
    const car = await publishCar(t, merchant, await uploadCarPhoto(t, merchant));
    expect(car.status).toBe('pending_review');
    expect(car.shop).toMatchObject({ id: merchant.shopId, verified: false });
  });

  it('saves a draft (no photo needed) that only its seller sees', async () => {
    const res = await createListing(t, dealer, carInput([], { publish: false }));
    expect(res.statusCode).toBe(200);
    const draft = res.json().data as ListingDetail;
    expect(draft.status).toBe('draft');
    expect((await get(stranger, draft.id)).statusCode).toBe(404);
    expect((await get(null, draft.id)).statusCode).toBe(404);
    // Submitting it needs a photo.
    const submit = await call(t, dealer, 'POST', `/api/listings/${draft.id}/submit`);
    expect(submit.statusCode).toBe(400);
    expect(fieldsOf(submit)).toEqual(['photoUploadIds:photoRequired']);
  });

  it('asks for a login to publish (the logged-out code)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/listings', payload: carInput([dealerPhoto]) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 403, error: 'AUTH_REQUIRED' });
  });

  it('keeps markup in text fields as text', async () => {
    const text = '<script>alert("x")</script> <b>low mileage</b> & more';
    const car = await publishCar(t, dealer, dealerPhoto, { description: text, title: '<i>Cruiser</i>' });
    const shown = (await get(null, car.id)).json().data as ListingDetail;
    expect(shown.description).toBe(text);
    expect(shown.title).toBe('<i>Cruiser</i>');
  });

  it('shows the seller’s mobile to logged-in users only', async () => {
    const car = await publishCar(t, dealer, dealerPhoto);
    expect((await get(null, car.id)).json().data.seller).toMatchObject({ userId: dealer.userId, mobile: null });
    expect((await get(stranger, car.id)).json().data.seller).toMatchObject({ mobile: dealer.mobile });
    expect((await get(stranger, car.id)).json().data).toMatchObject({ canEdit: false, refreshesLeftToday: null });
  });

  it('takes a video and an inspection report with its checklist', async () => {
    const video = await uploadCarVideo(t, dealer);
    const pdf = await uploadReportPdf(t, dealer);
    const car = await publishCar(t, dealer, dealerPhoto, {
      videoUploadId: video,
      inspection: {
        checklist: [
          { item: 'engine', result: 'pass' },
          { item: 'tyres', result: 'attention', note: 'Replace within 5,000 km' },
        ],
        fileUploadIds: [pdf, dealerPhoto],
        inspectedAt: '2026-01-10',
        inspector: 'Dubai Auto Check',
      },
    });
    expect(car.video).toMatchObject({ uploadId: video, mime: 'video/mp4' });
    expect(car.inspection).toMatchObject({
      checklist: [
        { item: 'engine', result: 'pass', note: null },
        { item: 'tyres', result: 'attention', note: 'Replace within 5,000 km' },
      ],
      inspectedAt: '2026-01-10',
      inspector: 'Dubai Auto Check',
    });
    expect(car.inspection?.files.map((f) => [f.uploadId, f.mime])).toEqual([
      [pdf, 'application/pdf'],
      [dealerPhoto, 'image/png'],
    ]);
  });
});

describe('bad input', () => {
  const nextYear = () => t.clock.now().getUTCFullYear() + 1;

  it.each([
    ['a VIN with a wrong check digit', { vin: '1HGCM82643A004352' }, 'vin:vinCheckDigit'],
    ['a VIN with forbidden letters', { vin: '1HGCM82633A0O4352' }, 'vin:vinLetters'],
    ['a VIN of the wrong length', { vin: '1HGCM82633A00435' }, 'vin:vinLength'],
    ['a price of zero', { price: '0' }, 'price:positive'],
    ['a negative price', { price: '-5' }, 'price:amount'],
    ['a CIF price of zero', { kind: 'import' as const, cifPrice: '0.00' }, 'cifPrice:positive'],
    ['a negative mileage', { mileageKm: -1 }, 'mileageKm:nonNegative'],
    ['an export car without a CIF price', { kind: 'export' as const }, 'cifPrice:required'],
    ['no photo when publishing', { photoUploadIds: [] }, 'photoUploadIds:photoRequired'],
  ])('refuses %s', async (_name, changes, field) => {
    const res = await createListing(t, dealer, carInput([dealerPhoto], changes));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('VALIDATION_FAILED');
    expect(fieldsOf(res)).toEqual([field]);
  });

  it('refuses a model year after next year, naming the allowed range', async () => {
    const res = await createListing(t, dealer, carInput([dealerPhoto], { year: nextYear() + 1 }));
    expect(res.statusCode).toBe(400);
    const [issue] = res.json().data.fields;
    expect(issue).toMatchObject({ field: 'year', key: 'yearRange' });
    expect(issue.message).toContain(String(nextYear()));
    expect(issue.message).toContain('1950');
    expect((await createListing(t, dealer, carInput([dealerPhoto], { year: nextYear() }))).statusCode).toBe(200);
  });

  it('refuses more photos than allowed (52)', async () => {
    const ids = Array.from({ length: 53 }, () => crypto.randomUUID());
    const res = await createListing(t, dealer, carInput(ids));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['photoUploadIds:tooManyPhotos']);
  });

  it('refuses uploads that are not the seller’s own, or of the wrong kind', async () => {
    const strangersPhoto = await uploadCarPhoto(t, stranger);
    const notMine = await createListing(t, dealer, carInput([strangersPhoto]));
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().error).toBe('UPLOAD_NOT_USABLE');

    const video = await uploadCarVideo(t, dealer);
    const videoAsPhoto = await createListing(t, dealer, carInput([video]));
    expect(videoAsPhoto.json().error).toBe('UPLOAD_NOT_USABLE');
    const photoAsVideo = await createListing(t, dealer, carInput([dealerPhoto], { videoUploadId: dealerPhoto }));
    expect(photoAsVideo.json().error).toBe('UPLOAD_NOT_USABLE');
    const unknown = await createListing(t, dealer, carInput([crypto.randomUUID()]));
    expect(unknown.json().error).toBe('UPLOAD_NOT_USABLE');
  });

  it('refuses a file that is not an image before it can be used', async () => {
    const res = await uploadFile(t, dealer.token, Buffer.from('not an image at all, just text'), { purpose: 'car' });
    expect(res.status).toBe(415);
    expect(res.body.error).toBe('UNSUPPORTED_FILE_TYPE');
    const big = await uploadFile(t, dealer.token, Buffer.alloc(11 * 1_048_576, 1), { purpose: 'car' });
    expect(big.status).toBe(413);
  });

  it('refuses a series of another brand and an unknown city', async () => {
    const mismatch = await createListing(t, dealer, carInput([dealerPhoto], { seriesId: 'nissan-patrol' }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toBe('CATALOG_MISMATCH');
    const city = await createListing(t, dealer, carInput([dealerPhoto], { cityId: 'atlantis' }));
    expect(city.statusCode).toBe(400);
    expect(city.json().error).toBe('REGION_UNKNOWN');
  });

  it('answers in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      payload: carInput([dealerPhoto], { vin: '1HGCM82643A004352' }),
      headers: { ...bearer(dealer.token), 'accept-language': 'ar' },
    });
    expect(res.json().data.fields[0].message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('review', () => {
  it('rejects with a reason, takes the edit back to review, approves, and tells the seller each time', async () => {
    const seller = await registerPrivateSeller(t);
    const photo = await uploadCarPhoto(t, seller);
    const car = await publishCar(t, seller, photo);

    const queue = await call(t, admin, 'GET', '/api/admin/listings?status=pending_review');
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data.items.map((i: { id: string }) => i.id)).toContain(car.id);
    const found = await call(t, admin, 'GET', '/api/admin/listings?status=pending_review&q=land%20cruis');
    expect(found.json().data.items.map((i: { id: string }) => i.id)).toContain(car.id);

    const reject = await call(t, admin, 'POST', `/api/admin/listings/${car.id}/reject`, {
      reason: 'Photos are blurry',
    });
    expect(reject.statusCode).toBe(200);
    expect(reject.json().data).toMatchObject({ status: 'rejected', rejectReason: 'Photos are blurry' });
    expect((await get(seller, car.id)).json().data.rejectReason).toBe('Photos are blurry');
    expect((await get(stranger, car.id)).statusCode).toBe(404);

    const notes = (await call(t, seller, 'GET', '/api/notifications')).json().data.items;
    expect(notes[0]).toMatchObject({
      type: 'listing.rejected',
      titleKey: 'notifications:listingRejected.title',
      params: { reason: 'Photos are blurry' },
      route: `/cars/${car.id}`,
    });

    // Approving something that is not in review is refused.
    expect((await call(t, admin, 'POST', `/api/admin/listings/${car.id}/approve`)).statusCode).toBe(409);

    const edited = await call(t, seller, 'PATCH', `/api/listings/${car.id}`, carInput([photo], { price: '180000' }));
    expect(edited.json().data).toMatchObject({ status: 'pending_review', rejectReason: null });

    t.clock.advance(60_000);
    const approve = await call(t, admin, 'POST', `/api/admin/listings/${car.id}/approve`);
    expect(approve.statusCode).toBe(200);
    expect(approve.json().data).toMatchObject({ status: 'on_sale', publishedAt: t.clock.now().toISOString() });
    const latest = (await call(t, seller, 'GET', '/api/notifications')).json().data.items[0];
    expect(latest).toMatchObject({ type: 'listing.approved', titleKey: 'notifications:listingApproved.title' });
    expect((await get(null, car.id)).statusCode).toBe(200);

    // An edit of a car on sale by a seller who is not verified goes back to review.
    const again = await call(t, seller, 'PATCH', `/api/listings/${car.id}`, carInput([photo], { mileageKm: 46_000 }));
    expect(again.json().data.status).toBe('pending_review');
    expect((await get(null, car.id)).statusCode).toBe(404);
  });

  it('keeps a verified dealer’s edited car on sale; a dealer whose shop was suspended goes to review', async () => {
    const d = await registerDealer(t);
    const photo = await uploadCarPhoto(t, d);
    const car = await publishCar(t, d, photo);
    const edited = await call(t, d, 'PATCH', `/api/listings/${car.id}`, carInput([photo], { mileageKm: 50_000 }));
    expect(edited.json().data).toMatchObject({ status: 'on_sale', mileageKm: 50_000 });
    await setShopStatus(t, d.shopId as string, 'suspended');
    const later = await call(t, d, 'PATCH', `/api/listings/${car.id}`, carInput([photo], { mileageKm: 51_000 }));
    expect(later.json().data.status).toBe('pending_review');
  });

  it('is for admins only', async () => {
    const car = await publishCar(t, dealer, dealerPhoto);
    expect((await call(t, dealer, 'GET', '/api/admin/listings')).statusCode).toBe(403);
    expect((await call(t, dealer, 'POST', `/api/admin/listings/${car.id}/approve`)).statusCode).toBe(403);
    expect((await call(t, stranger, 'POST', `/api/admin/listings/${car.id}/reject`, { reason: 'x' })).statusCode).toBe(
      403,
    );
    expect((await call(t, null, 'GET', '/api/admin/listings')).statusCode).toBe(401);
  });
});

describe('managing a car', () => {
  let car: ListingDetail;
  beforeAll(async () => {
    car = await publishCar(t, dealer, dealerPhoto);
  });

  it('answers 404 to anyone but the seller for every change', async () => {
    const id = car.id;
    expect((await call(t, stranger, 'PATCH', `/api/listings/${id}`, carInput([dealerPhoto]))).statusCode).toBe(404);
    expect((await call(t, stranger, 'DELETE', `/api/listings/${id}`)).statusCode).toBe(404);
    expect((await call(t, stranger, 'POST', `/api/listings/${id}/price`, { price: '1' })).statusCode).toBe(404);
    for (const action of ['sold', 'reserve', 'unreserve', 'refresh', 'submit']) {
      expect((await call(t, stranger, 'POST', `/api/listings/${id}/${action}`)).statusCode, action).toBe(404);
    }
    expect((await call(t, stranger, 'GET', `/api/listings/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await get(null, id)).json().data.status).toBe('on_sale');
  });

  it('changes the price and keeps the history', async () => {
    t.clock.advance(60_000);
    const res = await call(t, dealer, 'POST', `/api/listings/${car.id}/price`, { price: '179500.50' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.priceFils).toBe(17_950_050);
    expect(res.json().data.priceHistory.map((h: { priceFils: number }) => h.priceFils)).toEqual([
      18_500_000, 17_950_050,
    ]);
    const zero = await call(t, dealer, 'POST', `/api/listings/${car.id}/price`, { price: '0' });
    expect(zero.statusCode).toBe(400);
    expect(fieldsOf(zero)).toEqual(['price:positive']);
  });

  it('reserves, unreserves, sells; a sold car can no longer be edited or repriced', async () => {
    const reserved = await call(t, dealer, 'POST', `/api/listings/${car.id}/reserve`);
    expect(reserved.json().data.status).toBe('reserved');
    expect((await call(t, dealer, 'POST', `/api/listings/${car.id}/reserve`)).statusCode).toBe(409);
    const back = await call(t, dealer, 'POST', `/api/listings/${car.id}/unreserve`);
    expect(back.json().data.status).toBe('on_sale');
    const sold = await call(t, dealer, 'POST', `/api/listings/${car.id}/sold`);
    expect(sold.json().data).toMatchObject({ status: 'sold', soldAt: t.clock.now().toISOString() });
    expect((await get(null, car.id)).json().data.status).toBe('sold');

    const edit = await call(t, dealer, 'PATCH', `/api/listings/${car.id}`, carInput([dealerPhoto]));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error).toBe('INVALID_STATE');
    expect((await call(t, dealer, 'POST', `/api/listings/${car.id}/price`, { price: '1000' })).statusCode).toBe(409);
    expect((await call(t, dealer, 'POST', `/api/listings/${car.id}/refresh`)).statusCode).toBe(409);
  });

  it('removes (soft delete): gone for buyers, kept for the seller, no longer editable', async () => {
    const other = await publishCar(t, dealer, dealerPhoto);
    const removed = await call(t, dealer, 'DELETE', `/api/listings/${other.id}`);
    expect(removed.json().data.status).toBe('removed');
    expect((await get(null, other.id)).statusCode).toBe(404);
    expect((await get(dealer, other.id)).json().data.status).toBe('removed');
    expect((await call(t, dealer, 'DELETE', `/api/listings/${other.id}`)).json().data.status).toBe('removed');
    const edit = await call(t, dealer, 'PATCH', `/api/listings/${other.id}`, carInput([dealerPhoto]));
    expect(edit.json().error).toBe('INVALID_STATE');
  });
});

describe('refresh', () => {
  it('allows LISTING_REFRESHES_PER_DAY per Dubai day, then again after Dubai midnight', async () => {
    t.clock.set('2026-01-20T18:00:00.000Z'); // 22:00 in Dubai
    const car = await publishCar(t, dealer, dealerPhoto);
    for (let i = 0; i < 3; i++) {
      t.clock.advance(60_000);
      const res = await call(t, dealer, 'POST', `/api/listings/${car.id}/refresh`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ refreshedAt: t.clock.now().toISOString(), refreshesLeftToday: 2 - i });
    }
    const fourth = await call(t, dealer, 'POST', `/api/listings/${car.id}/refresh`);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toBe('REFRESH_LIMIT_REACHED');

    t.clock.set('2026-01-20T19:59:59.000Z'); // 23:59:59 in Dubai: still the same day
    expect((await call(t, dealer, 'POST', `/api/listings/${car.id}/refresh`)).statusCode).toBe(429);
    t.clock.set('2026-01-20T20:00:00.000Z'); // midnight in Dubai
    expect((await get(dealer, car.id)).json().data.refreshesLeftToday).toBe(3);
    const next = await call(t, dealer, 'POST', `/api/listings/${car.id}/refresh`);
    expect(next.statusCode).toBe(200);
    expect(next.json().data.refreshesLeftToday).toBe(2);
  });

  it('honours the configured limit', async () => {
    const t1 = await createTestApp({ LISTING_REFRESHES_PER_DAY: '1' });
    try {
      const d = await registerDealer(t1);
      const car = await publishCar(t1, d, await uploadCarPhoto(t1, d));
      expect(car.refreshesLeftToday).toBe(1);
      expect((await call(t1, d, 'POST', `/api/listings/${car.id}/refresh`)).statusCode).toBe(200);
      expect((await call(t1, d, 'POST', `/api/listings/${car.id}/refresh`)).statusCode).toBe(429);
    } finally {
      await t1.close();
    }
  });
});

describe('landed cost (CIF)', () => {
  it('estimates duty 5% of CIF and VAT 5% of CIF plus duty for import, export and abroad cars', async () => {
    const car = await publishCar(t, dealer, dealerPhoto, { kind: 'import', cifPrice: '100000' });
    expect(car.cifPriceFils).toBe(10_000_000);
    expect(car.landedCost).toEqual({
      cifFils: 10_000_000,
      dutyFils: 500_000,
      vatFils: 525_000,
      totalFils: 11_025_000,
    });
    const exportCar = await publishCar(t, dealer, dealerPhoto, { kind: 'export', cifPrice: '50000' });
    expect(exportCar.landedCost?.totalFils).toBe(5_512_500);
    const used = await publishCar(t, dealer, dealerPhoto, { kind: 'used', cifPrice: '50000' });
    expect(used.landedCost).toBeNull();
  });

  it('rounds each line to the fils, half up', () => {
    // 12,345.67 AED: duty 617.2835 → 617.28; VAT on 12,962.95 → 648.1475 → 648.15.
    expect(landedCostOf(1_234_567n, 500, 500)).toEqual({
      cifFils: 1_234_567,
      dutyFils: 61_728,
      vatFils: 64_815,
      totalFils: 1_361_110,
    });
    expect(landedCostOf(1n, 500, 500)).toEqual({ cifFils: 1, dutyFils: 0, vatFils: 0, totalFils: 1 });
    expect(landedCostOf(10n, 500, 500)).toEqual({ cifFils: 10, dutyFils: 1, vatFils: 1, totalFils: 12 });
  });
});
