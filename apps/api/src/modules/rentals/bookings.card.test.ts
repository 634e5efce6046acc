/**
 * A rental paid by card (docs/decisions/0010-card-authorisations.md): the card pays the total
 * only, the deposit is an authorisation on the card (captured in part at the return, the rest
 * released), a cancellation refunds to the card, and a long rental's authorisation is renewed.
 */
import type { Booking } from '@souq/shared';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, registerUserWithBalance, type TestUser } from '../../testing/test-app';
import type { PaymentGateway } from '../payments/gateway.port';
import { cardAuthorisations, paymentRefunds, sandboxSessions } from '../payments/payments.tables';
import { ledgerEntries, ledgerTransactions } from '../wallet/wallet.tables';
import {
  addDriver,
  balances,
  bookingBody,
  bookingsFixture,
  DAY,
  HOUR,
  ledgerOf,
  postBooking,
  submitSandboxCheckout,
} from './bookings.testing';

/** A Camry for 1 day: AED 150 + 5% VAT, and its deposit of AED 1,000. */
const ONE_DAY_FILS = 15_750n;
const DEPOSIT_FILS = 100_000n;

const fx = bookingsFixture();
const { at, call } = fx;
const get = async (user: TestUser, id: string) =>
  (await call(user, 'GET', `/api/rental-bookings/${id}`)).json().data as Booking;

/** A card booking paid on the sandbox's page: `days` long, picked up in 72 h. */
async function paidCardBooking(days = 1, walletAed = 0) {
  const car = await fx.fleet.newCar();
  const user = await registerUserWithBalance(fx.t, walletAed);
  const driver = await addDriver(fx.t, user);
  const pickupAt = at(72 * HOUR);
  const body = await bookingBody(fx.t, car, [driver], pickupAt, new Date(pickupAt.getTime() + days * DAY), {
    method: 'card',
  });
  const res = await postBooking(fx.t, user, body);
  expect(res.statusCode).toBe(200);
  const { booking, checkoutUrl } = res.json().data as { booking: Booking; checkoutUrl: string };
  await submitSandboxCheckout(fx.t, checkoutUrl);
  return { user, booking: await get(user, booking.id), checkoutUrl, pickupAt };
}

const merchantStep = (id: string, name: string, payload: object) =>
  fx.t.app.inject({
    method: 'POST',
    url: `/api/rental-bookings/${id}/${name}`,
    payload,
    headers: bearer(fx.fleet.merchant.token),
  });

/** Every ledger transaction of a booking sums to zero, line by line. */
async function expectBalancedLedger(bookingId: string) {
  const { transactions } = await ledgerOf(fx.t, bookingId);
  const ids = transactions.map((x) => x.id);
  const entries = await fx.t.database.db.select().from(ledgerEntries).where(inArray(ledgerEntries.transactionId, ids));
  for (const id of ids) {
    expect(entries.filter((e) => e.transactionId === id).reduce((sum, e) => sum + e.amountFils, 0n)).toBe(0n);
  }
}

async function authorisationOf(bookingId: string) {
  return fx.t.database.db.select().from(cardAuthorisations).where(eq(cardAuthorisations.refId, bookingId));
}

