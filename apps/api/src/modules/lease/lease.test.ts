/**
 * Long-term lease through its endpoints: demands, offers (publish, edit, list, detail), the choice
 * of an offer and the admin's list. Longer than 500 lines on purpose: the cases share one app,
 * one migrated database and the merchant, admin and offers set up once.
 */
import { type LeaseDemand, type LeaseOffer, leaseOfferQuote } from '@souq/shared';
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
import { samplePng, uploadFile } from '../uploads/uploads.testing';

let t: TestApp;
let admin: TestUser;
let merchant: TestUser;
let otherMerchant: TestUser;
let pendingMerchant: TestUser;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-01T08:00:00.000Z'));
  [admin, merchant, otherMerchant, pendingMerchant, alice, bob] = [
    await registerAdmin(t),
    await registerMerchant(t),
    await registerMerchant(t),
    await registerMerchant(t, 'pending'),
    await registerUser(t),
    await registerUser(t),
  ];
});
afterAll(async () => {
  await t?.close();
});

// biome-ignore lint/suspicious/noExplicitAny: the tests read envelopes of every shape this module answers
type Res = { status: number; body: { code: number; error?: string; message: string; data: any } };

async function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  user: TestUser | null,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<Res> {
  const res = await t.app.inject({
    method,
    url,
    payload: payload as never,
    headers: { ...(user ? bearer(user.token) : {}), ...headers },
  });
  return { status: res.statusCode, body: res.json() };
}

const fieldsOf = (res: Res) => (res.body.data?.fields ?? []).map((f: { field: string }) => f.field);

function demandBody(overrides: Record<string, unknown> = {}) {
  return {
    brandId: 'toyota',
    seriesId: 'toyota-land-cruiser',
    budget: '2500',
    months: 24,
    downPaymentPct: 20,
    leaseToOwn: false,
    contactName: 'Omar Al Mansoori',
    mobile: '050 123 4567',
    email: 'omar@example.ae',
    whatsapp: '0501234567',
    note: 'Family car, white if possible',
    cityId: 'dubai-city',
    ...overrides,
  };
}

async function photoOf(user: TestUser): Promise<string> {
  const up = await uploadFile(t, user.token, await samplePng(), { purpose: 'car', contentType: 'image/png' });
  expect(up.status).toBe(200);
  return up.body.data.id;
}

async function offerBody(owner: TestUser, overrides: Record<string, unknown> = {}) {
  return {
    brandId: 'nissan',
    seriesId: 'nissan-patrol',
    year: 2025,
    price: '250000',
    terms: [
      { months: 12, monthly: '7999' },
      { months: 24, monthly: '6999' },
      { months: 36, monthly: '5999' },
    ],
    minDownPaymentPct: 15,
    mileageKmPerMonth: 3000,
    annualRatePct: 4.5,
    leaseToOwn: true,
    balloonPct: 30,
    features: ['Insurance', 'Maintenance', 'Roadside assistance'],
    description: 'Nissan Patrol LE Platinum, GCC spec.',
    photoUploadIds: [await photoOf(owner)],
    cityId: 'dubai-city',
    ...overrides,
  };
}

