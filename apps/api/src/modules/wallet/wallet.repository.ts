import { and, desc, eq, gte, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { TimeIdCursor } from '../../lib/cursor';
import {
  type BankAccountRow,
  bankAccounts,
  type WithdrawalRow,
  type WithdrawalStatus,
  withdrawals,
} from './wallet.tables';

export type WithdrawalWithBank = WithdrawalRow & { bankAccount: BankAccountRow };

const withBank = { withdrawal: withdrawals, bankAccount: bankAccounts };
const merge = (r: { withdrawal: WithdrawalRow; bankAccount: BankAccountRow }): WithdrawalWithBank => ({
  ...r.withdrawal,
  bankAccount: r.bankAccount,
});

/** Drizzle queries of bank accounts and withdrawals; no rules. */
export const walletRepository = {
  async bankAccountsOf(db: DbOrTx, userId: string): Promise<BankAccountRow[]> {
    return db
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt)))
      .orderBy(desc(bankAccounts.createdAt), desc(bankAccounts.id));
  },

  async liveBankAccount(db: DbOrTx, id: string): Promise<BankAccountRow | undefined> {
    const [row] = await db
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.id, id), isNull(bankAccounts.deletedAt)));
    return row;
  },

  async liveBankAccountByIban(db: DbOrTx, userId: string, iban: string): Promise<BankAccountRow | undefined> {
    const [row] = await db
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.iban, iban), isNull(bankAccounts.deletedAt)));
    return row;
  },

  async countLiveBankAccounts(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<string>`count(*)` })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt)));
    return Number(row?.n ?? 0);
  },

  /** Inserts unless the user already saved this IBAN (then nothing). */
  async insertBankAccount(db: DbOrTx, values: typeof bankAccounts.$inferInsert): Promise<BankAccountRow | undefined> {
    const [row] = await db.insert(bankAccounts).values(values).onConflictDoNothing().returning();
    return row;
  },

  async softDeleteBankAccount(db: DbOrTx, userId: string, id: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(bankAccounts)
      .set({ deletedAt: at })
      .where(and(eq(bankAccounts.id, id), eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt)))
      .returning({ id: bankAccounts.id });
    return rows.length === 1;
  },

  async insertWithdrawal(db: DbOrTx, values: typeof withdrawals.$inferInsert): Promise<WithdrawalRow> {
    const [row] = await db.insert(withdrawals).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async withdrawal(db: DbOrTx, id: string, lock = false): Promise<WithdrawalWithBank | undefined> {
    const q = db
      .select(withBank)
      .from(withdrawals)
      .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
      .where(eq(withdrawals.id, id));
    const [row] = lock ? await q.for('update', { of: withdrawals }) : await q;
    return row && merge(row);
  },

  /** Moves a withdrawal on only from one of the expected statuses. */
  async transition(
    db: DbOrTx,
    id: string,
    from: WithdrawalStatus[],
    changes: Partial<typeof withdrawals.$inferInsert>,
  ): Promise<boolean> {
    const rows = await db
      .update(withdrawals)
      .set(changes)
      .where(and(eq(withdrawals.id, id), inArray(withdrawals.status, from)))
      .returning({ id: withdrawals.id });
    return rows.length === 1;
  },

  /** The status of each of a user's withdrawals among `ids` (others' are left out). */
  async statusesOf(db: DbOrTx, userId: string, ids: string[]): Promise<Map<string, WithdrawalStatus>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: withdrawals.id, status: withdrawals.status })
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, userId), inArray(withdrawals.id, ids)));
    return new Map(rows.map((r) => [r.id, r.status]));
  },

  /** Total requested since a moment, rejected ones excepted (the daily limit). */
  async requestedSince(db: DbOrTx, userId: string, since: Date): Promise<bigint> {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${withdrawals.amountFils}), 0)` })
      .from(withdrawals)
      .where(
        and(eq(withdrawals.userId, userId), gte(withdrawals.requestedAt, since), ne(withdrawals.status, 'rejected')),
      );
    return BigInt(String(row?.total ?? '0'));
  },

  async page(
    db: DbOrTx,
    filter: { userId?: string; status?: WithdrawalStatus },
    cursor: TimeIdCursor | null,
    limit: number,
  ): Promise<WithdrawalWithBank[]> {
    const conditions: (SQL | undefined)[] = [];
    if (filter.userId) conditions.push(eq(withdrawals.userId, filter.userId));
    if (filter.status) conditions.push(eq(withdrawals.status, filter.status));
    if (cursor) {
      conditions.push(
        or(
          lt(withdrawals.requestedAt, cursor.at),
          and(eq(withdrawals.requestedAt, cursor.at), lt(withdrawals.id, cursor.id)),
        ),
      );
    }
    const rows = await db
      .select(withBank)
      .from(withdrawals)
      .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
      .where(and(...conditions))
      .orderBy(desc(withdrawals.requestedAt), desc(withdrawals.id))
      .limit(limit);
    return rows.map(merge);
  },
};
