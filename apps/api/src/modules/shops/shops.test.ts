/**
 * The shops API from the outside, one shared app for every group (opening, editing, review,
 * search, the shop page, its cars, follows, consultants, cards): kept in one file over 500 lines so
 * the groups reuse one database and its admin instead of starting an app each.
 */
import { randomBytes } from 'node:crypto';
import type { OpenShopBody } from '@souq/shared';
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
import { publishCar, uploadCarPhoto } from '../listings/listings.testing';
import { samplePng, uploadFile } from '../uploads/uploads.testing';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAdmin(t);
});

afterAll(async () => {
  await t?.close();
});

/** A parsed JSON body (tests read fields freely). */
type Json = ReturnType<typeof JSON.parse>;

async function call(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  token?: string | null,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Json }),
  });
  return { status: res.statusCode, body: res.json() as Json };
}

/** A name no other test uses, so name searches see only this test's shops. */
const uniq = (label: string) => `${label} ${randomBytes(4).toString('hex')}`;

function shopBody(overrides: Partial<OpenShopBody> = {}): OpenShopBody {
  return {
    name: uniq('Desert Motors'),
    description: 'Used SUVs and saloons.',
    cityId: 'dubai-city',
    address: 'Ras Al Khor Auto Market, Shed 12',
    lat: 25.1871,
    lng: 55.3496,
    hours: [
      { day: 1, open: '09:00', close: '21:00' },
      { day: 5, open: '16:00', close: '23:00' },
    ],
    tradeLicenceNo: 'DED-123456',
    phone: '04 333 1234',
    whatsapp: '050 123 4567',
    ...overrides,
  };
}

async function openShop(user: TestUser, overrides: Partial<OpenShopBody> = {}) {
  const res = await call('POST', '/api/me/shop', user.token, shopBody(overrides));
  if (res.status !== 200) throw new Error(`open shop: ${JSON.stringify(res.body)}`);
  return res.body.data as Json;
}

/** A merchant with a shop in a given state. */
async function shopIn(
  status: 'pending' | 'verified' | 'rejected' | 'suspended',
  overrides: Partial<OpenShopBody> = {},
) {
  const owner = await registerMerchant(t);
  const shop = await openShop(owner, overrides);
  if (status === 'verified') await call('POST', `/api/admin/shops/${shop.id}/verify`, admin.token);
  if (status === 'rejected')
    await call('POST', `/api/admin/shops/${shop.id}/reject`, admin.token, { reason: 'Blurry licence' });
  if (status === 'suspended')
    await call('POST', `/api/admin/shops/${shop.id}/suspend`, admin.token, { reason: 'Complaints' });
  return { owner, shop };
}

