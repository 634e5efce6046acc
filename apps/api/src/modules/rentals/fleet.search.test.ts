import type { RentalBranch, RentalCarDetail, RentalCarSummary } from '@souq/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  registerMerchant,
  registerUser,
  type TestApp,
  type TestUser,
} from '../../testing/test-app';
import { carBody, carPhoto, createBranch, insertBooking, publishCar } from './fleet.testing';

/**
 * One fixed fleet for the whole file, so every search can be checked against the exact list:
 *   camry   sedan   Dubai (Marina)       150 /   900 /  3,000
 *   patrol  suv     Abu Dhabi -> Marina  400 / 2,000 /  7,000  (a canceled booking only)
 *   lc      suv     Dubai (Airport)      450 / 2,600 /  8,900  (booked day 3 10:00 to day 5 10:00)
 *   gclass  luxury  Sharjah            1,500 / 9,000 / 30,000  (being rented right now)
 *   x5      suv     Dubai (Marina)       380 / 2,700 /  9,000
 *   paused  suv     Dubai (Marina): never in search
 */
let t: TestApp;
let merchant: TestUser;
let renter: TestUser;
let start: number;
const cars: Record<'camry' | 'patrol' | 'lc' | 'gclass' | 'x5' | 'paused', RentalCarDetail> = {} as never;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Day `n` at 10:00 UTC after the fixture's start day. */
const day = (n: number, hour = 10) => new Date(start + n * DAY + hour * HOUR);

beforeAll(async () => {
  t = await createTestApp();
  merchant = await registerMerchant(t);
  renter = await registerUser(t);
  const photo = await carPhoto(t, merchant);
  const branch = (name: string, cityId: string): Promise<RentalBranch> =>
    createBranch(t, merchant, { name, cityId, address: name });
  const marina = await branch('Dubai Marina', 'dubai-city');
  const airport = await branch('DXB Terminal 3', 'dubai-city');
  const abuDhabi = await branch('Abu Dhabi', 'abu-dhabi-city');
  const sharjah = await branch('Sharjah', 'sharjah-city');
  const publish = async (
    key: keyof typeof cars,
    pickup: RentalBranch[],
    ret: RentalBranch[],
    o: Parameters<typeof carBody>[2],
  ) => {
    cars[key] = await publishCar(
      t,
      merchant,
      carBody(
        [photo],
        pickup.map((b) => b.id),
        { ...o, returnBranchIds: ret.map((b) => b.id) },
      ),
    );
    t.clock.advance(1000);
  };
  await publish('camry', [marina], [marina, airport], {});
  await publish('patrol', [abuDhabi], [abuDhabi, marina], {
    brandId: 'nissan',
    seriesId: 'nissan-patrol',
    carType: 'suv',
    dailyPrice: '400',
    weeklyPrice: '2000',
    monthlyPrice: '7000',
  });
  await publish('lc', [airport], [airport], {
    seriesId: 'toyota-land-cruiser',
    carType: 'suv',
    dailyPrice: '450',
    weeklyPrice: '2600',
    monthlyPrice: '8900',
    deposit: '3000',
  });
  await publish('gclass', [sharjah], [sharjah], {
    brandId: 'mercedes-benz',
    seriesId: 'mercedes-benz-g-class',
    carType: 'luxury',
    dailyPrice: '1500',
    weeklyPrice: '9000',
    monthlyPrice: '30000',
    deposit: '5000',
  });
  await publish('x5', [marina], [marina], {
    brandId: 'bmw',
    seriesId: 'bmw-x5',
    carType: 'suv',
    dailyPrice: '380',
    weeklyPrice: '2700',
    monthlyPrice: '9000',
  });
  await publish('paused', [marina], [marina], { brandId: 'bmw', seriesId: 'bmw-x5', carType: 'suv' });
  await t.app.inject({
    method: 'POST',
    url: `/api/rental-cars/${cars.paused.id}/pause`,
    headers: bearer(merchant.token),
  });

  const now = t.clock.now();
  start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  await insertBooking(t, { car: cars.lc, renter, pickupAt: day(3), returnAt: day(5), status: 'awaiting_pickup' });
  await insertBooking(t, { car: cars.patrol, renter, pickupAt: day(3), returnAt: day(9), status: 'canceled' });
  await insertBooking(t, {
    car: cars.gclass,
    renter,
    pickupAt: new Date(now.getTime() - DAY),
    returnAt: new Date(now.getTime() + 2 * DAY),
    status: 'renting',
  });
});
afterAll(async () => {
  await t?.close();
});

