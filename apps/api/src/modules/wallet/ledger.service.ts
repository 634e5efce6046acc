/**
 * LedgerService: the one documented way any domain moves money (see docs/decisions/0003-ledger.md).
 *
 * Every method is one database transaction (a savepoint inside the caller's `tx` when one is
 * given) that locks the accounts it changes, writes entries summing to zero and updates the cached
 * balances. Each call carries an idempotency key: the same key with the same arguments returns the
 * first result again (`replayed: true`) without moving money twice; the same key with other
 * arguments throws IDEMPOTENCY_CONFLICT. Amounts are integer fils (bigint; safe integers accepted).
 *
 * @example
 * // A rental deposit: block it now, inside the booking's own transaction...
 * const { holdId } = await services.ledger.hold(
 *   {
 *     userId: renterId,
 *     amountFils: 150_000n, // AED 1,500
 *     purpose: 'rental_deposit',
 *     ref: { type: 'booking', id: booking.id },
 *     releaseAt: returnDate + 30 days,
 *     idempotencyKey: `booking:${booking.id}:deposit`,
 *   },
 *   tx,
 * );
 * // ...then charge a fine from it (VAT to its own account) and give the rest back:
 * await services.ledger.capture({
 *   holdId,
 *   amountFils: 21_000n,
 *   vatFils: 1_000n,
 *   payee: 'revenue',
 *   idempotencyKey: `booking:${booking.id}:deposit-capture`,
 * });
 */
import { randomUUID } from 'node:crypto';
import { CURRENCY, filsToDecimalString } from '@souq/shared';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import type { Actor } from '../../lib/authz';
import { isAdmin } from '../../lib/authz';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { AppError, notFound } from '../../lib/errors';
import { requestHash } from '../../lib/idempotency';
import { inTransaction } from '../../lib/transaction';
import { ledgerRepository, type NewLedgerTransaction } from './ledger.repository';
import type {
  AccountKind,
  HoldRow,
  HoldStatus,
  LedgerAccountRow,
  LedgerTransactionRow,
  LedgerTxType,
  PlatformAccountKind,
  UserAccountKind,
} from './wallet.tables';

/** Fils as bigint; a safe integer number is accepted too. */
export type Fils = bigint | number;

/** The business object a movement is for: `{ type: 'booking', id }`, `{ type: 'lot', id }`. */
export interface LedgerRef {
  type: string;
  id: string;
}

/** Who receives money: a user's available balance, platform revenue, or escrow. */
export type Payee = { userId: string } | 'revenue' | 'escrow';
/** Payees the wallet module itself uses (payouts to banks, refunds back to cards). */
type CreditTarget = Payee | 'payout_clearing' | 'gateway_clearing';

/** A caller's transaction, given as the last argument or as `tx` in the input. */
interface WithTx {
  tx?: Tx;
}

interface Described {
  /** Translation key shown in the wallet history; default `wallet:tx.<type>`. */
  descriptionKey?: string;
  metadata?: Record<string, string | number | boolean | null>;
}

export interface RechargeInput extends WithTx, Described {
  userId: string;
  amountFils: Fils;
  idempotencyKey: string;
  ref: LedgerRef;
}

export interface HoldInput extends WithTx, Described {
  userId: string;
  amountFils: Fils;
  /** What the hold is for, e.g. `rental_deposit`, `auction_deposit`, `withdrawal`. */
  purpose: string;
  ref: LedgerRef;
  /** When it is expected to be released (shown to the user). */
  releaseAt?: Date | null;
  idempotencyKey: string;
}

export interface ReleaseInput extends WithTx, Described {
  holdId: string;
  idempotencyKey: string;
}

export interface CaptureInput extends WithTx, Described {
  holdId: string;
  idempotencyKey: string;
  payee: Payee;
  /** Platform fee out of the captured amount (to `fees`). */
  feeFils?: Fils;
  /** VAT out of the captured amount (to `vat_payable`). */
  vatFils?: Fils;
  /** The part captured; the rest of the hold goes back to available. Default: all of it. */
  amountFils?: Fils;
}