describe('a rental paid by card', () => {
  it('charges the card the total only and shows the deposit as an authorisation on the hosted page', async () => {
    const car = await fx.fleet.newCar();
    const user = await registerUserWithBalance(fx.t, 0);
    const driver = await addDriver(fx.t, user);
    const pickupAt = at(72 * HOUR);
    const body = await bookingBody(fx.t, car, [driver], pickupAt, new Date(pickupAt.getTime() + DAY), {
      method: 'card',
    });
    const { checkoutUrl, booking } = (await postBooking(fx.t, user, body)).json().data as {
      booking: Booking;
      checkoutUrl: string;
    };
    const [session] = await fx.t.database.db
      .select()
      .from(sandboxSessions)
      .where(eq(sandboxSessions.id, checkoutUrl.split('/').pop()?.split('?')[0] ?? ''));
    expect(session?.amountFils).toBe(ONE_DAY_FILS);
    expect(session?.authorisationFils).toBe(DEPOSIT_FILS);

    const page = await fx.t.app.inject({ method: 'GET', url: `${checkoutUrl.split('?')[0]}?lang=en` });
    expect(page.body).toMatch(/AED\s157\.50/);
    expect(page.body).toMatch(/Deposit AED\s1,000\.00: authorisation, not a charge/);
    const arabic = await fx.t.app.inject({ method: 'GET', url: `${checkoutUrl.split('?')[0]}?lang=ar` });
    expect(arabic.body).toContain('data-testid="sandbox-authorisation"');
    expect(arabic.body).toContain('تفويض');

    await submitSandboxCheckout(fx.t, checkoutUrl);
    const paid = await get(user, booking.id);
    expect(paid).toMatchObject({
      status: 'awaiting_pickup',
      paymentMethod: 'card',
      deposit: { method: 'card', state: 'authorised', amountFils: Number(DEPOSIT_FILS), capturedFils: 0 },
    });
    expect(await balances(fx.t, user)).toEqual({ available: 0n, held: 0n });
    const [auth] = await authorisationOf(booking.id);
    expect(auth).toMatchObject({ status: 'authorised', amountFils: DEPOSIT_FILS });
    const ops = await fx.t.app.services.payments.sandbox?.operationsOf(session?.id ?? '');
    expect(ops).toMatchObject([{ kind: 'authorisation', amountFils: DEPOSIT_FILS, status: 'authorised' }]);

    // The deposits page lists it with its reason.
    const held = (await call(user, 'GET', '/api/deposits/holds')).json().data.items;
    expect(held).toMatchObject([
      {
        kind: 'card_authorisation',
        purpose: 'rental_deposit',
        ref: { type: 'booking', id: booking.id, label: booking.orderNo },
        amountFils: Number(DEPOSIT_FILS),
        state: 'authorised',
      },
    ]);
  });

  it('captures the itemised charges from the authorisation at the return and releases the rest', async () => {
    const { user, booking, pickupAt } = await paidCardBooking();
    fx.t.clock.set(pickupAt);
    expect((await merchantStep(booking.id, 'handover', { odometerKm: 10, fuelEighths: 8 })).statusCode).toBe(200);
    fx.t.clock.set(new Date(Date.parse(booking.returnAt) + 2 * HOUR + 5 * 60_000)); // 2 h 05 late: AED 400
    const res = await merchantStep(booking.id, 'return', {
      odometerKm: 100,
      fuelEighths: 7,
      charges: [{ kind: 'fuel', amount: '50', note: 'Tank not full' }],
    });
    expect(res.statusCode).toBe(200);
    const done = await get(user, booking.id);
    expect(done).toMatchObject({
      status: 'completed',
      depositCapturedFils: 45_000,
      depositReleasedFils: 55_000,
      deposit: { method: 'card', state: 'partly_captured', capturedFils: 45_000, releasedFils: 55_000 },
    });
    const [auth] = await authorisationOf(booking.id);
    expect(auth).toMatchObject({ status: 'captured', capturedFils: 45_000n, releasedFils: 55_000n });
    expect((auth?.capturedFils ?? 0n) + (auth?.releasedFils ?? 0n)).toBe(auth?.amountFils);
    // The sandbox (the card's side) captured exactly that part.
    const payment = await fx.t.database.db
      .select()
      .from(sandboxSessions)
      .where(eq(sandboxSessions.paymentId, auth?.paymentId ?? ''));
    const ops = await fx.t.app.services.payments.sandbox?.operationsOf(payment[0]?.id ?? '');
    expect(ops).toMatchObject([{ kind: 'authorisation', status: 'captured', capturedFils: 45_000n }]);
    // The merchant got the captured part from the gateway, not from the renter's wallet.
    const { transactions } = await ledgerOf(fx.t, booking.id);
    expect(transactions.find((x) => x.type === 'card_capture')).toBeTruthy();
    expect(await balances(fx.t, user)).toEqual({ available: 0n, held: 0n });
    await expectBalancedLedger(booking.id);
  });

  it('releases the whole authorisation when the return has no charges', async () => {
    const { user, booking, pickupAt } = await paidCardBooking();
    fx.t.clock.set(pickupAt);
    await merchantStep(booking.id, 'handover', { odometerKm: 10, fuelEighths: 8 });
    fx.t.clock.set(new Date(Date.parse(booking.returnAt)));
    expect((await merchantStep(booking.id, 'return', { odometerKm: 50, fuelEighths: 8, charges: [] })).statusCode).toBe(
      200,
    );
    expect((await get(user, booking.id)).deposit).toMatchObject({
      method: 'card',
      state: 'released',
      capturedFils: 0,
      releasedFils: Number(DEPOSIT_FILS),
    });
    const [auth] = await authorisationOf(booking.id);
    expect(auth?.status).toBe('voided');
  });

  it('a cancellation refunds to the card (not the wallet) and releases the authorisation; retries refund once', async () => {
    const { user, booking } = await paidCardBooking(1, 50);
    const cancels = await Promise.all(
      Array.from({ length: 5 }, () => call(user, 'POST', `/api/rental-bookings/${booking.id}/cancel`, {})),
    );
    expect(cancels.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const done = await get(user, booking.id);
    expect(done).toMatchObject({
      status: 'canceled',
      refundFils: Number(ONE_DAY_FILS),
      refund: { method: 'card', status: 'succeeded', amountFils: Number(ONE_DAY_FILS) },
      deposit: { method: 'card', state: 'released', releasedFils: Number(DEPOSIT_FILS) },
    });
    // The wallet is as it was: the money went back to the card.
    expect(await balances(fx.t, user)).toEqual({ available: 5_000n, held: 0n });
    const refunds = await fx.t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.refId, booking.id));
    expect(refunds).toHaveLength(1);
    const sent = await fx.t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.refId, booking.id));
    expect(sent.filter((x) => x.type === 'card_refund')).toHaveLength(1);
    await expectBalancedLedger(booking.id);
  });

  it('a card refund the gateway leaves pending is settled by its webhook; a failed one lands in the wallet, said so', async () => {
    const { user, booking } = await paidCardBooking();
    const sandbox = fx.t.app.services.payments.sandbox as NonNullable<typeof fx.t.app.services.payments.sandbox>;
    const outcome: 'refund.succeeded' | 'refund.failed' = 'refund.failed';
    let refundId: string | null = null;
    const slow: PaymentGateway = {
      provider: 'sandbox',
      createCheckout: (i) => sandbox.createCheckout(i),
      parseWebhook: () => ({
        id: `evt_${outcome}_${refundId}`,
        type: outcome,
        refundId,
        providerRef: 're_slow',
        createdAt: new Date(),
      }),
      authorise: (i) => sandbox.authorise(i),
      capture: (i) => sandbox.capture(i),
      voidAuthorisation: (i) => sandbox.voidAuthorisation(i),
      refund: async (i) => {
        refundId = i.refundId;
        return { status: 'pending', providerRef: 're_slow' };
      },
    };
    fx.t.app.services.payments.useGateway(slow);
    try {
      expect((await call(user, 'POST', `/api/rental-bookings/${booking.id}/cancel`, {})).statusCode).toBe(200);
      expect((await get(user, booking.id)).refund).toMatchObject({ method: 'card', status: 'pending' });
      // Waiting for the card: held, neither spendable nor refundable twice.
      expect(await balances(fx.t, user)).toEqual({ available: 0n, held: ONE_DAY_FILS });
      const webhook = () => fx.t.app.services.payments.handleWebhook('sandbox', Buffer.from('{}'), {});
      expect((await webhook()).outcome).toBe('applied');
      expect((await webhook()).outcome).toBe('duplicate');
    } finally {
      fx.t.app.services.payments.useGateway(sandbox);
    }
    expect((await get(user, booking.id)).refund).toMatchObject({ method: 'card', status: 'failed' });
    expect(await balances(fx.t, user)).toEqual({ available: ONE_DAY_FILS, held: 0n });
    await expectBalancedLedger(booking.id);
  });

  it('a wallet booking is refunded to the wallet', async () => {
    const car = await fx.fleet.newCar();
    const user = await registerUserWithBalance(fx.t, 2_000);
    const driver = await addDriver(fx.t, user);
    const pickupAt = at(72 * HOUR);
    const body = await bookingBody(fx.t, car, [driver], pickupAt, new Date(pickupAt.getTime() + DAY));
    const { booking } = (await postBooking(fx.t, user, body)).json().data as { booking: Booking };
    expect((await get(user, booking.id)).deposit).toMatchObject({ method: 'wallet', state: 'held' });
    await call(user, 'POST', `/api/rental-bookings/${booking.id}/cancel`, {});
    expect(await get(user, booking.id)).toMatchObject({
      refund: { method: 'wallet', status: 'succeeded', amountFils: Number(ONE_DAY_FILS) },
      deposit: { method: 'wallet', state: 'released' },
    });
    expect(await balances(fx.t, user)).toEqual({ available: 200_000n, held: 0n });
  });
});

