import { deflateSync } from 'node:zlib';
import { type APIRequestContext, type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import {
  advanceServerClockTo,
  login,
  PASSWORD,
  rechargeWallet,
  registerByApi,
  type Session,
  serverNow,
  withClockTurn,
} from './support';

/** The seeded demo merchant, whose fleet the renter books from. */
const MERCHANT = { e164: '+971500000002', password: 'Dubai2026' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DUBAI_MS = 4 * HOUR;

// ---- helpers ----------------------------------------------------------------------------------

/** A small valid PNG (a licence photo stand-in): the server re-encodes images, so it must be real. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Dubai calendar day and half-hour time slot of an instant ("2026-03-15", "10:00"). */
function dubai(ms: number): { day: string; time: string } {
  const iso = new Date(ms + DUBAI_MS).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** What the app keeps in localStorage for a logged-in user (in English). */
function sessionStorage(session: Session) {
  return { token: session.token, expiresAt: session.expiresAt, user: JSON.stringify(session.user) };
}

/** Runs in the page before the app: the session and the language, as the app stores them. */
function storeSession(stored: { token: string; expiresAt: string; user: string }) {
  localStorage.setItem('lang', 'en');
  localStorage.setItem('token', stored.token);
  localStorage.setItem('tokenExpiresAt', stored.expiresAt);
  localStorage.setItem('userInfo', stored.user);
}

/** A browser context logged in (token in storage) in a language, optionally with the page clock at `clockAt`. */
async function openAs(browser: Browser, testInfo: TestInfo, session: Session, clockAt?: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport ?? null,
    hasTouch: testInfo.project.use.hasTouch,
  });
  // The merchant's return preview reads the device clock: make it the server's (moved forward) clock.
  if (clockAt !== undefined) await context.clock.install({ time: clockAt });
  await context.addInitScript(storeSession, sessionStorage(session));
  return context.newPage();
}

/**
 * The journeys of both projects move the one server clock: they take turns (a lock directory next
 * to the other temporary files), so one journey's jump never lands inside the other's booking.
 */
/**
 * Journeys that move the server clock run after every other journey (the `*-clock` projects):
 * a jump of days would expire the SMS codes and payment windows of journeys running beside them.
 */
const SERVER_CLOCK = { tag: '@server-clock' };

/** Taps a day in the open range calendar, paging months forward until it is shown. */
async function tapDay(page: Page, day: string) {
  const button = page.getByTestId(`range-day-${day}`);
  for (let i = 0; i < 4 && !(await button.isVisible()); i++) await page.getByTestId('range-next-month').click();
  await button.click();
}

const amount = (whole: number) => new RegExp(`${whole.toLocaleString('en-US')}[.,]00`);

// ---- the journey ------------------------------------------------------------------------------

test(
  'a renter books a car from Home and pays from the wallet; the merchant hands it over and takes it back 45 minutes late',
  SERVER_CLOCK,
  async ({ page, request, browser }, testInfo) => {
    test.setTimeout(240_000);
    const mobile = await registerByApi(request);
    const renter = await login(request, mobile.e164, PASSWORD);
    await rechargeWallet(request, renter.token, '3000');

    await withClockTurn(async () => {
      // A one-day rental picked up just over 48 hours ahead by the server's clock (never short notice).
      const now = await serverNow(request);
      const pickupAt = Math.ceil((now + 48 * HOUR + 10 * 60_000) / HOUR) * HOUR;
      const returnAt = pickupAt + DAY;
      const pickup = dubai(pickupAt);
      const back = dubai(returnAt);

      await page.addInitScript(storeSession, sessionStorage(renter));

      // Home opens on the rent tab: economy cars, the dates in the range calendar.
      await page.goto('/');
      await expect(page.getByTestId('home-rent-tab')).toBeVisible();
      await page.getByTestId('car-type-economy').click();
      await page.getByTestId('range-open').click();
      await tapDay(page, pickup.day);
      await tapDay(page, back.day);
      await page.getByTestId('range-pickup-time').selectOption(pickup.time);
      await page.getByTestId('range-return-time').selectOption(back.time);
      await expect(page.getByTestId('range-summary')).toContainText('1 rental day');
      await page.getByTestId('range-done').click();
      await expect(page.getByTestId('range-days')).toContainText('1');
      await page.getByTestId('rent-search-submit').click();

      // The results: economy cars free for the range, each with the whole range's total.
      await expect(page).toHaveURL(/\/rentals\?/);
      const card = page.getByTestId('rental-car-card').filter({ hasText: 'Nissan Sunny' });
      await expect(card).toHaveCount(1);
      await expect(card.getByTestId('car-availability')).toHaveAttribute('data-availability', 'leasable');
      await expect(card.getByTestId('rental-car-total')).toBeVisible();
      // The rental days count sits beside a clock, not a map pin.
      await expect(page.getByTestId('rent-summary').locator('.tabler-icon-map-pin')).toHaveCount(0);
      await expect(page.getByTestId('summary-days-icon')).toBeVisible();
      await card.click();

      // The car: the quote line by line, VAT on its own line, the deposit as a hold; no short notice.
      await expect(page.getByTestId('rental-car-detail')).toBeVisible();
      await expect(page.getByTestId('quote-line-day')).toContainText('1 day');
      await expect(page.getByTestId('quote-line-vat')).toBeVisible();
      await expect(page.getByTestId('quote-deposit')).toContainText(amount(1000));
      await expect(page.getByTestId('short-notice')).toHaveCount(0);
      // The mileage terms and the free cancellation window are said before booking.
      await expect(page.getByTestId('quote-mileage')).toHaveText('250 km/day included, AED 0.35 per extra km');
      await expect(page.getByTestId('quote-cancellation')).toContainText('Free cancellation until');
      const bar = page.getByTestId('rental-book-bar');
      if ((page.viewportSize()?.width ?? 0) <= 960) {
        // On a phone the total and "Book this car" stay pinned at the bottom while scrolling.
        await expect(bar).toBeVisible();
        await expect(page.getByTestId('rental-book-bar-total')).toHaveText(
          (await page.getByTestId('quote-total').textContent()) ?? '',
        );
        const box = await bar.boundingBox();
        const viewport = page.viewportSize();
        expect(box && viewport && box.y + box.height).toBeLessThanOrEqual(viewport?.height ?? 0);
        expect(box && viewport && box.y + box.height).toBeGreaterThan((viewport?.height ?? 0) - 160);
        // Scrolled to the end, the bar sits below the last content instead of covering it, and
        // steps aside while the quote's own "Book" is in view: one "Book" on screen, not two.
        const heightBefore = await page.evaluate(() => document.documentElement.scrollHeight);
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await expect(page.getByTestId('rental-book')).toBeInViewport();
        const book = await page.getByTestId('rental-book').boundingBox();
        const barEnd = await bar.boundingBox();
        expect(book && barEnd && book.y + book.height).toBeLessThanOrEqual(barEnd?.y ?? 0);
        await expect(bar).toBeHidden();
        // It keeps its place: hiding it moves nothing on the page.
        expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(heightBefore);
        // Scrolled back up, the quote's "Book" leaves the screen and the bar comes back.
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(page.getByTestId('rental-book')).not.toBeInViewport();
        await expect(bar).toBeVisible();
        await expect(page.getByTestId('rental-book-bar-button')).toBeVisible();
      } else {
        await expect(bar).toHaveCount(0);
      }
      await page.getByTestId('rental-book').click();

      // Confirm: add a driver with both licence images, then come back with them chosen.
      await expect(page.getByTestId('booking-confirm')).toBeVisible();
      await page.getByTestId('book-add-driver').click();
      await expect(page).toHaveURL(/\/me\/drivers\/new\?validThrough=[^&]+&return=/);
      await page.getByTestId('driver-name').fill('Omar Al Mansoori');
      await page.getByTestId('driver-birth-date').fill('1990-05-01');
      await page.getByTestId('driver-mobile').fill('0501234567');
      await page.getByTestId('driver-email').fill('omar@example.com');
      await page.getByTestId('driver-licence-number').fill(`DXB-${Date.now() % 10_000_000}`);
      await page.getByTestId('driver-first-issue').fill('2014-03-10');
      // A licence that ends the day before the return is refused in the form, with both dates.
      await page.getByTestId('driver-expiry').fill(dubai(returnAt - DAY).day);
      await page.getByTestId('driver-expiry').blur();
      await expect(page.getByText(/Your licence expires on .+, before the return on .+\./)).toBeVisible();
      await page.getByTestId('driver-expiry').fill('2035-03-10');
      await page
        .getByTestId('driver-front-input')
        .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png(64, 40, [40, 90, 160]) });
      await page
        .getByTestId('driver-back-input')
        .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: png(64, 40, [160, 120, 40]) });
      await expect(page.getByTestId('driver-front-state')).toHaveAttribute('data-ready', 'true');
      await expect(page.getByTestId('driver-back-state')).toHaveAttribute('data-ready', 'true');
      // Nothing is pre-selected for sex: saving asks for it.
      await expect(page.getByTestId('driver-sex-male')).not.toBeChecked();
      await expect(page.getByTestId('driver-sex-female')).not.toBeChecked();
      await page.getByTestId('driver-save').click();
      await expect(page.getByTestId('driver-sex')).toContainText('This field is required.');
      await page.getByTestId('driver-sex-male').check();
      await expect(page.getByTestId('driver-sex')).not.toContainText('This field is required.');
      await page.getByTestId('driver-save').click();

      await expect(page.getByTestId('booking-confirm')).toBeVisible();
      await expect(page.getByTestId('book-driver').first()).toBeChecked();
      // Both agreements are required: without them nothing is sent.
      await page.getByTestId('book-submit').click();
      await expect(page.getByText('Please read and agree first.').first()).toBeVisible();
      await page.getByTestId('agree-rental').check();
      await page.getByTestId('read-reservation').click();
      await expect(page.getByTestId('agreement-reservation')).toContainText('Cancellation');
      await page.getByTestId('agreement-accept').click();
      await expect(page.getByTestId('agree-reservation')).toBeChecked();
      await expect(page.getByTestId('pay-method-available')).toContainText(amount(3000));
      // Before paying, each amount and how it is taken: by card the card is charged the rental
      // only and the deposit is an authorisation on it; from the wallet the deposit is held.
      const total = ((await page.getByTestId('quote-total').textContent()) ?? '').trim();
      await page.getByTestId('pay-method-card').click();
      await expect(page.getByTestId('payment-split-rental')).toContainText(`${total} — charged to the card`);
      await expect(page.getByTestId('payment-split-deposit')).toContainText(
        /1,000\.00 — authorised on the card, not charged; released at return/,
      );
      await expect(page.getByTestId('book-submit')).toHaveText(`Pay ${total} by card`);
      await page.getByTestId('pay-method-wallet').click();
      await expect(page.getByTestId('payment-split-deposit')).toContainText('held on your wallet, not charged');
      await page.getByTestId('book-submit').click();

      // Paid from the wallet: the order awaits pick-up, the deposit is held.
      await expect(page).toHaveURL(/\/me\/rentals\/[0-9a-f-]+\?booked=1$/);
      const bookingId = new URL(page.url()).pathname.split('/').pop() as string;
      await expect(page.getByTestId('booking-detail')).toHaveAttribute('data-status', 'awaiting_pickup');
      await expect(page.getByTestId('deposit-held')).toContainText(amount(1000));
      await expect(page.getByTestId('deposit-status')).toHaveAttribute('data-state', 'held');
      const orderNo = (await page.getByTestId('booking-detail-order-no').textContent())?.trim() ?? '';
      expect(orderNo).not.toBe('');

      // Pick-up time: the merchant finds the order and hands the car over.
      await advanceServerClockTo(request, pickupAt);
      const merchantSession = await login(request, MERCHANT.e164, MERCHANT.password);
      const merchant = await openAs(browser, testInfo, merchantSession);
      await merchant.goto('/merchant/rentals/orders');
      await merchant.getByTestId('orders-search').fill(orderNo);
      const row = merchant.getByTestId('booking-item').filter({ hasText: orderNo });
      await expect(row).toHaveCount(1);
      await expect(row.getByTestId('booking-renter')).toContainText('Omar Al Mansoori');
      await row.click();
      await expect(merchant).toHaveURL(new RegExp(`/merchant/rentals/orders/${bookingId}$`));
      await merchant.getByTestId('booking-handover').click();
      // Without the odometer, the error shows under the odometer only (the note is optional), and goes once filled.
      await merchant.getByTestId('handover-submit').click();
      const handoverForm = merchant.getByTestId('handover-form');
      await expect(handoverForm.getByText('Enter the odometer reading.')).toHaveCount(1);
      await expect(handoverForm.getByText('This field is required.')).toHaveCount(0);
      await expect(merchant.getByTestId('handover-odometer')).toHaveAttribute('aria-invalid', 'true');
      await expect(merchant.getByTestId('handover-note')).not.toHaveAttribute('aria-invalid', 'true');
      await merchant.getByTestId('handover-odometer').fill('12000');
      await expect(handoverForm.getByText('Enter the odometer reading.')).toHaveCount(0);
      await merchant.getByTestId('handover-submit').click();
      await expect(merchant.getByTestId('booking-detail')).toHaveAttribute('data-status', 'renting');
      await merchant.context().close();

      // The car comes back 45 minutes after it was due; the merchant leaves the return time as "now".
      await advanceServerClockTo(request, returnAt + 45 * 60_000);
      const returning = await openAs(browser, testInfo, merchantSession, await serverNow(request));
      await returning.goto(`/merchant/rentals/orders/${bookingId}`);
      await expect(returning.getByTestId('booking-detail')).toHaveAttribute('data-status', 'renting');
      await returning.getByTestId('booking-return').click();
      // 310 km in a one-day rental of 250 km a day: 60 km beyond, at AED 0.35.
      await returning.getByTestId('return-odometer').fill('11999');
      await returning.getByTestId('return-submit').click();
      await expect(
        returning.getByText('The reading cannot be below the hand-over reading of 12,000 km.'),
      ).toBeVisible();
      await returning.getByTestId('return-odometer').fill('12310');
      await expect(returning.getByText('The reading cannot be below the hand-over reading of 12,000 km.')).toHaveCount(
        0,
      );
      await expect(returning.getByTestId('return-now')).toBeChecked();
      await expect(returning.getByTestId('preview-overtime')).toContainText(amount(200));
      await expect(returning.getByTestId('preview-excess-mileage')).toContainText('21.00');
      await expect(returning.getByTestId('preview-released')).toContainText('779.00');
      await returning.getByTestId('return-submit').click();
      await returning.getByTestId('return-confirm').click();
      await expect(returning.getByTestId('booking-detail')).toHaveAttribute('data-status', 'completed');
      await expect(returning.getByTestId('charge-overtime')).toContainText(amount(200));
      await expect(returning.getByTestId('charge-excess_mileage')).toContainText('21.00');
      await returning.context().close();

      // The renter sees the order completed with the breakdown: AED 200 overtime, the rest released.
      await page.goto(`/me/rentals/${bookingId}`);
      await expect(page.getByTestId('booking-detail')).toHaveAttribute('data-status', 'completed');
      await expect(page.getByTestId('booking-status').first()).toHaveText('Completed');
      await expect(page.getByTestId('charge-overtime')).toContainText('45 min late');
      await expect(page.getByTestId('charge-overtime')).toContainText(amount(200));
      await expect(page.getByTestId('charge-excess_mileage')).toContainText(
        '310 km driven, 250 km included: 60 km × AED 0.35',
      );
      await expect(page.getByTestId('charge-excess_mileage')).toContainText('21.00');
      await expect(page.getByTestId('deposit-captured')).toContainText('221.00');
      await expect(page.getByTestId('deposit-released')).toContainText('779.00');
      // Settled, not "held": partly captured, with the amounts.
      await expect(page.getByTestId('deposit-status')).toHaveAttribute('data-state', 'partly_captured');
      await expect(page.getByTestId('timeline-completed')).toHaveAttribute('data-done', 'true');
      await page.goto('/me/rentals?status=completed');
      await expect(page.getByTestId('booking-item').filter({ hasText: orderNo })).toHaveCount(1);
    });
  },
);

