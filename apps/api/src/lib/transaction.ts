import type { Db, Tx } from '../db/client';

/**
 * Runs work in one transaction and then, only if it committed, the callbacks it scheduled
 * (socket events, notifications pushes): nobody hears about a change that rolled back.
 */
export async function inTransaction<T>(
  db: Db,
  work: (tx: Tx, afterCommit: (fn: () => void) => void) => Promise<T>,
): Promise<T> {
  const callbacks: (() => void)[] = [];
  const result = await db.transaction((tx) => work(tx, (fn) => callbacks.push(fn)));
  for (const fn of callbacks) fn();
  return result;
}
