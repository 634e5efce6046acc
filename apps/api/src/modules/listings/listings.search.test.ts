import type { ListingDetail, ListingInput, ListingSummary } from '@souq/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAdmin, type TestApp, type TestUser } from '../../testing/test-app';
import { foldSearchText, listingTsQuery } from './listings.search';
import {
  call,
  carInput,
  createListing,
  publishCar,
  registerDealer,
  registerPrivateSeller,
  type Seller,
  uploadCarPhoto,
} from './listings.testing';

let t: TestApp;
let dealer: Seller;
let privateSeller: Seller;
let admin: TestUser;
let camryModelId: string;

/** The cars of this file by a short name; every one is created in beforeAll. */
const cars: Record<string, ListingDetail> = {};
/** Cars with equal prices, years, mileages and times, for paging across ties. */
const ties: ListingDetail[] = [];

const TIES = 12;

async function sellAs(seller: Seller, photo: string, changes: Partial<ListingInput>) {
  const car = await publishCar(t, seller, photo, changes);
  if (car.status === 'pending_review') {
    const res = await call(t, admin, 'POST', `/api/admin/listings/${car.id}/approve`);
    return res.json().data as ListingDetail;
  }
  return car;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAdmin(t);
  dealer = await registerDealer(t);
  privateSeller = await registerPrivateSeller(t);
  const dealerPhoto = await uploadCarPhoto(t, dealer);
  const privatePhoto = await uploadCarPhoto(t, privateSeller);
  const models = await t.app.services.catalog.models('toyota-camry');
  camryModelId = (models.find((m) => m.yearFrom <= 2019 && (m.yearTo ?? 9999) >= 2019) ?? models[0])?.id as string;

  const tick = () => t.clock.advance(60_000);
  cars.cruiser = await sellAs(dealer, dealerPhoto, {});
  tick();
  cars.camry = await sellAs(dealer, dealerPhoto, {
    kind: 'import',
    seriesId: 'toyota-camry',
    modelId: camryModelId,
    year: 2019,
    bodyType: 'sedan',
    fuel: 'hybrid',
    regionalSpec: 'us',
    price: '65000',
    cifPrice: '50000',
    mileageKm: 80_000,
    cityId: 'abu-dhabi-city',
    colour: 'silver',
  });
  tick();
  cars.patrol = await sellAs(privateSeller, privatePhoto, {
    brandId: 'nissan',
    seriesId: 'nissan-patrol',
    year: 2023,
    price: '260000',
    mileageKm: 12_000,
    cityId: 'sharjah-city',
    vin: undefined,
  });
  tick();
  cars.gclass = await sellAs(dealer, dealerPhoto, {
    kind: 'export',
    brandId: 'mercedes-benz',
    seriesId: 'mercedes-benz-g-class',
    year: 2021,
    price: '620000',
    cifPrice: '550000',
    mileageKm: 30_000,
    regionalSpec: 'eu',
    title: 'G 63 AMG Édition',
  });
  tick();
  cars.x5 = await sellAs(privateSeller, privatePhoto, {
    brandId: 'bmw',
    seriesId: 'bmw-x5',
    year: 2020,
    price: '210000',
    mileageKm: 60_000,
    fuel: 'diesel',
    regionalSpec: 'japan',
    transmission: 'manual',
    cityId: 'al-ain',
  });
  tick();
  cars.oldCamry = await sellAs(dealer, dealerPhoto, {
    seriesId: 'toyota-camry',
    year: 2015,
    bodyType: 'sedan',
    price: '35000',
    mileageKm: 150_000,
    transmission: 'manual',
  });
  await call(t, dealer, 'POST', `/api/listings/${cars.oldCamry.id}/sold`);
  tick();
  cars.reserved = await sellAs(dealer, dealerPhoto, {
    seriesId: 'toyota-land-cruiser-prado',
    year: 2018,
    price: '120000',
    mileageKm: 95_000,
  });
  await call(t, dealer, 'POST', `/api/listings/${cars.reserved.id}/reserve`);

  // Never public: a car in review, a draft, a rejected car and a removed one.
  tick();
  cars.pending = await publishCar(t, privateSeller, privatePhoto, { price: '99999' });
  cars.draft = (
    await createListing(t, dealer, carInput([dealerPhoto], { publish: false, price: '99998' }))
  ).json().data;
  const rejected = await publishCar(t, privateSeller, privatePhoto, { price: '99997' });
  await call(t, admin, 'POST', `/api/admin/listings/${rejected.id}/reject`, { reason: 'No' });
  cars.rejected = rejected;
  const removed = await publishCar(t, dealer, dealerPhoto, { price: '99996' });
  await call(t, dealer, 'DELETE', `/api/listings/${removed.id}`);
  cars.removed = removed;

  // Ties: same price, year, mileage and time (the clock does not move), in Sharjah.
  tick();
  for (let i = 0; i < TIES; i++) {
    ties.push(
      await publishCar(t, dealer, dealerPhoto, {
        seriesId: 'toyota-camry',
        bodyType: 'sedan',
        year: 2017,
        price: '50000',
        mileageKm: 100_000,
        cityId: 'sharjah-city',
        kind: 'abroad',
      }),
    );
  }
});
afterAll(async () => {
  await t?.close();
});

