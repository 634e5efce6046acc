import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { BALANCED_BOOKS, checkBooks, insertBankAccount, insertUser } from './ledger.testing';
import { ledgerTransactions, withdrawals } from './wallet.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ledger = () => t.app.services.ledger;
const wallet = () => t.app.services.wallet;
const db = () => t.database.db;

async function fundedUser(fils: bigint) {
  const userId = await insertUser(db());
  await ledger().recharge({
    userId,
    amountFils: fils,
    idempotencyKey: `test-recharge:${userId}`,
    ref: { type: 'test', id: userId },
  });
  return userId;
}

function codeOf(reason: unknown): string {
  return reason instanceof AppError ? reason.code : String(reason);
}

describe('ledger under concurrency', () => {
  it('20 parallel withdrawals of the full balance: exactly one succeeds', async () => {
    const userId = await fundedUser(100_000n);
    const bankAccountId = await insertBankAccount(db(), userId);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => wallet().placeWithdrawal(userId, 100_000n, bankAccountId, `w-${i}`)),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost.map((r) => codeOf(r.reason))).toEqual(Array(19).fill('INSUFFICIENT_FUNDS'));
    expect(await ledger().balances(userId)).toMatchObject({ availableFils: 0n, heldFils: 100_000n });
    expect(await db().select().from(withdrawals).where(eq(withdrawals.userId, userId))).toHaveLength(1);
    expect(await checkBooks(db())).toEqual(BALANCED_BOOKS);
  });

  it('50 parallel holds over the available amount: none overdraws', async () => {
    const userId = await fundedUser(10_000n);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        ledger().hold({
          userId,
          amountFils: 300n,
          purpose: 'test',
          ref: { type: 'test', id: `h-${i}` },
          idempotencyKey: `hold:${userId}:${i}`,
        }),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled').length;
    const refusals = results.flatMap((r) => (r.status === 'rejected' ? [codeOf(r.reason)] : []));
    expect(won).toBe(33);
    expect(refusals).toEqual(Array(17).fill('INSUFFICIENT_FUNDS'));
    expect(await ledger().balances(userId)).toMatchObject({ availableFils: 100n, heldFils: 9_900n });
    expect(await ledger().listHolds(userId)).toHaveLength(33);
    expect(await checkBooks(db())).toEqual(BALANCED_BOOKS);
  });

  it('the same idempotency key 10 times in parallel: one transaction, the same answer', async () => {
    const userId = await fundedUser(5_000n);
    const key = `hold-once:${userId}`;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        ledger().hold({
          userId,
          amountFils: 1_000n,
          purpose: 'test',
          ref: { type: 'test', id: 'once' },
          idempotencyKey: key,
        }),
      ),
    );
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect(new Set(results.map((r) => r.holdId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key))).toHaveLength(
      1,
    );
    expect(await ledger().balances(userId)).toMatchObject({ availableFils: 4_000n, heldFils: 1_000n });
    expect(await checkBooks(db())).toEqual(BALANCED_BOOKS);
  });

  it('the same withdrawal key 10 times in parallel: one withdrawal', async () => {
    const userId = await fundedUser(5_000n);
    const bankAccountId = await insertBankAccount(db(), userId);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => wallet().placeWithdrawal(userId, 2_000n, bankAccountId, 'same-key')),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await db().select().from(withdrawals).where(eq(withdrawals.userId, userId))).toHaveLength(1);
    expect(await ledger().balances(userId)).toMatchObject({ availableFils: 3_000n, heldFils: 2_000n });
  });

  it('the same key with another amount in parallel: one wins, the others get IDEMPOTENCY_CONFLICT', async () => {
    const userId = await fundedUser(5_000n);
    const key = `charge-conflict:${userId}`;
    const results = await Promise.allSettled(
      [100n, 200n, 300n, 400n].map((amountFils) =>
        ledger().charge({ userId, amountFils, payee: 'revenue', ref: { type: 'test', id: 'c' }, idempotencyKey: key }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.flatMap((r) => (r.status === 'rejected' ? [codeOf(r.reason)] : []))).toEqual(
      Array(3).fill('IDEMPOTENCY_CONFLICT'),
    );
  });

  it('transfers both ways at once neither deadlock nor lose money', async () => {
    const a = await fundedUser(10_000n);
    const b = await fundedUser(10_000n);
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        ledger().transfer({
          fromUserId: i % 2 ? a : b,
          toUserId: i % 2 ? b : a,
          amountFils: 100n + BigInt(i),
          ref: { type: 'test', id: `t-${i}` },
          idempotencyKey: `transfer:${a}:${i}`,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const [ba, bb] = [await ledger().balances(a), await ledger().balances(b)];
    expect(ba.availableFils + bb.availableFils).toBe(20_000n);
    // a sent the odd ones (101, 103, ... 129), b the even ones (100, ... 128).
    expect(ba.availableFils).toBe(10_000n - 1_725n + 1_710n);
    expect(await checkBooks(db())).toEqual(BALANCED_BOOKS);
  });

  it('a hold released and captured at once resolves once', async () => {
    const userId = await fundedUser(1_000n);
    const { holdId } = await ledger().hold({
      userId,
      amountFils: 1_000n,
      purpose: 'test',
      ref: { type: 'test', id: 'race' },
      idempotencyKey: `race:${userId}`,
    });
    const id = holdId as string;
    const results = await Promise.allSettled([
      ledger().release({ holdId: id, idempotencyKey: `race-release-1:${id}` }),
      ledger().capture({ holdId: id, payee: 'revenue', idempotencyKey: `race-capture:${id}` }),
      ledger().release({ holdId: id, idempotencyKey: `race-release-2:${id}` }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.flatMap((r) => (r.status === 'rejected' ? [codeOf(r.reason)] : []))).toEqual([
      'HOLD_ALREADY_RESOLVED',
      'HOLD_ALREADY_RESOLVED',
    ]);
    expect(await checkBooks(db())).toEqual(BALANCED_BOOKS);
  });
});
