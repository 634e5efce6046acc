/**
 * The ledger's posting core: one movement is one transaction (or a savepoint in the caller's)
 * that claims its idempotency key, locks the accounts it touches in id order, refuses a negative
 * user balance, writes entries summing to zero and updates the cached balances. `LedgerService`
 * builds each movement's lines; this file writes them. Also the amount and key checks every
 * movement starts with.
 */
import { CURRENCY, filsToDecimalString } from '@souq/shared';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { requestHash } from '../../lib/idempotency';
import { inTransaction } from '../../lib/transaction';
import { ledgerRepository, type NewLedgerTransaction } from './ledger.repository';
import {
  type CreditTarget,
  type Described,
  type Fils,
  type HoldInput,
  type LedgerReceipt,
  type LedgerRef,
  MAX_AMOUNT_FILS,
  WITHDRAWAL_PURPOSE,
} from './ledger.types';
import type {
  AccountKind,
  HoldRow,
  LedgerAccountRow,
  LedgerTransactionRow,
  LedgerTxType,
  PlatformAccountKind,
  UserAccountKind,
} from './wallet.tables';

/** An account addressed by owner and kind. */
export type AccountAddress = { userId: string; kind: UserAccountKind } | { userId: null; kind: PlatformAccountKind };
export interface Line {
  account: AccountAddress;
  amount: bigint;
}

export const user = (userId: string, kind: UserAccountKind): AccountAddress => ({ userId, kind });
export const platform = (kind: PlatformAccountKind): AccountAddress => ({ userId: null, kind });
const addressKey = (a: { userId: string | null; kind: AccountKind }) => `${a.userId ?? '-'}:${a.kind}`;

export function toFils(value: Fils | undefined, field: string, { allowZero = false } = {}): bigint {
  if (value === undefined) return 0n;
  let fils: bigint;
  if (typeof value === 'bigint') fils = value;
  else if (Number.isSafeInteger(value)) fils = BigInt(value);
  else throw new AppError('AMOUNT_INVALID', { field });
  if (fils < 0n || (!allowZero && fils === 0n)) throw new AppError('AMOUNT_INVALID', { field });
  if (fils > MAX_AMOUNT_FILS) throw new AppError('AMOUNT_TOO_LARGE', { limit: aed(MAX_AMOUNT_FILS) });
  return fils;
}

/** An amount for error messages ("50000.00 AED"). */
export function aed(fils: bigint): string {
  return `${filsToDecimalString(fils)} ${CURRENCY}`;
}

export function payeeAddress(payee: CreditTarget): AccountAddress {
  if (typeof payee === 'object' && payee && typeof payee.userId === 'string') return user(payee.userId, 'available');
  if (payee === 'revenue' || payee === 'escrow' || payee === 'payout_clearing' || payee === 'gateway_clearing') {
    return platform(payee);
  }
  throw new AppError('BAD_REQUEST');
}

/** The "same request" test of one ledger operation. */
export function operationHash(op: string, args: Record<string, unknown>): string {
  return requestHash([op, args]);
}

/** The request hash of a hold, so a flow can recognise a repeat before its own checks (withdrawals). */
export function holdRequestHash(type: 'hold' | 'withdrawal_request', input: HoldInput): string {
  return operationHash(type, {
    userId: input.userId,
    amount: toFils(input.amountFils, 'amountFils'),
    purpose: String(input.purpose ?? '').trim(),
    ref: input.ref,
    releaseAt: input.releaseAt ?? null,
    metadata: input.metadata,
  });
}

export function requireKey(key: string): string {
  if (typeof key !== 'string' || !key.trim() || key.length > 200) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  return key;
}

export function refOf(row: { refType: string | null; refId: string | null }): LedgerRef | null {
  return row.refType && row.refId ? { type: row.refType, id: row.refId } : null;
}

export function receiptOf(row: LedgerTransactionRow, replayed: boolean): LedgerReceipt {
  return { transactionId: row.id, type: row.type, holdId: row.holdId, createdAt: row.createdAt, replayed };
}

/** The header of one movement, before its entries. */
export interface Posting {
  id: string;
  type: LedgerTxType;
  key: string;
  hash: string;
  userId: string | null;
  ref: LedgerRef | null;
  descriptionKey?: string;
  metadata?: Record<string, unknown>;
  holdId?: string | null;
  reversesTransactionId?: string | null;
}

export class LedgerPosting {
  constructor(private readonly ctx: AppContext) {}

  /**
   * One transaction, or a savepoint in the caller's: a refused movement leaves the caller's work
   * intact. A transaction of its own runs through the shared helper, so it is run again when
   * PostgreSQL picks it as a deadlock victim (possible only while two movements create the same
   * new accounts); inside a caller's transaction, the caller's helper runs the whole again.
   */
  async atomically<T>(outer: Tx | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
    if (outer) return outer.transaction(work);
    return inTransaction(this.ctx.db, (tx) => work(tx));
  }

  /** The hold to resolve; a withdrawal's hold is resolved only by the withdrawal's own steps. */
  async requireHold(tx: Tx, holdId: string, type: LedgerTxType): Promise<HoldRow> {
    const hold = await ledgerRepository.holdById(tx, holdId);
    if (!hold) throw notFound();
    const ownStep = type === 'withdrawal_reject' || type === 'withdrawal_paid';
    if ((hold.purpose === WITHDRAWAL_PURPOSE) !== ownStep) throw new AppError('INVALID_STATE');
    return hold;
  }

