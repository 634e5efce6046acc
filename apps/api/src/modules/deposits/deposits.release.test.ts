import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  registerAdmin,
  registerUserWithBalance,
  type TestApp,
  type TestUser,
} from '../../testing/test-app';
import { ledgerTransactions } from '../wallet/wallet.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEPOSIT_GENERAL_RELEASE_DAYS: '7' });
});
afterAll(async () => {
  await t?.close();
});

const DAY_MS = 86_400_000;

async function held(u: TestUser, purpose: 'general' | 'auction' = 'general', amount = '400') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/deposits',
    payload: { purpose, amount, method: 'wallet' },
    headers: { ...bearer(u.token), 'idempotency-key': randomUUID() },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.deposit as { id: string; heldAt: string; releasableAt: string | null };
}

function release(u: TestUser, id: string, key: string = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: `/api/deposits/${id}/release`,
    headers: { ...bearer(u.token), 'idempotency-key': key },
  });
}

async function balances(u: TestUser) {
  const b = await t.app.services.ledger.balances(u.userId);
  return { available: b.availableFils, held: b.heldFils };
}

describe('releasing a general deposit through the API', () => {
  it('lets the owner release it after the waiting period, not before', async () => {
    const u = await registerUserWithBalance(t, 1000);
    const deposit = await held(u);
    expect(new Date(deposit.releasableAt as string).getTime() - new Date(deposit.heldAt).getTime()).toBe(7 * DAY_MS);

    const early = await release(u, deposit.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: 'DEPOSIT_RELEASE_TOO_EARLY' });
    expect(await balances(u)).toEqual({ available: 60_000n, held: 40_000n });

    t.clock.advance(7 * DAY_MS);
    const key = randomUUID();
    const done = await release(u, deposit.id, key);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ id: deposit.id, status: 'released', releasableAt: null });
    expect(await balances(u)).toEqual({ available: 100_000n, held: 0n });

    // The same request again answers the same; another request is told it is already released.
    const retry = await release(u, deposit.id, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.status).toBe('released');
    const again = await release(u, deposit.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'HOLD_ALREADY_RESOLVED' });
    expect(await balances(u)).toEqual({ available: 100_000n, held: 0n });
  });

  it('lets an admin release it at any time; others get 404', async () => {
    const u = await registerUserWithBalance(t, 1000);
    const stranger = await registerUserWithBalance(t, 0);
    const admin = await registerAdmin(t);
    const deposit = await held(u);
    expect((await release(stranger, deposit.id)).statusCode).toBe(404);
    const res = await release(admin, deposit.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('released');
    expect(await balances(u)).toEqual({ available: 100_000n, held: 0n });
  });

  it('answers 409 for auction deposits and for one already applied', async () => {
    const u = await registerUserWithBalance(t, 1000);
    const seller = await registerUserWithBalance(t, 0);
    const admin = await registerAdmin(t);
    const auction = await held(u, 'auction');
    t.clock.advance(8 * DAY_MS);
    const refused = await release(u, auction.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'DEPOSIT_NOT_RELEASABLE' });
    expect((await release(admin, auction.id)).statusCode).toBe(409);

    const general = await held(u);
    await t.app.services.deposits.apply(general.id, { userId: seller.userId }, 'applied-elsewhere');
    const late = await release(admin, general.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'HOLD_ALREADY_RESOLVED' });
    expect(await balances(seller)).toEqual({ available: 40_000n, held: 0n });
  });

  it('releases once when two requests race: one 200, one 409', async () => {
    const u = await registerUserWithBalance(t, 1000);
    const admin = await registerAdmin(t);
    const deposit = await held(u);
    t.clock.advance(7 * DAY_MS);
    const results = await Promise.all([release(u, deposit.id), release(admin, deposit.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json()).toMatchObject({ error: 'HOLD_ALREADY_RESOLVED' });
    expect(await balances(u)).toEqual({ available: 100_000n, held: 0n });
    const moves = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `deposit:${deposit.id}:resolve`));
    expect(moves).toHaveLength(1);
  });
});