describe('a long card rental outlives the authorisation window', () => {
  it('the sweeper renews the authorisation a day before it lapses, once', async () => {
    const { user, booking } = await paidCardBooking(20);
    const [first] = await authorisationOf(booking.id);
    const expiresAt = first?.expiresAt as Date;
    expect(expiresAt.getTime()).toBe(fx.t.clock.now().getTime() + 7 * DAY);
    fx.t.clock.set(new Date(expiresAt.getTime() - 2 * DAY));
    await fx.t.app.services.bookings.sweep(fx.t.clock.now());
    expect(await authorisationOf(booking.id)).toHaveLength(1); // not due yet
    fx.t.clock.set(new Date(expiresAt.getTime() - 12 * HOUR));
    const [a, b] = await Promise.all([
      fx.t.app.services.bookings.sweep(fx.t.clock.now()),
      fx.t.app.services.bookings.sweep(fx.t.clock.now()),
    ]);
    expect(a.authorisationsRenewed + b.authorisationsRenewed).toBeGreaterThanOrEqual(1);
    const all = await authorisationOf(booking.id);
    expect(all).toHaveLength(2);
    const renewed = all.find((x) => x.renewsId === first?.id);
    expect(renewed?.status).toBe('authorised');
    expect(all.find((x) => x.id === first?.id)?.status).toBe('voided');
    const seen = await get(user, booking.id);
    expect(seen.deposit).toMatchObject({ state: 'authorised', expiresAt: renewed?.expiresAt?.toISOString() });
    // The deposits page shows one line for it, not two.
    const held = (await call(user, 'GET', '/api/deposits/holds')).json().data.items;
    expect(held.filter((h: { kind: string }) => h.kind === 'card_authorisation')).toHaveLength(1);
  });

  it('when the card refuses the renewal, the lapsed deposit is held from the wallet if it can be', async () => {
    const { user, booking } = await paidCardBooking(20, 1_500);
    const [first] = await authorisationOf(booking.id);
    const sandbox = fx.t.app.services.payments.sandbox as NonNullable<typeof fx.t.app.services.payments.sandbox>;
    const refusing: PaymentGateway = {
      provider: 'sandbox',
      createCheckout: (i) => sandbox.createCheckout(i),
      parseWebhook: (r, h) => sandbox.parseWebhook(r, h),
      authorise: async () => ({ status: 'declined', providerRef: null, expiresAt: null }),
      capture: (i) => sandbox.capture(i),
      voidAuthorisation: (i) => sandbox.voidAuthorisation(i),
      refund: (i) => sandbox.refund(i),
    };
    const lapsesAt = (first as { expiresAt: Date }).expiresAt.getTime();
    fx.t.app.services.payments.useGateway(refusing);
    try {
      fx.t.clock.set(new Date(lapsesAt - 12 * HOUR));
      await fx.t.app.services.bookings.sweep(fx.t.clock.now());
      // Refused, but not lapsed yet: still authorised, tried again on the next runs.
      expect((await get(user, booking.id)).deposit).toMatchObject({ method: 'card', state: 'authorised' });
      fx.t.clock.set(new Date(lapsesAt + 60_000));
      expect((await fx.t.app.services.bookings.sweep(fx.t.clock.now())).authorisationsLapsed).toBeGreaterThanOrEqual(1);
    } finally {
      fx.t.app.services.payments.useGateway(sandbox);
    }
    expect(await balances(fx.t, user)).toEqual({ available: 50_000n, held: DEPOSIT_FILS });
    expect((await get(user, booking.id)).deposit).toMatchObject({ method: 'wallet', state: 'held' });
  });
});
