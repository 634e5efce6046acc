import type { Booking } from '@souq/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  registerMerchant,
  registerUserWithBalance,
  type TestApp,
  type TestUser,
} from '../../testing/test-app';
import { notifications } from '../notifications/notifications.tables';
import { holds } from '../wallet/wallet.tables';
import {
  addDriver,
  balances,
  book,
  bookingBody,
  bookingsFixture,
  DAY,
  type Fleet,
  fleetOf,
  HOUR,
  ledgerOf,
  postBooking,
  submitSandboxCheckout,
} from './bookings.testing';

const MINUTE = 60_000;
/** A Camry for 1 day: AED 150 + 5% VAT, and its deposit of AED 1,000. */
const ONE_DAY_FILS = 15_750n;
const DEPOSIT_FILS = 100_000n;

const fx = bookingsFixture();
const { at, call } = fx;

async function renterWith(aed: number) {
  const user = await registerUserWithBalance(fx.t, aed);
  return { user, driver: await addDriver(fx.t, user) };
}

async function titlesOf(user: TestUser) {
  const rows = await fx.t.database.db.select().from(notifications).where(eq(notifications.userId, user.userId));
  return rows.map((n) => n.titleKey);
}

/** Pays (or cancels) on the sandbox's hosted page the way a browser does. */
async function completeCheckout(checkoutUrl: string, outcome: 'succeed' | 'decline' | 'cancel' = 'succeed') {
  const page = await fx.t.app.inject({ method: 'GET', url: checkoutUrl });
  expect(page.statusCode).toBe(200);
  await submitSandboxCheckout(fx.t, checkoutUrl, outcome);
}

async function cardBooking(pickupIn = 72 * HOUR) {
  const car = await fx.fleet.newCar();
  const { user, driver } = await renterWith(0);
  const pickupAt = at(pickupIn);
  const body = await bookingBody(fx.t, car, [driver], pickupAt, new Date(pickupAt.getTime() + DAY), { method: 'card' });
  const res = await postBooking(fx.t, user, body);
  expect(res.statusCode).toBe(200);
  const data = res.json().data as { booking: Booking; checkoutUrl: string };
  return { car, user, driver, body, ...data };
}