export interface ChargeInput extends WithTx, Described {
  userId: string;
  amountFils: Fils;
  payee: Payee;
  feeFils?: Fils;
  vatFils?: Fils;
  ref: LedgerRef;
  idempotencyKey: string;
}

export interface RefundInput extends WithTx, Described {
  /** The charge or capture to refund. */
  transactionId: string;
  /** Default: everything not refunded yet. */
  amountFils?: Fils;
  idempotencyKey: string;
}

export interface TransferInput extends WithTx, Described {
  fromUserId: string;
  toUserId: string;
  amountFils: Fils;
  ref: LedgerRef;
  idempotencyKey: string;
}

/** What a movement returns; the same again (with `replayed: true`) for a repeated key. */
export interface LedgerReceipt {
  transactionId: string;
  type: LedgerTxType;
  /** The hold created (hold) or resolved (release, capture); null otherwise. */
  holdId: string | null;
  createdAt: Date;
  replayed: boolean;
}

export interface Balances {
  availableFils: bigint;
  heldFils: bigint;
  currency: typeof CURRENCY;
}

export interface HoldView {
  id: string;
  userId: string;
  amountFils: bigint;
  purpose: string;
  ref: LedgerRef | null;
  status: HoldStatus;
  releaseAt: Date | null;
  createdAt: Date;
  resolvedAt: Date | null;
}

export interface TransactionView {
  id: string;
  type: LedgerTxType;
  /** Signed effect on the user's available balance. */
  amountFils: bigint;
  /** Signed effect on the user's held balance. */
  heldChangeFils: bigint;
  descriptionKey: string;
  ref: LedgerRef | null;
  createdAt: Date;
}

/** An entry as a user may see it: their own accounts by kind, platform accounts by kind, other users anonymous. */
export type EntryAccountLabel = UserAccountKind | PlatformAccountKind | 'counterparty';

export interface TransactionDetail extends TransactionView {
  holdId: string | null;
  reversesTransactionId: string | null;
  metadata: Record<string, unknown>;
  entries: { account: EntryAccountLabel; amountFils: bigint }[];
}

export interface ListTransactionsQuery {
  type?: LedgerTxType | LedgerTxType[];
  from?: Date;
  to?: Date;
  cursor?: string;
  limit?: number;
}

/** A recharge as reconciliation sees it: what was credited, to whom, under which key. */
export interface RechargeRecord {
  transactionId: string;
  userId: string | null;
  amountFils: bigint;
  idempotencyKey: string;
  ref: LedgerRef | null;
  createdAt: Date;
}

/** The purpose of the holds withdrawals make; only the withdrawal steps resolve them. */
export const WITHDRAWAL_PURPOSE = 'withdrawal';

/** The largest single amount the ledger accepts: AED 10 billion (keeps JSON numbers exact). */
export const MAX_AMOUNT_FILS = 1_000_000_000_000n;

/** An account addressed by owner and kind. */
type AccountAddress = { userId: string; kind: UserAccountKind } | { userId: null; kind: PlatformAccountKind };
interface Line {
  account: AccountAddress;
  amount: bigint;
}

const user = (userId: string, kind: UserAccountKind): AccountAddress => ({ userId, kind });
const platform = (kind: PlatformAccountKind): AccountAddress => ({ userId: null, kind });
const addressKey = (a: { userId: string | null; kind: AccountKind }) => `${a.userId ?? '-'}:${a.kind}`;