type Page = { items: RentalCarSummary[]; nextCursor: string | null };

async function search(query: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: '/api/rental-cars', query, headers });
  return res;
}

async function ids(query: Record<string, string>, headers: Record<string, string> = {}): Promise<string[]> {
  const res = await search(query, headers);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Page).items.map((c) => nameOf(c.id));
}

function nameOf(id: string): string {
  return Object.entries(cars).find(([, c]) => c.id === id)?.[0] ?? id;
}

const range = (from: Date, to: Date) => ({ pickupAt: from.toISOString(), returnAt: to.toISOString() });

describe('availability is derived from bookings', () => {
  it('without a range: every active car, free ones first then newest, each with its availability now', async () => {
    const res = await search({});
    const items = (res.json().data as Page).items;
    expect(items.map((c) => nameOf(c.id))).toEqual(['x5', 'lc', 'patrol', 'camry', 'gclass']);
    expect(await ids({ sort: 'newest' })).toEqual(['x5', 'gclass', 'lc', 'patrol', 'camry']);
    expect(Object.fromEntries(items.map((c) => [nameOf(c.id), c.availability]))).toMatchObject({
      gclass: 'under_lease',
      lc: 'leasable',
      camry: 'leasable',
    });
    expect(items.every((c) => c.quoteTotalFils === null)).toBe(true);
  });

  it('a range overlapping a blocking booking hides the car; canceled bookings never block', async () => {
    expect(await ids({ ...range(day(4), day(11)), sort: 'newest' })).toEqual(['x5', 'gclass', 'patrol', 'camry']);
  });

  it('ranges that only touch a booking are free: [a, b) and [b, c) do not overlap', async () => {
    expect(await ids({ ...range(day(5), day(8)), carType: 'suv' })).toContain('lc');
    expect(await ids({ ...range(day(1), day(3)), carType: 'suv' })).toContain('lc');
    expect(await ids({ ...range(new Date(day(5).getTime() - 60_000), day(8)), carType: 'suv' })).not.toContain('lc');
    expect(await ids({ ...range(day(1), new Date(day(3).getTime() + 60_000)), carType: 'suv' })).not.toContain('lc');
  });

  it('onlyAvailable=false lists busy cars too, marked under lease, free ones first by default', async () => {
    const res = await search({ ...range(day(4), day(6)), onlyAvailable: 'false', carType: 'suv' });
    const items = (res.json().data as Page).items;
    expect(items.map((c) => [nameOf(c.id), c.availability])).toEqual([
      ['x5', 'leasable'],
      ['patrol', 'leasable'],
      ['lc', 'under_lease'],
    ]);
  });

  it('onlyAvailable=true without a range keeps the cars free right now', async () => {
    expect(await ids({ onlyAvailable: 'true' })).toEqual(['x5', 'lc', 'patrol', 'camry']);
  });

  it('each car shows the whole-range quote total (7 days: weekly price plus 5% VAT)', async () => {
    const res = await search({ ...range(day(10), day(17)), brandId: 'toyota' });
    const items = (res.json().data as Page).items;
    expect(Object.fromEntries(items.map((c) => [nameOf(c.id), c.quoteTotalFils]))).toEqual({
      camry: 94_500,
      lc: 273_000,
    });
  });

  it('the detail lists booked ranges from now on', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/rental-cars/${cars.lc.id}` });
    expect(res.json().data.busy).toEqual([{ from: day(3).toISOString(), to: day(5).toISOString() }]);
  });
});

describe('filters', () => {
  it('the chosen city (headers) narrows to an emirate or a city; unknown cities mean nationwide', async () => {
    expect(await ids({}, { city: 'dubai', isProvence: '1' })).toEqual(['x5', 'lc', 'camry']);
    expect(await ids({}, { city: 'abu-dhabi-city', isProvence: '0' })).toEqual(['patrol']);
    expect(await ids({}, { city: encodeURIComponent('sharjah-city') })).toEqual(['gclass']);
    expect(await ids({}, { city: 'al-ain' })).toEqual([]);
    expect(await ids({}, { city: 'nowhere' })).toHaveLength(5);
  });

  it('pick-up and return cities match the cars offering a branch there', async () => {
    expect(await ids({ pickupCityId: 'dubai-city' })).toEqual(['x5', 'lc', 'camry']);
    expect(await ids({ returnCityId: 'dubai-city' })).toEqual(['x5', 'lc', 'patrol', 'camry']);
    expect(await ids({ pickupCityId: 'abu-dhabi-city', returnCityId: 'dubai-city' })).toEqual(['patrol']);
  });

  it('car types (one or several) and brand', async () => {
    expect(await ids({ carType: 'luxury' })).toEqual(['gclass']);
    expect(await ids({ carType: 'sedan,luxury', sort: 'newest' })).toEqual(['gclass', 'camry']);
    expect(await ids({ brandId: 'bmw' })).toEqual(['x5']);
    const bad = await search({ carType: 'spaceship' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields[0].field).toMatch(/^carType/);
  });
});

describe('sorting and paging', () => {
  it('price sorts by the whole-range price: a cheap week beats a cheaper daily rate', async () => {
    // 7 days: camry 900, patrol 2,000, lc 2,600, x5 2,660 (7 x 380 < 2,700), gclass 9,000.
    const week = range(day(10), day(17));
    expect(await ids({ ...week, sort: 'price_asc' })).toEqual(['camry', 'patrol', 'lc', 'x5', 'gclass']);
    expect(await ids({ ...week, sort: 'price_desc' })).toEqual(['gclass', 'x5', 'lc', 'patrol', 'camry']);
    // Without a range, by the daily price: x5 (380) before patrol (400).
    expect(await ids({ sort: 'price_asc' })).toEqual(['camry', 'x5', 'patrol', 'lc', 'gclass']);
  });

  it('pages follow each other with no duplicates or gaps, for every sort', async () => {
    const week = range(day(10), day(17));
    for (const sort of ['recommended', 'price_asc', 'price_desc', 'newest']) {
      for (const base of [{}, week, { onlyAvailable: 'false', ...range(day(4), day(6)) }]) {
        const all = await ids({ ...base, sort, limit: '50' });
        const paged: string[] = [];
        let cursor: string | null = null;
        do {
          const res = await search({ ...base, sort, limit: '2', ...(cursor ? { cursor } : {}) });
          const page = res.json().data as Page;
          expect(page.items.length).toBeLessThanOrEqual(2);
          paged.push(...page.items.map((c) => nameOf(c.id)));
          cursor = page.nextCursor;
        } while (cursor);
        expect(paged, `${sort} ${JSON.stringify(base)}`).toEqual(all);
      }
    }
  });

  it('refuses a cursor of another sort or a garbled one', async () => {
    const first = (await search({ sort: 'newest', limit: '1' })).json().data as Page;
    const other = await search({ sort: 'price_asc', cursor: first.nextCursor as string });
    expect(other.statusCode).toBe(400);
    expect(other.json().data.fields[0].field).toBe('cursor');
    expect((await search({ cursor: 'garbage' })).statusCode).toBe(400);
    // A cursor of another range length prices another number of days: refused too.
    const week = (await search({ ...range(day(10), day(17)), sort: 'price_asc', limit: '1' })).json().data as Page;
    const twoWeeks = await search({ ...range(day(10), day(24)), sort: 'price_asc', cursor: week.nextCursor as string });
    expect(twoWeeks.statusCode).toBe(400);
    // A forged cursor with the right tag but values that do not fit never reaches the database.
    const forged = (values: unknown[], id = cars.camry.id) =>
      Buffer.from(`rent:newest:0:now|${JSON.stringify(values)}|${id}`).toString('base64url');
    for (const cursor of [forged(['yesterday']), forged([1, 2]), forged([day(1).toISOString()], 'x')]) {
      const res = await search({ sort: 'newest', cursor });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.fields[0].field).toBe('cursor');
    }
    const genuine = await search({ sort: 'newest', cursor: forged([day(400).toISOString()]) });
    expect(genuine.statusCode).toBe(200);
  });
});

describe('range validation', () => {
  it('return before pick-up, pick-up in the past, longer than 3 years, half a range', async () => {
    const cases: [Record<string, string>, string][] = [
      [range(day(5), day(4)), 'RENTAL_RANGE_INVALID'],
      [range(day(5), day(5)), 'RENTAL_RANGE_INVALID'],
      [range(new Date(t.clock.now().getTime() - 60_000), day(4)), 'PICKUP_IN_PAST'],
      [range(day(5), day(5 + 3 * 365 + 1)), 'RENTAL_TOO_LONG'],
    ];
    for (const [query, error] of cases) {
      for (const url of ['/api/rental-cars', `/api/rental-cars/${cars.camry.id}/quote`]) {
        const res = await t.app.inject({ method: 'GET', url, query });
        expect(res.statusCode, `${url} ${error}`).toBe(400);
        expect(res.json().error).toBe(error);
      }
    }
    const half = await search({ pickupAt: day(5).toISOString() });
    expect(half.statusCode).toBe(400);
    expect(half.json().data.fields[0].field).toBe('returnAt');
    expect((await search({ pickupAt: 'tomorrow', returnAt: day(5).toISOString() })).statusCode).toBe(400);
  });
});

describe('the quote endpoint', () => {
  it('quotes the cheapest combination with extras, VAT and the deposit apart', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/rental-cars/${cars.lc.id}/quote`,
      query: { ...range(day(10), day(20)), extras: 'chauffeur,delivery' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      days: 10,
      rentalLines: [
        { kind: 'week', quantity: 1, unitFils: 260_000, amountFils: 260_000 },
        { kind: 'day', quantity: 3, unitFils: 45_000, amountFils: 135_000 },
      ],
      extraLines: [
        { kind: 'chauffeur', quantity: 10, unitFils: 25_000, amountFils: 250_000 },
        { kind: 'delivery', quantity: 1, unitFils: 10_000, amountFils: 10_000 },
      ],
      subtotalFils: 655_000,
      vatFils: 32_750,
      totalFils: 687_750,
      depositFils: 300_000,
      shortNotice: false,
      mileage: { kmPerDay: 250, excessKmFils: 50, allowanceKm: 2_500 },
      cancellation: {
        freeUntil: new Date(day(10).getTime() - 48 * HOUR).toISOString(),
        freeWindowOpen: true,
        lateFeeFils: 10_000,
      },
    });
  });

  it('marks a pick-up within 48 hours as short notice', async () => {
    const soon = new Date(t.clock.now().getTime() + 5 * HOUR);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/rental-cars/${cars.camry.id}/quote`,
      query: range(soon, new Date(soon.getTime() + DAY)),
    });
    expect(res.json().data).toMatchObject({ days: 1, shortNotice: true, totalFils: 15_750 });
  });

  it('refuses an unknown extra and answers 404 for an unknown or paused car', async () => {
    const q = range(day(10), day(11));
    const extra = await t.app.inject({
      method: 'GET',
      url: `/api/rental-cars/${cars.camry.id}/quote`,
      query: { ...q, extras: 'jetpack' },
    });
    expect(extra.statusCode).toBe(400);
    for (const id of ['7d0c1e8a-0000-4000-8000-000000000000', cars.paused.id]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/rental-cars/${id}/quote`, query: q });
      expect(res.statusCode).toBe(404);
    }
  });
});
