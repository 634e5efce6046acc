import { randomUUID } from 'node:crypto';
import type { RentalBranch, RentalCarDetail } from '@souq/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  registerAdmin,
  registerMerchant,
  registerUser,
  type TestApp,
  type TestUser,
} from '../../testing/test-app';
import { carBody, carPhoto, createBranch, insertBooking, publishCar } from './fleet.testing';
import { rentalBookings } from './rentals.tables';

let t: TestApp;
let merchant: TestUser;
let rival: TestUser;
let renter: TestUser;
let admin: TestUser;
let marina: RentalBranch;
let abuDhabi: RentalBranch;
let photo: string;

beforeAll(async () => {
  t = await createTestApp();
  [merchant, rival, renter, admin] = [
    await registerMerchant(t),
    await registerMerchant(t),
    await registerUser(t),
    await registerAdmin(t),
  ];
  marina = await createBranch(t, merchant);
  abuDhabi = await createBranch(t, merchant, {
    name: 'Abu Dhabi Corniche',
    cityId: 'abu-dhabi-city',
    address: 'Corniche Road',
  });
  photo = await carPhoto(t, merchant);
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 3_600_000;
const req = (user: TestUser | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: user ? bearer(user.token) : {} });

async function newCar(overrides: Parameters<typeof carBody>[2] = {}): Promise<RentalCarDetail> {
  return publishCar(t, merchant, carBody([photo], [marina.id], overrides));
}

describe('branches', () => {
  it('a merchant adds, lists, edits and reads branches with the city named', async () => {
    expect(marina).toMatchObject({ name: 'Dubai Marina', cityId: 'dubai-city', lat: 25.08, lng: 55.14 });
    expect(marina.cityName).toBe('Dubai');
    const list = (await req(merchant, 'GET', '/api/me/rental-branches')).json().data.items as RentalBranch[];
    expect(list.map((b) => b.id)).toEqual(expect.arrayContaining([marina.id, abuDhabi.id]));

    const extra = await createBranch(t, merchant, { name: 'Sharjah', cityId: 'sharjah-city', address: 'Al Majaz' });
    const edited = await req(merchant, 'PATCH', `/api/me/rental-branches/${extra.id}`, {
      name: 'Sharjah Al Majaz',
      cityId: 'al-ain',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Sharjah Al Majaz', cityId: 'al-ain', address: 'Al Majaz' });
    const arabic = await t.app.inject({
      method: 'GET',
      url: `/api/me/rental-branches/${extra.id}`,
      headers: { ...bearer(merchant.token), 'accept-language': 'ar' },
    });
    expect(arabic.json().data.cityName).not.toBe('Al Ain');
    expect(arabic.json().data.cityName).toMatch(/\p{Script=Arabic}/u);
  });

  it('refuses an unknown city, a non-merchant, and answers 404 for another merchant’s branch', async () => {
    const unknown = await req(merchant, 'POST', '/api/me/rental-branches', {
      name: 'Nowhere',
      cityId: 'atlantis',
      address: 'x',
      lat: 1,
      lng: 1,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('REGION_UNKNOWN');

    const asRenter = await req(renter, 'POST', '/api/me/rental-branches', {
      name: 'Mine',
      cityId: 'dubai-city',
      address: 'x',
      lat: 1,
      lng: 1,
    });
    expect(asRenter.statusCode).toBe(403);
    expect(asRenter.json().error).toBe('MERCHANT_REQUIRED');
    expect((await req(renter, 'GET', '/api/me/rental-branches')).json().error).toBe('MERCHANT_REQUIRED');

    for (const [method, payload] of [['GET'], ['PATCH', { name: 'Taken' }], ['DELETE']] as const) {
      const res = await req(rival, method, `/api/me/rental-branches/${marina.id}`, payload);
      expect(res.statusCode, method).toBe(404);
    }
    expect((await req(null, 'GET', '/api/me/rental-branches')).statusCode).toBe(401);
  });

  it('deletes an unused branch softly, and refuses one a car still offers', async () => {
    const spare = await createBranch(t, merchant, { name: 'Spare' });
    const car = await publishCar(t, merchant, carBody([photo], [spare.id]));
    const inUse = await req(merchant, 'DELETE', `/api/me/rental-branches/${spare.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error).toBe('INVALID_STATE');

    expect((await req(merchant, 'DELETE', `/api/rental-cars/${car.id}`)).statusCode).toBe(200);
    const gone = await req(merchant, 'DELETE', `/api/me/rental-branches/${spare.id}`);
    expect(gone.statusCode).toBe(200);
    const list = (await req(merchant, 'GET', '/api/me/rental-branches')).json().data.items as RentalBranch[];
    expect(list.map((b) => b.id)).not.toContain(spare.id);
    expect((await req(merchant, 'GET', `/api/me/rental-branches/${spare.id}`)).statusCode).toBe(404);
    // A deleted branch cannot be offered by a car any more.
    const reuse = await req(merchant, 'POST', '/api/rental-cars', {
      ...carBody([photo], [spare.id]),
      returnBranchIds: [marina.id],
    });
    expect(reuse.json().data.fields).toEqual([expect.objectContaining({ field: 'pickupBranchIds', key: 'invalid' })]);
  });
});

describe('publishing a rental car', () => {
  it('publishes with the catalogue title, prices in fils, branches and photos', async () => {
    const car = await newCar({
      modelId: undefined,
      returnBranchIds: [marina.id, abuDhabi.id],
    });
    expect(car).toMatchObject({
      title: 'Toyota Camry 2024',
      brandId: 'toyota',
      brandName: 'Toyota',
      seriesId: 'toyota-camry',
      seriesName: 'Camry',
      carType: 'sedan',
      dailyPriceFils: 15_000,
      weeklyPriceFils: 90_000,
      monthlyPriceFils: 300_000,
      depositFils: 100_000,
      excessKmFils: 50,
      mileageKmPerDay: 250,
      cityId: 'dubai-city',
      status: 'active',
      availability: 'leasable',
      quoteTotalFils: null,
      features: ['GPS', 'Bluetooth'],
      busy: [],
      canEdit: true,
      merchant: { userId: merchant.userId },
    });
    expect(car.pickupBranches.map((b) => b.id)).toEqual([marina.id]);
    expect(car.returnBranches.map((b) => b.id)).toEqual([marina.id, abuDhabi.id]);
    expect(car.photos).toEqual([expect.objectContaining({ uploadId: photo, url: expect.any(String) })]);
    expect(car.cover?.url).toBe(car.photos[0]?.url);

    // The public sees it without edit rights; the title follows the language.
    const publicView = await req(renter, 'GET', `/api/rental-cars/${car.id}`);
    expect(publicView.json().data.canEdit).toBe(false);
    const anonymous = await req(null, 'GET', `/api/rental-cars/${car.id}`);
    expect(anonymous.statusCode).toBe(200);
    const arabic = await t.app.inject({
      method: 'GET',
      url: `/api/rental-cars/${car.id}`,
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.json().data.brandName).toBe('تويوتا');
    expect(arabic.json().data.title).toContain('2024');
  });

  it('takes the city from the first pick-up branch', async () => {
    const car = await publishCar(t, merchant, carBody([photo], [abuDhabi.id, marina.id]));
    expect(car.cityId).toBe('abu-dhabi-city');
    const moved = await req(merchant, 'PATCH', `/api/rental-cars/${car.id}`, { pickupBranchIds: [marina.id] });
    expect(moved.json().data.cityId).toBe('dubai-city');
  });

  it('is for merchants only', async () => {
    const res = await req(renter, 'POST', '/api/rental-cars', carBody([photo], [marina.id]));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('MERCHANT_REQUIRED');
    expect((await req(renter, 'GET', '/api/me/rental-cars')).json().error).toBe('MERCHANT_REQUIRED');
    expect((await req(null, 'POST', '/api/rental-cars', carBody([photo], [marina.id]))).statusCode).toBe(401);
  });

  it('refuses photos that are not the merchant’s own, and another merchant’s branch', async () => {
    const rivalPhoto = await carPhoto(t, rival);
    const stolen = await req(merchant, 'POST', '/api/rental-cars', carBody([rivalPhoto], [marina.id]));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error).toBe('UPLOAD_NOT_USABLE');
    const unknown = await req(merchant, 'POST', '/api/rental-cars', carBody([randomUUID()], [marina.id]));
    expect(unknown.json().error).toBe('UPLOAD_NOT_USABLE');

    const rivalBranch = await createBranch(t, rival);
    const foreign = await req(merchant, 'POST', '/api/rental-cars', {
      ...carBody([photo], [marina.id]),
      returnBranchIds: [rivalBranch.id],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().data.fields).toEqual([expect.objectContaining({ field: 'returnBranchIds' })]);
  });

  it('checks the catalogue, the year, the dates and the amounts', async () => {
    const mismatch = await req(merchant, 'POST', '/api/rental-cars', {
      ...carBody([photo], [marina.id]),
      seriesId: 'nissan-patrol',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toBe('CATALOG_MISMATCH');

    const bad = await req(merchant, 'POST', '/api/rental-cars', {
      ...carBody([photo], [marina.id]),
      year: 1900,
      registrationDate: '2099-01-01',
      dailyPrice: '0',
      deposit: '-5',
    });
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json().data.fields as { field: string }[]).map((f) => f.field).sort();
    expect(fields).toEqual(['dailyPrice', 'deposit']);

    const dates = await req(merchant, 'POST', '/api/rental-cars', {
      ...carBody([photo], [marina.id]),
      year: 1900,
      registrationDate: '2099-01-01',
    });
    expect(dates.json().data.fields).toEqual([
      expect.objectContaining({ field: 'year', key: 'yearRange' }),
      expect.objectContaining({ field: 'registrationDate', key: 'dateInFuture' }),
    ]);
    const noPhoto = await req(merchant, 'POST', '/api/rental-cars', carBody([], [marina.id]));
    expect(noPhoto.json().data.fields[0]).toMatchObject({ field: 'photoUploadIds' });
  });
});

describe('editing, pausing and removing', () => {
  it('edits prices and features; other merchants get 404 for every action', async () => {
    const car = await newCar();
    const res = await req(merchant, 'PATCH', `/api/rental-cars/${car.id}`, {
      dailyPrice: '175.50',
      features: ['Child seat'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      dailyPriceFils: 17_550,
      weeklyPriceFils: 90_000,
      features: ['Child seat'],
      description: 'Clean and economical.',
    });
    expect(res.json().data.pickupBranches.map((b: RentalBranch) => b.id)).toEqual([marina.id]);

    for (const [method, url, payload] of [
      ['PATCH', `/api/rental-cars/${car.id}`, { dailyPrice: '1' }],
      ['POST', `/api/rental-cars/${car.id}/pause`, undefined],
      ['POST', `/api/rental-cars/${car.id}/resume`, undefined],
      ['DELETE', `/api/rental-cars/${car.id}`, undefined],
    ] as const) {
      const other = await req(rival, method, url, payload);
      expect(other.statusCode, `${method} ${url}`).toBe(404);
      expect(other.json().error).toBe('NOT_FOUND');
    }
    const after = await req(merchant, 'GET', `/api/rental-cars/${car.id}`);
    expect(after.json().data).toMatchObject({ dailyPriceFils: 17_550, status: 'active' });
  });

  it('pausing hides the car from the public until it resumes', async () => {
    const car = await newCar();
    const paused = await req(merchant, 'POST', `/api/rental-cars/${car.id}/pause`);
    expect(paused.json().data.status).toBe('paused');
    expect((await req(renter, 'GET', `/api/rental-cars/${car.id}`)).statusCode).toBe(404);
    expect((await req(merchant, 'GET', `/api/rental-cars/${car.id}`)).statusCode).toBe(200);
    expect((await req(admin, 'GET', `/api/rental-cars/${car.id}`)).statusCode).toBe(200);
    const quote = `/api/rental-cars/${car.id}/quote?pickupAt=2026-02-01T10:00:00Z&returnAt=2026-02-02T10:00:00Z`;
    expect((await req(renter, 'GET', quote)).statusCode).toBe(404);
    await expect(t.app.services.fleet.requireBookableCar(car.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const resumed = await req(merchant, 'POST', `/api/rental-cars/${car.id}/resume`);
    expect(resumed.json().data.status).toBe('active');
    expect((await req(renter, 'GET', `/api/rental-cars/${car.id}`)).statusCode).toBe(200);
    const bookable = await t.app.services.fleet.requireBookableCar(car.id);
    expect(bookable).toMatchObject({ pickupBranchIds: [marina.id], returnBranchIds: [marina.id] });
  });

  it('refuses removal while a booking holds the car, and allows it once the booking is over', async () => {
    const car = await newCar();
    const now = t.clock.now().getTime();
    const bookingId = await insertBooking(t, {
      car,
      renter,
      pickupAt: new Date(now + 72 * HOUR),
      returnAt: new Date(now + 96 * HOUR),
      status: 'awaiting_pickup',
    });
    const refused = await req(merchant, 'DELETE', `/api/rental-cars/${car.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('INVALID_STATE');

    await t.database.db.update(rentalBookings).set({ status: 'completed' }).where(eq(rentalBookings.id, bookingId));
    const removed = await req(merchant, 'DELETE', `/api/rental-cars/${car.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await req(renter, 'GET', `/api/rental-cars/${car.id}`)).statusCode).toBe(404);
    // A removed car stays removed: it cannot be edited or resumed.
    expect((await req(merchant, 'POST', `/api/rental-cars/${car.id}/resume`)).json().error).toBe('INVALID_STATE');
    expect((await req(merchant, 'PATCH', `/api/rental-cars/${car.id}`, { dailyPrice: '1' })).statusCode).toBe(409);
    // Orders of a removed car still show it.
    expect((await t.app.services.fleet.carById(car.id)).status).toBe('removed');
  });
});

describe('fleet lists', () => {
  it('the merchant sees the fleet newest first with status and availability now, paged', async () => {
    const seller = await registerMerchant(t);
    const branch = await createBranch(t, seller);
    const sellerPhoto = await carPhoto(t, seller);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await publishCar(t, seller, carBody([sellerPhoto], [branch.id]))).id);
      t.clock.advance(1000);
    }
    await req(seller, 'POST', `/api/rental-cars/${ids[0]}/pause`);
    const [, second] = ids;
    const now = t.clock.now().getTime();
    const detail = (await req(seller, 'GET', `/api/rental-cars/${second}`)).json().data as RentalCarDetail;
    await insertBooking(t, {
      car: detail,
      renter,
      pickupAt: new Date(now - HOUR),
      returnAt: new Date(now + 5 * HOUR),
      status: 'renting',
    });

    const page1 = (await req(seller, 'GET', '/api/me/rental-cars?limit=2')).json().data;
    expect(page1.items.map((c: { id: string }) => c.id)).toEqual([ids[2], ids[1]]);
    expect(page1.items.map((c: { availability: string }) => c.availability)).toEqual(['leasable', 'under_lease']);
    const page2 = (await req(seller, 'GET', `/api/me/rental-cars?limit=2&cursor=${page1.nextCursor}`)).json().data;
    expect(page2.items.map((c: { id: string; status: string }) => [c.id, c.status])).toEqual([[ids[0], 'paused']]);
    expect(page2.nextCursor).toBeNull();
    const paused = (await req(seller, 'GET', '/api/me/rental-cars?status=paused')).json().data;
    expect(paused.items.map((c: { id: string }) => c.id)).toEqual([ids[0]]);
  });

  it('the admin lists every car, searches titles and filters by status; others are refused', async () => {
    const patrol = await newCar({ brandId: 'nissan', seriesId: 'nissan-patrol', carType: 'suv' });
    const res = await req(admin, 'GET', '/api/admin/rental-cars?q=patrol');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items.map((c: { id: string }) => c.id)).toEqual([patrol.id]);
    const words = await req(admin, 'GET', `/api/admin/rental-cars?q=${encodeURIComponent('nissan 2024')}`);
    expect(words.json().data.items.map((c: { id: string }) => c.id)).toEqual([patrol.id]);
    const removed = (await req(admin, 'GET', '/api/admin/rental-cars?status=removed&limit=50')).json().data.items;
    expect(removed.length).toBeGreaterThan(0);
    expect(removed.every((c: { status: string }) => c.status === 'removed')).toBe(true);
    const all = (await req(admin, 'GET', '/api/admin/rental-cars?limit=50')).json().data.items;
    expect(new Set(all.map((c: { merchant: { userId: string } }) => c.merchant.userId)).size).toBeGreaterThan(1);

    expect((await req(merchant, 'GET', '/api/admin/rental-cars')).statusCode).toBe(403);
    expect((await req(null, 'GET', '/api/admin/rental-cars')).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the fleet and driver routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/rental-cars',
        '/api/rental-cars/{id}',
        '/api/rental-cars/{id}/quote',
        '/api/me/rental-cars',
        '/api/admin/rental-cars',
        '/api/me/rental-branches',
        '/api/me/drivers',
        '/api/me/drivers/{id}',
      ]),
    );
    expect(paths['/api/rental-cars']?.post).toBeTruthy();
    expect(paths['/api/rental-cars']?.get).toBeTruthy();
  });
});