describe('opening a shop', () => {
  it('turns a plain user into a merchant applicant with a pending shop; one shop per user', async () => {
    const user = await registerUser(t);
    expect((await call('GET', '/api/me/shop', user.token)).body.data).toEqual({ shop: null });

    const res = await call('POST', '/api/me/shop', user.token, shopBody({ name: 'Al Waha Cars' }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Al Waha Cars',
      status: 'pending',
      verified: false,
      cityId: 'dubai-city',
      emirateId: 'dubai',
      phone: '+97143331234',
      whatsapp: '+971501234567',
      followersCount: 0,
      isOwner: true,
      rejectReason: null,
      tradeLicenceNo: 'DED-123456',
    });
    const me = (await call('GET', '/api/me', user.token)).body.data;
    expect(me.roles).toContain('merchant');
    expect(me.merchantStatus).toBe('pending');

    const again = await call('POST', '/api/me/shop', user.token, shopBody());
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('SHOP_ALREADY_EXISTS');
    const mine = await call('GET', '/api/me/shop', user.token);
    expect(mine.body.data.shop.name).toBe('Al Waha Cars');
  });

  it('keeps a verified merchant verified; the shop still waits for review', async () => {
    const merchant = await registerMerchant(t);
    const shop = await openShop(merchant);
    expect(shop.status).toBe('pending');
    expect((await call('GET', '/api/me', merchant.token)).body.data.merchantStatus).toBe('verified');
    const service = t.app.services.shops;
    const row = await service.shopOfOwner(merchant.userId);
    expect(row?.id).toBe(shop.id);
    expect(service.isVerified(row)).toBe(false);
    expect(await service.shopOfOwner((await registerUser(t)).userId)).toBeNull();
  });

  it('refuses a merchant whose account was rejected, and guests', async () => {
    const rejected = await registerMerchant(t, 'rejected');
    const res = await call('POST', '/api/me/shop', rejected.token, shopBody());
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('MERCHANT_REQUIRED');
    const guest = await call('POST', '/api/me/shop', null, shopBody());
    expect(guest.status).toBe(401);
  });

  it('places a shop in an area of a city and labels it with both names', async () => {
    const user = await registerUser(t);
    const area = (await call('GET', '/api/regions/search?q=Ras%20Al%20Khor')).body.data.items.find(
      (r: Json) => r.level === 'area',
    );
    expect(area).toBeDefined();
    const shop = await openShop(user, { cityId: area.id });
    expect(shop).toMatchObject({ cityId: 'dubai-city', areaId: area.id, emirateId: 'dubai' });
    expect(shop.cityName).toContain(',');
  });

  it('validates every field', async () => {
    const user = await registerUser(t);
    const cases: [Partial<OpenShopBody>, string, string][] = [
      [{ name: 'A' }, 'VALIDATION_FAILED', 'name'],
      [{ phone: '12345' }, 'VALIDATION_FAILED', 'phone'],
      [{ whatsapp: '04 333 1234' }, 'VALIDATION_FAILED', 'whatsapp'],
      [{ tradeLicenceNo: '<>' }, 'VALIDATION_FAILED', 'tradeLicenceNo'],
      [{ hours: [{ day: 1, open: '25:00', close: '26:00' }] }, 'VALIDATION_FAILED', 'hours.0.open'],
      [{ hours: [{ day: 1, open: '09:00', close: '09:00' }] }, 'VALIDATION_FAILED', 'hours.0.close'],
      [
        {
          hours: [
            { day: 1, open: '09:00', close: '12:00' },
            { day: 1, open: '13:00', close: '18:00' },
          ],
        },
        'VALIDATION_FAILED',
        'hours',
      ],
      [{ lat: 95 }, 'VALIDATION_FAILED', 'lat'],
      [{ cityId: 'atlantis' }, 'REGION_UNKNOWN', 'cityId'],
      [{ cityId: 'dubai' }, 'REGION_UNKNOWN', 'cityId'],
    ];
    for (const [overrides, error, field] of cases) {
      const res = await call('POST', '/api/me/shop', user.token, shopBody(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.error).toBe(error);
      expect(res.body.data.fields.map((f: Json) => f.field)).toContain(field);
    }
    expect((await call('GET', '/api/me/shop', user.token)).body.data.shop).toBeNull();
  });

  it("accepts only the user's own public images as logo and cover, and a private image as licence", async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    const theirs = (await uploadFile(t, other.token, await samplePng(), { purpose: 'shop' })).body.data.id;
    const logo = (await uploadFile(t, user.token, await samplePng(), { purpose: 'shop' })).body.data.id;
    const licence = (await uploadFile(t, user.token, await samplePng(), { purpose: 'licence' })).body.data.id;

    for (const bad of [{ logoUploadId: theirs }, { coverUploadId: licence }, { tradeLicenceUploadId: logo }]) {
      const res = await call('POST', '/api/me/shop', user.token, shopBody(bad));
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error).toBe('UPLOAD_NOT_USABLE');
    }

    const shop = await openShop(user, { logoUploadId: logo, coverUploadId: logo, tradeLicenceUploadId: licence });
    expect(shop.logoUrl).toMatch(/\.thumb\.webp$/);
    expect(shop.coverUrl).toMatch(/^\/files\/public\//);
    expect(shop.tradeLicenceUrl).toMatch(/^\/files\/private\/.+\?expires=\d+&sig=/);
    expect((await t.app.inject({ method: 'GET', url: shop.tradeLicenceUrl })).statusCode).toBe(200);

    // The licence is never part of the public page, even for the owner.
    const page = await call('GET', `/api/shops/${shop.id}`, user.token);
    expect(page.body.data.tradeLicenceUrl).toBeUndefined();
    expect(page.body.data.tradeLicenceNo).toBeUndefined();
    expect(JSON.stringify(page.body.data)).not.toContain('/files/private/');
    // Admins see it in the review queue.
    const review = await call('GET', `/api/admin/shops/${shop.id}`, admin.token);
    expect(review.body.data.tradeLicenceUrl).toMatch(/^\/files\/private\//);
    expect(review.body.data.owner.id).toBe(user.userId);
  });

  it('keeps markup as text', async () => {
    const user = await registerUser(t);
    const shop = await openShop(user, { name: '<b>Bold</b> Cars', description: '<script>alert(1)</script>' });
    expect(shop.name).toBe('<b>Bold</b> Cars');
    expect(shop.description).toBe('<script>alert(1)</script>');
  });
});

describe('editing a shop', () => {
  it('edits only the owner’s shop; SHOP_REQUIRED without one', async () => {
    const { owner, shop } = await shopIn('pending');
    const res = await call('PATCH', '/api/me/shop', owner.token, { name: 'Renamed Motors', hours: [] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: shop.id, name: 'Renamed Motors', hours: [] });
    const none = await call('PATCH', '/api/me/shop', (await registerUser(t)).token, { name: 'Mine now' });
    expect(none.status).toBe(409);
    expect(none.body.error).toBe('SHOP_REQUIRED');
    expect((await call('GET', `/api/shops/${shop.id}`)).body.data.name).toBe('Renamed Motors');
  });

  it('sends a rejected shop back to review when edited', async () => {
    const { owner, shop } = await shopIn('rejected');
    const mine = (await call('GET', '/api/me/shop', owner.token)).body.data.shop;
    expect(mine).toMatchObject({ status: 'rejected', rejectReason: 'Blurry licence' });
    const res = await call('PATCH', '/api/me/shop', owner.token, { address: 'Shed 14, Ras Al Khor' });
    expect(res.body.data).toMatchObject({ id: shop.id, status: 'pending', rejectReason: null });
  });

  it('keeps a verified shop verified on a name change but not on a licence change', async () => {
    const { owner } = await shopIn('verified');
    const renamed = await call('PATCH', '/api/me/shop', owner.token, { name: uniq('Verified Motors') });
    expect(renamed.body.data.status).toBe('verified');
    const same = await call('PATCH', '/api/me/shop', owner.token, { tradeLicenceNo: 'DED-123456' });
    expect(same.body.data.status).toBe('verified');
    const licence = await call('PATCH', '/api/me/shop', owner.token, { tradeLicenceNo: 'DED-999999' });
    expect(licence.body.data).toMatchObject({ status: 'pending', verified: false, verifiedAt: null });
  });
});

describe('verification by an admin', () => {
  it('is for admins only', async () => {
    const { owner, shop } = await shopIn('pending');
    for (const path of ['verify', 'reject', 'suspend']) {
      const res = await call('POST', `/api/admin/shops/${shop.id}/${path}`, owner.token, { reason: 'x' });
      expect(res.status).toBe(403);
    }
    expect((await call('GET', '/api/admin/shops', owner.token)).status).toBe(403);
  });

  it('verifies a pending shop: badge, verifiedAt, verified merchant, notification', async () => {
    const user = await registerUser(t);
    const shop = await openShop(user, { name: uniq('Badge Motors') });
    const queue = await call('GET', `/api/admin/shops?status=pending&q=${encodeURIComponent(shop.name)}`, admin.token);
    expect(queue.body.data.items.map((s: Json) => s.id)).toEqual([shop.id]);
    expect(queue.body.data.items[0].owner).toMatchObject({ id: user.userId, mobile: user.mobile });

    t.clock.advance(60_000);
    const res = await call('POST', `/api/admin/shops/${shop.id}/verify`, admin.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'verified',
      verified: true,
      verifiedAt: t.clock.now().toISOString(),
    });
    expect((await call('GET', `/api/shops/${shop.id}`)).body.data.verified).toBe(true);
    expect((await call('GET', '/api/me', user.token)).body.data.merchantStatus).toBe('verified');
    expect(t.app.services.shops.isVerified(await t.app.services.shops.shopOfOwner(user.userId))).toBe(true);

    const notes = (await call('GET', '/api/notifications', user.token)).body.data.items;
    expect(notes[0]).toMatchObject({ type: 'shop.verified', route: '/me/shop' });
    expect(notes[0].titleKey).toBe('notifications:shopVerified.title');

    const twice = await call('POST', `/api/admin/shops/${shop.id}/verify`, admin.token);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe('INVALID_STATE');
  });

  it('rejects with a required reason; the owner is notified and sees it', async () => {
    const { owner, shop } = await shopIn('pending');
    const noReason = await call('POST', `/api/admin/shops/${shop.id}/reject`, admin.token, { reason: ' ' });
    expect(noReason.status).toBe(400);
    const res = await call('POST', `/api/admin/shops/${shop.id}/reject`, admin.token, { reason: 'Licence expired' });
    expect(res.body.data).toMatchObject({ status: 'rejected', rejectReason: 'Licence expired' });
    const notes = (await call('GET', '/api/notifications', owner.token)).body.data.items;
    expect(notes[0]).toMatchObject({ type: 'shop.rejected', params: { reason: 'Licence expired' } });
    const mine = (await call('GET', '/api/me/shop', owner.token)).body.data.shop;
    expect(mine.rejectReason).toBe('Licence expired');
    const again = await call('POST', `/api/admin/shops/${shop.id}/reject`, admin.token, { reason: 'Again' });
    expect(again.status).toBe(409);
  });

  it('hides rejected and suspended shops from everyone but the owner and admins', async () => {
    const rejected = await shopIn('rejected');
    const suspended = await shopIn('suspended');
    const stranger = await registerUser(t);
    for (const { owner, shop } of [rejected, suspended]) {
      expect((await call('GET', `/api/shops/${shop.id}`)).status).toBe(404);
      expect((await call('GET', `/api/shops/${shop.id}`, stranger.token)).status).toBe(404);
      expect((await call('GET', `/api/shops/${shop.id}/consultants`)).status).toBe(404);
      expect((await call('PUT', `/api/shops/${shop.id}/follow`, stranger.token)).status).toBe(404);
      expect((await call('GET', `/api/shops/${shop.id}`, owner.token)).status).toBe(200);
      expect((await call('GET', `/api/shops/${shop.id}`, admin.token)).status).toBe(200);
      const search = await call('GET', `/api/shops?q=${encodeURIComponent(shop.name)}`);
      expect(search.body.data.items).toEqual([]);
    }
    expect((await call('GET', '/api/shops/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('finding shops', () => {
  it('finds verified and pending shops by any part of the name, in any case', async () => {
    const tag = randomBytes(3).toString('hex');
    const verified = await shopIn('verified', { name: `Falcon ${tag} Autos` });
    const pending = await shopIn('pending', { name: `falcon ${tag} cars` });
    await shopIn('rejected', { name: `Falcon ${tag} Rejected` });
    const res = await call('GET', `/api/shops?q=FALCON%20${tag}&sort=newest`);
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((s: Json) => s.id)).toEqual([pending.shop.id, verified.shop.id]);
    expect(res.body.data.items[1]).toMatchObject({ verified: true, status: 'verified', cityName: 'Dubai' });
    const middle = await call('GET', `/api/shops?q=${tag}%20aut`);
    expect(middle.body.data.items.map((s: Json) => s.id)).toEqual([verified.shop.id]);
    // LIKE wildcards are plain characters.
    const wildcard = await call('GET', `/api/shops?q=${encodeURIComponent('%_%')}`);
    expect(wildcard.body.data.items).toEqual([]);
  });

  it('filters by the chosen city or emirate headers', async () => {
    const tag = randomBytes(3).toString('hex');
    const dubai = await shopIn('verified', { name: `Oasis ${tag} Dubai`, cityId: 'dubai-city' });
    const alAin = await shopIn('verified', { name: `Oasis ${tag} Al Ain`, cityId: 'al-ain' });
    const abuDhabi = await shopIn('verified', { name: `Oasis ${tag} Capital`, cityId: 'abu-dhabi-city' });
    const ids = async (headers: Record<string, string>) =>
      (await call('GET', `/api/shops?q=Oasis%20${tag}&sort=newest`, null, undefined, headers)).body.data.items.map(
        (s: Json) => s.id,
      );
    expect(await ids({})).toEqual([abuDhabi.shop.id, alAin.shop.id, dubai.shop.id]);
    expect(await ids({ city: 'al-ain', isProvence: '0' })).toEqual([alAin.shop.id]);
    expect(await ids({ city: 'abu-dhabi', isProvence: '1' })).toEqual([abuDhabi.shop.id, alAin.shop.id]);
    expect(await ids({ city: 'nationwide' })).toHaveLength(3);
  });

  it('pages by followers then id without duplicates or gaps, and by newest', async () => {
    const tag = randomBytes(3).toString('hex');
    const made: { id: string; followers: number }[] = [];
    const fans = await Promise.all([registerUser(t), registerUser(t)]);
    for (let i = 0; i < 7; i++) {
      const { shop } = await shopIn('verified', { name: `Page ${tag} ${i}` });
      const followers = i % 3; // ties on purpose
      for (const fan of fans.slice(0, followers)) await call('PUT', `/api/shops/${shop.id}/follow`, fan.token);
      made.push({ id: shop.id, followers });
      t.clock.advance(1000);
    }
    const walk = async (sort: string) => {
      const seen: Json[] = [];
      let cursor: string | null = null;
      do {
        const url: string = `/api/shops?q=Page%20${tag}&sort=${sort}&limit=3${cursor ? `&cursor=${cursor}` : ''}`;
        const page = (await call('GET', url)).body.data;
        seen.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      return seen;
    };
    const byFollowers = await walk('followers');
    const expected = [...made].sort((a, b) => b.followers - a.followers || (a.id < b.id ? 1 : -1));
    expect(byFollowers.map((s) => s.id)).toEqual(expected.map((s) => s.id));
    expect(byFollowers.map((s) => s.followersCount)).toEqual(expected.map((s) => s.followers));
    const newest = await walk('newest');
    expect(newest.map((s) => s.id)).toEqual([...made].reverse().map((s) => s.id));

    const bad = await call('GET', `/api/shops?sort=followers&cursor=${Buffer.from('x|y').toString('base64url')}`);
    expect(bad.status).toBe(400);
  });
});

describe('the shop page', () => {
  it('computes "open now" in Dubai time, including hours past midnight', async () => {
    const { shop } = await shopIn('verified', {
      hours: [
        { day: 1, open: '09:00', close: '21:00' }, // Monday
        { day: 5, open: '18:00', close: '02:00' }, // Friday night into Saturday
      ],
    });
    const openNow = async (iso: string) => {
      t.clock.set(iso);
      return (await call('GET', `/api/shops/${shop.id}`)).body.data.openNow;
    };
    // The fake clock starts on Thursday 2026-01-15; 2026-01-19 is a Monday. Dubai is UTC+4.
    expect(await openNow('2026-01-19T04:59:00Z')).toBe(false); // 08:59 Monday
    expect(await openNow('2026-01-19T05:00:00Z')).toBe(true); // 09:00
    expect(await openNow('2026-01-19T16:59:00Z')).toBe(true); // 20:59
    expect(await openNow('2026-01-19T17:00:00Z')).toBe(false); // 21:00
    expect(await openNow('2026-01-23T21:30:00Z')).toBe(true); // Saturday 01:30, Friday's late hours
    expect(await openNow('2026-01-23T22:00:00Z')).toBe(false); // Saturday 02:00
    expect(await openNow('2026-01-24T15:00:00Z')).toBe(false); // Saturday 19:00: closed
  });

  it('shows followers, whether I follow, whether I own it, and its consultants', async () => {
    const { owner, shop } = await shopIn('verified');
    const fan = await registerUser(t);
    await call('POST', '/api/me/shop/consultants', owner.token, {
      name: 'Omar',
      mobile: '0501112233',
      languages: ['ar', 'en'],
    });
    await call('PUT', `/api/shops/${shop.id}/follow`, fan.token);
    const asFan = (await call('GET', `/api/shops/${shop.id}`, fan.token)).body.data;
    expect(asFan).toMatchObject({ isFollowing: true, isOwner: false, followersCount: 1, carsCount: 0 });
    expect(asFan.consultants).toEqual([expect.objectContaining({ name: 'Omar', mobile: '+971501112233' })]);
    expect((await call('GET', `/api/shops/${shop.id}`)).body.data).toMatchObject({ isFollowing: false });
    expect((await call('GET', `/api/shops/${shop.id}`, owner.token)).body.data).toMatchObject({ isOwner: true });
  });
});

describe('cars of a shop', () => {
  it('counts the cars on sale on the list card and the page', async () => {
    const { owner, shop } = await shopIn('verified');
    const car = await publishCar(t, owner, await uploadCarPhoto(t, owner));
    expect(car.status).toBe('on_sale');
    await publishCar(t, owner, await uploadCarPhoto(t, owner), { publish: false });
    expect((await call('GET', `/api/shops/${shop.id}`)).body.data.carsCount).toBe(1);
    const list = await call('GET', `/api/shops?q=${encodeURIComponent(shop.name)}`);
    expect(list.body.data.items[0].carsCount).toBe(1);
  });
});

describe('following', () => {
  it('follows and unfollows idempotently and lists followed shops newest first', async () => {
    const user = await registerUser(t);
    const a = await shopIn('verified');
    const b = await shopIn('pending');
    const first = await call('PUT', `/api/shops/${a.shop.id}/follow`, user.token);
    expect(first.body.data).toEqual({ following: true, followersCount: 1 });
    const repeat = await call('PUT', `/api/shops/${a.shop.id}/follow`, user.token);
    expect(repeat.body.data).toEqual({ following: true, followersCount: 1 });
    t.clock.advance(1000);
    await call('PUT', `/api/shops/${b.shop.id}/follow`, user.token);

    const page1 = (await call('GET', '/api/me/following/shops?limit=1', user.token)).body.data;
    expect(page1.items.map((s: Json) => s.id)).toEqual([b.shop.id]);
    const page2 = (await call('GET', `/api/me/following/shops?limit=1&cursor=${page1.nextCursor}`, user.token)).body
      .data;
    expect(page2.items.map((s: Json) => s.id)).toEqual([a.shop.id]);
    expect(page2.nextCursor).toBeNull();

    const off = await call('DELETE', `/api/shops/${a.shop.id}/follow`, user.token);
    expect(off.body.data).toEqual({ following: false, followersCount: 0 });
    const offAgain = await call('DELETE', `/api/shops/${a.shop.id}/follow`, user.token);
    expect(offAgain.body.data).toEqual({ following: false, followersCount: 0 });
    const list = (await call('GET', '/api/me/following/shops', user.token)).body.data.items;
    expect(list.map((s: Json) => s.id)).toEqual([b.shop.id]);
  });

  it('refuses following your own shop, unknown shops and guests', async () => {
    const { owner, shop } = await shopIn('verified');
    const own = await call('PUT', `/api/shops/${shop.id}/follow`, owner.token);
    expect(own.status).toBe(400);
    expect(own.body.error).toBe('CANNOT_FOLLOW_OWN_SHOP');
    const unknown = await call('PUT', '/api/shops/00000000-0000-4000-8000-000000000000/follow', owner.token);
    expect(unknown.status).toBe(404);
    const guest = await call('PUT', `/api/shops/${shop.id}/follow`, null);
    expect(guest.status).toBe(401);
    expect((await call('GET', '/api/me/following/shops', null)).status).toBe(401);
  });

  it('keeps the follower count exact under concurrent follows and unfollows', async () => {
    const { shop } = await shopIn('verified');
    const users = await Promise.all(Array.from({ length: 8 }, () => registerUser(t)));
    // Every user follows three times at once.
    const follows = users.flatMap((u) => [0, 1, 2].map(() => call('PUT', `/api/shops/${shop.id}/follow`, u.token)));
    expect((await Promise.all(follows)).every((r) => r.status === 200)).toBe(true);
    expect((await call('GET', `/api/shops/${shop.id}`)).body.data.followersCount).toBe(8);
    // Half unfollow twice at once while the other half follow again.
    const mixed = users.flatMap((u, i) =>
      i % 2 === 0
        ? [0, 1].map(() => call('DELETE', `/api/shops/${shop.id}/follow`, u.token))
        : [call('PUT', `/api/shops/${shop.id}/follow`, u.token)],
    );
    expect((await Promise.all(mixed)).every((r) => r.status === 200)).toBe(true);
    expect((await call('GET', `/api/shops/${shop.id}`)).body.data.followersCount).toBe(4);
  });
});

describe('sales consultants', () => {
  it('lets the owner add, edit and remove consultants; others get 404', async () => {
    const { owner, shop } = await shopIn('pending');
    const photo = (await uploadFile(t, owner.token, await samplePng(), { purpose: 'shop' })).body.data.id;
    const created = await call('POST', '/api/me/shop/consultants', owner.token, {
      name: 'Sara',
      mobile: '+971 55 123 4567',
      whatsapp: '0551234567',
      photoUploadId: photo,
      languages: ['en', 'ru', 'en'],
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      name: 'Sara',
      mobile: '+971551234567',
      whatsapp: '+971551234567',
      languages: ['en', 'ru'],
    });
    expect(created.body.data.photoUrl).toMatch(/\.thumb\.webp$/);
    const id = created.body.data.id;

    const edited = await call('PATCH', `/api/me/shop/consultants/${id}`, owner.token, {
      name: 'Sara K.',
      whatsapp: null,
    });
    expect(edited.body.data).toMatchObject({ name: 'Sara K.', whatsapp: null, mobile: '+971551234567' });
    const list = await call('GET', `/api/shops/${shop.id}/consultants`);
    expect(list.body.data.items.map((c: Json) => c.name)).toEqual(['Sara K.']);

    const other = await shopIn('pending');
    expect((await call('PATCH', `/api/me/shop/consultants/${id}`, other.owner.token, { name: 'Mine' })).status).toBe(
      404,
    );
    expect((await call('DELETE', `/api/me/shop/consultants/${id}`, other.owner.token)).status).toBe(404);
    const noShop = await call('POST', '/api/me/shop/consultants', (await registerUser(t)).token, {
      name: 'X',
      mobile: '0501112233',
    });
    expect(noShop.body.error).toBe('SHOP_REQUIRED');
    const badLang = await call('POST', '/api/me/shop/consultants', owner.token, {
      name: 'X',
      mobile: '0501112233',
      languages: ['klingon'],
    });
    expect(badLang.status).toBe(400);

    expect((await call('DELETE', `/api/me/shop/consultants/${id}`, owner.token)).status).toBe(200);
    expect((await call('DELETE', `/api/me/shop/consultants/${id}`, owner.token)).status).toBe(404);
    expect((await call('GET', `/api/shops/${shop.id}/consultants`)).body.data.items).toEqual([]);
  });
});

describe('shop cards for listings', () => {
  it('gives name, logo, badge, city and contacts by id', async () => {
    const { shop } = await shopIn('verified');
    const pending = await shopIn('pending');
    const cards = await t.app.services.shops.cards([shop.id, pending.shop.id, null, 'junk'], 'ar');
    expect(cards.size).toBe(2);
    expect(cards.get(shop.id)).toMatchObject({
      id: shop.id,
      name: shop.name,
      verified: true,
      phone: '+97143331234',
      whatsapp: '+971501234567',
      logoUrl: null,
    });
    expect(cards.get(shop.id)?.cityName).toBe('دبي');
    expect(cards.get(pending.shop.id)?.verified).toBe(false);
  });
});
