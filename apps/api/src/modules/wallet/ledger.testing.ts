/** Test helpers of the ledger: the books' invariants as one query, and users made without HTTP. */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newMobile } from '../../testing/test-app';
import { users } from '../users/users.tables';
import { bankAccounts } from './wallet.tables';

export interface BooksReport {
  /** Transactions whose entries do not sum to zero. */
  unbalanced: number;
  /** Accounts whose cached balance differs from the sum of their entries. */
  stale: number;
  /** User accounts below zero. */
  negative: number;
  /** Sum of every account: zero when the books balance. */
  total: bigint;
  /** Users whose held balance differs from the sum of their active holds. */
  heldMismatch: number;
  /** Transactions without entries (a claimed key that moved nothing). */
  empty: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function checkBooks(db: DbOrTx): Promise<BooksReport> {
  const result = await db.execute(sql`
    with sums as (select account_id, sum(amount_fils) as s from ledger_entries group by account_id),
      unbalanced as (select transaction_id from ledger_entries group by transaction_id having sum(amount_fils) <> 0),
      active as (select user_id, sum(amount_fils) as s from holds where status = 'held' group by user_id)
    select
      (select count(*) from unbalanced) as unbalanced,
      (select count(*) from ledger_accounts a left join sums on sums.account_id = a.id
        where a.balance_fils <> coalesce(sums.s, 0)) as stale,
      (select count(*) from ledger_accounts where owner_user_id is not null and balance_fils < 0) as negative,
      (select coalesce(sum(balance_fils), 0) from ledger_accounts) as total,
      (select count(*) from ledger_accounts a left join active on active.user_id = a.owner_user_id
        where a.kind = 'held' and a.balance_fils <> coalesce(active.s, 0)) as held_mismatch,
      (select count(*) from ledger_transactions t
        where not exists (select 1 from ledger_entries e where e.transaction_id = t.id)) as empty
  `);
  const [r] = rowsOf<Record<string, string | number>>(result);
  if (!r) throw new Error('no invariant row');
  return {
    unbalanced: Number(r.unbalanced),
    stale: Number(r.stale),
    negative: Number(r.negative),
    total: BigInt(String(r.total)),
    heldMismatch: Number(r.held_mismatch),
    empty: Number(r.empty),
  };
}

export const BALANCED_BOOKS: BooksReport = {
  unbalanced: 0,
  stale: 0,
  negative: 0,
  total: 0n,
  heldMismatch: 0,
  empty: 0,
};

/** Balances of every account: `<userId>:<kind>` for users, `platform:<kind>` for the platform. */
export async function allBalances(db: DbOrTx): Promise<Map<string, bigint>> {
  const result = await db.execute(sql`select owner_user_id, kind, balance_fils from ledger_accounts`);
  const map = new Map<string, bigint>();
  for (const r of rowsOf<{ owner_user_id: string | null; kind: string; balance_fils: string | number }>(result)) {
    map.set(`${r.owner_user_id ?? 'platform'}:${r.kind}`, BigInt(String(r.balance_fils)));
  }
  return map;
}

/** A user row straight in the database (ledger tests need no session). */
export async function insertUser(db: DbOrTx): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ mobile: newMobile(), nickname: `ledger-${randomUUID().slice(0, 8)}` })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  return row.id;
}

export async function insertBankAccount(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db
    .insert(bankAccounts)
    .values({ userId, holderName: 'Test Holder', iban: 'AE070331234567890123456' })
    .returning({ id: bankAccounts.id });
  if (!row) throw new Error('no bank account');
  return row.id;
}

/**
 * Empties the ledger between model runs, fast: plain deletes with triggers off for this
 * transaction (the append-only guard and foreign keys), which TRUNCATE would also bypass.
 */
export async function resetLedger(db: DbOrTx): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      with w as (delete from withdrawals), h as (delete from holds), e as (delete from ledger_entries),
        t as (delete from ledger_transactions)
      delete from ledger_accounts`);
  });
}
