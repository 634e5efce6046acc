import { randomUUID } from 'node:crypto';
import type { Booking, RentalClaim } from '@souq/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  registerAdmin,
  registerMerchant,
  registerUserWithBalance,
  type TestApp,
  type TestUser,
} from '../../testing/test-app';
import { notifications } from '../notifications/notifications.tables';
import { ledgerTransactions } from '../wallet/wallet.tables';
import { addDriver, balances, book, bookingBody, DAY, type Fleet, fleetOf, HOUR } from './bookings.testing';
import { carPhoto } from './fleet.testing';

let t: TestApp;
let fleet: Fleet;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ RENTAL_CLAIM_RESPONSE_HOURS: '72', RENTAL_CLAIM_ADMIN_SHARE_BP: '2000' });
});
// Each test moves the clock by days: fresh sessions for each.
beforeEach(async () => {
  fleet = await fleetOf(t, await registerMerchant(t));
  admin = await registerAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

/** A Camry for 3 days: 3 x AED 150 + 5% VAT; deposit AED 1,000. */
const PRICE_FILS = 47_250n;
const DEPOSIT_FILS = 100_000n;

const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(user.token) });

interface Returned {
  renter: TestUser;
  booking: Booking;
  claim: RentalClaim;
}

/**
 * A booking returned with a damage charge of `damageAed`: the deposit covers AED 1,000 of it, the
 * rest is the claim. The car is worth `valueAed` (none when null).
 */
async function returnedWithClaim(opts: { damageAed: number; walletAed: number; valueAed?: number | null }) {
  const valueAed = opts.valueAed === undefined ? 100_000 : opts.valueAed;
  // The merchant sets the car's value on the car form (optional).
  const car = await fleet.newCar(valueAed === null ? {} : { value: String(valueAed) });
  expect(car.valueFils).toBe(valueAed === null ? null : valueAed * 100);
  const renter = await registerUserWithBalance(t, opts.walletAed);
  const driver = await addDriver(t, renter);
  const pickupAt = new Date(t.clock.now().getTime() + 72 * HOUR);
  const returnAt = new Date(pickupAt.getTime() + 3 * DAY);
  const booking = await book(t, renter, await bookingBody(t, car, [driver], pickupAt, returnAt));
  t.clock.set(pickupAt);
  await call(fleet.merchant, 'POST', `/api/rental-bookings/${booking.id}/handover`, { odometerKm: 1, fuelEighths: 8 });
  t.clock.set(returnAt);
  const photo = await carPhoto(t, fleet.merchant);
  const res = await call(fleet.merchant, 'POST', `/api/rental-bookings/${booking.id}/return`, {
    odometerKm: 500,
    fuelEighths: 8,
    charges: [{ kind: 'damage', amount: String(opts.damageAed), note: 'Door dented', photoUploadIds: [photo] }],
  });
  expect(res.statusCode).toBe(200);
  const done = res.json().data as Booking;
  const claim = done.claims[0] as RentalClaim;
  return { renter, booking: done, claim } satisfies Returned;
}

async function chargesOf(claimId: string) {
  return t.database.db
    .select()
    .from(ledgerTransactions)
    .where(and(like(ledgerTransactions.idempotencyKey, `rental-claim:${claimId}:%`)));
}

async function titlesOf(user: TestUser) {
  const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.userId));
  return rows.map((r) => r.titleKey);
}

