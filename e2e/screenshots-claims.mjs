// Screenshots of the rental claim and deposit release pages at 390 px and 1280 px, in English and
// Arabic: `node e2e/screenshots-claims.mjs [baseUrl]` against a fresh app started with
// DEV_CLOCK_CONTROL=1 (the return needs the server clock past the pick-up and return times).
// A renter books a car from the wallet, the merchant hands it over and takes it back with damage
// beyond the deposit (a claim), and the renter holds a general deposit an admin may release.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = new URL('./screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const HOUR = 3_600_000;
/** A 1x1 PNG: the server re-encodes it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function call(path, { token, method = 'GET', body, idempotent = false } = {}) {
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (idempotent) headers['idempotency-key'] = randomUUID();
  const res = await fetch(base + path, { method, headers, body: body ? JSON.stringify(body) : undefined });
  const json = await res.json();
  if (json.code !== 200) throw new Error(`${method} ${path}: ${json.error} ${json.message}`);
  return json.data;
}

async function upload(token, purpose) {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'photo.png');
  const res = await fetch(`${base}/api/uploads?purpose=${purpose}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return (await res.json()).data.id;
}

const login = (mobile) => call('/api/auth/login', { method: 'POST', body: { mobile, password: 'Dubai2026' } });
const renter = await login('+971500000004');
const merchant = await login('+971500000002');
const admin = await login('+971500000001');
const now = async () => Date.parse((await call('/api/dev/clock')).now);
const advanceTo = async (target) =>
  call('/api/dev/clock', { method: 'POST', body: { advanceMs: Math.max(0, Math.ceil(target - (await now()))) } });

const recharge = await call('/api/wallet/recharges', {
  token: renter.token,
  method: 'POST',
  body: { amount: '8000' },
  idempotent: true,
});
await fetch(new URL(recharge.checkoutUrl, base), {
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ cardNumber: '4242424242424242', expiry: '12/30', cvc: '123', action: 'pay' }),
  redirect: 'manual',
});
const driver = await call('/api/me/drivers', {
  token: renter.token,
  method: 'POST',
  body: {
    name: 'Layla Haddad',
    sex: 'female',
    birthDate: '1990-05-04',
    licenceNumber: `DXB${Date.now() % 10_000_000}`,
    licenceType: 'uae',
    licenceFirstIssueDate: '2012-01-10',
    licenceExpiryDate: '2035-12-31',
    licenceAddress: 'Jumeirah 1, Dubai',
    licenceFrontUploadId: await upload(renter.token, 'licence'),
    licenceBackUploadId: await upload(renter.token, 'licence'),
    mobile: '0501234567',
    email: 'layla@example.com',
  },
});
const fleet = await call('/api/me/rental-cars?limit=50', { token: merchant.token });
const carId = fleet.items.find((c) => c.status === 'active').id;
const car = await call(`/api/rental-cars/${carId}`);
const pickupAt = Math.ceil(((await now()) + 48 * HOUR + 10 * 60_000) / HOUR) * HOUR;
const range = { pickupAt: new Date(pickupAt).toISOString(), returnAt: new Date(pickupAt + 24 * HOUR).toISOString() };
const quote = await call(`/api/rental-cars/${carId}/quote?${new URLSearchParams(range)}`);
const { booking } = await call('/api/rental-bookings', {
  token: renter.token,
  method: 'POST',
  idempotent: true,
  body: {
    carId,
    pickupBranchId: car.pickupBranches[0].id,
    returnBranchId: car.returnBranches[0].id,
    ...range,
    driverIds: [driver.id],
    extras: [],
    notes: '',
    agreeRentalAgreement: true,
    agreeReservationAgreement: true,
    expectedTotalFils: quote.totalFils,
    method: 'wallet',
  },
});
await advanceTo(pickupAt);
await call(`/api/rental-bookings/${booking.id}/handover`, {
  token: merchant.token,
  method: 'POST',
  idempotent: true,
  body: { odometerKm: 1000, fuelEighths: 8 },
});
await advanceTo(pickupAt + 24 * HOUR);
await call(`/api/rental-bookings/${booking.id}/return`, {
  token: merchant.token,
  method: 'POST',
  idempotent: true,
  body: {
    odometerKm: 1200,
    fuelEighths: 8,
    charges: [
      { kind: 'cleaning', amount: '150', note: 'Sand on the seats and the boot' },
      {
        kind: 'damage',
        amount: String(car.depositFils / 100 + 500),
        note: 'Rear door dented',
        photoUploadIds: [await upload(merchant.token, 'car')],
      },
    ],
  },
});
const { deposit } = await call('/api/deposits', {
  token: renter.token,
  method: 'POST',
  body: { purpose: 'general', amount: '500', method: 'wallet' },
  idempotent: true,
});

const shots = [
  { path: `/me/rentals/${booking.id}`, as: renter, name: 'booking-claim-open' },
  { path: `/merchant/rentals/orders/${booking.id}`, as: merchant, name: 'merchant-order-claim' },
  { path: '/admin/rentals/claims?status=open', as: admin, name: 'admin-claims' },
  { path: `/deposits/${deposit.id}`, as: admin, name: 'deposit-admin-release' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const lang of ['en', 'ar']) {
  for (const width of [390, 1280]) {
    for (const shot of shots) {
      const context = await browser.newContext({ viewport: { width, height: width < 900 ? 844 : 800 } });
      await context.addInitScript(
        ([l, t, expiresAt, u]) => {
          localStorage.setItem('lang', l);
          localStorage.setItem('token', t);
          localStorage.setItem('tokenExpiresAt', expiresAt);
          localStorage.setItem('userInfo', u);
        },
        [lang, shot.as.token, shot.as.expiresAt, JSON.stringify(shot.as.user)],
      );
      const page = await context.newPage();
      await page.goto(base + shot.path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${out}${lang}-${width}_${shot.name}.png`, fullPage: true });
      await context.close();
    }
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