  async resolveHold(tx: Tx, holdId: string, status: 'released' | 'captured', transactionId: string) {
    const done = await ledgerRepository.resolveHold(tx, holdId, status, transactionId, this.ctx.clock.now());
    if (!done) throw new AppError('HOLD_ALREADY_RESOLVED');
  }

  /**
   * Claims the idempotency key by inserting the transaction (a concurrent twin waits for it and
   * then replays it), locks the accounts in id order, checks that no user balance goes negative,
   * writes the entries and updates the cached balances.
   */
  async post(tx: Tx, posting: Posting, build: () => Line[] | Promise<Line[]>): Promise<LedgerReceipt> {
    const now = this.ctx.clock.now();
    const header: NewLedgerTransaction = {
      id: posting.id,
      type: posting.type,
      idempotencyKey: posting.key,
      requestHash: posting.hash,
      userId: posting.userId,
      refType: posting.ref?.type ?? null,
      refId: posting.ref?.id ?? null,
      descriptionKey: posting.descriptionKey ?? `wallet:tx.${posting.type}`,
      metadata: posting.metadata ?? {},
      holdId: posting.holdId ?? null,
      reversesTransactionId: posting.reversesTransactionId ?? null,
      createdAt: now,
    };
    if (!(await ledgerRepository.claim(tx, header))) {
      const replay = await this.replay(tx, posting.key, posting.hash);
      if (!replay) throw new Error(`idempotency key ${posting.key} neither new nor found`);
      return replay;
    }
    const lines = (await build()).filter((l) => l.amount !== 0n);
    const deltas = new Map<string, { account: AccountAddress; amount: bigint }>();
    for (const l of lines) {
      const k = addressKey(l.account);
      const d = deltas.get(k);
      if (d) d.amount += l.amount;
      else deltas.set(k, { account: l.account, amount: l.amount });
    }
    const total = lines.reduce((sum, l) => sum + l.amount, 0n);
    if (total !== 0n) throw new Error(`unbalanced ledger transaction ${posting.type}: ${total}`);

    const accounts = await this.lockAccounts(
      tx,
      [...deltas.values()].map((d) => d.account),
    );
    const changes: { account: LedgerAccountRow; delta: bigint }[] = [];
    for (const [k, d] of deltas) {
      if (d.amount === 0n) continue;
      const account = accounts.get(k);
      if (!account) throw new Error(`ledger account ${k} missing`);
      if (account.ownerUserId !== null && account.balanceFils + d.amount < 0n) {
        if (account.kind === 'available') throw new AppError('INSUFFICIENT_FUNDS');
        throw new Error(`held balance of ${account.ownerUserId} would go below zero`);
      }
      changes.push({ account, delta: d.amount });
    }
    await ledgerRepository.insertEntries(
      tx,
      posting.id,
      lines.map((l) => {
        const account = accounts.get(addressKey(l.account));
        if (!account) throw new Error('ledger account missing');
        return { accountId: account.id, amount: l.amount };
      }),
      now,
    );
    await ledgerRepository.addToBalances(
      tx,
      changes.map((c) => ({ accountId: c.account.id, delta: c.delta })),
    );
    return {
      transactionId: posting.id,
      type: posting.type,
      holdId: posting.holdId ?? null,
      createdAt: now,
      replayed: false,
    };
  }

  /** Locks the accounts (creating missing ones first), keyed by `owner:kind`. */
  private async lockAccounts(tx: Tx, addresses: AccountAddress[]): Promise<Map<string, LedgerAccountRow>> {
    const userIds = [...new Set(addresses.flatMap((a) => (a.userId ? [a.userId] : [])))].sort();
    const kinds = [...new Set(addresses.flatMap((a) => (a.userId ? [] : [a.kind as PlatformAccountKind])))].sort();
    const index = (rows: LedgerAccountRow[]) =>
      new Map(rows.map((r) => [addressKey({ userId: r.ownerUserId, kind: r.kind }), r]));
    let found = index(await ledgerRepository.lockAccounts(tx, userIds, kinds));
    if (addresses.some((a) => !found.has(addressKey(a)))) {
      await ledgerRepository.createAccounts(tx, userIds, kinds);
      found = index(await ledgerRepository.lockAccounts(tx, userIds, kinds));
    }
    return found;
  }

  /**
   * The earlier result of this key, or null when the key is new; IDEMPOTENCY_CONFLICT when it was
   * used for another request. For flows that must check before their own writes (withdrawals).
   */
  async replay(db: DbOrTx, key: string, hash: string): Promise<LedgerReceipt | null> {
    const existing = await ledgerRepository.transactionByKey(db, key);
    if (!existing) return null;
    if (existing.requestHash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
    return receiptOf(existing, true);
  }

  /** @internal Locks a user's accounts so checks that span rows (daily limits) see a stable state. */
  async lockUser(tx: Tx, userId: string): Promise<void> {
    await this.lockAccounts(tx, [user(userId, 'available'), user(userId, 'held')]);
  }
}

export function described(input: Described): Pick<Posting, 'descriptionKey' | 'metadata'> {
  return { descriptionKey: input.descriptionKey, metadata: input.metadata };
}
