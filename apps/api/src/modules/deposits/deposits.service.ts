import {
  type CreateDepositBody,
  type CreateDepositResponse,
  type Deposit,
  type DepositList,
  type DepositPurpose,
  type DepositStatus,
  filsToDecimalString,
  type HeldFund,
  type HeldFundState,
  type HeldFunds,
  parseAmountToFils,
} from '@souq/shared';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { type Actor, isAdmin, requireOwnerOrAdmin } from '../../lib/authz';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { requestHash } from '../../lib/idempotency';
import { isUniqueViolation } from '../../lib/pg-errors';
import { inTransaction, type TxStep } from '../../lib/transaction';
import type { NotificationsService } from '../notifications/notifications.service';
import type { VipService } from '../vip/vip.service';
import { depositsRepository } from './deposits.repository';
import type { DepositRow } from './deposits.tables';
import type { LedgerPayee, LedgerPort, PaymentsPort, RefLabeller, SucceededPayment } from './ports';

/**
 * The ledger hold of a deposit carries the deposit's purpose (`auction`, `rental`, `general`: the
 * wallet page names it by `wallet:holdPurpose.<purpose>`) and a ref back to the deposit.
 */
export function depositHoldPurpose(purpose: DepositPurpose): string {
  return purpose;
}

const DAY_MS = 86_400_000;

/** A card authorisation's state as the holds list shows it: captured, in part, or released. */
function authorisationState(status: string, captured: bigint, amount: bigint): HeldFundState {
  if (status === 'authorised') return 'authorised';
  if (status === 'expired' || status === 'declined') return 'expired';
  if (captured === 0n) return 'released';
  return captured >= amount ? 'captured' : 'partly_captured';
}

/** When the owner may release a held `general` deposit themselves; null for other purposes and states. */
function releasableAtOf(row: DepositRow, waitDays: number): Date | null {
  if (row.purpose !== 'general' || row.status !== 'held' || !row.heldAt) return null;
  return new Date(row.heldAt.getTime() + waitDays * DAY_MS);
}

export function presentDeposit(row: DepositRow, generalReleaseDays = 0): Deposit {
  return {
    id: row.id,
    purpose: row.purpose,
    ref: row.refType && row.refId ? { type: row.refType, id: row.refId } : null,
    amountFils: Number(row.amountFils),
    currency: 'AED',
    status: row.status,
    method: row.method,
    holdId: row.holdId,
    paymentId: row.paymentId,
    createdAt: row.createdAt.toISOString(),
    heldAt: row.heldAt?.toISOString() ?? null,
    releasedAt: row.releasedAt?.toISOString() ?? null,
    appliedAt: row.appliedAt?.toISOString() ?? null,
    releasableAt: releasableAtOf(row, generalReleaseDays)?.toISOString() ?? null,
  };
}

type Work<T> = (tx: Tx, afterCommit: (fn: () => void) => void) => Promise<T>;

/**
 * Deposits (earnest money). A deposit is always a ledger hold on the user's wallet:
 * - wallet: one transaction writes the deposit and holds the amount (INSUFFICIENT_FUNDS writes
 *   nothing);
 * - card: the deposit waits as `pending_payment` with a gateway checkout; when the gateway
 *   confirms, the payments module credits the wallet and runs our handler in the same
 *   transaction, which holds the amount.
 * Later domains resolve it exactly once: `release` (lost lot, returned car) or `apply` (won lot:
 * the hold is captured to a payee).
 */