// ---- a claim beyond the deposit -----------------------------------------------------------------

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A licence image uploaded by the API; its upload id. */
async function licenceUpload(request: APIRequestContext, token: string, rgb: [number, number, number]) {
  const res = await request.post('/api/uploads?purpose=licence', {
    headers: auth(token),
    multipart: { file: { name: 'licence.png', mimeType: 'image/png', buffer: png(64, 40, rgb) } },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()).data.id as string;
}

test(
  'a damage claim beyond the deposit: the renter disputes it and an admin upholds part of it',
  SERVER_CLOCK,
  async ({ page, request, browser }, testInfo) => {
    // Waits for the other journeys' clock turns too.
    test.setTimeout(480_000);
    const mobile = await registerByApi(request);
    const renter = await login(request, mobile.e164, PASSWORD);
    await rechargeWallet(request, renter.token, '5000');
    const driver = await request.post('/api/me/drivers', {
      headers: auth(renter.token),
      data: {
        name: 'Layla Haddad',
        sex: 'female',
        birthDate: '1990-05-04',
        licenceNumber: `DXB${Date.now() % 10_000_000}`,
        licenceType: 'uae',
        licenceFirstIssueDate: '2012-01-10',
        licenceExpiryDate: '2035-12-31',
        licenceAddress: 'Jumeirah 1, Dubai',
        licenceFrontUploadId: await licenceUpload(request, renter.token, [40, 90, 160]),
        licenceBackUploadId: await licenceUpload(request, renter.token, [160, 120, 40]),
        mobile: '0501234567',
        email: 'layla@example.com',
      },
    });
    expect(driver.ok()).toBe(true);
    const driverId = (await driver.json()).data.id as string;
    const merchantSession = await login(request, MERCHANT.e164, MERCHANT.password);
    const fleet = await request.get('/api/me/rental-cars?limit=50', { headers: auth(merchantSession.token) });
    const cars = (await fleet.json()).data.items as {
      id: string;
      title: string;
      status: string;
      dailyPriceFils: number;
      depositFils: number;
    }[];
    // Not the car of the other journey, so the two never compete for one car; the cheapest other
    // one, so the wallet covers a day and the deposit whatever the demo fleet holds.
    const cost = (c: (typeof cars)[number]) => Number(c.dailyPriceFils) + Number(c.depositFils);
    const car = cars
      .filter((c) => c.status === 'active' && !c.title.includes('Nissan Sunny'))
      .sort((a, b) => cost(a) - cost(b))[0];
    expect(car).toBeTruthy();
    const detail = (await (await request.get(`/api/rental-cars/${car?.id}`)).json()).data as {
      id: string;
      depositFils: number;
      pickupBranches: { id: string }[];
      returnBranches: { id: string }[];
    };

    await withClockTurn(async () => {
      const now = await serverNow(request);
      const pickupAt = Math.ceil((now + 48 * HOUR + 10 * 60_000) / HOUR) * HOUR;
      const returnAt = pickupAt + DAY;
      const range = { pickupAt: new Date(pickupAt).toISOString(), returnAt: new Date(returnAt).toISOString() };
      const quote = await request.get(`/api/rental-cars/${detail.id}/quote?${new URLSearchParams(range)}`);
      const booked = await request.post('/api/rental-bookings', {
        headers: { ...auth(renter.token), 'idempotency-key': crypto.randomUUID() },
        data: {
          carId: detail.id,
          pickupBranchId: detail.pickupBranches[0]?.id,
          returnBranchId: detail.returnBranches[0]?.id,
          ...range,
          driverIds: [driverId],
          extras: [],
          notes: '',
          agreeRentalAgreement: true,
          agreeReservationAgreement: true,
          expectedTotalFils: (await quote.json()).data.totalFils,
          method: 'wallet',
        },
      });
      expect(booked.ok()).toBe(true);
      const bookingId = (await booked.json()).data.booking.id as string;
      await advanceServerClockTo(request, pickupAt);
      const handover = await request.post(`/api/rental-bookings/${bookingId}/handover`, {
        headers: { ...auth(merchantSession.token), 'idempotency-key': crypto.randomUUID() },
        data: { odometerKm: 1000, fuelEighths: 8 },
      });
      expect(handover.ok()).toBe(true);

      // Back on time with a dented door: AED 500 more than the deposit.
      await advanceServerClockTo(request, returnAt);
      const deposit = detail.depositFils / 100;
      const damage = deposit + 500;
      const merchant = await openAs(browser, testInfo, merchantSession, await serverNow(request));
      await merchant.goto(`/merchant/rentals/orders/${bookingId}`);
      await merchant.getByTestId('booking-return').click();
      await merchant.getByTestId('return-odometer').fill('1200');
      await merchant.getByTestId('charge-add').click();
      await merchant.getByTestId('charge-kind').selectOption('damage');
      await merchant.getByTestId('charge-amount').fill(String(damage));
      await merchant.getByRole('textbox', { name: 'Reason (shown to the renter)' }).fill('Rear door dented');
      // Damage needs a photo: without one nothing is sent.
      await merchant.getByTestId('return-submit').click();
      await expect(merchant.getByTestId('return-error')).toContainText('photo');
      await merchant
        .getByTestId('charge-photos-input')
        .setInputFiles({ name: 'dent.png', mimeType: 'image/png', buffer: png(80, 60, [120, 30, 30]) });
      await expect(merchant.getByTestId('charge-photos-item')).toHaveCount(1);
      await expect(merchant.getByTestId('preview-from-deposit')).toContainText(amount(deposit));
      await expect(merchant.getByTestId('preview-claim')).toContainText(amount(500));
      await merchant.getByTestId('return-submit').click();
      await merchant.getByTestId('return-confirm').click();
      await expect(merchant.getByTestId('booking-detail')).toHaveAttribute('data-status', 'completed');
      await expect(merchant.getByTestId('claim-status')).toHaveText('Waiting for the renter');
      await merchant.context().close();

      // The renter sees the claim with its reason and photo, and disputes it.
      await page.addInitScript(storeSession, sessionStorage(renter));
      await page.clock.install({ time: await serverNow(request) });
      await page.goto(`/me/rentals/${bookingId}`);
      await expect(page.getByTestId('deposit-captured')).toContainText(amount(deposit));
      const claim = page.getByTestId('claim-card');
      await expect(claim).toContainText(amount(500));
      await expect(claim).toContainText('Rear door dented');
      await claim.getByTestId('claim-dispute').click();
      await page.getByTestId('claim-dispute-reason').fill('The dent was there at pick-up');
      await page.getByTestId('claim-dispute-confirm').click();
      await expect(claim.getByTestId('claim-status')).toHaveText('Disputed');
      await expect(claim.getByTestId('claim-accept')).toHaveCount(0);

      // An admin finds it in the queue and upholds AED 300 of it, with a reason.
      const adminSession = await login(request, '+971500000001', 'Dubai2026');
      const admin = await openAs(browser, testInfo, adminSession, await serverNow(request));
      await admin.goto('/mine');
      await admin.getByTestId('mine-admin-claims').click();
      await expect(admin).toHaveURL(/\/admin\/rentals\/claims$/);
      const queued = admin.getByTestId('claim-card').filter({ hasText: 'The dent was there at pick-up' });
      await expect(queued).toHaveCount(1);
      await queued.getByTestId('claim-uphold').click();
      await admin.getByTestId('claim-uphold-amount').fill('300');
      await admin.getByTestId('claim-decision-reason').fill('Photos show a new dent; the estimate is too high');
      await admin.getByTestId('claim-decision-confirm').click();
      await expect(queued).toHaveCount(0);
      await admin.context().close();

      // The renter sees the decision: AED 300 paid from the wallet.
      await page.reload();
      await expect(claim.getByTestId('claim-status')).toHaveText('Upheld');
      await expect(claim.getByTestId('claim-outcome')).toContainText(amount(300));
      await expect(claim).toContainText('the estimate is too high');
    });
  },
);
