/**
 * Every amount has an upper bound that keeps it, and what is computed from it, exact in a JSON
 * number and inside its bigint column: the largest allowed amount is accepted and every list that
 * shows it still answers 200; one fils more is a 400 and nothing is stored. Signed webhooks with
 * amounts out of range are refused without moving money.
 */
import { randomUUID } from 'node:crypto';
import { formatAed, MAX_AMOUNT_FILS, RENTAL_EXCESS_KM_MAX_FILS, RENTAL_PRICE_MAX_FILS } from '@souq/shared';
import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaseOffers } from '../modules/lease/lease.tables';
import { listings } from '../modules/listings/listings.tables';
import { carInput, registerDealer, registerPrivateSeller, uploadCarPhoto } from '../modules/listings/listings.testing';
import { StripeGateway } from '../modules/payments/gateway.stripe';
import { paymentEvents, payments } from '../modules/payments/payments.tables';
import { carBody, carPhoto, createBranch } from '../modules/rentals/fleet.testing';
import { rentalCars } from '../modules/rentals/rentals.tables';
import { samplePng, uploadFile } from '../modules/uploads/uploads.testing';
import {
  bearer,
  createTestApp,
  registerAdmin,
  registerMerchant,
  registerUser,
  type TestApp,
  type TestUser,
} from '../testing/test-app';

/** Fils as the decimal AED a request carries. */
const aed = (fils: bigint) => `${fils / 100n}.${String(fils % 100n).padStart(2, '0')}`;
const MAX = aed(MAX_AMOUNT_FILS);
const OVER = aed(MAX_AMOUNT_FILS + 1n);

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_bounds', STRIPE_WEBHOOK_SECRET: 'whsec_bounds' });
  t.clock.set(new Date('2026-03-01T08:00:00.000Z'));
  admin = await registerAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

