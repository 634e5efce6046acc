import { randomUUID } from 'node:crypto';
import type { RentalCarDetail } from '@souq/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerUserWithBalance } from '../../testing/test-app';
import { BALANCED_BOOKS, checkBooks } from '../wallet/ledger.testing';
import { addDriver, bookingBody, bookingsFixture, DAY, HOUR, ledgerOf, postBooking } from './bookings.testing';
import { rentalBookings } from './rentals.tables';

const fx = bookingsFixture();
const { at } = fx;

async function renters(n: number, aed = 2_000) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const user = await registerUserWithBalance(fx.t, aed);
    out.push({ user, driver: await addDriver(fx.t, user) });
  }
  return out;
}

async function bookingsOfCar(car: RentalCarDetail) {
  return fx.t.database.db.select().from(rentalBookings).where(eq(rentalBookings.carId, car.id));
}

describe('bookings racing for one car', () => {
  it('20 parallel overlapping bookings: exactly one wins, with one charge and one deposit hold', async () => {
    const car = await fx.fleet.newCar();
    const people = await renters(20);
    const base = at(100 * HOUR);
    // Every range overlaps every other: they all contain [base + 10 h, base + 1 day).
    const bodies = await Promise.all(
      people.map(async ({ driver }, i) =>
        bookingBody(
          fx.t,
          car,
          [driver],
          new Date(base.getTime() + (i % 10) * HOUR),
          new Date(base.getTime() + DAY + i * HOUR),
        ),
      ),
    );
    const results = await Promise.all(people.map(({ user }, i) => postBooking(fx.t, user, bodies[i] as object)));

    const won = results.filter((r) => r.statusCode === 200);
    const lost = results.filter((r) => r.statusCode !== 200);
    expect(won).toHaveLength(1);
    expect(lost.map((r) => [r.statusCode, r.json().error])).toEqual(Array(19).fill([409, 'CAR_NOT_AVAILABLE']));

    const rows = await bookingsOfCar(car);
    expect(rows).toHaveLength(1);
    const ledger = await ledgerOf(fx.t, rows[0]?.id as string);
    expect(ledger.transactions.filter((x) => x.type === 'charge')).toHaveLength(1);
    expect(ledger.holds.filter((h) => h.purpose === 'rental_deposit')).toHaveLength(1);
    // The losers' money never moved.
    for (const [i, r] of results.entries()) {
      if (r.statusCode === 200) continue;
      const b = await fx.t.app.services.ledger.balances(people[i]?.user.userId as string);
      expect(b).toMatchObject({ availableFils: 200_000n, heldFils: 0n });
    }
    expect(await checkBooks(fx.t.database.db)).toEqual(BALANCED_BOOKS);
    // Twenty renters and their wallets are set up first: tens of seconds on a loaded machine.
  }, 120_000);

  it('7 waves of 20 renters and 6 rounds of 2 racing for one car and range: one 200 each, the rest 409, never 500', async () => {
    const people = await renters(20, 20_000);
    const race = async (racers: typeof people) => {
      const car = await fx.fleet.newCar();
      const [pickupAt, returnAt] = [at(100 * HOUR), at(124 * HOUR)];
      const bodies = await Promise.all(
        racers.map(({ driver }) => bookingBody(fx.t, car, [driver], pickupAt, returnAt)),
      );
      const results = await Promise.all(racers.map(({ user }, i) => postBooking(fx.t, user, bodies[i] as object)));
      const answers = results.map((r) => (r.statusCode === 200 ? 200 : `${r.statusCode} ${r.json().error}`));
      expect(answers.filter((a) => a === 200)).toHaveLength(1);
      expect(answers.filter((a) => a !== 200)).toEqual(Array(racers.length - 1).fill('409 CAR_NOT_AVAILABLE'));
      const rows = await bookingsOfCar(car);
      expect(rows).toHaveLength(1);
      const ledger = await ledgerOf(fx.t, rows[0]?.id as string);
      expect(ledger.transactions.filter((x) => x.type === 'charge')).toHaveLength(1);
      expect(ledger.holds.filter((h) => h.purpose === 'rental_deposit')).toHaveLength(1);
    };
    for (let wave = 0; wave < 7; wave++) await race(people);
    for (let round = 0; round < 6; round++) await race(people.slice(2 * round, 2 * round + 2));
    expect(await checkBooks(fx.t.database.db)).toEqual(BALANCED_BOOKS);
  }, 180_000);

  it('touching ranges [a, b) and [b, c) booked at the same moment both succeed', async () => {
    const car = await fx.fleet.newCar();
    const [first, second] = await renters(2);
    if (!first || !second) throw new Error('no renters');
    const a = at(100 * HOUR);
    const b = new Date(a.getTime() + 2 * DAY);
    const c = new Date(b.getTime() + 2 * DAY);
    const results = await Promise.all([
      postBooking(fx.t, first.user, await bookingBody(fx.t, car, [first.driver], a, b)),
      postBooking(fx.t, second.user, await bookingBody(fx.t, car, [second.driver], b, c)),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await bookingsOfCar(car)).toHaveLength(2);
  });

  it('the same request 5 times at once: one booking, one charge, the same answer', async () => {
    const car = await fx.fleet.newCar();
    const [renter] = await renters(1);
    if (!renter) throw new Error('no renter');
    const body = await bookingBody(fx.t, car, [renter.driver], at(100 * HOUR), at(124 * HOUR));
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 5 }, () => postBooking(fx.t, renter.user, body, key)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(results.map((r) => r.json().data.booking.id));
    expect(ids.size).toBe(1);
    const ledger = await ledgerOf(fx.t, [...ids][0] as string);
    expect(ledger.transactions.filter((x) => x.type === 'charge')).toHaveLength(1);
    expect(await checkBooks(fx.t.database.db)).toEqual(BALANCED_BOOKS);
  });
});