export class DepositsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: {
      ledger: LedgerPort;
      payments: PaymentsPort;
      notifications: NotificationsService;
      vip: VipService;
    },
  ) {
    deps.payments.onSucceeded('deposit', ({ payment, tx, afterCommit }) => this.onCardPaid(payment, tx, afterCommit));
    deps.payments.onFailed('deposit', ({ payment, tx }) => this.onCardUnpaid(payment, tx));
  }

  private readonly labellers = new Map<string, RefLabeller>();

  /** A domain names its refs for the holds list (rentals: booking id → order number). */
  labelRefs(refType: string, labeller: RefLabeller): void {
    this.labellers.set(refType, labeller);
  }

  /**
   * Every amount blocked for the user, newest first: wallet holds of any purpose (a rental
   * deposit, an auction deposit, a withdrawal under review, a refund on its way to a card) and
   * card authorisations (a rental deposit reserved on the card), each with what it is for. A
   * renewed authorisation is one line: the renewal replaces the one it renewed.
   */
  async listHeld(actor: Actor): Promise<HeldFunds> {
    const [walletHolds, cards] = await Promise.all([
      this.deps.ledger.listHolds(actor.userId, { statuses: ['held', 'released', 'captured'] }),
      this.deps.payments.authorisationsOf(actor.userId),
    ]);
    const renewed = new Set(cards.flatMap((c) => (c.renewsId ? [c.renewsId] : [])));
    const refs = [
      ...walletHolds.flatMap((h) => (h.ref ? [h.ref] : [])),
      ...cards.map((c) => ({ type: c.refType, id: c.refId })),
    ];
    const labels = new Map<string, string>();
    for (const [type, labeller] of this.labellers) {
      const ids = [...new Set(refs.filter((r) => r.type === type).map((r) => r.id))];
      if (!ids.length) continue;
      for (const [id, label] of await labeller(ids)) labels.set(`${type}:${id}`, label);
    }
    const refOf = (ref: { type: string; id: string } | null) =>
      ref ? { type: ref.type, id: ref.id, label: labels.get(`${ref.type}:${ref.id}`) ?? null } : null;
    const items: (HeldFund & { at: number })[] = [
      ...walletHolds.map((h) => ({
        id: h.id,
        kind: 'wallet_hold' as const,
        purpose: h.purpose,
        ref: refOf(h.ref),
        amountFils: Number(h.amountFils),
        capturedFils: 0,
        state: h.status,
        createdAt: h.createdAt.toISOString(),
        releaseAt: h.releaseAt?.toISOString() ?? null,
        resolvedAt: h.resolvedAt?.toISOString() ?? null,
        at: h.createdAt.getTime(),
      })),
      ...cards
        .filter((c) => !(renewed.has(c.id) && c.status !== 'authorised'))
        .map((c) => ({
          id: c.id,
          kind: 'card_authorisation' as const,
          purpose: c.purpose,
          ref: refOf({ type: c.refType, id: c.refId }),
          amountFils: Number(c.amountFils),
          capturedFils: Number(c.capturedFils),
          state: authorisationState(c.status, c.capturedFils, c.amountFils),
          createdAt: c.createdAt.toISOString(),
          releaseAt: c.status === 'authorised' ? (c.expiresAt?.toISOString() ?? null) : null,
          resolvedAt: c.resolvedAt?.toISOString() ?? null,
          at: c.createdAt.getTime(),
        })),
    ];
    items.sort((a, b) => b.at - a.at);
    return { items: items.map(({ at: _at, ...item }) => item) };
  }

  /** The deposit an auction asks of this user for a base amount: VIP members pay less. */
  async requiredDepositFils(userId: string, baseFils: bigint): Promise<bigint> {
    const { depositDiscountPct } = await this.deps.vip.benefits(userId);
    return baseFils - (baseFils * BigInt(depositDiscountPct)) / 100n;
  }

  /** Pays a deposit. Same key and body: the first answer again, nothing moves twice; another body: 409. */
  async pay(
    actor: Actor,
    body: CreateDepositBody,
    idempotencyKey: string,
    options: { releaseAt?: Date | null } = {},
  ): Promise<CreateDepositResponse> {
    if (body.currency !== undefined && body.currency.toUpperCase() !== 'AED') {
      throw new AppError('CURRENCY_UNSUPPORTED');
    }
    const amountFils = parseAmountToFils(body.amount);
    if (amountFils === null || amountFils <= 0n) throw fieldError('AMOUNT_INVALID', 'amount', 'amount');
    const maxFils = BigInt(this.ctx.config.DEPOSIT_MAX_AED) * 100n;
    if (amountFils > maxFils) throw new AppError('AMOUNT_TOO_LARGE', { limit: filsToDecimalString(maxFils) });

    const hash = requestHash({
      purpose: body.purpose,
      refType: body.ref?.type ?? null,
      refId: body.ref?.id ?? null,
      amountFils,
      method: body.method,
    });
    const existing = await depositsRepository.findByKey(this.ctx.db, actor.userId, idempotencyKey);
    if (existing) return this.replay(actor, existing, hash);

    const values = {
      userId: actor.userId,
      purpose: body.purpose,
      refType: body.ref?.type ?? null,
      refId: body.ref?.id ?? null,
      amountFils,
      status: 'pending_payment' as const,
      method: body.method,
      idempotencyKey,
      requestHash: hash,
      createdAt: this.ctx.clock.now(),
      releaseAt: options.releaseAt ?? null,
    };
    try {
      if (body.method === 'wallet') {
        const row = await inTransaction(this.ctx.db, async (tx, afterCommit) => {
          const pending = await depositsRepository.insert(tx, values);
          return this.hold(tx, pending, afterCommit);
        });
        return { deposit: this.present(row) };
      }
      const pending = await depositsRepository.insert(this.ctx.db, values);
      return this.startCheckout(actor, pending);
    } catch (err) {
      // A concurrent request with the same key won the insert: answer what it answered.
      if (!isUniqueViolation(err, 'deposits_user_idempotency_key')) throw err;
      const winner = await depositsRepository.findByKey(this.ctx.db, actor.userId, idempotencyKey);
      if (!winner) throw err;
      return this.replay(actor, winner, hash);
    }
  }

  private async replay(actor: Actor, row: DepositRow, hash: string): Promise<CreateDepositResponse> {
    if (row.requestHash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
    if (row.method === 'card') return this.startCheckout(actor, row);
    return { deposit: this.present(row) };
  }

  /** The card checkout of a pending deposit; asking again gives the same payment. */
  private async startCheckout(actor: Actor, row: DepositRow): Promise<CreateDepositResponse> {
    let current = row;
    if (current.status === 'pending_payment' && !current.paymentId) {
      const checkout = await this.deps.payments.startCheckout({
        actor,
        purpose: 'deposit',
        ref: { type: 'deposit', id: current.id },
        amountFils: current.amountFils,
        resultRoute: `/deposits/${current.id}`,
        idempotencyKey: `deposit:${current.id}`,
      });
      current =
        (await depositsRepository.attachPayment(this.ctx.db, current.id, checkout.paymentId, checkout.checkoutUrl)) ??
        (await depositsRepository.findById(this.ctx.db, current.id)) ??
        current;
    }
    const deposit = this.present(current);
    if (current.status !== 'pending_payment' || !current.checkoutUrl) return { deposit };
    return { deposit, checkoutUrl: current.checkoutUrl };
  }

  /** Moves the amount from the user's available balance to held, inside the caller's transaction. */
  private async hold(tx: Tx, pending: DepositRow, afterCommit: (fn: () => void) => void): Promise<DepositRow> {
    const hold = await this.deps.ledger.hold(
      {
        userId: pending.userId,
        amountFils: pending.amountFils,
        purpose: depositHoldPurpose(pending.purpose),
        ref: { type: 'deposit', id: pending.id },
        releaseAt: pending.releaseAt,
        idempotencyKey: `deposit:${pending.id}:hold`,
      },
      tx,
    );
    if (!hold.holdId) throw new Error(`ledger hold of deposit ${pending.id} returned no hold`);
    const held = await depositsRepository.update(tx, pending.id, {
      status: 'held',
      holdId: hold.holdId,
      heldAt: this.ctx.clock.now(),
      checkoutUrl: null,
    });
    await this.notify(tx, afterCommit, held, 'depositHeld');
    return held;
  }

  /** The gateway confirmed a card deposit; the money is in the wallet now: hold it. */
  private async onCardPaid(payment: SucceededPayment, tx: Tx, afterCommit: (fn: () => void) => void) {
    const row = await depositsRepository.lockById(tx, payment.refId);
    if (!row || row.userId !== payment.userId) {
      // The money stays in the payer's available balance; nothing to hold it for.
      this.ctx.log.error({ paymentId: payment.id, ref: payment.refId }, 'deposit payment for an unknown deposit');
      return;
    }
    if (row.status !== 'pending_payment') return; // held by an earlier delivery
    const pending = row.paymentId ? row : await depositsRepository.update(tx, row.id, { paymentId: payment.id });
    await this.hold(tx, pending, afterCommit);
  }

  /** The card payment failed or was cancelled: the deposit will not be paid with it. */
  private async onCardUnpaid(payment: SucceededPayment, tx: Tx) {
    const row = await depositsRepository.lockById(tx, payment.refId);
    if (!row || row.userId !== payment.userId || row.status !== 'pending_payment') return;
    if (row.paymentId && row.paymentId !== payment.id) return;
    await depositsRepository.update(tx, row.id, { status: 'canceled', paymentId: payment.id, checkoutUrl: null });
  }

  /**
   * Gives a held deposit back to the user's available balance (a lost lot, a returned car).
   * Idempotent per key; a deposit resolves once (HOLD_ALREADY_RESOLVED after that).
   */
  async release(depositId: string, idempotencyKey: string, step?: TxStep): Promise<Deposit> {
    return this.resolve(depositId, idempotencyKey, 'released', step, async (tx, row) => {
      await this.deps.ledger.release({ holdId: row.holdId as string, idempotencyKey: `deposit:${row.id}:resolve` }, tx);
      return { releasedAt: this.ctx.clock.now() };
    });
  }

  /**
   * Applies a held deposit to what the user owes (a won lot): the hold is captured to the payee,
   * with optional fee and VAT lines. Idempotent per key; a deposit resolves once.
   */
  async apply(
    depositId: string,
    payee: LedgerPayee,
    idempotencyKey: string,
    options: { feeFils?: bigint; vatFils?: bigint } = {},
    step?: TxStep,
  ): Promise<Deposit> {
    return this.resolve(depositId, idempotencyKey, 'applied', step, async (tx, row) => {
      await this.deps.ledger.capture(
        {
          holdId: row.holdId as string,
          payee,
          feeFils: options.feeFils,
          vatFils: options.vatFils,
          idempotencyKey: `deposit:${row.id}:resolve`,
        },
        tx,
      );
      return { appliedAt: this.ctx.clock.now() };
    });
  }

  /**
   * A `general` deposit released through the API: by its owner once DEPOSIT_GENERAL_RELEASE_DAYS
   * have passed since it was held, by an admin at any time. Another user's deposit answers 404;
   * a deposit already released or applied answers HOLD_ALREADY_RESOLVED (409), except a retry
   * with the same Idempotency-Key, which answers the deposit again.
   */
  async releaseOnRequest(actor: Actor, depositId: string, idempotencyKey: string): Promise<Deposit> {
    const admin = isAdmin(actor);
    const deposit = await this.resolve(
      depositId,
      idempotencyKey,
      'released',
      undefined,
      async (tx, row) => {
        await this.deps.ledger.release(
          {
            holdId: row.holdId as string,
            idempotencyKey: `deposit:${row.id}:resolve`,
          },
          tx,
        );
        return { releasedAt: this.ctx.clock.now() };
      },
      (row) => {
        if (row.userId !== actor.userId && !admin) throw notFound();
        if (row.status === 'held' && row.purpose !== 'general') throw new AppError('DEPOSIT_NOT_RELEASABLE');
        const at = releasableAtOf(row, this.generalReleaseDays);
        if (row.status === 'held' && !admin && at && at.getTime() > this.ctx.clock.now().getTime()) {
          throw new AppError('DEPOSIT_RELEASE_TOO_EARLY', { date: at.toISOString().slice(0, 10) });
        }
      },
    );
    return deposit;
  }

  /**
   * The owning domain expects to release a ref's deposits later than it said (an auction lot's end
   * was extended past the session's last close): the deposits and their holds show the new date.
   * Inside the caller's transaction when given; a date earlier than the one shown changes nothing.
   */
  async postponeRelease(ref: { type: string; id: string }, releaseAt: Date, step?: TxStep): Promise<void> {
    const work = async (tx: Tx) => {
      const holdIds = await depositsRepository.postponeRelease(tx, ref, releaseAt);
      await this.deps.ledger.postponeRelease(holdIds, releaseAt, tx);
    };
    await (step ? work(step.tx) : inTransaction(this.ctx.db, work));
  }

  /**
   * A card deposit not paid when its purpose is over (the auction session ended): canceled, so it
   * does not wait for a payment forever. A payment that completes later stays in the payer's
   * wallet (the webhook holds only a pending deposit). Answers the deposit as it is now: one
   * the gateway confirmed first is `held`, and the caller releases it.
   */
  async expirePending(depositId: string, step: TxStep): Promise<Deposit> {
    const row = await depositsRepository.lockById(step.tx, depositId);
    if (!row) throw notFound();
    if (row.status !== 'pending_payment') return this.present(row);
    const canceled = await depositsRepository.update(step.tx, row.id, { status: 'canceled', checkoutUrl: null });
    return this.present(canceled);
  }

  /** Several deposits by id in one read (another domain's view of its own deposits); unknown ids are left out. */
  async statusesOf(ids: readonly string[]): Promise<Map<string, Deposit['status']>> {
    const rows = await depositsRepository.byIds(this.ctx.db, [...new Set(ids)]);
    return new Map(rows.map((r) => [r.id, r.status]));
  }

  private present(row: DepositRow): Deposit {
    return presentDeposit(row, this.generalReleaseDays);
  }

  private get generalReleaseDays(): number {
    return this.ctx.config.DEPOSIT_GENERAL_RELEASE_DAYS;
  }

  private async resolve(
    depositId: string,
    idempotencyKey: string,
    to: Extract<DepositStatus, 'released' | 'applied'>,
    inTx: TxStep | undefined,
    move: (tx: Tx, row: DepositRow) => Promise<Partial<DepositRow>>,
    check?: (row: DepositRow) => void,
  ): Promise<Deposit> {
    const present = (row: DepositRow) => this.present(row);
    const work: Work<Deposit> = async (tx, afterCommit) => {
      const row = await depositsRepository.lockById(tx, depositId);
      if (!row) throw notFound();
      check?.(row);
      if (row.status === to && row.resolveKey === idempotencyKey) return present(row); // a retry
      if (row.status === 'released' || row.status === 'applied') throw new AppError('HOLD_ALREADY_RESOLVED');
      if (row.status !== 'held' || !row.holdId) throw new AppError('INVALID_STATE');
      const changes = await move(tx, row);
      const done = await depositsRepository.update(tx, row.id, { ...changes, status: to, resolveKey: idempotencyKey });
      await this.notify(tx, afterCommit, done, to === 'released' ? 'depositReleased' : 'depositApplied');
      return present(done);
    };
    return inTx ? work(inTx.tx, inTx.afterCommit) : inTransaction(this.ctx.db, work);
  }

  private async notify(
    tx: Tx,
    afterCommit: (fn: () => void) => void,
    row: DepositRow,
    name: 'depositHeld' | 'depositReleased' | 'depositApplied',
  ) {
    await this.deps.notifications.notify(
      {
        userId: row.userId,
        type: `deposit.${row.status}`,
        titleKey: `notifications:${name}.title`,
        params: { amount: filsToDecimalString(row.amountFils), depositId: row.id },
        route: `/deposits/${row.id}`,
      },
      { tx, afterCommit },
    );
  }

  async list(actor: Actor, query: { cursor?: string; limit: number; status?: DepositStatus }): Promise<DepositList> {
    const rows = await depositsRepository.page(
      this.ctx.db,
      actor.userId,
      decodeCursor(query.cursor),
      query.limit + 1,
      query.status,
    );
    return pageOf(
      rows,
      query.limit,
      (r) => ({ at: r.createdAt, id: r.id }),
      (r) => this.present(r),
    );
  }

  /** One deposit; someone else's answers 404. */
  async get(actor: Actor, id: string): Promise<Deposit> {
    const row = await depositsRepository.findById(this.ctx.db, id);
    if (!row) throw notFound();
    requireOwnerOrAdmin(actor, row.userId);
    return this.present(row);
  }
}