function call(method: 'GET' | 'POST' | 'PATCH', url: string, user: TestUser | null, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: user ? bearer(user.token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** 400 naming the field, with the bound in the message (the general one unless the field has its own). */
function expectTooLarge(res: { statusCode: number; body: string }, field: string, ownBound = false) {
  expect(res.statusCode, res.body).toBe(400);
  const body = JSON.parse(res.body);
  expect(body.error).toBe('VALIDATION_FAILED');
  expect(body.data.fields).toContainEqual({
    field,
    key: 'amountTooLarge',
    message: ownBound
      ? expect.stringMatching(/^The amount can be at most AED\u00a0\d{1,3}(,\d{3})*\.\d{2}\.$/)
      : 'The amount can be at most AED\u00a0100,000,000,000.00.',
  });
}

async function rows(table: typeof listings | typeof rentalCars | typeof leaseOffers) {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('cars for sale', () => {
  it('take the largest price and CIF price; the owner, review and public lists still answer', async () => {
    const dealer = await registerDealer(t);
    const seller = await registerPrivateSeller(t);
    const onSale = await call(
      'POST',
      '/api/listings',
      dealer,
      carInput([await uploadCarPhoto(t, dealer)], { kind: 'import', price: MAX, cifPrice: MAX }),
    );
    expect(onSale.statusCode, onSale.body).toBe(200);
    expect(onSale.json().data.priceFils).toBe(Number(MAX_AMOUNT_FILS));
    const inReview = await call(
      'POST',
      '/api/listings',
      seller,
      carInput([await uploadCarPhoto(t, seller)], { price: MAX }),
    );
    expect(inReview.statusCode, inReview.body).toBe(200);

    for (const [url, user] of [
      ['/api/me/listings', dealer],
      ['/api/me/listings', seller],
      ['/api/admin/listings', admin],
      ['/api/admin/listings?status=pending_review', admin],
      ['/api/listings?sort=price_desc', null],
      [`/api/listings/${onSale.json().data.id}`, null],
      [`/api/listings/${onSale.json().data.id}/similar`, null],
    ] as const) {
      const res = await call('GET', url, user);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
  });

  it('refuse one fils more: 400, nothing stored, the price unchanged', async () => {
    const dealer = await registerDealer(t);
    const photo = await uploadCarPhoto(t, dealer);
    const before = await rows(listings);
    expectTooLarge(await call('POST', '/api/listings', dealer, carInput([photo], { price: OVER })), 'price');
    expectTooLarge(
      await call('POST', '/api/listings', dealer, carInput([photo], { price: '900000000000000' })),
      'price',
    );
    expectTooLarge(
      await call('POST', '/api/listings', dealer, carInput([photo], { kind: 'import', cifPrice: OVER })),
      'cifPrice',
    );
    expect(await rows(listings)).toBe(before);

    const car = (await call('POST', '/api/listings', dealer, carInput([photo]))).json().data;
    expectTooLarge(await call('POST', `/api/listings/${car.id}/price`, dealer, { price: OVER }), 'price');
    // The bound reads as the reader's language writes money (Intl's Arabic: grouped, the dirham sign after).
    const arabic = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${car.id}/price`,
      headers: { ...bearer(dealer.token), 'accept-language': 'ar' },
      payload: { price: OVER },
    });
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().data.fields[0].message).toBe(`لا يمكن أن يتجاوز المبلغ ${formatAed(MAX_AMOUNT_FILS, 'ar')}`);
    expect(arabic.json().data.fields[0].message).toContain('100,000,000,000.00\u00a0د.إ.');
    expectTooLarge(await call('PATCH', `/api/listings/${car.id}`, dealer, carInput([photo], { price: OVER })), 'price');
    const [stored] = await t.database.db.select().from(listings).where(eq(listings.id, car.id));
    expect(stored?.priceFils).toBe(18_500_000n);
  });
});

describe('rental cars', () => {
  const maxPrice = aed(RENTAL_PRICE_MAX_FILS);
  const maxKm = aed(RENTAL_EXCESS_KM_MAX_FILS);

  it('take the largest prices; the search, fleet and admin lists and a 3-year quote still answer', async () => {
    const merchant = await registerMerchant(t);
    const branch = await createBranch(t, merchant);
    const res = await call(
      'POST',
      '/api/rental-cars',
      merchant,
      carBody([await carPhoto(t, merchant)], [branch.id], {
        dailyPrice: maxPrice,
        weeklyPrice: maxPrice,
        monthlyPrice: maxPrice,
        deposit: maxPrice,
        excessKmPrice: maxKm,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id;
    for (const [url, user] of [
      ['/api/rental-cars', null],
      ['/api/rental-cars?sort=price_desc', null],
      ['/api/me/rental-cars', merchant],
      ['/api/admin/rental-cars', admin],
      [`/api/rental-cars/${id}`, null],
      [
        `/api/rental-cars/${id}/quote?pickupAt=2026-04-01T08:00:00Z&returnAt=2029-03-30T08:00:00Z&extras=chauffeur,guide,delivery`,
        null,
      ],
    ] as const) {
      const list = await call('GET', url, user);
      expect(list.statusCode, `${url}: ${list.body}`).toBe(200);
    }
  });

  it('refuse one fils more in each price: 400, nothing stored', async () => {
    const merchant = await registerMerchant(t);
    const branch = await createBranch(t, merchant);
    const photo = await carPhoto(t, merchant);
    const before = await rows(rentalCars);
    const over = aed(RENTAL_PRICE_MAX_FILS + 1n);
    for (const field of ['dailyPrice', 'weeklyPrice', 'monthlyPrice', 'deposit'] as const) {
      const res = await call('POST', '/api/rental-cars', merchant, carBody([photo], [branch.id], { [field]: over }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().data.fields).toContainEqual(expect.objectContaining({ field, key: 'amountTooLarge' }));
    }
    const km = await call(
      'POST',
      '/api/rental-cars',
      merchant,
      carBody([photo], [branch.id], { excessKmPrice: aed(RENTAL_EXCESS_KM_MAX_FILS + 1n) }),
    );
    expect(km.json().data.fields).toContainEqual(
      expect.objectContaining({ field: 'excessKmPrice', key: 'amountTooLarge' }),
    );
    expect(await rows(rentalCars)).toBe(before);
  });
});

describe('lease', () => {
  async function photo(user: TestUser) {
    const up = await uploadFile(t, user.token, await samplePng(), { purpose: 'car', contentType: 'image/png' });
    return up.body.data.id as string;
  }
  const offer = async (user: TestUser, price: string, monthly: string) => ({
    brandId: 'nissan',
    seriesId: 'nissan-patrol',
    year: 2025,
    price,
    terms: [{ months: 36, monthly }],
    minDownPaymentPct: 15,
    mileageKmPerMonth: 3000,
    annualRatePct: 30,
    leaseToOwn: true,
    balloonPct: 30,
    photoUploadIds: [await photo(user)],
    cityId: 'dubai-city',
  });

  it('offers take the largest price and rent; lists, detail and choosing still answer', async () => {
    const merchant = await registerMerchant(t);
    const res = await call('POST', '/api/lease/offers', merchant, await offer(merchant, MAX, MAX));
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id;
    for (const url of ['/api/lease/offers', '/api/lease/offers/managed', `/api/lease/offers/${id}`]) {
      expect((await call('GET', url, merchant)).statusCode, url).toBe(200);
    }
    const user = await registerUser(t);
    const chosen = await call('POST', `/api/lease/offers/${id}/select`, user, {
      months: 36,
      downPaymentPct: 90,
      leaseToOwn: true,
    });
    expect(chosen.statusCode, chosen.body).not.toBe(500);
    expect((await call('GET', '/api/me/lease/demands', user)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/lease/demands', admin)).statusCode).toBe(200);
  });

  it('refuse one fils more in the price, a rent and a budget: 400, nothing stored', async () => {
    const merchant = await registerMerchant(t);
    const before = await rows(leaseOffers);
    expectTooLarge(await call('POST', '/api/lease/offers', merchant, await offer(merchant, OVER, '100')), 'price');
    expectTooLarge(
      await call('POST', '/api/lease/offers', merchant, await offer(merchant, '1000', OVER)),
      'terms.0.monthly',
    );
    expect(await rows(leaseOffers)).toBe(before);
    expectTooLarge(await call('GET', `/api/lease/offers?maxMonthly=${OVER}`, null), 'maxMonthly');
  });
});

describe('money requests', () => {
  it('refuse one fils more in every amount before any rule runs', async () => {
    const user = await registerUser(t);
    const cases: [string, string, Record<string, unknown>, string, boolean?][] = [
      ['POST', '/api/wallet/recharges', { amount: OVER }, 'amount'],
      ['POST', '/api/wallet/withdrawals', { amount: OVER, bankAccountId: randomUUID(), code: '123456' }, 'amount'],
      ['POST', '/api/deposits', { purpose: 'general', amount: OVER, method: 'wallet' }, 'amount'],
      [
        'POST',
        '/api/lease/demands',
        {
          brandId: 'toyota',
          seriesId: 'toyota-camry',
          budget: OVER,
          months: 24,
          downPaymentPct: 20,
          contactName: 'Omar',
          mobile: '0501234567',
          cityId: 'dubai-city',
        },
        'budget',
      ],
      [
        'POST',
        `/api/rental-bookings/${randomUUID()}/return`,
        { odometerKm: 1, fuelEighths: 8, charges: [{ kind: 'damage', amount: '1'.repeat(30) }] },
        'charges.0.amount',
        true,
      ],
    ];
    for (const [method, url, payload, field, ownBound] of cases) {
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        payload,
        headers: { ...bearer(user.token), 'idempotency-key': randomUUID() },
      });
      expectTooLarge(res, field, ownBound);
    }
  });

  it('refuse an odometer reading beyond its integer column and search prices beyond the bound', async () => {
    const user = await registerUser(t);
    for (const action of ['handover', 'return']) {
      const res = await call('POST', `/api/rental-bookings/${randomUUID()}/${action}`, user, {
        odometerKm: 3_000_000_000,
        fuelEighths: 8,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().data.fields).toContainEqual(expect.objectContaining({ field: 'odometerKm' }));
    }
    const search = await call('GET', '/api/listings?priceMax=1e300&mileageMax=99999999999', null);
    expect(search.statusCode, search.body).toBe(400);
    expect(
      search
        .json()
        .data.fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['mileageMax', 'priceMax']);
  });

  it('the largest amount reaches the business rules, which answer 4xx', async () => {
    const user = await registerUser(t);
    const recharge = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/recharges',
      payload: { amount: MAX },
      headers: { ...bearer(user.token), 'idempotency-key': randomUUID() },
    });
    expect(recharge.statusCode, recharge.body).toBe(400);
    expect(recharge.json().error).toBe('AMOUNT_TOO_LARGE');
    const deposit = await t.app.inject({
      method: 'POST',
      url: '/api/deposits',
      payload: { purpose: 'general', amount: MAX, method: 'wallet' },
      headers: { ...bearer(user.token), 'idempotency-key': randomUUID() },
    });
    expect(deposit.statusCode, deposit.body).toBeGreaterThanOrEqual(400);
    expect(deposit.statusCode).toBeLessThan(500);
  });
});

describe('signed webhooks with amounts out of range', () => {
  async function pendingRecharge(user: TestUser) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/recharges',
      payload: { amount: '500' },
      headers: { ...bearer(user.token), 'idempotency-key': randomUUID() },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.paymentId as string;
  }

  async function balance(user: TestUser) {
    return (await call('GET', '/api/wallet', user)).json().data.availableFils as number;
  }

  it('sandbox: a 400-digit, a negative-free huge or a malformed amount answers 400 and moves nothing', async () => {
    const sandbox = t.app.services.payments.sandbox;
    if (!sandbox) throw new Error('the sandbox gateway is the default');
    const user = await registerUser(t);
    const paymentId = await pendingRecharge(user);
    const session = await sandbox.sessionOfPayment(paymentId);
    if (!session) throw new Error('no session');
    for (const amountFils of ['9'.repeat(400), '9223372036854775808', String(MAX_AMOUNT_FILS + 1n)]) {
      const event = sandbox.eventFor(session, 'payment.succeeded');
      const delivery = sandbox.sign({ ...event, data: { ...event.data, amountFils } });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/sandbox',
        payload: delivery.rawBody,
        headers: delivery.headers,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toBe('BAD_REQUEST');
    }
    // A NUL in the event id and a payment id that is not ours are refused the same way.
    for (const change of [{ id: 'evt_\u0000' }, { data: { paymentId: 'not-a-uuid' } }]) {
      const event = sandbox.eventFor(session, 'payment.succeeded');
      const delivery = sandbox.sign({ ...event, ...change, data: { ...event.data, ...(change.data ?? {}) } });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/sandbox',
        payload: delivery.rawBody,
        headers: delivery.headers,
      });
      expect(res.statusCode, res.body).toBe(400);
    }
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId))).toEqual([]);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment?.status).toBe('pending');
    expect(await balance(user)).toBe(0);

    // The genuine event still works afterwards.
    const good = sandbox.sign(sandbox.eventFor(session, 'payment.succeeded'));
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      payload: good.rawBody,
      headers: good.headers,
    });
    expect(ok.json().data.outcome).toBe('applied');
    expect(await balance(user)).toBe(50_000);
  });

  it('Stripe: an amount beyond int8 or the bound answers 400 and moves nothing', async () => {
    expect(t.app.services.payments).toBeDefined();
    t.app.services.payments.useGateway(
      new StripeGateway({ secretKey: 'sk_test_bounds', webhookSecret: 'whsec_bounds' }),
    );
    const user = await registerUser(t);
    const paymentId = await pendingRecharge(user);
    for (const amount of ['1e20', '99999999999999999999', String(MAX_AMOUNT_FILS + 1n), '1'.repeat(400)]) {
      const body =
        `{"id":"evt_${randomUUID()}","object":"event","api_version":"${Stripe.API_VERSION}","created":1767225600,` +
        `"livemode":false,"pending_webhooks":1,"request":{"id":null,"idempotency_key":null},` +
        `"type":"checkout.session.completed","data":{"object":{"id":"cs_bounds","object":"checkout.session",` +
        `"amount_total":${amount},"currency":"aed","client_reference_id":"${paymentId}",` +
        `"metadata":{"paymentId":"${paymentId}"},"payment_status":"paid"}}}`;
      const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_bounds' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/stripe',
        payload: body,
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
      });
      expect(res.statusCode, `${amount}: ${res.body}`).toBe(400);
    }
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId))).toEqual([]);
    expect(await balance(user)).toBe(0);
  });
});
