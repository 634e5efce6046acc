import { and, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { TimeIdCursor } from '../../lib/cursor';
import {
  type AccountKind,
  type HoldRow,
  type HoldStatus,
  holds,
  type LedgerAccountRow,
  type LedgerTransactionRow,
  type LedgerTxType,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  type PlatformAccountKind,
  USER_ACCOUNT_KINDS,
} from './wallet.tables';

export type NewLedgerTransaction = typeof ledgerTransactions.$inferInsert;

/** Sums arrive as numeric strings from both drivers. */
const toBigint = (v: unknown): bigint => BigInt(String(v ?? '0'));

export interface TransactionListRow {
  transaction: LedgerTransactionRow;
  availableChange: bigint;
  heldChange: bigint;
}

/** Drizzle queries of the ledger; no rules. */
export const ledgerRepository = {
  /** Inserts the transaction unless its idempotency key exists (then waits for and returns nothing). */
  async claim(db: DbOrTx, values: NewLedgerTransaction): Promise<boolean> {
    const rows = await db
      .insert(ledgerTransactions)
      .values(values)
      .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
      .returning({ id: ledgerTransactions.id });
    return rows.length === 1;
  },

  async transactionByKey(db: DbOrTx, key: string): Promise<LedgerTransactionRow | undefined> {
    const [row] = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key));
    return row;
  },

  async transactionById(db: DbOrTx, id: string, lock = false): Promise<LedgerTransactionRow | undefined> {
    const q = db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, id));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  /**
   * Locks (FOR UPDATE, in id order, so two movements never wait on each other in a cycle) the
   * accounts of these users and these platform kinds.
   */
  async lockAccounts(db: DbOrTx, userIds: string[], platformKinds: PlatformAccountKind[]): Promise<LedgerAccountRow[]> {
    const conditions: SQL[] = [];
    if (userIds.length) conditions.push(inArray(ledgerAccounts.ownerUserId, userIds));
    if (platformKinds.length) {
      conditions.push(and(isNull(ledgerAccounts.ownerUserId), inArray(ledgerAccounts.kind, platformKinds)) as SQL);
    }
    if (!conditions.length) return [];
    return db
      .select()
      .from(ledgerAccounts)
      .where(or(...conditions))
      .orderBy(ledgerAccounts.id)
      .for('update');
  },

  async createAccounts(db: DbOrTx, userIds: string[], platformKinds: PlatformAccountKind[]): Promise<void> {
    const values: (typeof ledgerAccounts.$inferInsert)[] = [
      ...userIds.flatMap((ownerUserId) => USER_ACCOUNT_KINDS.map((kind) => ({ ownerUserId, kind }))),
      ...platformKinds.map((kind) => ({ ownerUserId: null, kind })),
    ];
    if (values.length) await db.insert(ledgerAccounts).values(values).onConflictDoNothing();
  },

  async userBalances(db: DbOrTx, userId: string): Promise<Partial<Record<AccountKind, bigint>>> {
    const rows = await db
      .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balanceFils })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.ownerUserId, userId));
    return Object.fromEntries(rows.map((r) => [r.kind, r.balance]));
  },

  async insertEntries(db: DbOrTx, transactionId: string, lines: { accountId: string; amount: bigint }[], at: Date) {
    if (!lines.length) return;
    await db
      .insert(ledgerEntries)
      .values(lines.map((l) => ({ transactionId, accountId: l.accountId, amountFils: l.amount, createdAt: at })));
  },

  /** Adds each delta to its account's cached balance, in one statement. */
  async addToBalances(db: DbOrTx, changes: { accountId: string; delta: bigint }[]): Promise<void> {
    if (!changes.length) return;
    const values = sql.join(
      changes.map((c) => sql`(${c.accountId}::uuid, ${c.delta.toString()}::bigint)`),
      sql`, `,
    );
    await db.execute(sql`
      update ledger_accounts as a set balance_fils = a.balance_fils + v.delta
      from (values ${values}) as v(id, delta)
      where a.id = v.id`);
  },

  async insertHold(db: DbOrTx, values: typeof holds.$inferInsert): Promise<HoldRow> {
    const [row] = await db.insert(holds).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  /** Moves the release date of held holds later (never earlier); resolved holds keep theirs. */
  async postponeRelease(db: DbOrTx, ids: readonly string[], releaseAt: Date): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(holds)
      .set({ releaseAt })
      .where(
        and(
          inArray(holds.id, [...ids]),
          eq(holds.status, 'held'),
          or(isNull(holds.releaseAt), lt(holds.releaseAt, releaseAt)),
        ),
      );
  },

  async holdById(db: DbOrTx, id: string): Promise<HoldRow | undefined> {
    const [row] = await db.select().from(holds).where(eq(holds.id, id));
    return row;
  },

  /** Resolves a hold that is still held; nothing when it was resolved before (or meanwhile). */
  async resolveHold(
    db: DbOrTx,
    id: string,
    status: Exclude<HoldStatus, 'held'>,
    transactionId: string,
    at: Date,
  ): Promise<HoldRow | undefined> {
    const [row] = await db
      .update(holds)
      .set({ status, resolvedTransactionId: transactionId, resolvedAt: at })
      .where(and(eq(holds.id, id), eq(holds.status, 'held')))
      .returning();
    return row;
  },

  async holdsOf(db: DbOrTx, userId: string, statuses: HoldStatus[]): Promise<HoldRow[]> {
    return db
      .select()
      .from(holds)
      .where(and(eq(holds.userId, userId), inArray(holds.status, statuses)))
      .orderBy(desc(holds.createdAt), desc(holds.id));
  },

  /** Entries of a transaction with the account each one moved. */
  async entriesOf(db: DbOrTx, transactionIds: string[]) {
    if (!transactionIds.length) return [];
    return db
      .select({
        transactionId: ledgerEntries.transactionId,
        accountId: ledgerEntries.accountId,
        amountFils: ledgerEntries.amountFils,
        ownerUserId: ledgerAccounts.ownerUserId,
        kind: ledgerAccounts.kind,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(inArray(ledgerEntries.transactionId, transactionIds))
      .orderBy(ledgerEntries.transactionId, ledgerEntries.id);
  },

  /** Transactions that refund this one. */
  async refundsOf(db: DbOrTx, transactionId: string): Promise<LedgerTransactionRow[]> {
    return db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.reversesTransactionId, transactionId), eq(ledgerTransactions.type, 'refund')));
  },

  /** A user's transactions, newest first, with what each did to the user's available and held balances. */
  async pageForUser(
    db: DbOrTx,
    userId: string,
    filter: { types?: LedgerTxType[]; from?: Date; to?: Date },
    cursor: TimeIdCursor | null,
    limit: number,
  ): Promise<TransactionListRow[]> {
    const t = ledgerTransactions;
    const conditions: (SQL | undefined)[] = [eq(ledgerAccounts.ownerUserId, userId)];
    if (filter.types?.length) conditions.push(inArray(t.type, filter.types));
    if (filter.from) conditions.push(gte(t.createdAt, filter.from));
    if (filter.to) conditions.push(lt(t.createdAt, filter.to));
    if (cursor) {
      conditions.push(or(lt(t.createdAt, cursor.at), and(eq(t.createdAt, cursor.at), lt(t.id, cursor.id))));
    }
    const rows = await db
      .select({
        transaction: t,
        availableChange: sql<string>`coalesce(sum(case when ${ledgerAccounts.kind} = 'available' then ${ledgerEntries.amountFils} else 0 end), 0)`,
        heldChange: sql<string>`coalesce(sum(case when ${ledgerAccounts.kind} = 'held' then ${ledgerEntries.amountFils} else 0 end), 0)`,
      })
      .from(t)
      .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, t.id))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(and(...conditions))
      .groupBy(t.id)
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(limit);
    return rows.map((r) => ({
      transaction: r.transaction,
      availableChange: toBigint(r.availableChange),
      heldChange: toBigint(r.heldChange),
    }));
  },

  /** Every recharge (gateway money in) with what it credited to the user, oldest first (reconciliation). */
  async rechargesWithAmounts(db: DbOrTx) {
    const t = ledgerTransactions;
    const rows = await db
      .select({
        transaction: t,
        creditedFils: sql<string>`coalesce(sum(case when ${ledgerAccounts.ownerUserId} is not null then ${ledgerEntries.amountFils} else 0 end), 0)`,
      })
      .from(t)
      .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, t.id))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(t.type, 'recharge'))
      .groupBy(t.id)
      .orderBy(t.createdAt, t.id);
    return rows.map((r) => ({ transaction: r.transaction, creditedFils: toBigint(r.creditedFils) }));
  },

  /** What one transaction did to a user's available and held balances (0 and 0: not the user's). */
  async userEffect(db: DbOrTx, userId: string, transactionId: string) {
    const [row] = await db
      .select({
        count: sql<string>`count(*)`,
        availableChange: sql<string>`coalesce(sum(case when ${ledgerAccounts.kind} = 'available' then ${ledgerEntries.amountFils} else 0 end), 0)`,
        heldChange: sql<string>`coalesce(sum(case when ${ledgerAccounts.kind} = 'held' then ${ledgerEntries.amountFils} else 0 end), 0)`,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(and(eq(ledgerEntries.transactionId, transactionId), eq(ledgerAccounts.ownerUserId, userId)));
    return {
      involved: toBigint(row?.count) > 0n,
      availableChange: toBigint(row?.availableChange),
      heldChange: toBigint(row?.heldChange),
    };
  },
};
