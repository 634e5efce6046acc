import { and, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import type { TimeIdCursor } from '../../lib/cursor';
import {
  type DealDepositRow,
  type DealRow,
  type DealSignatureRow,
  dealDeposits,
  dealSignatures,
  dealStrikes,
  deals,
} from './deals.tables';

type NewDeal = typeof deals.$inferInsert;

const after = (cursor: TimeIdCursor | null) =>
  cursor ? or(lt(deals.createdAt, cursor.at), and(eq(deals.createdAt, cursor.at), lt(deals.id, cursor.id))) : undefined;

/** Queries of the deals domain; no rules. */
export const dealsRepository = {
  /** Inserts the deal of a lot unless it exists (a rerun of the close): null then. */
  async insertIfNew(tx: Tx, values: NewDeal): Promise<DealRow | null> {
    const [row] = await tx
      .insert(deals)
      .values(values)
      .onConflictDoNothing({ target: deals.lotId, where: sql`${deals.status} <> 'defaulted'` })
      .returning();
    return row ?? null;
  },

  async byId(db: DbOrTx, id: string): Promise<DealRow | undefined> {
    const [row] = await db.select().from(deals).where(eq(deals.id, id));
    return row;
  },

  async titles(db: DbOrTx, ids: string[]): Promise<{ id: string; title: string }[]> {
    if (!ids.length) return [];
    return db.select({ id: deals.id, title: deals.title }).from(deals).where(inArray(deals.id, ids));
  },

  /** A lot's deals, newest first (a defaulted one, then a second-chance buyer's). */
  async byLot(db: DbOrTx, lotId: string): Promise<DealRow[]> {
    return db.select().from(deals).where(eq(deals.lotId, lotId)).orderBy(desc(deals.createdAt), desc(deals.id));
  },

  async lock(tx: Tx, id: string): Promise<DealRow | undefined> {
    const [row] = await tx.select().from(deals).where(eq(deals.id, id)).for('update');
    return row;
  },

  async update(tx: Tx, id: string, values: Partial<DealRow>): Promise<DealRow> {
    const [row] = await tx
      .update(deals)
      .set({ ...values, updatedAt: values.updatedAt ?? new Date() })
      .where(eq(deals.id, id))
      .returning();
    if (!row) throw new Error(`deal ${id} vanished`);
    return row;
  },

  async pageOf(
    db: DbOrTx,
    filter: { buyerId?: string; sellerId?: string; status?: DealRow['status'] },
    cursor: TimeIdCursor | null,
    limit: number,
  ): Promise<DealRow[]> {
    return db
      .select()
      .from(deals)
      .where(
        and(
          filter.buyerId ? eq(deals.buyerId, filter.buyerId) : undefined,
          filter.sellerId ? eq(deals.sellerId, filter.sellerId) : undefined,
          filter.status ? eq(deals.status, filter.status) : undefined,
          after(cursor),
        ),
      )
      .orderBy(desc(deals.createdAt), desc(deals.id))
      .limit(limit);
  },

  /** Unpaid deals whose default time has come (ids only; each is claimed in its own transaction). */
  async dueToDefault(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
    const rows = await db
      .select({ id: deals.id })
      .from(deals)
      .where(and(eq(deals.status, 'awaiting_payment'), lte(deals.defaultAt, now)))
      .orderBy(deals.defaultAt)
      .limit(limit);
    return rows.map((r) => r.id);
  },

  /** Locks a deal still due to default; another node holding it or a deal paid since: undefined. */
  async claimDefault(tx: Tx, id: string, now: Date): Promise<DealRow | undefined> {
    const [row] = await tx
      .select()
      .from(deals)
      .where(and(eq(deals.id, id), eq(deals.status, 'awaiting_payment'), lte(deals.defaultAt, now)))
      .for('update', { skipLocked: true });
    return row;
  },

  async claimedDepositIds(tx: Tx, depositIds: string[]): Promise<Set<string>> {
    if (!depositIds.length) return new Set();
    const rows = await tx
      .select({ id: dealDeposits.depositId })
      .from(dealDeposits)
      .where(inArray(dealDeposits.depositId, depositIds));
    return new Set(rows.map((r) => r.id));
  },

  async insertDeposits(tx: Tx, rows: (typeof dealDeposits.$inferInsert)[]): Promise<void> {
    if (rows.length) await tx.insert(dealDeposits).values(rows);
  },

  async depositsOf(db: DbOrTx, dealId: string): Promise<DealDepositRow[]> {
    return db.select().from(dealDeposits).where(eq(dealDeposits.dealId, dealId));
  },

  async setDepositStatus(tx: Tx, depositId: string, status: DealDepositRow['status']): Promise<void> {
    await tx.update(dealDeposits).set({ status }).where(eq(dealDeposits.depositId, depositId));
  },

  async signaturesOf(db: DbOrTx, dealIds: string[]): Promise<DealSignatureRow[]> {
    if (!dealIds.length) return [];
    return db.select().from(dealSignatures).where(inArray(dealSignatures.dealId, dealIds));
  },

  /** False when that side already signed (the primary key). */
  async insertSignature(tx: Tx, row: DealSignatureRow): Promise<boolean> {
    const inserted = await tx.insert(dealSignatures).values(row).onConflictDoNothing().returning();
    return inserted.length === 1;
  },

  async addStrike(tx: Tx, userId: string, dealId: string): Promise<number> {
    await tx.insert(dealStrikes).values({ userId, dealId }).onConflictDoNothing();
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(dealStrikes)
      .where(eq(dealStrikes.userId, userId));
    return row?.n ?? 0;
  },
};
