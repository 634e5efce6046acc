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
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import {
  type AccountAddress,
  aed,
  described,
  holdRequestHash,
  LedgerPosting,
  type Line,
  operationHash,
  type Posting,
  payeeAddress,
  platform,
  refOf,
  requireKey,
  toFils,
  user,
} from './ledger.posting';
import { LedgerReader } from './ledger.reading';
import { ledgerRepository } from './ledger.repository';
import {
  type CaptureInput,
  type ChargeInput,
  type CreditTarget,
  type Described,
  type HoldInput,
  type LedgerReceipt,
  type RechargeInput,
  type RefundInput,
  type ReleaseInput,
  type TransferInput,
  WITHDRAWAL_PURPOSE,
} from './ledger.types';
import type { AccountKind, PlatformAccountKind, UserAccountKind } from './wallet.tables';

// Callers import the ledger's vocabulary from here.
export { aed, holdRequestHash } from './ledger.posting';
export { presentHold } from './ledger.reading';
export * from './ledger.types';

/** Reads (from `LedgerReader`) and moves money; each movement's lines are posted by `LedgerPosting`. */
export class LedgerService extends LedgerReader {
  private readonly core: LedgerPosting;

  constructor(ctx: AppContext) {
    super(ctx);
    this.core = new LedgerPosting(ctx);
  }

  /** Money in from the payment gateway: gateway_clearing → the user's available. */
  async recharge(input: RechargeInput, tx?: Tx): Promise<LedgerReceipt> {
    return this.fromGateway('recharge', input, tx);
  }

  /** Money that comes from the gateway, not from a wallet: gateway_clearing → the user's available. */
  private async fromGateway(type: 'recharge' | 'card_capture', input: RechargeInput, tx?: Tx): Promise<LedgerReceipt> {
    const amount = toFils(input.amountFils, 'amountFils');
    const key = requireKey(input.idempotencyKey);
    const hash = operationHash(type, { userId: input.userId, amount, ref: input.ref, metadata: input.metadata });
    return this.core.atomically(tx, async (t) => {
      const posting: Posting = { id: randomUUID(), type, key, hash, userId: input.userId, ref: input.ref };
      return this.core.post(t, { ...posting, ...described(input) }, () => [
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
    return this.core.atomically(tx, async (t) => {
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
      return this.core.post(t, { ...posting, ...described(input), metadata: posting.metadata }, async () => {
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
    return this.core.atomically(tx, async (t) => {
      const hold = await this.core.requireHold(t, input.holdId, type);
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
      return this.core.post(t, { ...posting, ...described(input), metadata: posting.metadata }, async () => {
        await this.core.resolveHold(t, hold.id, 'released', posting.id);
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
    return this.core.atomically(tx, async (t) => {
      const hold = await this.core.requireHold(t, input.holdId, type);
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
      return this.core.post(t, { ...posting, ...described(input), metadata }, async () => {
        await this.core.resolveHold(t, hold.id, 'captured', posting.id);
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
    return this.core.atomically(tx, async (t) => {
      const metadata = { ...input.metadata, feeFils: fee.toString(), vatFils: vat.toString() };
      const posting: Posting = { id: randomUUID(), type: 'charge', key, hash, userId: input.userId, ref: input.ref };
      return this.core.post(t, { ...posting, ...described(input), metadata }, () => [
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
    return this.core.atomically(tx, async (t) => {
      const replay = await this.core.replay(t, key, hash);
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
      return this.core.post(t, { ...posting, ...described(input) }, () => lines);
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
    return this.core.atomically(tx, async (t) => {
      const posting: Posting = {
        id: randomUUID(),
        type: 'transfer',
        key,
        hash,
        userId: input.fromUserId,
        ref: input.ref,
      };
      return this.core.post(
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
    return this.core.replay(db, key, hash);
  }

  /** @internal Locks a user's accounts so checks that span rows (daily limits) see a stable state. */
  async lockUser(tx: Tx, userId: string): Promise<void> {
    return this.core.lockUser(tx, userId);
  }
}
