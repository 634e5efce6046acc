/**
 * The queries every table keyed by a uuid `id` needs, written once: insert one row, find, lock or
 * change one by id, read several by id. A repository spreads what it offers under its own names and
 * keeps its own queries (filters, pages, conditional updates) beside them.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

type KeyedTable = PgTable & { id: PgColumn };

/** The row queries of `table`; `label` names a row in the error thrown when an updated row is gone. */
export function rowsById<T extends KeyedTable>(table: T, label: string) {
  type Row = T['$inferSelect'];
  type NewRow = T['$inferInsert'];
  return {
    async insert(db: DbOrTx, values: NewRow): Promise<Row> {
      const [row] = (await db.insert(table).values(values).returning()) as Row[];
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async find(db: DbOrTx, id: string): Promise<Row | undefined> {
      const [row] = (await db
        .select()
        .from(table as PgTable)
        .where(eq(table.id, id))) as Row[];
      return row;
    },

    /** The row, locked until the transaction ends: changes to one row run one at a time. */
    async lock(db: DbOrTx, id: string): Promise<Row | undefined> {
      const [row] = (await db
        .select()
        .from(table as PgTable)
        .where(eq(table.id, id))
        .for('update')) as Row[];
      return row;
    },

    async byIds(db: DbOrTx, ids: readonly string[]): Promise<Row[]> {
      if (ids.length === 0) return [];
      return (await db
        .select()
        .from(table as PgTable)
        .where(inArray(table.id, [...ids]))) as Row[];
    },

    async update(db: DbOrTx, id: string, changes: Partial<NewRow>): Promise<Row> {
      const [row] = (await db.update(table).set(changes).where(eq(table.id, id)).returning()) as Row[];
      if (!row) throw new Error(`${label} ${id} vanished`);
      return row;
    },
  };
}

type PayableTable = KeyedTable & { paymentId: PgColumn; checkoutUrl: PgColumn };

/**
 * Sets a row's card payment and its checkout page once: of two callers only the first finds no
 * payment yet; the second changes nothing and gets undefined.
 */
export function attachPaymentOnce<T extends PayableTable>(table: T) {
  return async (
    db: DbOrTx,
    id: string,
    paymentId: string,
    checkoutUrl: string,
  ): Promise<T['$inferSelect'] | undefined> => {
    const [row] = (await db
      .update(table)
      .set({ paymentId, checkoutUrl } as Partial<T['$inferInsert']>)
      .where(and(eq(table.id, id), sql`${table.paymentId} is null`))
      .returning()) as T['$inferSelect'][];
    return row;
  };
}
