/**
 * One connection, one transaction: inside a transaction every query goes through its `tx`. A query
 * on the root database from inside a transaction's work is a forgotten `tx` argument: on PGlite
 * (one connection) it waits for the transaction to end, which waits for it, forever; on PostgreSQL
 * it runs on a second connection, does not see the transaction's writes and can wait on its locks.
 * The guard turns that into an immediate error naming the mistake, on both drivers, in every
 * environment (decision 0020).
 *
 * How: the root database's session marks the async context of each transaction's work
 * (AsyncLocalStorage) while the transaction is open, and refuses a query or a new transaction
 * started in such a context. Work left running after the end (an after-commit push) is free again.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PgSession } from 'drizzle-orm/pg-core';

interface OpenTransaction {
  /** The root session the transaction was opened on (one process may hold several databases). */
  root: object;
  open: boolean;
}

const current = new AsyncLocalStorage<OpenTransaction>();

export class RootQueryInTransactionError extends Error {
  constructor(what: 'query' | 'transaction') {
    super(
      what === 'query'
        ? 'A query on the root database from inside an open transaction: pass the transaction (`tx`) to the method that ran it.'
        : 'A new transaction on the root database from inside an open one: pass the open transaction (`tx`) instead.',
    );
    this.name = 'RootQueryInTransactionError';
  }
}

type Session = Pick<PgSession, 'prepareQuery' | 'transaction'>;

/** Makes the given root session refuse queries and transactions from inside one of its open transactions. */
export function guardRootSession(session: Session): void {
  const refuseInside = (what: 'query' | 'transaction') => {
    const open = current.getStore();
    if (open?.open && open.root === session) throw new RootQueryInTransactionError(what);
  };
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = ((...args: Parameters<Session['prepareQuery']>) => {
    refuseInside('query');
    return prepareQuery(...args);
  }) as Session['prepareQuery'];
  const transaction = session.transaction.bind(session);
  session.transaction = (async (work, config) => {
    refuseInside('transaction');
    return transaction(async (tx) => {
      const marker: OpenTransaction = { root: session, open: true };
      try {
        return await current.run(marker, () => work(tx));
      } finally {
        marker.open = false;
      }
    }, config);
  }) as Session['transaction'];
}