async function createOffer(owner: TestUser, overrides: Record<string, unknown> = {}): Promise<LeaseOffer> {
  const res = await call('POST', '/api/lease/offers', owner, await offerBody(owner, overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** Every item of a cursor list, page by page. */
async function allPages(url: string, user: TestUser | null, headers: Record<string, string> = {}) {
  const items: { id: string }[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 50; i++) {
    const sep = url.includes('?') ? '&' : '?';
    const res = await call('GET', `${url}${sep}limit=2${cursor ? `&cursor=${cursor}` : ''}`, user, undefined, headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    items.push(...res.body.data.items);
    cursor = res.body.data.nextCursor;
    if (!cursor) break;
  }
  return items;
}

describe('lease info', () => {
  it('tells anyone the lease desk’s WhatsApp number and the lease limits', async () => {
    const res = await call('GET', '/api/lease/info', null);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      whatsappNumber: '+971500000002',
      minMonths: 1,
      maxMonths: 36,
      minDownPaymentPct: 10,
    });
  });
});

describe('car demands (usercardemand)', () => {
  it('needs a login', async () => {
    const res = await call('POST', '/api/lease/demands', null, demandBody());
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('AUTH_REQUIRED');
  });

  it('records a demand with the catalogue names and the city, and lists it for its owner only', async () => {
    const res = await call('POST', '/api/lease/demands', alice, demandBody(), { 'accept-language': 'en' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const demand: LeaseDemand = res.body.data;
    expect(demand).toMatchObject({
      kind: 'demand',
      offer: null,
      vehicle: 'Toyota Land Cruiser',
      monthlyFils: 250_000,
      months: 24,
      downPaymentPct: 20,
      leaseToOwn: false,
      contactName: 'Omar Al Mansoori',
      mobile: '+971501234567',
      whatsapp: '+971501234567',
      email: 'omar@example.ae',
      cityId: 'dubai-city',
      status: 'new',
      adminNote: null,
      quote: null,
      userId: alice.userId,
    });
    expect(demand.cityName).toMatch(/Dubai/);

    const mine = await call('GET', '/api/me/lease/demands', alice);
    expect(mine.body.data.items.map((d: LeaseDemand) => d.id)).toContain(demand.id);
    const others = await call('GET', '/api/me/lease/demands', bob);
    expect(others.body.data.items.map((d: LeaseDemand) => d.id)).not.toContain(demand.id);
  });

  it('names the vehicle in the request’s language', async () => {
    const res = await call('POST', '/api/lease/demands', bob, demandBody({ brandId: 'bmw', seriesId: 'bmw-x5' }), {
      'accept-language': 'ar',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.vehicle).toMatch(/[\u0600-\u06FF]/);
    expect(res.body.data.cityName).toMatch(/[\u0600-\u06FF]/);
  });

  it.each([
    ['more than 3 years', { months: 37 }, 'months'],
    ['no months', { months: 0 }, 'months'],
    ['a down payment under 10 %', { downPaymentPct: 9 }, 'downPaymentPct'],
    ['a budget of zero', { budget: '0' }, 'budget'],
    ['a budget with three decimals', { budget: '10.123' }, 'budget'],
    ['a bad mobile', { mobile: '12345' }, 'mobile'],
    ['a bad email', { email: 'not-an-email' }, 'email'],
    ['a note longer than 140 characters', { note: 'x'.repeat(141) }, 'note'],
    ['no contact name', { contactName: ' ' }, 'contactName'],
  ])('refuses %s with a translated field error', async (_label, overrides, field) => {
    const res = await call('POST', '/api/lease/demands', alice, demandBody(overrides), { 'accept-language': 'fr' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('VALIDATION_FAILED');
    expect(fieldsOf(res)).toContain(field);
    const issue = res.body.data.fields.find((f: { field: string }) => f.field === field);
    expect(issue.message).toBeTruthy();
    expect(issue.message).not.toMatch(/^validation:/);
  });

  it('says why a term over 3 years is refused, in the user’s language', async () => {
    const res = await call('POST', '/api/lease/demands', alice, demandBody({ months: 48 }), {
      'accept-language': 'en',
    });
    const issue = res.body.data.fields.find((f: { field: string }) => f.field === 'months');
    expect(issue.key).toBe('leaseMonths');
    expect(issue.message).toMatch(/36 months/);
  });

  it('refuses a series of another brand and an unknown city', async () => {
    const mismatch = await call('POST', '/api/lease/demands', alice, demandBody({ seriesId: 'nissan-patrol' }));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error).toBe('CATALOG_MISMATCH');
    expect(fieldsOf(mismatch)).toEqual(['seriesId']);
    const city = await call('POST', '/api/lease/demands', alice, demandBody({ cityId: 'atlantis' }));
    expect(city.status).toBe(400);
    expect(city.body.error).toBe('REGION_UNKNOWN');
    const emirate = await call('POST', '/api/lease/demands', alice, demandBody({ cityId: 'dubai' }));
    expect(emirate.body.error).toBe('REGION_UNKNOWN');
  });

  it('pages my demands newest first without duplicates or gaps, ties on time included', async () => {
    const user = await registerUser(t);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      // Two pairs share a creation time: the id breaks the tie.
      if (i % 2 === 0) t.clock.advance(1000);
      const res = await call('POST', '/api/lease/demands', user, demandBody({ months: i + 1 }));
      ids.push(res.body.data.id);
    }
    const items = await allPages('/api/me/lease/demands', user);
    expect(items.map((d) => d.id).sort()).toEqual([...ids].sort());
    expect(new Set(items.map((d) => d.id)).size).toBe(5);
    expect((items as LeaseDemand[]).map((d) => d.months).slice(0, 1)).toEqual([5]);
  });
});

describe('the admin’s list of long-term intents', () => {
  let demand: LeaseDemand;
  beforeAll(async () => {
    const res = await call(
      'POST',
      '/api/lease/demands',
      bob,
      demandBody({
        contactName: 'Layla Haddad',
        mobile: '0529876543',
        brandId: 'mercedes-benz',
        seriesId: 'mercedes-benz-g-class',
      }),
    );
    expect(res.status).toBe(200);
    demand = res.body.data;
  });

  it('is for admins only', async () => {
    expect((await call('GET', '/api/admin/lease/demands', alice)).status).toBe(403);
    expect((await call('GET', '/api/admin/lease/demands', merchant)).status).toBe(403);
    expect((await call('GET', '/api/admin/lease/demands', null)).status).toBe(401);
    expect((await call('PATCH', `/api/admin/lease/demands/${demand.id}`, bob, { status: 'closed' })).status).toBe(403);
  });

  it('lists every user’s intents and finds them by name, mobile digits and vehicle', async () => {
    const all = await allPages('/api/admin/lease/demands', admin);
    const users = new Set((all as LeaseDemand[]).map((d) => d.userId));
    expect(users.has(alice.userId) && users.has(bob.userId)).toBe(true);

    const byName = await call('GET', '/api/admin/lease/demands?q=layla', admin);
    expect(byName.body.data.items.map((d: LeaseDemand) => d.id)).toEqual([demand.id]);
    const byMobile = await call('GET', `/api/admin/lease/demands?q=${encodeURIComponent('052 987 6543')}`, admin);
    expect(byMobile.body.data.items.map((d: LeaseDemand) => d.id)).toEqual([demand.id]);
    const byVehicle = await call('GET', `/api/admin/lease/demands?q=${encodeURIComponent('Land Cruiser')}`, admin);
    expect(byVehicle.body.data.items.length).toBeGreaterThan(0);
    for (const d of byVehicle.body.data.items as LeaseDemand[]) expect(d.seriesId).toBe('toyota-land-cruiser');
    const none = await call('GET', '/api/admin/lease/demands?q=%25', admin);
    expect(none.body.data.items).toEqual([]);
  });

  it('changes the status with a note, notifies the customer and filters by status', async () => {
    t.clock.advance(60_000);
    const res = await call('PATCH', `/api/admin/lease/demands/${demand.id}`, admin, {
      status: 'contacted',
      note: 'Called, sending two quotes tomorrow',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'contacted', adminNote: 'Called, sending two quotes tomorrow' });
    expect(res.body.data.statusChangedAt).toBe(t.clock.now().toISOString());

    const notes = await call('GET', '/api/notifications', bob);
    const note = notes.body.data.items[0];
    expect(note).toMatchObject({ titleKey: 'notifications:leaseDemandContacted.title', route: '/me/lease' });
    expect(String(note.params.vehicle)).toMatch(/\w/);

    const contacted = await allPages('/api/admin/lease/demands?status=contacted', admin);
    expect(contacted.map((d) => d.id)).toEqual([demand.id]);
    const fresh = await allPages('/api/admin/lease/demands?status=new', admin);
    expect(fresh.map((d) => d.id)).not.toContain(demand.id);

    const mine = await call('GET', '/api/me/lease/demands', bob);
    const seen = mine.body.data.items.find((d: LeaseDemand) => d.id === demand.id);
    expect(seen).toMatchObject({ status: 'contacted', adminNote: 'Called, sending two quotes tomorrow' });
  });

  it('notifies a note alone, refuses a change that changes nothing, and 404s an unknown intent', async () => {
    const before = (await call('GET', '/api/notifications', bob)).body.data.items.length;
    t.clock.advance(60_000);
    const note = await call('PATCH', `/api/admin/lease/demands/${demand.id}`, admin, { note: 'Quotes sent by email' });
    expect(note.status).toBe(200);
    expect(note.body.data.status).toBe('contacted');
    const after = (await call('GET', '/api/notifications', bob)).body.data.items;
    expect(after.length).toBe(before + 1);
    expect(after[0].titleKey).toBe('notifications:leaseDemandNote.title');

    const same = await call('PATCH', `/api/admin/lease/demands/${demand.id}`, admin, {
      status: 'contacted',
      note: 'Quotes sent by email',
    });
    expect(same.status).toBe(400);
    expect(same.body.error).toBe('NOTHING_CHANGED');
    const empty = await call('PATCH', `/api/admin/lease/demands/${demand.id}`, admin, {});
    expect(empty.status).toBe(400);
    const bad = await call('PATCH', `/api/admin/lease/demands/${demand.id}`, admin, { status: 'won' });
    expect(bad.status).toBe(400);
    const missing = await call('PATCH', '/api/admin/lease/demands/00000000-0000-4000-8000-000000000000', admin, {
      status: 'closed',
    });
    expect(missing.status).toBe(404);
  });
});

describe('lease offers', () => {
  let patrol: LeaseOffer;
  let sunny: LeaseOffer;

  beforeAll(async () => {
    patrol = await createOffer(merchant);
    sunny = await createOffer(otherMerchant, {
      brandId: 'toyota',
      seriesId: 'toyota-camry',
      year: 2024,
      price: '95000',
      terms: [
        { months: 1, monthly: '2999' },
        { months: 12, monthly: '1999' },
      ],
      minDownPaymentPct: 10,
      leaseToOwn: false,
      balloonPct: 0,
      cityId: 'abu-dhabi-city',
    });
  });

  it('are published by verified merchants and admins only', async () => {
    const user = await call('POST', '/api/lease/offers', alice, await offerBody(alice));
    expect(user.status).toBe(403);
    expect(user.body.error).toBe('MERCHANT_REQUIRED');
    const pending = await call('POST', '/api/lease/offers', pendingMerchant, await offerBody(pendingMerchant));
    expect(pending.status).toBe(403);
    expect(pending.body.error).toBe('MERCHANT_REQUIRED');
    const byAdmin = await call(
      'POST',
      '/api/lease/offers',
      admin,
      await offerBody(admin, { seriesId: 'nissan-patrol' }),
    );
    expect(byAdmin.status).toBe(200);
  });

  it('present the car, the terms sorted by months, the lowest rent and the photos', () => {
    expect(patrol).toMatchObject({
      brandId: 'nissan',
      seriesId: 'nissan-patrol',
      year: 2025,
      priceFils: 25_000_000,
      fromMonthlyFils: 599_900,
      minDownPaymentPct: 15,
      annualRateBp: 450,
      leaseToOwn: true,
      balloonPct: 30,
      status: 'active',
      canEdit: true,
      ownerId: merchant.userId,
    });
    expect(patrol.title).toMatch(/Patrol 2025$/);
    expect(patrol.terms).toEqual([
      { months: 12, monthlyFils: 799_900 },
      { months: 24, monthlyFils: 699_900 },
      { months: 36, monthlyFils: 599_900 },
    ]);
    expect(patrol.photos).toHaveLength(1);
    expect(patrol.photos[0]?.url).toMatch(/^\/|^http/);
    expect(patrol.cover?.uploadId).toBe(patrol.photos[0]?.uploadId);
    expect(sunny.leaseToOwn).toBe(false);
  });

  it('refuse someone else’s photo, repeated terms, an impossible balloon and an odd year', async () => {
    const foreign = await call('POST', '/api/lease/offers', merchant, {
      ...(await offerBody(merchant)),
      photoUploadIds: [await photoOf(alice)],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toBe('UPLOAD_NOT_USABLE');
    expect(fieldsOf(foreign)).toEqual(['photoUploadIds']);

    const repeated = await call(
      'POST',
      '/api/lease/offers',
      merchant,
      await offerBody(merchant, {
        terms: [
          { months: 12, monthly: '100' },
          { months: 12, monthly: '90' },
        ],
      }),
    );
    expect(repeated.status).toBe(400);
    expect(fieldsOf(repeated)).toContain('terms');

    const balloon = await call(
      'POST',
      '/api/lease/offers',
      merchant,
      await offerBody(merchant, { minDownPaymentPct: 50, balloonPct: 50 }),
    );
    expect(balloon.status).toBe(400);
    expect(fieldsOf(balloon)).toEqual(['balloonPct']);

    const old = await call('POST', '/api/lease/offers', merchant, await offerBody(merchant, { year: 1990 }));
    expect(old.status).toBe(400);
    expect(fieldsOf(old)).toEqual(['year']);

    const long = await call(
      'POST',
      '/api/lease/offers',
      merchant,
      await offerBody(merchant, { terms: [{ months: 48, monthly: '100' }] }),
    );
    expect(long.status).toBe(400);
    expect(fieldsOf(long)).toContain('terms.0.months');

    const noPhoto = await call(
      'POST',
      '/api/lease/offers',
      merchant,
      await offerBody(merchant, { photoUploadIds: [] }),
    );
    expect(noPhoto.status).toBe(400);
    expect(fieldsOf(noPhoto)).toEqual(['photoUploadIds']);
  });

  it('list for guests with filters and the chosen city', async () => {
    const everything = await allPages('/api/lease/offers', null);
    const ids = everything.map((o) => o.id);
    expect(ids).toContain(patrol.id);
    expect(ids).toContain(sunny.id);
    expect(new Set(ids).size).toBe(ids.length);

    const ids$ = async (query: string, headers: Record<string, string> = {}) =>
      (await allPages(`/api/lease/offers?${query}`, null, headers)).map((o) => o.id);
    expect(await ids$('brandId=toyota')).toEqual([sunny.id]);
    const own = await ids$('leaseToOwn=1');
    expect(own).toContain(patrol.id);
    expect(own).not.toContain(sunny.id);
    expect(await ids$('months=1')).toEqual([sunny.id]);
    const budget = await ids$('maxMonthly=2500');
    expect(budget).toContain(sunny.id);
    expect(budget).not.toContain(patrol.id);
    expect(await ids$('', { city: 'abu-dhabi-city' })).toEqual([sunny.id]);
    expect(await ids$('', { city: 'abu-dhabi', isProvence: '1' })).toEqual([sunny.id]);
    const dubai = await ids$('', { city: 'dubai', isProvence: '1' });
    expect(dubai).toContain(patrol.id);
    expect(dubai).not.toContain(sunny.id);
    expect((await ids$('', { city: 'nationwide' })).length).toBe(everything.length);
  });

  it('can be edited by their merchant and admins only; others get 404', async () => {
    const other = await call('PATCH', `/api/lease/offers/${patrol.id}`, otherMerchant, { year: 2024 });
    expect(other.status).toBe(404);
    const user = await call('PATCH', `/api/lease/offers/${patrol.id}`, alice, { year: 2024 });
    expect(user.status).toBe(403);

    const edit = await call('PATCH', `/api/lease/offers/${patrol.id}`, merchant, {
      terms: [
        { months: 24, monthly: '6500' },
        { months: 12, monthly: '7500' },
      ],
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    // Only what was sent changed.
    expect(edit.body.data).toMatchObject({
      fromMonthlyFils: 650_000,
      year: 2025,
      minDownPaymentPct: 15,
      balloonPct: 30,
      features: ['Insurance', 'Maintenance', 'Roadside assistance'],
    });
    expect(edit.body.data.photos).toHaveLength(1);

    const byAdmin = await call('PATCH', `/api/lease/offers/${patrol.id}`, admin, {
      description: 'Checked by the lease desk',
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data.description).toBe('Checked by the lease desk');
    expect(byAdmin.body.data.photos).toHaveLength(1);
  });

  it('once deactivated leave the list and answer 404 to everyone but their managers', async () => {
    const off = await call('PATCH', `/api/lease/offers/${sunny.id}`, otherMerchant, { status: 'inactive' });
    expect(off.status).toBe(200);
    expect(off.body.data.status).toBe('inactive');
    const list = await allPages('/api/lease/offers', null);
    expect(list.map((o) => o.id)).not.toContain(sunny.id);
    expect((await call('GET', `/api/lease/offers/${sunny.id}`, null)).status).toBe(404);
    expect((await call('GET', `/api/lease/offers/${sunny.id}`, alice)).status).toBe(404);
    expect((await call('GET', `/api/lease/offers/${sunny.id}`, merchant)).status).toBe(404);
    const own = await call('GET', `/api/lease/offers/${sunny.id}`, otherMerchant);
    expect(own.status).toBe(200);
    expect(own.body.data.canEdit).toBe(true);
    expect((await call('GET', `/api/lease/offers/${sunny.id}`, admin)).status).toBe(200);

    const guest = await call('GET', `/api/lease/offers/${patrol.id}`, null);
    expect(guest.status).toBe(200);
    expect(guest.body.data.canEdit).toBe(false);
  });

  it('managed lists: a merchant sees their own (inactive too), an admin every offer, a user nothing', async () => {
    const mine = await allPages('/api/lease/offers/managed', otherMerchant);
    expect(mine.map((o) => o.id)).toEqual([sunny.id]);
    const inactive = await allPages('/api/lease/offers/managed?status=inactive', otherMerchant);
    expect(inactive.map((o) => o.id)).toEqual([sunny.id]);
    const all = (await allPages('/api/lease/offers/managed', admin)).map((o) => o.id);
    expect(all).toEqual(expect.arrayContaining([patrol.id, sunny.id]));
    const user = await call('GET', '/api/lease/offers/managed', alice);
    expect(user.status).toBe(403);
  });

  describe('choosing a term and a down payment (longtermSelect)', () => {
    const select = (user: TestUser | null, id: string, body: Record<string, unknown>) =>
      call('POST', `/api/lease/offers/${id}/select`, user, body);

    it('needs a login and an active offer', async () => {
      expect((await select(null, patrol.id, { months: 12, downPaymentPct: 15 })).status).toBe(401);
      expect((await select(alice, sunny.id, { months: 12, downPaymentPct: 15 })).status).toBe(404);
    });

    it('refuses a term the offer lacks, a down payment under its minimum and lease-to-own where not offered', async () => {
      const term = await select(alice, patrol.id, { months: 36, downPaymentPct: 20 });
      expect(term.status).toBe(400);
      expect(fieldsOf(term)).toEqual(['months']);
      expect(term.body.data.fields[0].message).toMatch(/12, 24/);
      const down = await select(alice, patrol.id, { months: 12, downPaymentPct: 10 });
      expect(down.status).toBe(400);
      expect(fieldsOf(down)).toEqual(['downPaymentPct']);
      expect(down.body.data.fields[0].message).toMatch(/15/);

      await call('PATCH', `/api/lease/offers/${sunny.id}`, otherMerchant, { status: 'active' });
      const own = await select(alice, sunny.id, { months: 12, downPaymentPct: 10, leaseToOwn: true });
      expect(own.status).toBe(400);
      expect(fieldsOf(own)).toEqual(['leaseToOwn']);
    });

    it('quotes the choice with the shared finance code and files it as an intent the admin sees', async () => {
      const res = await select(alice, patrol.id, {
        months: 24,
        downPaymentPct: 25,
        leaseToOwn: true,
        note: 'Call after 6pm',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const intent: LeaseDemand = res.body.data;
      const expected = leaseOfferQuote(
        {
          priceFils: 25_000_000,
          terms: [
            { months: 12, monthlyFils: 750_000 },
            { months: 24, monthlyFils: 650_000 },
          ],
          minDownPaymentPct: 15,
          annualRateBp: 450,
          leaseToOwn: true,
          balloonPct: 30,
        },
        { months: 24, downPaymentPct: 25, leaseToOwn: true },
      );
      expect(intent).toMatchObject({
        kind: 'offer',
        offer: { id: patrol.id },
        brandId: 'nissan',
        seriesId: 'nissan-patrol',
        months: 24,
        downPaymentPct: 25,
        leaseToOwn: true,
        monthlyFils: expected.monthlyFils,
        quote: expected,
        note: 'Call after 6pm',
        status: 'new',
        mobile: alice.mobile,
        cityId: 'dubai-city',
      });
      expect(expected.downPaymentFils).toBe(6_250_000);

      const adminList = await call('GET', '/api/admin/lease/demands?status=new', admin);
      expect(adminList.body.data.items.map((d: LeaseDemand) => d.id)).toContain(intent.id);
      const mine = await call('GET', '/api/me/lease/demands', alice);
      expect(mine.body.data.items[0].id).toBe(intent.id);
    });
  });
});
