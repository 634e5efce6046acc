import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits } from '../modules/deposits/deposits.tables';
import { payments } from '../modules/payments/payments.tables';
import { addDriver, bookingBody, fleetOf, HOUR } from '../modules/rentals/bookings.testing';
import { rentalBookings } from '../modules/rentals/rentals.tables';
import { vipMemberships } from '../modules/vip/vip.tables';
import { BALANCED_BOOKS, checkBooks } from '../modules/wallet/ledger.testing';
import { holds, ledgerTransactions, withdrawals } from '../modules/wallet/wallet.tables';
import { idempotencyClaims } from '../plugins/idempotency.tables';
import {
  bearer,
  createTestApp,
  lastSmsCode,
  registerMerchant,
  registerUser,
  registerUserWithBalance,
  type TestApp,
  type TestUser,
} from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The same request sent `n` times at once with one key. */
function burst(user: TestUser, url: string, body: object, n = 10) {
  const key = randomUUID();
  return Promise.all(
    Array.from({ length: n }, () =>
      t.app.inject({
        method: 'POST',
        url,
        payload: body,
        headers: { ...bearer(user.token), 'idempotency-key': key },
      }),
    ),
  );
}

/**
 * Every answer is either the first request's success (the same object) or 409 IDEMPOTENCY_IN_PROGRESS;
 * never a 500, and at least one success.
 */
function expectOneOutcome(results: Awaited<ReturnType<typeof burst>>, idPath: string) {
  const answers = results.map((r) => (r.statusCode === 200 ? 'ok' : `${r.statusCode} ${r.json().error}`));
  expect(answers.filter((a) => a !== 'ok' && a !== '409 IDEMPOTENCY_IN_PROGRESS')).toEqual([]);
  const ok = results.filter((r) => r.statusCode === 200);
  expect(ok.length).toBeGreaterThan(0);
  const ids = ok.map((r) => idPath.split('.').reduce((v, k) => v?.[k], r.json().data));
  expect(ids[0]).toEqual(expect.any(String));
  expect(new Set(ids).size).toBe(1);
}

describe('one idempotency key sent 10 times at once', () => {
  it('VIP from the wallet: one membership, one charge', async () => {
    const plans = (await t.app.inject({ method: 'GET', url: '/api/vip/plans' })).json().data.items;
    const u = await registerUserWithBalance(t, 10_000);
    const results = await burst(u, '/api/vip/subscriptions', { planId: plans[0].id, method: 'wallet' });
    expectOneOutcome(results, 'membership.id');
    expect(await t.database.db.select().from(vipMemberships).where(eq(vipMemberships.userId, u.userId))).toHaveLength(
      1,
    );
    const charges = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.userId, u.userId));
    expect(charges.filter((x) => x.type !== 'recharge')).toHaveLength(1);
  });

  it('VIP by card: one membership, one payment', async () => {
    const plans = (await t.app.inject({ method: 'GET', url: '/api/vip/plans' })).json().data.items;
    const u = await registerUser(t);
    const results = await burst(u, '/api/vip/subscriptions', { planId: plans[0].id, method: 'card' });
    expectOneOutcome(results, 'membership.id');
    expect(await t.database.db.select().from(payments).where(eq(payments.userId, u.userId))).toHaveLength(1);
  });

  it('a deposit from the wallet: one deposit, one hold', async () => {
    const u = await registerUserWithBalance(t, 1_000);
    const results = await burst(u, '/api/deposits', { purpose: 'auction', amount: '100', method: 'wallet' });
    expectOneOutcome(results, 'deposit.id');
    expect(await t.database.db.select().from(deposits).where(eq(deposits.userId, u.userId))).toHaveLength(1);
    expect(await t.database.db.select().from(holds).where(eq(holds.userId, u.userId))).toHaveLength(1);
  });

  it('a recharge: one payment, one checkout', async () => {
    const u = await registerUser(t);
    const results = await burst(u, '/api/wallet/recharges', { amount: '500' });
    expectOneOutcome(results, 'paymentId');
    expect(await t.database.db.select().from(payments).where(eq(payments.userId, u.userId))).toHaveLength(1);
  });

  it('a rental booking: one booking, one charge, one deposit hold', async () => {
    const fleet = await fleetOf(t, await registerMerchant(t));
    const car = await fleet.newCar();
    const u = await registerUserWithBalance(t, 5_000);
    const driver = await addDriver(t, u);
    const start = new Date(t.clock.now().getTime() + 100 * HOUR);
    const body = await bookingBody(t, car, [driver], start, new Date(start.getTime() + 24 * HOUR));
    const results = await burst(u, '/api/rental-bookings', body);
    expectOneOutcome(results, 'booking.id');
    const rows = await t.database.db.select().from(rentalBookings).where(eq(rentalBookings.carId, car.id));
    expect(rows).toHaveLength(1);
    expect(await t.database.db.select().from(holds).where(eq(holds.userId, u.userId))).toHaveLength(1);
  });

  it('a withdrawal with one SMS code: one withdrawal, and no twin fails on the used code', async () => {
    const u = await registerUserWithBalance(t, 1_000);
    const bank = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/bank-accounts',
      payload: { holderName: 'Test Holder', iban: 'AE070331234567890123456', bankName: 'Emirates NBD' },
      headers: bearer(u.token),
    });
    expect(bank.statusCode).toBe(200);
    await t.app.services.smsCodes.send(u.mobile, 'withdraw', 'en');
    const code = await lastSmsCode(t, u.mobile);
    const body = { amount: '100', bankAccountId: bank.json().data.id, code };
    const results = await burst(u, '/api/wallet/withdrawals', body);
    expectOneOutcome(results, 'id');
    expect(await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, u.userId))).toHaveLength(1);
  });

  it('no claim is left behind once the answers are out', async () => {
    expect(await t.database.db.select().from(idempotencyClaims)).toEqual([]);
  });

  it('keeps the books balanced', async () => {
    expect(await checkBooks(t.database.db)).toEqual(BALANCED_BOOKS);
  });
});