describe('a claim beyond the deposit', () => {
  it('is not taken without the renter: the wallet keeps everything but the price and the deposit', async () => {
    const { renter, booking, claim } = await returnedWithClaim({ damageAed: 3_000, walletAed: 10_000 });
    expect(booking).toMatchObject({ depositCapturedFils: 100_000, extraChargedFils: 0, shortfallFils: 0 });
    expect(claim).toMatchObject({ status: 'open', amountFils: 200_000, needsAdmin: false, chargedFils: 0 });
    expect(new Date(claim.respondBy).getTime() - t.clock.now().getTime()).toBe(72 * HOUR);
    expect(await balances(t, renter)).toEqual({ available: 1_000_000n - PRICE_FILS - DEPOSIT_FILS, held: 0n });
    expect(await chargesOf(claim.id)).toHaveLength(0);
    // The renter sees it on the booking.
    const seen = (await call(renter, 'GET', `/api/rental-bookings/${booking.id}`)).json().data as Booking;
    expect(seen.claims).toMatchObject([
      { id: claim.id, status: 'open', items: [{ kind: 'damage', note: 'Door dented' }] },
    ]);
  });

  it('accepted: paid exactly once, whatever the number of accepts', async () => {
    const { renter, claim } = await returnedWithClaim({ damageAed: 3_000, walletAed: 10_000 });
    const merchantBefore = await balances(t, fleet.merchant);
    const other = await registerUserWithBalance(t, 0);
    expect((await call(other, 'POST', `/api/rental-claims/${claim.id}/accept`)).statusCode).toBe(404);
    expect((await call(fleet.merchant, 'POST', `/api/rental-claims/${claim.id}/accept`)).statusCode).toBe(404);

    const results = await Promise.all(
      Array.from({ length: 20 }, () => call(renter, 'POST', `/api/rental-claims/${claim.id}/accept`)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    for (const r of results) expect(r.json().data).toMatchObject({ status: 'paid', chargedFils: 200_000 });
    const again = await call(renter, 'POST', `/api/rental-claims/${claim.id}/accept`);
    expect(again.json().data.status).toBe('paid');

    expect(await chargesOf(claim.id)).toHaveLength(1);
    expect(await balances(t, renter)).toEqual({
      available: 1_000_000n - PRICE_FILS - DEPOSIT_FILS - 200_000n,
      held: 0n,
    });
    expect(await balances(t, fleet.merchant)).toEqual({
      available: merchantBefore.available + 200_000n,
      held: merchantBefore.held,
    });
    expect(await titlesOf(fleet.merchant)).toContain('notifications:rentalClaimPaid.title');
    // Paid: it can no longer be disputed.
    const late = await call(renter, 'POST', `/api/rental-claims/${claim.id}/dispute`, { reason: 'Changed my mind' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('CLAIM_NOT_OPEN');
  });

  it('accepted with too little money: refused and nothing written; after a recharge it is paid', async () => {
    const { renter, claim } = await returnedWithClaim({ damageAed: 3_000, walletAed: 2_000 });
    // 2,000 - 472.50 - 1,000 = 527.50 left; the claim is 2,000.
    const short = await call(renter, 'POST', `/api/rental-claims/${claim.id}/accept`);
    expect(short.statusCode).toBe(409);
    expect(short.json().error).toBe('INSUFFICIENT_FUNDS');
    const still = (await call(renter, 'GET', `/api/rental-claims/${claim.id}`)).json().data;
    expect(still).toMatchObject({ status: 'open', chargedFils: 0, respondedAt: null });

    await t.app.services.ledger.recharge({
      userId: renter.userId,
      amountFils: 200_000n,
      idempotencyKey: `test-topup-2:${renter.userId}`,
      ref: { type: 'test', id: renter.userId },
    });
    const paid = await call(renter, 'POST', `/api/rental-claims/${claim.id}/accept`);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.status).toBe('paid');
    expect(await balances(t, renter)).toEqual({ available: 52_750n, held: 0n });
  });

  it('disputed: an admin upholds part of it; what the wallet cannot cover is recorded as owed', async () => {
    const { renter, claim } = await returnedWithClaim({ damageAed: 3_000, walletAed: 2_000 });
    const disputed = await call(renter, 'POST', `/api/rental-claims/${claim.id}/dispute`, {
      reason: 'The dent was there at pick-up',
    });
    expect(disputed.statusCode).toBe(200);
    expect(disputed.json().data).toMatchObject({ status: 'disputed', disputeReason: 'The dent was there at pick-up' });
    expect(await titlesOf(fleet.merchant)).toContain('notifications:rentalClaimDisputed.title');
    const accept = await call(renter, 'POST', `/api/rental-claims/${claim.id}/accept`);
    expect(accept.json().error).toBe('CLAIM_NOT_OPEN');

    // Only admins see the queue and decide.
    expect((await call(fleet.merchant, 'GET', '/api/admin/rental-claims')).statusCode).toBe(403);
    const queue = (await call(admin, 'GET', '/api/admin/rental-claims')).json().data.items as RentalClaim[];
    expect(queue.map((c) => c.id)).toContain(claim.id);
    const byMerchant = await call(fleet.merchant, 'POST', `/api/admin/rental-claims/${claim.id}/decide`, {
      decision: 'uphold',
      reason: 'Mine',
    });
    expect(byMerchant.statusCode).toBe(403);
    const tooMuch = await call(admin, 'POST', `/api/admin/rental-claims/${claim.id}/decide`, {
      decision: 'uphold',
      amount: '2000.01',
      reason: 'Photos show new damage',
    });
    expect(tooMuch.json()).toMatchObject({ error: 'AMOUNT_INVALID', data: { fields: [{ field: 'amount' }] } });

    const decided = await Promise.all([
      call(admin, 'POST', `/api/admin/rental-claims/${claim.id}/decide`, {
        decision: 'uphold',
        amount: '1200',
        reason: 'Photos show new damage; the estimate is too high',
      }),
      call(admin, 'POST', `/api/admin/rental-claims/${claim.id}/decide`, { decision: 'reject', reason: 'No proof' }),
    ]);
    expect(decided.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = decided.find((r) => r.statusCode === 200)?.json().data as RentalClaim;
    if (winner.status === 'upheld') {
      // 527.50 available: charged, 672.50 still owed.
      expect(winner).toMatchObject({ approvedFils: 120_000, chargedFils: 52_750, owedFils: 67_250 });
      expect(await balances(t, renter)).toEqual({ available: 0n, held: 0n });
      expect(await chargesOf(claim.id)).toHaveLength(1);
      expect(await titlesOf(renter)).toContain('notifications:rentalClaimUpheld.title');
    } else {
      expect(winner).toMatchObject({ status: 'rejected', approvedFils: 0, chargedFils: 0, owedFils: 0 });
      expect(await chargesOf(claim.id)).toHaveLength(0);
      expect(await titlesOf(renter)).toContain('notifications:rentalClaimRejected.title');
    }
    const queueAfter = (await call(admin, 'GET', '/api/admin/rental-claims')).json().data.items as RentalClaim[];
    expect(queueAfter.map((c) => c.id)).not.toContain(claim.id);
  });

  it('rejected by an admin: nothing is charged', async () => {
    const { renter, claim } = await returnedWithClaim({ damageAed: 3_000, walletAed: 10_000 });
    await call(renter, 'POST', `/api/rental-claims/${claim.id}/dispute`, { reason: 'Not mine' });
    const res = await call(admin, 'POST', `/api/admin/rental-claims/${claim.id}/decide`, {
      decision: 'reject',
      reason: 'The hand-over photos show the dent',
    });
    expect(res.json().data).toMatchObject({ status: 'rejected', decisionReason: 'The hand-over photos show the dent' });
    expect(await chargesOf(claim.id)).toHaveLength(0);
    expect(await balances(t, renter)).toEqual({ available: 1_000_000n - PRICE_FILS - DEPOSIT_FILS, held: 0n });
  });

  it('above the share of the car value: accepting sends it to an admin, nothing is charged until approved', async () => {
    // Car worth AED 20,000: 20% is 4,000; the claim is 5,000.
    const { renter, claim } = await returnedWithClaim({ damageAed: 6_000, walletAed: 20_000, valueAed: 20_000 });
    expect(claim).toMatchObject({ amountFils: 500_000, needsAdmin: true });
    const accepted = await call(renter, 'POST', `/api/rental-claims/${claim.id}/accept`);
    expect(accepted.json().data).toMatchObject({ status: 'review', chargedFils: 0 });
    expect((await call(renter, 'POST', `/api/rental-claims/${claim.id}/accept`)).json().data.status).toBe('review');
    expect(await chargesOf(claim.id)).toHaveLength(0);
    expect(await titlesOf(renter)).toContain('notifications:rentalClaimReview.title');

    const queue = (await call(admin, 'GET', '/api/admin/rental-claims')).json().data.items as RentalClaim[];
    expect(queue.map((c) => c.id)).toContain(claim.id);
    const approved = await call(admin, 'POST', `/api/admin/rental-claims/${claim.id}/decide`, {
      decision: 'uphold',
      reason: 'Repair invoice checked',
    });
    expect(approved.json().data).toMatchObject({ status: 'upheld', chargedFils: 500_000, owedFils: 0 });
    expect(await chargesOf(claim.id)).toHaveLength(1);
    expect(await balances(t, renter)).toEqual({
      available: 2_000_000n - PRICE_FILS - DEPOSIT_FILS - 500_000n,
      held: 0n,
    });
  });

  it('on a car without a value: any claim needs an admin', async () => {
    const { claim } = await returnedWithClaim({ damageAed: 1_100, walletAed: 10_000, valueAed: null });
    expect(claim).toMatchObject({ amountFils: 10_000, needsAdmin: true });
  });

  it('unanswered: not charged when the window ends; it goes to the admin queue and cannot be disputed', async () => {
    const { renter, claim } = await returnedWithClaim({ damageAed: 3_000, walletAed: 10_000 });
    const early = await call(admin, 'POST', `/api/admin/rental-claims/${claim.id}/decide`, {
      decision: 'uphold',
      reason: 'Too early',
    });
    expect(early.json().error).toBe('INVALID_STATE');
    let queue = (await call(admin, 'GET', '/api/admin/rental-claims')).json().data.items as RentalClaim[];
    expect(queue.map((c) => c.id)).not.toContain(claim.id);

    t.clock.advance(72 * HOUR);
    await t.app.services.bookings.sweep();
    expect(await chargesOf(claim.id)).toHaveLength(0);
    const late = await call(renter, 'POST', `/api/rental-claims/${claim.id}/dispute`, { reason: 'Was away' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('CLAIM_WINDOW_CLOSED');
    queue = (await call(admin, 'GET', '/api/admin/rental-claims')).json().data.items as RentalClaim[];
    expect(queue.map((c) => c.id)).toContain(claim.id);
    const upheld = await call(admin, 'POST', `/api/admin/rental-claims/${claim.id}/decide`, {
      decision: 'uphold',
      reason: 'No answer; photos are clear',
    });
    expect(upheld.json().data).toMatchObject({ status: 'upheld', chargedFils: 200_000, owedFils: 0 });
  });

  it('the merchant may claim later on a completed booking, with reasons and photos', async () => {
    const { renter, booking } = await returnedWithClaim({ damageAed: 500, walletAed: 10_000 });
    expect(booking.claims).toEqual([]);
    const url = `/api/rental-bookings/${booking.id}/claims`;
    const fine = { kind: 'fine', amount: '600', note: 'Speeding fine, Sheikh Zayed Road' };
    expect((await call(renter, 'POST', url, { items: [fine] })).statusCode).toBe(404);
    const noPhoto = await call(fleet.merchant, 'POST', url, { items: [{ kind: 'damage', amount: '10', note: 'x' }] });
    expect(noPhoto.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      data: { fields: [{ field: 'items.0.photoUploadIds', key: 'photoRequired' }] },
    });
    const res = await call(fleet.merchant, 'POST', url, { items: [fine] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'open', amountFils: 60_000, items: [{ kind: 'fine' }] });
    const pending = await call(fleet.merchant, 'POST', `/api/rental-bookings/${randomUUID()}/claims`, {
      items: [fine],
    });
    expect(pending.statusCode).toBe(404);
  });
});
