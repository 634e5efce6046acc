import { describe, expect, it, vi } from 'vitest';
import type { Db, Tx } from '../db/client';
import { AppError } from './errors';
import { inTransaction } from './transaction';

/** What node-postgres throws, wrapped the way Drizzle wraps a failed query. */
function pgError(code: string): Error {
  return Object.assign(new Error('Failed query: insert into ...'), {
    cause: Object.assign(new Error(code === '40P01' ? 'deadlock detected' : 'could not serialize access'), { code }),
  });
}

/** A database whose first `failures` transactions fail with the given error. */
function fakeDb(failures: number, error: () => Error) {
  let runs = 0;
  const db = {
    transaction: vi.fn(async (fn: (tx: Tx) => Promise<unknown>) => {
      runs += 1;
      const result = await fn({} as Tx);
      if (runs <= failures) throw error(); // PostgreSQL picks the victim at a statement, then rolls back
      return result;
    }),
  };
  return db as unknown as Db & { transaction: ReturnType<typeof vi.fn> };
}

describe('inTransaction', () => {
  it('runs the work again after a deadlock and answers the committed run', async () => {
    const db = fakeDb(1, () => pgError('40P01'));
    let run = 0;
    const result = await inTransaction(db, async () => ++run, { backoffMs: 1 });
    expect(result).toBe(2);
    expect(db.transaction).toHaveBeenCalledTimes(2);
  });

  it('runs it again after a serialization failure too', async () => {
    const db = fakeDb(2, () => pgError('40001'));
    await expect(inTransaction(db, async () => 'done', { backoffMs: 1 })).resolves.toBe('done');
    expect(db.transaction).toHaveBeenCalledTimes(3);
  });

  it('gives up after the last attempt with 409 CONFLICT_RETRY, not the database error', async () => {
    const db = fakeDb(10, () => pgError('40P01'));
    const err = await inTransaction(db, async () => 'never', { attempts: 3, backoffMs: 1 }).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'CONFLICT_RETRY', status: 409 });
    expect(db.transaction).toHaveBeenCalledTimes(3);
  });

  it('does not run other errors again', async () => {
    const db = fakeDb(1, () => Object.assign(new Error('duplicate key'), { code: '23505' }));
    await expect(inTransaction(db, async () => 'x', { backoffMs: 1 })).rejects.toMatchObject({ code: '23505' });
    expect(db.transaction).toHaveBeenCalledTimes(1);
  });

  it('runs only the callbacks of the committed run, once each', async () => {
    const db = fakeDb(2, () => pgError('40P01'));
    const heard: number[] = [];
    let run = 0;
    await inTransaction(
      db,
      async (_tx, afterCommit) => {
        const mine = ++run;
        afterCommit(() => heard.push(mine));
      },
      { backoffMs: 1 },
    );
    expect(heard).toEqual([3]);
  });

  it('runs no callback when the work fails', async () => {
    const db = fakeDb(0, () => new Error('unused'));
    const heard: string[] = [];
    await expect(
      inTransaction(db, async (_tx, afterCommit) => {
        afterCommit(() => heard.push('pushed'));
        throw new AppError('INSUFFICIENT_FUNDS');
      }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(heard).toEqual([]);
  });
});