function toFils(value: Fils | undefined, field: string, { allowZero = false } = {}): bigint {
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

function payeeAddress(payee: CreditTarget): AccountAddress {
  if (typeof payee === 'object' && payee && typeof payee.userId === 'string') return user(payee.userId, 'available');
  if (payee === 'revenue' || payee === 'escrow' || payee === 'payout_clearing' || payee === 'gateway_clearing') {
    return platform(payee);
  }
  throw new AppError('BAD_REQUEST');
}

/** The "same request" test of one ledger operation. */
function operationHash(op: string, args: Record<string, unknown>): string {
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

function requireKey(key: string): string {
  if (typeof key !== 'string' || !key.trim() || key.length > 200) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  return key;
}

function refOf(row: { refType: string | null; refId: string | null }): LedgerRef | null {
  return row.refType && row.refId ? { type: row.refType, id: row.refId } : null;
}

function receiptOf(row: LedgerTransactionRow, replayed: boolean): LedgerReceipt {
  return { transactionId: row.id, type: row.type, holdId: row.holdId, createdAt: row.createdAt, replayed };
}

export function presentHold(row: HoldRow): HoldView {
  return {
    id: row.id,
    userId: row.userId,
    amountFils: row.amountFils,
    purpose: row.purpose,
    ref: refOf(row),
    status: row.status,
    releaseAt: row.releaseAt,
    createdAt: row.createdAt,
    resolvedAt: row.resolvedAt,
  };
}

/** The header of one movement, before its entries. */
interface Posting {
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

export class LedgerService {
  constructor(private readonly ctx: AppContext) {}

  // ---- reading ----

  async balances(userId: string, tx?: DbOrTx): Promise<Balances> {
    const b = await ledgerRepository.userBalances(tx ?? this.ctx.db, userId);
    return { availableFils: b.available ?? 0n, heldFils: b.held ?? 0n, currency: CURRENCY };
  }

  /** The user's holds, newest first; by default only those still held. */
  async listHolds(userId: string, options: { statuses?: HoldStatus[]; tx?: DbOrTx } = {}): Promise<HoldView[]> {
    const rows = await ledgerRepository.holdsOf(options.tx ?? this.ctx.db, userId, options.statuses ?? ['held']);
    return rows.map(presentHold);
  }

  /** One hold for a caller that knows it by id (other domains); no ownership check. */
  async getHold(holdId: string, tx?: DbOrTx): Promise<HoldView> {
    const row = await ledgerRepository.holdById(tx ?? this.ctx.db, holdId);
    if (!row) throw notFound();
    return presentHold(row);
  }

  /** One hold as its owner (or an admin) sees it; 404 for anyone else. */
  async holdDetail(actor: Actor, holdId: string): Promise<HoldView> {
    const row = await ledgerRepository.holdById(this.ctx.db, holdId);
    if (!row || (row.userId !== actor.userId && !isAdmin(actor))) throw notFound();
    return presentHold(row);
  }

  async listTransactions(
    userId: string,
    query: ListTransactionsQuery = {},
  ): Promise<{ items: TransactionView[]; nextCursor: string | null }> {
    const limit = query.limit ?? 20;
    const types = query.type === undefined ? undefined : Array.isArray(query.type) ? query.type : [query.type];
    const rows = await ledgerRepository.pageForUser(
      this.ctx.db,
      userId,
      { types, from: query.from, to: query.to },
      decodeCursor(query.cursor),
      limit + 1,
    );
    return pageOf(
      rows,
      limit,
      (r) => ({ at: r.transaction.createdAt, id: r.transaction.id }),
      (r) => ({
        id: r.transaction.id,
        type: r.transaction.type,
        amountFils: r.availableChange,
        heldChangeFils: r.heldChange,
        descriptionKey: r.transaction.descriptionKey,
        ref: refOf(r.transaction),
        createdAt: r.transaction.createdAt,
      }),
    );
  }

  /** One transaction with its entries as the actor may see them; 404 unless it moved their money (or an admin asks). */
  async transactionDetail(actor: Actor, id: string): Promise<TransactionDetail> {
    const db = this.ctx.db;
    const row = await ledgerRepository.transactionById(db, id);
    if (!row) throw notFound();
    let viewer = actor.userId;
    let effect = await ledgerRepository.userEffect(db, viewer, id);
    if (!effect.involved) {
      if (!isAdmin(actor) || !row.userId) throw notFound();
      viewer = row.userId;
      effect = await ledgerRepository.userEffect(db, viewer, id);
    }
    const entries = await ledgerRepository.entriesOf(db, [id]);
    return {
      id: row.id,
      type: row.type,
      amountFils: effect.availableChange,
      heldChangeFils: effect.heldChange,
      descriptionKey: row.descriptionKey,
      ref: refOf(row),
      createdAt: row.createdAt,
      holdId: row.holdId,
      reversesTransactionId: row.reversesTransactionId,
      metadata: row.metadata,
      entries: entries.map((e) => ({
        account: e.ownerUserId === null ? e.kind : e.ownerUserId === viewer ? e.kind : 'counterparty',
        amountFils: e.amountFils,
      })),
    };
  }

  /** Every recharge transaction with the amount it credited (payments' reconciliation reads this). */
  async rechargeTransactions(db?: DbOrTx): Promise<RechargeRecord[]> {
    const rows = await ledgerRepository.rechargesWithAmounts(db ?? this.ctx.db);
    return rows.map(({ transaction: t, creditedFils }) => ({
      transactionId: t.id,
      userId: t.userId,
      amountFils: creditedFils,
      idempotencyKey: t.idempotencyKey,
      ref: refOf(t),
      createdAt: t.createdAt,
    }));
  }

  // ---- moving money ----

  /** Money in from the payment gateway: gateway_clearing → the user's available. */
  async recharge(input: RechargeInput, tx?: Tx): Promise<LedgerReceipt> {
    return this.fromGateway('recharge', input, tx);
  }

  /** Money that comes from the gateway, not from a wallet: gateway_clearing → the user's available. */
  private async fromGateway(type: 'recharge' | 'card_capture', input: RechargeInput, tx?: Tx): Promise<LedgerReceipt> {
    const amount = toFils(input.amountFils, 'amountFils');
    const key = requireKey(input.idempotencyKey);
    const hash = operationHash(type, { userId: input.userId, amount, ref: input.ref, metadata: input.metadata });
    return this.atomically(input.tx ?? tx, async (t) => {
      const posting: Posting = { id: randomUUID(), type, key, hash, userId: input.userId, ref: input.ref };
      return this.post(t, { ...posting, ...described(input) }, () => [
        { account: platform('gateway_clearing'), amount: -amount },
        { account: user(input.userId, 'available'), amount },
      ]);
    });
  }

  /** Blocks money: the user's available → held. INSUFFICIENT_FUNDS when available is short. */
  async hold(input: HoldInput, tx?: Tx): Promise<LedgerReceipt> {
    return this.holdAs('hold', input, tx);
  }

  /** @internal The wallet's own holds (withdrawals) carry their own transaction type. */
  async holdAs(type: 'hold' | 'withdrawal_request', input: HoldInput, tx?: Tx): Promise<LedgerReceipt> {
    const amount = toFils(input.amountFils, 'amountFils');
    const key = requireKey(input.idempotencyKey);
    const purpose = String(input.purpose ?? '').trim();
    if (!purpose || (purpose === WITHDRAWAL_PURPOSE) !== (type === 'withdrawal_request')) {
      throw new AppError('BAD_REQUEST');
    }
    const releaseAt = input.releaseAt ?? null;
    const hash = holdRequestHash(type, input);
    return this.atomically(input.tx ?? tx, async (t) => {
      const holdId = randomUUID();
      const posting: Posting = {
        id: randomUUID(),
        type,
        key,
        hash,
        userId: input.userId,
        ref: input.ref,
        holdId,
        metadata: { ...input.metadata, purpose },
      };
      return this.post(t, { ...posting, ...described(input), metadata: posting.metadata }, async () => {
        await ledgerRepository.insertHold(t, {
          id: holdId,
          userId: input.userId,
          amountFils: amount,
          purpose,
          refType: input.ref.type,
          refId: input.ref.id,
          status: 'held',
          releaseAt,
          createdTransactionId: posting.id,
          createdAt: this.ctx.clock.now(),
        });
        return [
          { account: user(input.userId, 'available'), amount: -amount },
          { account: user(input.userId, 'held'), amount },
        ];
      });
    });
  }

  /** Gives a hold back to available, once. HOLD_ALREADY_RESOLVED the second time (with another key). */
  async release(input: ReleaseInput, tx?: Tx): Promise<LedgerReceipt> {
    return this.releaseAs('release', input, tx);
  }

  /** @internal */
  async releaseAs(type: 'release' | 'withdrawal_reject', input: ReleaseInput, tx?: Tx): Promise<LedgerReceipt> {
    const key = requireKey(input.idempotencyKey);
    const hash = operationHash(type, { holdId: input.holdId, metadata: input.metadata });
    return this.atomically(input.tx ?? tx, async (t) => {
      const hold = await this.requireHold(t, input.holdId, type);
      const posting: Posting = {
        id: randomUUID(),
        type,
        key,
        hash,
        userId: hold.userId,
        ref: refOf(hold),
        holdId: hold.id,
        metadata: { ...input.metadata, purpose: hold.purpose },
      };
      return this.post(t, { ...posting, ...described(input), metadata: posting.metadata }, async () => {
        await this.resolveHold(t, hold.id, 'released', posting.id);
        return [
          { account: user(hold.userId, 'held'), amount: -hold.amountFils },
          { account: user(hold.userId, 'available'), amount: hold.amountFils },
        ];
      });
    });
  }

  /**
   * Takes a hold (or part of it, `amountFils`; the rest goes back to available) for a payee, who
   * gets it minus fee (to `fees`) and VAT (to `vat_payable`). Resolves the hold once.
   */
  async capture(input: CaptureInput, tx?: Tx): Promise<LedgerReceipt> {
    return this.captureAs('capture', input, tx);
  }

  /**
   * Money captured from a card authorisation (docs/decisions/0010-card-authorisations.md): it
   * comes from the gateway, not from a wallet: gateway_clearing → the payee's (`userId`) available.
   */
  async cardCapture(input: RechargeInput, tx?: Tx): Promise<LedgerReceipt> {
    return this.fromGateway('card_capture', input, tx);
  }

  /**
   * A refund that went back to the card: its amount, held on the payer's wallet while the
   * gateway worked (purpose `card_refund`), leaves to gateway_clearing.
   */
  async cardRefunded(input: { holdId: string; idempotencyKey: string; metadata?: Described['metadata'] }, tx?: Tx) {
    return this.captureAs('card_refund', { ...input, payee: 'gateway_clearing' }, tx);
  }

  /** @internal Payouts capture to `payout_clearing`, card refunds to `gateway_clearing`. */
  async captureAs(
    type: 'capture' | 'withdrawal_paid' | 'card_refund',
    input: Omit<CaptureInput, 'payee'> & { payee: CreditTarget },
    tx?: Tx,
  ): Promise<LedgerReceipt> {
    const key = requireKey(input.idempotencyKey);
    const fee = toFils(input.feeFils, 'feeFils', { allowZero: true });
    const vat = toFils(input.vatFils, 'vatFils', { allowZero: true });
    const part = input.amountFils === undefined ? null : toFils(input.amountFils, 'amountFils');
    const payee = payeeAddress(input.payee);
    const hash = operationHash(type, {
      holdId: input.holdId,
      payee: input.payee,
      fee,
      vat,
      part,
      metadata: input.metadata,
    });
    return this.atomically(input.tx ?? tx, async (t) => {
      const hold = await this.requireHold(t, input.holdId, type);
      const captured = part ?? hold.amountFils;
      if (captured > hold.amountFils) throw new AppError('AMOUNT_TOO_LARGE', { limit: aed(hold.amountFils) });
      if (fee + vat > captured) throw new AppError('AMOUNT_TOO_LARGE', { limit: aed(captured) });
      const metadata = {
        ...input.metadata,
        purpose: hold.purpose,
        capturedFils: captured.toString(),
        feeFils: fee.toString(),
        vatFils: vat.toString(),
      };
      const posting: Posting = {
        id: randomUUID(),
        type,
        key,
        hash,
        userId: hold.userId,
        ref: refOf(hold),
        holdId: hold.id,
        metadata,
      };
      return this.post(t, { ...posting, ...described(input), metadata }, async () => {
        await this.resolveHold(t, hold.id, 'captured', posting.id);
        return [
          { account: user(hold.userId, 'held'), amount: -hold.amountFils },
          { account: user(hold.userId, 'available'), amount: hold.amountFils - captured },
          { account: payee, amount: captured - fee - vat },
          { account: platform('fees'), amount: fee },
          { account: platform('vat_payable'), amount: vat },
        ];
      });
    });
  }

  /** Pays from the user's available balance to a payee, with optional fee and VAT lines. */
  async charge(input: ChargeInput, tx?: Tx): Promise<LedgerReceipt> {
    const amount = toFils(input.amountFils, 'amountFils');
    const fee = toFils(input.feeFils, 'feeFils', { allowZero: true });
    const vat = toFils(input.vatFils, 'vatFils', { allowZero: true });
    if (fee + vat > amount) throw new AppError('AMOUNT_TOO_LARGE', { limit: aed(amount) });
    const key = requireKey(input.idempotencyKey);
    const payee = payeeAddress(input.payee);
    const hash = operationHash('charge', {
      userId: input.userId,
      amount,
      payee: input.payee,
      fee,
      vat,
      ref: input.ref,
      metadata: input.metadata,
    });
    return this.atomically(input.tx ?? tx, async (t) => {
      const metadata = { ...input.metadata, feeFils: fee.toString(), vatFils: vat.toString() };
      const posting: Posting = { id: randomUUID(), type: 'charge', key, hash, userId: input.userId, ref: input.ref };
      return this.post(t, { ...posting, ...described(input), metadata }, () => [
        { account: user(input.userId, 'available'), amount: -amount },
        { account: payee, amount: amount - fee - vat },
        { account: platform('fees'), amount: fee },
        { account: platform('vat_payable'), amount: vat },
      ]);
    });
  }

  /**
   * Gives (part of) a charge or capture back to the payer's available balance. Never more than was
   * paid across all its refunds (AMOUNT_TOO_LARGE). The money comes back from the payee's share
   * first, then the fee, then the VAT; a full refund reverses every line exactly.
   */
  async refund(input: RefundInput, tx?: Tx): Promise<LedgerReceipt> {
    const key = requireKey(input.idempotencyKey);
    const requested = input.amountFils === undefined ? null : toFils(input.amountFils, 'amountFils');
    const hash = operationHash('refund', {
      transactionId: input.transactionId,
      amount: requested,
      metadata: input.metadata,
    });
    return this.atomically(input.tx ?? tx, async (t) => {
      const replay = await this.replay(t, key, hash);
      if (replay) return replay;
      // Locks the original: refunds of one payment queue up, so their total is checked exactly.
      const original = await ledgerRepository.transactionById(t, input.transactionId, true);
      if (!original) throw notFound();
      if ((original.type !== 'charge' && original.type !== 'capture') || !original.userId) {
        throw new AppError('INVALID_STATE');
      }
      const payer = original.userId;
      const refunds = await ledgerRepository.refundsOf(t, original.id);
      const entries = await ledgerRepository.entriesOf(t, [original.id, ...refunds.map((r) => r.id)]);
      const paid = -entries
        .filter((e) => e.transactionId === original.id && e.ownerUserId === payer)
        .reduce((sum, e) => sum + e.amountFils, 0n);
      const refundedTo = new Map<string, bigint>();
      let refunded = 0n;
      for (const e of entries) {
        if (e.transactionId === original.id) continue;
        if (e.ownerUserId === payer && e.kind === 'available') refunded += e.amountFils;
        else refundedTo.set(e.accountId, (refundedTo.get(e.accountId) ?? 0n) - e.amountFils);
      }
      const left = paid - refunded;
      if (left <= 0n) throw new AppError('INVALID_STATE');
      const amount = requested ?? left;
      if (amount > left) throw new AppError('AMOUNT_TOO_LARGE', { limit: aed(left) });
      // The original's credits, payee first, then fees, then VAT.
      const rank = (kind: AccountKind) => (kind === 'fees' ? 1 : kind === 'vat_payable' ? 2 : 0);
      const credits = entries
        .filter((e) => e.transactionId === original.id && e.amountFils > 0n && e.ownerUserId !== payer)
        .sort((a, b) => rank(a.kind) - rank(b.kind));
      const lines: Line[] = [{ account: user(payer, 'available'), amount }];
      let remaining = amount;
      for (const c of credits) {
        if (remaining === 0n) break;
        const open = c.amountFils - (refundedTo.get(c.accountId) ?? 0n);
        const take = open < remaining ? open : remaining;
        if (take <= 0n) continue;
        const account: AccountAddress =
          c.ownerUserId === null
            ? platform(c.kind as PlatformAccountKind)
            : user(c.ownerUserId, c.kind as UserAccountKind);
        lines.push({ account, amount: -take });
        remaining -= take;
      }
      if (remaining !== 0n) throw new Error(`refund of ${original.id} could not be allocated`);
      const posting: Posting = {
        id: randomUUID(),
        type: 'refund',
        key,
        hash,
        userId: payer,
        ref: refOf(original),
        reversesTransactionId: original.id,
      };
      return this.post(t, { ...posting, ...described(input) }, () => lines);
    });
  }

  /** From one user's available to another's. */
  async transfer(input: TransferInput, tx?: Tx): Promise<LedgerReceipt> {
    const amount = toFils(input.amountFils, 'amountFils');
    const key = requireKey(input.idempotencyKey);
    if (input.fromUserId === input.toUserId) throw new AppError('BAD_REQUEST');
    const hash = operationHash('transfer', {
      from: input.fromUserId,
      to: input.toUserId,
      amount,
      ref: input.ref,
      metadata: input.metadata,
    });
    return this.atomically(input.tx ?? tx, async (t) => {
      const posting: Posting = {
        id: randomUUID(),
        type: 'transfer',
        key,
        hash,
        userId: input.fromUserId,
        ref: input.ref,
      };
      return this.post(
        t,
        { ...posting, ...described(input), metadata: { ...input.metadata, toUserId: input.toUserId } },
        () => [
          { account: user(input.fromUserId, 'available'), amount: -amount },
          { account: user(input.toUserId, 'available'), amount },
        ],
      );
    });
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

  // ---- the core ----

  /**
   * One transaction, or a savepoint in the caller's: a refused movement leaves the caller's work
   * intact. A transaction of its own runs through the shared helper, so it is run again when
   * PostgreSQL picks it as a deadlock victim (possible only while two movements create the same
   * new accounts); inside a caller's transaction, the caller's helper runs the whole again.
   */
  private async atomically<T>(outer: Tx | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
    if (outer) return outer.transaction(work);
    return inTransaction(this.ctx.db, (tx) => work(tx));
  }

  /** The hold to resolve; a withdrawal's hold is resolved only by the withdrawal's own steps. */
  private async requireHold(tx: Tx, holdId: string, type: LedgerTxType): Promise<HoldRow> {
    const hold = await ledgerRepository.holdById(tx, holdId);
    if (!hold) throw notFound();
    const ownStep = type === 'withdrawal_reject' || type === 'withdrawal_paid';
    if ((hold.purpose === WITHDRAWAL_PURPOSE) !== ownStep) throw new AppError('INVALID_STATE');
    return hold;
  }

  private async resolveHold(tx: Tx, holdId: string, status: 'released' | 'captured', transactionId: string) {
    const done = await ledgerRepository.resolveHold(tx, holdId, status, transactionId, this.ctx.clock.now());
    if (!done) throw new AppError('HOLD_ALREADY_RESOLVED');
  }

  /**
   * Claims the idempotency key by inserting the transaction (a concurrent twin waits for it and
   * then replays it), locks the accounts in id order, checks that no user balance goes negative,
   * writes the entries and updates the cached balances.
   */
  private async post(tx: Tx, posting: Posting, build: () => Line[] | Promise<Line[]>): Promise<LedgerReceipt> {
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

  /** @internal Locks a user's accounts so checks that span rows (daily limits) see a stable state. */
  async lockUser(tx: Tx, userId: string): Promise<void> {
    await this.lockAccounts(tx, [user(userId, 'available'), user(userId, 'held')]);
  }
}

function described(input: Described): Pick<Posting, 'descriptionKey' | 'metadata'> {
  return { descriptionKey: input.descriptionKey, metadata: input.metadata };
}