type Page = { items: ListingSummary[]; nextCursor: string | null };

async function search(query: string, headers: Record<string, string> = {}): Promise<Page> {
  const res = await t.app.inject({ method: 'GET', url: `/api/listings?limit=50&${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page;
}

/** Every page of a search, following the cursors. */
async function allPages(query: string, limit: number): Promise<ListingSummary[]> {
  const out: ListingSummary[] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 50; guard++) {
    const url: string = `/api/listings?limit=${limit}&${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data as Page;
    expect(page.items.length).toBeLessThanOrEqual(limit);
    out.push(...page.items);
    cursor = page.nextCursor;
    if (!cursor) return out;
  }
  throw new Error('too many pages');
}

const ids = (page: Page | ListingSummary[]) => ('items' in page ? page.items : page).map((i) => i.id);
const named = (...names: string[]) => names.map((n) => (cars[n] as ListingDetail).id);
const tieIds = () => ties.map((c) => c.id);
const sorted = (list: string[]) => [...list].sort();

describe('what a search shows', () => {
  it('shows available cars (on sale and reserved) by default, newest first, never drafts or cars in review', async () => {
    const page = await search('');
    const expected = [...named('reserved', 'x5', 'gclass', 'patrol', 'camry', 'cruiser')];
    // The ties were published last, all at one time: they come first, among themselves by id.
    expect(ids(page).slice(TIES)).toEqual(expected);
    expect(sorted(ids(page).slice(0, TIES))).toEqual(sorted(tieIds()));
    for (const hidden of named('pending', 'draft', 'rejected', 'removed', 'oldCamry')) {
      expect(ids(page)).not.toContain(hidden);
    }
  });

  it('labels availability: sold only, or every public car', async () => {
    expect(ids(await search('availability=sold'))).toEqual(named('oldCamry'));
    const all = ids(await search('availability=all'));
    expect(all).toHaveLength(TIES + 7);
    expect(all).toContain(cars.oldCamry?.id);
    for (const hidden of named('pending', 'draft', 'rejected', 'removed')) expect(all).not.toContain(hidden);
    const reserved = (await search('availability=all')).items.find((i) => i.id === cars.reserved?.id);
    expect(reserved?.status).toBe('reserved');
  });

  it('carries list-card facts: names, city, cover, seller type and shop', async () => {
    const item = (await search('')).items.find((i) => i.id === cars.x5?.id);
    expect(item).toMatchObject({
      brandName: 'BMW',
      seriesName: 'X5',
      cityId: 'al-ain',
      sellerType: 'private',
      shop: null,
      photoCount: 1,
      year: 2020,
      priceFils: 21_000_000,
    });
    expect(item?.cover?.thumbUrl).toBeTruthy();
    const dealerItem = (await search('')).items.find((i) => i.id === cars.cruiser?.id);
    expect(dealerItem?.shop).toMatchObject({ id: dealer.shopId, verified: true });
    const arabic = await t.app.inject({
      method: 'GET',
      url: '/api/listings?limit=50',
      headers: { 'accept-language': 'ar' },
    });
    const ar = (arabic.json().data as Page).items.find((i) => i.id === cars.cruiser?.id);
    expect(ar).toMatchObject({ brandName: 'تويوتا', seriesName: 'لاند كروزر' });
  });
});

describe('filters', () => {
  it.each<[string, string, () => string[]]>([
    ['brand', 'brandId=toyota', () => [...named('cruiser', 'camry', 'reserved'), ...tieIds()]],
    ['series', 'seriesId=toyota-camry', () => [...named('camry'), ...tieIds()]],
    ['model', 'modelId=MODEL', () => named('camry')],
    ['kind', 'kind=import', () => named('camry')],
    ['several kinds', 'kind=import,export', () => named('camry', 'gclass')],
    ['year range', 'yearMin=2020&yearMax=2022', () => named('cruiser', 'gclass', 'x5')],
    ['price range (AED)', 'priceMin=65000&priceMax=210000', () => named('camry', 'x5', 'cruiser', 'reserved')],
    ['price from', 'priceMin=260000', () => named('patrol', 'gclass')],
    ['mileage range', 'mileageMin=30000&mileageMax=80000', () => named('cruiser', 'camry', 'gclass', 'x5')],
    ['fuel', 'fuel=hybrid,diesel', () => named('camry', 'x5')],
    ['body type', 'bodyType=sedan', () => [...named('camry'), ...tieIds()]],
    ['regional spec', 'regionalSpec=us,eu', () => named('camry', 'gclass')],
    ['transmission', 'transmission=manual', () => named('x5')],
    ['private sellers', 'sellerType=private', () => named('patrol', 'x5')],
    ['dealers', 'sellerType=dealer', () => [...named('cruiser', 'camry', 'gclass', 'reserved'), ...tieIds()]],
    ['shop', 'shopId=SHOP', () => [...named('cruiser', 'camry', 'gclass', 'reserved'), ...tieIds()]],
    ['seller', 'sellerId=SELLER', () => named('patrol', 'x5')],
    ['several filters at once', 'brandId=toyota&yearMax=2019&priceMax=70000', () => [...named('camry'), ...tieIds()]],
  ])('by %s', async (_name, query, expected) => {
    const q = query
      .replace('MODEL', camryModelId)
      .replace('SHOP', dealer.shopId as string)
      .replace('SELLER', privateSeller.userId);
    expect(sorted(ids(await search(q)))).toEqual(sorted(expected()));
  });

  it('by the chosen city (headers): a city, a whole emirate, or nationwide', async () => {
    const dubai = await search('', { city: 'dubai-city' });
    expect(sorted(ids(dubai))).toEqual(sorted(named('cruiser', 'gclass', 'reserved')));
    const abuDhabi = await search('', { city: 'abu-dhabi', isProvence: '1' });
    expect(sorted(ids(abuDhabi))).toEqual(sorted(named('camry', 'x5')));
    const alAin = await search('', { city: encodeURIComponent('al-ain'), isProvence: '0' });
    expect(ids(alAin)).toEqual(named('x5'));
    expect(ids(await search('', { city: 'nationwide' }))).toHaveLength(TIES + 6);
  });
});

describe('full text', () => {
  it.each<[string, string, () => string[]]>([
    ['make and model in any order, the last word a prefix', 'cruiser%20land', () => named('cruiser', 'reserved')],
    ['a word being typed', 'land%20cruis', () => named('cruiser', 'reserved')],
    ['upper case', 'TOYOTA%20CAMRY', () => [...named('camry'), ...tieIds()]],
    ['accents (the title)', 'edition', () => named('gclass')],
    ['the make written with a hyphen', 'mercedes-benz', () => named('gclass')],
    ['a brand name in Arabic', encodeURIComponent('نيسان'), () => named('patrol')],
    ['the series in Arabic, a prefix', encodeURIComponent('لاند كروز'), () => named('cruiser', 'reserved')],
    ['part of a word', 'ruise', () => named('cruiser', 'reserved')],
    ['a trim', 'gxr', () => [...named('cruiser', 'camry', 'patrol', 'gclass', 'x5', 'reserved'), ...tieIds()]],
    ['nothing known', 'lamborghini', () => []],
    ['only punctuation', '%21%21%21', () => []],
  ])('finds %s', async (_name, q, expected) => {
    expect(sorted(ids(await search(`q=${q}`)))).toEqual(sorted(expected()));
  });

  it('pages through matches inside words (no word matches "ruise")', async () => {
    const paged = ids(await allPages('q=ruise&sort=price_desc', 1));
    expect(paged).toEqual(named('cruiser', 'reserved'));
  });

  it('combines text with filters and sorts', async () => {
    const page = await search('q=toyota&sort=price_asc&priceMin=60000');
    expect(ids(page)).toEqual(named('camry', 'reserved', 'cruiser'));
  });

  it('folds text the same way for the index and the query', () => {
    expect(foldSearchText('Mercedes-Benz  G 63 AMG Édition')).toBe('mercedes benz g 63 amg edition');
    expect(foldSearchText('لَانْد كروزر')).toBe('لاند كروزر');
    expect(listingTsQuery('Land  cruis')).toBe('land & cruis:*');
    expect(listingTsQuery("a:* | b & !c ' (d)")).toBe('a & b & c & d:*');
    expect(listingTsQuery('  ,;  ')).toBeNull();
  });
});

describe('sorts', () => {
  const publicCars = () => [
    ...named('cruiser', 'camry', 'patrol', 'gclass', 'x5', 'reserved').map((id) => ({ id })),
    ...tieIds().map((id) => ({ id })),
  ];
  const facts = (all: ListingSummary[]) => new Map(all.map((i) => [i.id, i]));

  it.each<[string, (a: ListingSummary, b: ListingSummary) => number]>([
    ['newest', (a, b) => b.refreshedAt.localeCompare(a.refreshedAt) || b.id.localeCompare(a.id)],
    ['price_asc', (a, b) => a.priceFils - b.priceFils || a.id.localeCompare(b.id)],
    ['price_desc', (a, b) => b.priceFils - a.priceFils || b.id.localeCompare(a.id)],
    ['mileage_asc', (a, b) => a.mileageKm - b.mileageKm || a.id.localeCompare(b.id)],
    ['year_desc', (a, b) => b.year - a.year || b.id.localeCompare(a.id)],
  ])('%s: in order, and paged across equal keys with no duplicates or gaps', async (sort, compare) => {
    const one = await search(`sort=${sort}`);
    const byId = facts(one.items);
    expect(one.items).toHaveLength(publicCars().length);
    const expected = [...one.items].sort(compare).map((i) => i.id);
    expect(ids(one)).toEqual(expected);
    for (const limit of [1, 5, 7]) {
      const paged = ids(await allPages(`sort=${sort}`, limit));
      expect(paged, `limit ${limit}`).toEqual(expected);
      expect(new Set(paged).size).toBe(paged.length);
    }
    expect(byId.size).toBe(expected.length);
  });

  it('keeps paging stable when a car is published between pages', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/listings?limit=5&sort=price_asc' });
    const page1 = first.json().data as Page;
    // A new cheapest car appears after the first page was read: the next pages neither repeat nor skip.
    const photo = await uploadCarPhoto(t, dealer);
    const cheap = await publishCar(t, dealer, photo, { price: '1000' });
    const rest: ListingSummary[] = [];
    let cursor = page1.nextCursor;
    while (cursor) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/listings?limit=5&sort=price_asc&cursor=${encodeURIComponent(cursor)}`,
      });
      const page = res.json().data as Page;
      rest.push(...page.items);
      cursor = page.nextCursor;
    }
    const seen = [...ids(page1), ...ids(rest)];
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).not.toContain(cheap.id);
    expect(seen).toHaveLength(TIES + 6);
    await call(t, dealer, 'DELETE', `/api/listings/${cheap.id}`);
  });

  it('refuses a broken cursor or one of another sort', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/listings?limit=2&sort=price_asc' });
    const cursor = (page.json().data as Page).nextCursor as string;
    const other = await t.app.inject({ method: 'GET', url: `/api/listings?sort=newest&cursor=${cursor}` });
    expect(other.statusCode).toBe(400);
    expect(other.json().data.fields).toMatchObject([{ field: 'cursor', key: 'invalid' }]);
    const junk = await t.app.inject({ method: 'GET', url: '/api/listings?cursor=bm90LWEtY3Vyc29y' });
    expect(junk.statusCode).toBe(400);
  });

  it('refuses unknown sorts and filter values', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/listings?sort=cheapest' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/listings?fuel=coal' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/listings?limit=500' })).statusCode).toBe(400);
  });
});

describe('refresh moves a car up the newest list', () => {
  it('puts the refreshed car first', async () => {
    t.clock.advance(60_000);
    const res = await call(t, dealer, 'POST', `/api/listings/${cars.cruiser?.id}/refresh`);
    expect(res.statusCode).toBe(200);
    expect(ids(await search('sort=newest'))[0]).toBe(cars.cruiser?.id);
  });
});