describe('paying by card', () => {
  it('keeps the car while the checkout is open, then charges the total to the card and authorises the deposit on it', async () => {
    const { user, booking, checkoutUrl } = await cardBooking();
    expect(booking).toMatchObject({
      status: 'pending_payment',
      checkoutUrl,
      paymentDueAt: at(15 * MINUTE).toISOString(),
      cancellation: { allowed: true, feeFils: 0, refundFils: 0 },
    });
    expect(checkoutUrl).toMatch(/^\/pay\/sandbox\//);

    await completeCheckout(checkoutUrl);
    const paid = (await call(user, 'GET', `/api/rental-bookings/${booking.id}`)).json().data as Booking;
    expect(paid).toMatchObject({ status: 'awaiting_pickup', checkoutUrl: null, paymentDueAt: null });
    // The deposit is an authorisation on the card, not money in (or held on) the wallet.
    expect(paid.deposit).toMatchObject({ method: 'card', state: 'authorised', amountFils: Number(DEPOSIT_FILS) });
    expect(await balances(fx.t, user)).toEqual({ available: 0n, held: 0n });
    const ledger = await ledgerOf(fx.t, booking.id);
    expect(ledger.transactions.map((x) => x.type).sort()).toEqual(['charge', 'hold']);
    expect(await titlesOf(user)).toContain('notifications:rentalBooked.title');
    expect(await titlesOf(fx.fleet.merchant)).toContain('notifications:rentalNewOrder.title');
    // The sweeper leaves a paid booking alone.
    fx.t.clock.advance(20 * MINUTE);
    expect((await fx.t.app.services.bookings.sweep(fx.t.clock.now())).unpaidCanceled).toBe(0);
  });

  it('a replayed request answers the same checkout; another request for the slot is refused', async () => {
    const car = await fx.fleet.newCar();
    const { user, driver } = await renterWith(0);
    const pickupAt = at(72 * HOUR);
    const body = await bookingBody(fx.t, car, [driver], pickupAt, new Date(pickupAt.getTime() + DAY), {
      method: 'card',
    });
    const first = (await postBooking(fx.t, user, body, 'card-key')).json().data;
    const again = (await postBooking(fx.t, user, body, 'card-key')).json().data;
    expect(again.booking.id).toBe(first.booking.id);
    expect(again.checkoutUrl).toBe(first.checkoutUrl);
    const changed = await postBooking(fx.t, user, { ...body, notes: 'Baby seat' }, 'card-key');
    expect(changed.json().error).toBe('IDEMPOTENCY_CONFLICT');
    const other = await postBooking(fx.t, user, body, 'another-key');
    expect(other.json().error).toBe('CAR_NOT_AVAILABLE');
  });

  it('a declined card gives the car back', async () => {
    const { user, booking, checkoutUrl, car, body } = await cardBooking();
    await completeCheckout(checkoutUrl, 'decline');
    const seen = (await call(user, 'GET', `/api/rental-bookings/${booking.id}`)).json().data as Booking;
    expect(seen).toMatchObject({ status: 'canceled', cancelKind: 'unpaid', checkoutUrl: null });
    expect(await balances(fx.t, user)).toEqual({ available: 0n, held: 0n });
    const { user: other, driver } = await renterWith(2_000);
    const next = await book(
      fx.t,
      other,
      await bookingBody(fx.t, car, [driver], new Date(body.pickupAt as string), new Date(body.returnAt as string)),
    );
    expect(next.status).toBe('awaiting_pickup');
  });

  it('the sweeper cancels a checkout left open past its window; a late payment goes back to the card', async () => {
    const { user, booking, checkoutUrl, car, body } = await cardBooking();
    const statusNow = async () =>
      ((await call(user, 'GET', `/api/rental-bookings/${booking.id}`)).json().data as Booking).status;
    fx.t.clock.advance(14 * MINUTE);
    await fx.t.app.services.bookings.sweep(fx.t.clock.now());
    expect(await statusNow()).toBe('pending_payment');
    fx.t.clock.advance(2 * MINUTE);
    expect((await fx.t.app.services.bookings.sweep(fx.t.clock.now())).unpaidCanceled).toBeGreaterThanOrEqual(1);
    const seen = (await call(user, 'GET', `/api/rental-bookings/${booking.id}`)).json().data as Booking;
    expect(seen).toMatchObject({ status: 'canceled', cancelKind: 'unpaid', checkoutUrl: null });
    expect(await titlesOf(user)).toContain('notifications:rentalUnpaid.title');

    // The slot is free for someone else.
    const { user: other, driver } = await renterWith(2_000);
    await book(
      fx.t,
      other,
      await bookingBody(fx.t, car, [driver], new Date(body.pickupAt as string), new Date(body.returnAt as string)),
    );
    // The payer finishes the page anyway: nothing is charged, the money goes back to the card
    // (not into the wallet) and the deposit authorised with it is released.
    await completeCheckout(checkoutUrl);
    await fx.t.app.services.bookings.sweep(fx.t.clock.now());
    expect(await balances(fx.t, user)).toEqual({ available: 0n, held: 0n });
    const late = (await call(user, 'GET', `/api/rental-bookings/${booking.id}`)).json().data as Booking;
    expect(late.refund).toMatchObject({ method: 'card', status: 'succeeded', amountFils: Number(ONE_DAY_FILS) });
    const held = (await call(user, 'GET', '/api/deposits/holds')).json().data.items;
    expect(held).toMatchObject([
      { kind: 'wallet_hold', purpose: 'card_refund', state: 'captured' },
      { kind: 'card_authorisation', state: 'released', amountFils: Number(DEPOSIT_FILS), capturedFils: 0 },
    ]);
    expect(await titlesOf(user)).toContain('notifications:rentalPaymentLate.title');
    const still = (await call(user, 'GET', `/api/rental-bookings/${booking.id}`)).json().data as Booking;
    expect(still.status).toBe('canceled');
  });

  it('the renter may drop a pending card booking for free', async () => {
    const { user, booking } = await cardBooking();
    const res = await call(user, 'POST', `/api/rental-bookings/${booking.id}/cancel`, {});
    expect(res.json().data).toMatchObject({ status: 'canceled', cancelKind: 'canceled', refundFils: 0 });
  });
});

describe('the sweeper', () => {
  it('cancels a short-notice order the merchant did not confirm before pick-up, refunding everything', async () => {
    const car = await fx.fleet.newCar();
    const { user, driver } = await renterWith(2_000);
    const pickupAt = at(5 * HOUR);
    const booking = await book(
      fx.t,
      user,
      await bookingBody(fx.t, car, [driver], pickupAt, new Date(pickupAt.getTime() + DAY)),
    );
    expect(booking.status).toBe('awaiting_confirmation');
    fx.t.clock.set(new Date(pickupAt.getTime() - MINUTE));
    expect((await fx.t.app.services.bookings.sweep(fx.t.clock.now())).unconfirmedCanceled).toBe(0);
    fx.t.clock.set(pickupAt);
    // Two nodes sweeping at once handle the row once.
    const [a, b] = await Promise.all([
      fx.t.app.services.bookings.sweep(fx.t.clock.now()),
      fx.t.app.services.bookings.sweep(fx.t.clock.now()),
    ]);
    expect(a.unconfirmedCanceled + b.unconfirmedCanceled).toBe(1);
    const seen = (await call(user, 'GET', `/api/rental-bookings/${booking.id}`)).json().data as Booking;
    expect(seen).toMatchObject({ status: 'canceled', cancelKind: 'expired', refundFils: Number(ONE_DAY_FILS) });
    expect(await balances(fx.t, user)).toEqual({ available: 200_000n, held: 0n });
    expect(await titlesOf(user)).toContain('notifications:rentalExpired.title');
    expect(await titlesOf(fx.fleet.merchant)).toContain('notifications:rentalExpiredMerchant.title');
  });
});

describe('a deposit kept for a holding period after the return', () => {
  let t7: TestApp;
  let merchant: TestUser;
  let fleet7: Fleet;
  beforeAll(async () => {
    t7 = await createTestApp({ RENTAL_DEPOSIT_RELEASE_DAYS: '7' });
    merchant = await registerMerchant(t7);
    fleet7 = await fleetOf(t7, merchant);
  });
  afterAll(async () => {
    await t7?.close();
  });

  it('captures the charges at the return, holds the rest until its date, and the sweeper releases it once', async () => {
    const car = await fleet7.newCar();
    const user = await registerUserWithBalance(t7, 2_000);
    const driver = await addDriver(t7, user);
    const pickupAt = new Date(t7.clock.now().getTime() + 72 * HOUR);
    const returnAt = new Date(pickupAt.getTime() + DAY);
    const booking = await book(t7, user, await bookingBody(t7, car, [driver], pickupAt, returnAt));
    const step = (name: string, payload: object) =>
      t7.app.inject({
        method: 'POST',
        url: `/api/rental-bookings/${booking.id}/${name}`,
        payload,
        headers: bearer(merchant.token),
      });
    t7.clock.set(pickupAt);
    expect((await step('handover', { odometerKm: 10, fuelEighths: 8 })).statusCode).toBe(200);
    t7.clock.set(new Date(returnAt.getTime() + 2 * HOUR + 5 * MINUTE)); // 2 h 05 late: AED 400
    const done = (
      await step('return', {
        odometerKm: 260, // 250 km driven, within the day's allowance
        fuelEighths: 7,
        charges: [{ kind: 'fuel', amount: '50', note: 'Tank not full' }],
      })
    ).json().data as Booking;
    const releaseAt = new Date(t7.clock.now().getTime() + 7 * DAY);
    expect(done).toMatchObject({
      status: 'completed',
      lateMinutes: 125,
      depositCapturedFils: 45_000,
      depositReleasedFils: 0,
      depositReleaseAt: releaseAt.toISOString(),
    });
    expect(await balances(t7, user)).toEqual({ available: 200_000n - ONE_DAY_FILS - DEPOSIT_FILS, held: 55_000n });
    const [held] = await t7.database.db
      .select()
      .from(holds)
      .where(eq(holds.id, await holdIdOf(booking.id)));
    expect(held).toMatchObject({ status: 'held', amountFils: 55_000n, purpose: 'rental_deposit' });
    expect(held?.releaseAt?.toISOString()).toBe(releaseAt.toISOString());

    t7.clock.set(new Date(releaseAt.getTime() - MINUTE));
    expect((await t7.app.services.bookings.sweep(t7.clock.now())).depositsReleased).toBe(0);
    t7.clock.set(releaseAt);
    expect((await t7.app.services.bookings.sweep(t7.clock.now())).depositsReleased).toBe(1);
    expect((await t7.app.services.bookings.sweep(t7.clock.now())).depositsReleased).toBe(0);
    expect(await balances(t7, user)).toEqual({ available: 200_000n - ONE_DAY_FILS - 45_000n, held: 0n });
    const seen = (
      await t7.app.inject({ method: 'GET', url: `/api/rental-bookings/${booking.id}`, headers: bearer(user.token) })
    ).json().data as Booking;
    expect(seen).toMatchObject({ depositReleasedFils: 55_000, depositReleaseAt: releaseAt.toISOString() });
    const titles = (await t7.database.db.select().from(notifications).where(eq(notifications.userId, user.userId))).map(
      (n) => n.titleKey,
    );
    expect(titles).toEqual(
      expect.arrayContaining(['notifications:rentalReturnedHeld.title', 'notifications:rentalDepositReleased.title']),
    );
  });

  async function holdIdOf(bookingId: string): Promise<string> {
    const rows = await t7.database.db.select().from(holds).where(eq(holds.refId, bookingId));
    const open = rows.find((h) => h.status === 'held' && h.purpose === 'rental_deposit');
    if (!open) throw new Error('no open deposit hold');
    return open.id;
  }
});
