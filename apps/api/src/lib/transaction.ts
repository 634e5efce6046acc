import { setTimeout as sleep } from 'node:timers/promises';
import type { Db, Tx } from '../db/client';
import { AppError } from './errors';
import { isRetryableTransactionError } from './pg-errors';

export interface TransactionOptions {
  /** Runs in all, the first included (default 3). */
  attempts?: number;
  /** Base pause before a rerun, doubled each time and jittered (default 15 ms). */
  backoffMs?: number;
}

/** Schedules work for after the commit (socket events, pushes); dropped if the transaction rolls back. */
export type AfterCommit = (fn: () => void) => void;

/**
 * A caller's open transaction, for a callee that also schedules after-commit work. One way to hand
 * a transaction to another domain's service (decision 0020): as the method's LAST parameter, either
 * `tx?: Tx` (the callee only queries) or `step?: TxStep` (it also pushes after the commit); never a
 * field of the input, never a `db` defaulting to the root database. Forgetting it inside a
 * transaction fails at once (db/transaction-guard.ts), it no longer hangs.
 */
export interface TxStep {
  tx: Tx;
  afterCommit: AfterCommit;
}

const ATTEMPTS = 3;
const BACKOFF_MS = 15;

/** A pause of base × 2^(attempt - 1), jittered between half and one and a half of it. */
function pauseBefore(attempt: number, base: number): number {
  return base * 2 ** (attempt - 1) * (0.5 + Math.random());
}

/**
 * Runs work in one transaction and then, only if it committed, the callbacks it scheduled
 * (socket events, notifications pushes): nobody hears about a change that rolled back.
 *
 * When PostgreSQL rolls the transaction back as a deadlock victim (40P01) or for a serialization
 * failure (40001), the whole work runs again in a new transaction after a short jittered pause,
 * up to `attempts` runs; then the caller gets 409 CONFLICT_RETRY (the client may simply send the
 * request again), never a 500. The work must therefore be safe to run again: database writes
 * through `tx` only, anything else (pushes, calls to other systems) through `afterCommit`.
 * Callbacks scheduled by a run that rolled back are dropped; those of the committed run run once.
 */
export async function inTransaction<T>(
  db: Db,
  work: (tx: Tx, afterCommit: AfterCommit) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? ATTEMPTS;
  for (let attempt = 1; ; attempt++) {
    const callbacks: (() => void)[] = [];
    let result: T;
    try {
      result = await db.transaction((tx) => work(tx, (fn) => callbacks.push(fn)));
    } catch (err) {
      if (!isRetryableTransactionError(err)) throw err;
      if (attempt >= attempts) throw new AppError('CONFLICT_RETRY');
      await sleep(pauseBefore(attempt, options.backoffMs ?? BACKOFF_MS));
      continue;
    }
    for (const fn of callbacks) fn();
    return result;
  }
}
