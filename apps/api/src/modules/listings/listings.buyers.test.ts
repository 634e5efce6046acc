import type { ListingDetail, ListingSummary } from '@souq/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAdmin, registerUser, type TestApp, type TestUser } from '../../testing/test-app';
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
let photo: string;
let buyer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  dealer = await registerDealer(t);
  photo = await uploadCarPhoto(t, dealer);
  buyer = await registerUser(t);
});
afterAll(async () => {
  await t?.close();
});

type Page<T> = { items: T[]; nextCursor: string | null };
const HOUR = 3_600_000;

async function pages<T>(user: TestUser, url: string, limit: number): Promise<T[]> {
  const out: T[] = [];
  let cursor: string | null = null;
  do {
    const res = await call(
      t,
      user,
      'GET',
      `${url}?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data as Page<T>;
    out.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return out;
}

describe('favourites', () => {
  it('adds and removes (each repeat-safe), counts, and lists newest first across pages', async () => {
    const a = await publishCar(t, dealer, photo);
    const b = await publishCar(t, dealer, photo);
    const c = await publishCar(t, dealer, photo);
    for (const car of [a, b, c]) {
      t.clock.advance(1000);
      const res = await call(t, buyer, 'PUT', `/api/listings/${car.id}/favourite`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ favourite: true, favouritesCount: 1 });
    }
    // Again: nothing changes.
    expect((await call(t, buyer, 'PUT', `/api/listings/${a.id}/favourite`)).json().data).toEqual({
      favourite: true,
      favouritesCount: 1,
    });
    const other = await registerUser(t);
    expect((await call(t, other, 'PUT', `/api/listings/${a.id}/favourite`)).json().data.favouritesCount).toBe(2);

    const detail = (await call(t, buyer, 'GET', `/api/listings/${a.id}`)).json().data as ListingDetail;
    expect(detail).toMatchObject({ isFavourite: true, favouritesCount: 2 });
    expect((await call(t, null, 'GET', `/api/listings/${a.id}`)).json().data.isFavourite).toBe(false);

    const listed = await pages<ListingSummary>(buyer, '/api/me/favourites/cars', 2);
    expect(listed.map((i) => i.id)).toEqual([c.id, b.id, a.id]);

    const removed = await call(t, buyer, 'DELETE', `/api/listings/${b.id}/favourite`);
    expect(removed.json().data).toEqual({ favourite: false, favouritesCount: 0 });
    expect((await call(t, buyer, 'DELETE', `/api/listings/${b.id}/favourite`)).json().data.favouritesCount).toBe(0);
    expect((await pages<ListingSummary>(buyer, '/api/me/favourites/cars', 10)).map((i) => i.id)).toEqual([c.id, a.id]);
  });

  it('cannot favourite a car buyers cannot see; a removed favourite leaves the list', async () => {
    const seller = await registerPrivateSeller(t);
    const pending = await publishCar(t, seller, await uploadCarPhoto(t, seller));
    expect((await call(t, buyer, 'PUT', `/api/listings/${pending.id}/favourite`)).statusCode).toBe(404);
    expect((await call(t, buyer, 'PUT', `/api/listings/${crypto.randomUUID()}/favourite`)).statusCode).toBe(404);

    const car = await publishCar(t, dealer, photo);
    t.clock.advance(1000);
    await call(t, buyer, 'PUT', `/api/listings/${car.id}/favourite`);
    expect((await pages<ListingSummary>(buyer, '/api/me/favourites/cars', 10))[0]?.id).toBe(car.id);
    await call(t, dealer, 'DELETE', `/api/listings/${car.id}`);
    expect((await pages<ListingSummary>(buyer, '/api/me/favourites/cars', 10)).map((i) => i.id)).not.toContain(car.id);
  });

  it('needs a login', async () => {
    const car = await publishCar(t, dealer, photo);
    expect((await call(t, null, 'PUT', `/api/listings/${car.id}/favourite`)).statusCode).toBe(401);
    expect((await call(t, null, 'GET', '/api/me/favourites/cars')).statusCode).toBe(401);
  });
});

describe('views and browsing history', () => {
  it('records a view and the history (last viewed first); a user counts once an hour', async () => {
    const viewer = await registerUser(t);
    const a = await publishCar(t, dealer, photo);
    const b = await publishCar(t, dealer, photo);
    await call(t, viewer, 'GET', `/api/listings/${a.id}`);
    t.clock.advance(60_000);
    await call(t, viewer, 'GET', `/api/listings/${b.id}`);
    t.clock.advance(60_000);
    const again = await call(t, viewer, 'GET', `/api/listings/${a.id}`);
    // The second view within the hour did not count.
    expect(again.json().data.views).toBe(1);
    const history = await pages<{ viewedAt: string; listing: ListingSummary }>(viewer, '/api/me/history/cars', 1);
    expect(history.map((h) => h.listing.id)).toEqual([a.id, b.id]);
    expect(history[0]?.viewedAt).toBe(t.clock.now().toISOString());

    t.clock.advance(HOUR);
    expect((await call(t, viewer, 'GET', `/api/listings/${a.id}`)).json().data.views).toBe(2);
    // Guests count every time; the seller's own views never.
    await call(t, null, 'GET', `/api/listings/${a.id}`);
    await call(t, dealer, 'GET', `/api/listings/${a.id}`);
    expect((await call(t, dealer, 'GET', `/api/listings/${a.id}`)).json().data.views).toBe(3);
    expect(await pages(dealer, '/api/me/history/cars', 10)).toEqual([]);
  });

  it('forgets one car, or everything', async () => {
    const viewer = await registerUser(t);
    const a = await publishCar(t, dealer, photo);
    const b = await publishCar(t, dealer, photo);
    await call(t, viewer, 'GET', `/api/listings/${a.id}`);
    t.clock.advance(1000);
    await call(t, viewer, 'GET', `/api/listings/${b.id}`);
    const one = await call(t, viewer, 'DELETE', `/api/me/history/cars/${b.id}`);
    expect(one.json().data).toEqual({ removed: 1 });
    expect(
      (await pages<{ listing: ListingSummary }>(viewer, '/api/me/history/cars', 10)).map((h) => h.listing.id),
    ).toEqual([a.id]);
    // Another user's history is untouched by this user's clearing.
    await call(t, buyer, 'GET', `/api/listings/${a.id}`);
    expect((await call(t, viewer, 'DELETE', '/api/me/history/cars')).json().data).toEqual({ removed: 1 });
    expect(await pages(viewer, '/api/me/history/cars', 10)).toEqual([]);
    expect(
      (await pages<{ listing: ListingSummary }>(buyer, '/api/me/history/cars', 50)).map((h) => h.listing.id),
    ).toContain(a.id);
  });
});

describe('similar cars', () => {
  it('offers up to 6 available cars of the same series or body type in the price band, same series first', async () => {
    const base = await publishCar(t, dealer, photo, { price: '100000' });
    const sameSeries = await publishCar(t, dealer, photo, { price: '125000' });
    const sameBody = await publishCar(t, dealer, photo, {
      brandId: 'nissan',
      seriesId: 'nissan-patrol',
      price: '101000',
    });
    const tooDear = await publishCar(t, dealer, photo, { price: '140000' });
    const otherBody = await publishCar(t, dealer, photo, {
      seriesId: 'toyota-camry',
      bodyType: 'sedan',
      price: '100000',
    });
    const sold = await publishCar(t, dealer, photo, { price: '100000' });
    await call(t, dealer, 'POST', `/api/listings/${sold.id}/sold`);

    const res = await call(t, null, 'GET', `/api/listings/${base.id}/similar`);
    expect(res.statusCode).toBe(200);
    const found = (res.json().data.items as ListingSummary[]).map((i) => i.id);
    expect(found.length).toBeLessThanOrEqual(6);
    expect(found).toContain(sameSeries.id);
    expect(found).toContain(sameBody.id);
    expect(found.indexOf(sameSeries.id)).toBeLessThan(found.indexOf(sameBody.id));
    for (const id of [base.id, tooDear.id, otherBody.id, sold.id]) expect(found).not.toContain(id);
  });

  it('is 404 for a car buyers cannot see', async () => {
    const draft = (await createListing(t, dealer, carInput([photo], { publish: false }))).json().data;
    expect((await call(t, null, 'GET', `/api/listings/${draft.id}/similar`)).statusCode).toBe(404);
  });
});

describe('the seller’s lists', () => {
  it('lists every status of my cars with counts per status; nobody else’s', async () => {
    const seller = await registerDealer(t, { shop: 'pending' });
    const p = await uploadCarPhoto(t, seller);
    const pending = await publishCar(t, seller, p);
    const draft = (await createListing(t, seller, carInput([], { publish: false }))).json().data;
    const admin = await registerAdmin(t);
    const approved = await publishCar(t, seller, p);
    await call(t, admin, 'POST', `/api/admin/listings/${approved.id}/approve`);
    const removed = await publishCar(t, seller, p);
    await call(t, seller, 'DELETE', `/api/listings/${removed.id}`);

    const counts = await call(t, seller, 'GET', '/api/me/listings/counts');
    expect(counts.json().data).toEqual({
      draft: 1,
      pending_review: 1,
      rejected: 0,
      on_sale: 1,
      reserved: 0,
      sold: 0,
      removed: 1,
    });
    const all = await pages<ListingSummary>(seller, '/api/me/listings', 2);
    expect(all.map((i) => i.id).sort()).toEqual([pending.id, draft.id, approved.id, removed.id].sort());
    const onlyPending = await call(t, seller, 'GET', '/api/me/listings?status=pending_review');
    expect(onlyPending.json().data.items.map((i: ListingSummary) => i.id)).toEqual([pending.id]);
    expect((await call(t, buyer, 'GET', '/api/me/listings')).json().data.items).toEqual([]);

    // Shops see their on-sale cars per shop.
    const counted = await t.app.services.listings.onSaleCountsByShop([
      seller.shopId as string,
      dealer.shopId as string,
    ]);
    expect(counted.get(seller.shopId as string)).toBe(1);
  });
});

describe('the new cars badge', () => {
  it('counts cars put on sale since the user’s last visit', async () => {
    const visitor = await registerUser(t);
    expect((await call(t, visitor, 'GET', '/api/listings/new-count')).json().data).toEqual({ count: 0, since: null });
    const visit = await call(t, visitor, 'POST', '/api/listings/visits');
    expect(visit.json().data.since).toBe(t.clock.now().toISOString());
    const since = t.clock.now().toISOString();

    t.clock.advance(1000);
    await publishCar(t, dealer, photo);
    await publishCar(t, dealer, photo, { cityId: 'sharjah-city' });
    // A car in review is not new for buyers until it is approved.
    const seller = await registerPrivateSeller(t);
    await publishCar(t, seller, await uploadCarPhoto(t, seller));

    expect((await call(t, visitor, 'GET', '/api/listings/new-count')).json().data).toEqual({ count: 2, since });
    const inSharjah = await t.app.inject({
      method: 'GET',
      url: '/api/listings/new-count',
      headers: { authorization: `Bearer ${visitor.token}`, city: 'sharjah-city' },
    });
    expect(inSharjah.json().data.count).toBe(1);

    t.clock.advance(1000);
    await call(t, visitor, 'POST', '/api/listings/visits');
    expect((await call(t, visitor, 'GET', '/api/listings/new-count')).json().data.count).toBe(0);
  });

  it('counts from the time a guest sends', async () => {
    const since = t.clock.now().toISOString();
    t.clock.advance(1000);
    await publishCar(t, dealer, photo);
    const res = await call(t, null, 'GET', `/api/listings/new-count?since=${encodeURIComponent(since)}`);
    expect(res.json().data).toEqual({ count: 1, since });
    expect((await call(t, null, 'GET', '/api/listings/new-count')).json().data).toEqual({ count: 0, since: null });
    expect((await call(t, null, 'GET', '/api/listings/new-count?since=yesterday')).statusCode).toBe(400);
    expect((await call(t, null, 'POST', '/api/listings/visits')).statusCode).toBe(401);
  });
});
