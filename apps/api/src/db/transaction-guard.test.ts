import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../lib/transaction';
import { freshDatabase } from '../testing/test-app';
import type { Database } from './client';
import { RootQueryInTransactionError } from './transaction-guard';

/** Fails the test instead of hanging it, should the guard ever let a query through on PGlite. */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still waiting after ${ms} ms: the query hangs`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** `select 1` through the query builder, on the root database or a transaction. */
const one = async (db: Pick<Database['db'], 'select'>) =>
  (await db.select({ one: sql<number>`1` }).from(sql`(select 1) as t`))[0]?.one;

describe('the root database inside a transaction', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await freshDatabase());
  });
  afterAll(() => dispose());

  it('refuses a query that forgot the transaction, at once, and the transaction rolls back', async () => {
    const { db } = database;
    const work = inTransaction(db, async (tx) => {
      await tx.execute(sql`select 1`);
      await db.execute(sql`select 1`); // the forgotten `tx`
    });
    await expect(within(5_000, work)).rejects.toBeInstanceOf(RootQueryInTransactionError);
    await expect(one(db)).resolves.toBe(1); // the connection is free again
  });

  it('refuses it from a callee several awaits down, and a query builder too', async () => {
    const { db } = database;
    const callee = async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return db.select({ one: sql<number>`1` }).from(sql`(select 1) as t`);
    };
    const work = db.transaction(async () => callee());
    await expect(within(5_000, work)).rejects.toThrow(/pass the transaction \(`tx`\)/);
  });

  it('refuses a new root transaction inside an open one; a nested one on `tx` is a savepoint and works', async () => {
    const { db } = database;
    await expect(
      within(
        5_000,
        db.transaction(() => db.transaction(async () => 1)),
      ),
    ).rejects.toThrow(RootQueryInTransactionError);
    await expect(db.transaction((tx) => tx.transaction(async (inner) => one(inner)))).resolves.toBe(1);
  });

  it('lets the transaction’s own queries, its after-commit work and work left running after it use the root', async () => {
    const { db } = database;
    const later: Promise<unknown>[] = [];
    let afterCommitRan: unknown;
    const result = await inTransaction(db, async (tx, afterCommit) => {
      afterCommit(() => {
        afterCommitRan = one(db);
      });
      // Started inside, queries after the commit: allowed, the transaction is over by then.
      later.push(new Promise((resolve) => setTimeout(resolve, 20)).then(() => one(db)));
      return one(tx);
    });
    expect(result).toBe(1);
    await expect(afterCommitRan).resolves.toBe(1);
    await expect(Promise.all(later)).resolves.toEqual([1]);
  });
});
