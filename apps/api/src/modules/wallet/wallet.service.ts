import { createHash } from 'node:crypto';
import {
  type AdminWithdrawal,
  type BankAccount,
  type CreateBankAccountBody,
  type CreateWithdrawalBody,
  dubaiDayStart,
  dubaiDayStartOf,
  filsToDecimalString,
  type Hold,
  isUaeIban,
  maskIban,
  normalizeIban,
  parseAmountToFils,
  type Wallet,
  type WalletTransaction,
  type WalletTransactionDetail,
  type Withdrawal,
  type WithdrawalPayout,
  type WithdrawalStatus,
} from '@souq/shared';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { type Actor, requireRole } from '../../lib/authz';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { inTransaction } from '../../lib/transaction';
import type { SmsCodeService } from '../auth/sms-codes.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UserRow, UsersService } from '../users/users.service';
import {
  aed,
  type HoldInput,
  type HoldView,
  holdRequestHash,
  type LedgerService,
  type ListTransactionsQuery,
  MAX_AMOUNT_FILS,
  type TransactionView,
  WITHDRAWAL_PURPOSE,
} from './ledger.service';
import { type WithdrawalWithBank, walletRepository } from './wallet.repository';
import type { BankAccountRow, LedgerTxType } from './wallet.tables';

const DAY_MS = 86_400_000;
const MAX_BANK_ACCOUNTS = 10;

/** `2026-01-15` as the start of that Dubai day; an ISO date-time as itself. */
function parseDateOrTime(value: string, endOfDay = false): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const start = dubaiDayStartOf(value).getTime();
    return new Date(endOfDay ? start + DAY_MS : start);
  }
  return new Date(value);
}

/** A stable UUID for a name (so a repeated request finds what the first one created). */
function uuidFor(name: string): string {
  const h = createHash('sha256').update(name).digest('hex');
  const variant = ((Number.parseInt(h[16] as string, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const num = (fils: bigint) => Number(fils);

export function presentHoldApi(h: HoldView): Hold {
  return {
    id: h.id,
    amountFils: num(h.amountFils),
    purpose: h.purpose,
    ref: h.ref,
    status: h.status,
    releaseAt: iso(h.releaseAt),
    createdAt: h.createdAt.toISOString(),
  };
}

const withdrawalIdOf = (t: TransactionView) => (t.ref?.type === 'withdrawal' ? t.ref.id : null);

function presentTransaction(t: TransactionView, statuses: Map<string, WithdrawalStatus>): WalletTransaction {
  const withdrawalId = withdrawalIdOf(t);
  return {
    id: t.id,
    type: t.type,
    amountFils: num(t.amountFils),
    heldChangeFils: num(t.heldChangeFils),
    descriptionKey: t.descriptionKey,
    ref: t.ref,
    withdrawalStatus: (withdrawalId && statuses.get(withdrawalId)) || null,
    createdAt: t.createdAt.toISOString(),
  };
}

/** A bank account as every response but the finance payout view shows it: the IBAN masked. */
function presentBankAccount(b: BankAccountRow): BankAccount {
  return {
    id: b.id,
    holderName: b.holderName,
    iban: maskIban(b.iban),
    bankName: b.bankName,
    createdAt: b.createdAt.toISOString(),
  };
}

function presentWithdrawal(w: WithdrawalWithBank): Withdrawal {
  return {
    id: w.id,
    amountFils: num(w.amountFils),
    status: w.status,
    bankAccount: presentBankAccount(w.bankAccount),
    holdId: w.holdId,
    reason: w.reason,
    requestedAt: w.requestedAt.toISOString(),
    decidedAt: iso(w.decidedAt),
    paidAt: iso(w.paidAt),
  };
}

const displayName = (u: UserRow | undefined) => u?.nickname || u?.username || null;

function presentAdminWithdrawal(w: WithdrawalWithBank, user: UserRow | undefined): AdminWithdrawal {
  return {
    ...presentWithdrawal(w),
    userId: w.userId,
    userName: displayName(user),
    decidedBy: w.decidedBy,
    bankReference: w.bankReference,
  };
}

const NOTICES = {
  requested: 'withdrawalRequested',
  approved: 'withdrawalApproved',
  rejected: 'withdrawalRejected',
  paid: 'withdrawalPaid',
} as const satisfies Record<WithdrawalStatus, string>;

/** The wallet page, saved bank accounts and withdrawals (tiXian); money moves through the ledger. */
export class WalletService {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: {
      ledger: LedgerService;
      smsCodes: SmsCodeService;
      notifications: NotificationsService;
      users: UsersService;
    },
  ) {}

  private get dailyLimitFils(): bigint {
    return BigInt(this.ctx.config.WITHDRAWAL_DAILY_LIMIT_AED) * 100n;
  }

  // ---- the wallet page ----

  async overview(actor: Actor): Promise<Wallet> {
    const { ledger } = this.deps;
    const [balances, holds] = await Promise.all([ledger.balances(actor.userId), ledger.listHolds(actor.userId)]);
    return {
      availableFils: num(balances.availableFils),
      heldFils: num(balances.heldFils),
      currency: 'AED',
      holds: holds.map(presentHoldApi),
    };
  }

  async hold(actor: Actor, id: string): Promise<Hold> {
    return presentHoldApi(await this.deps.ledger.holdDetail(actor, id));
  }

  async transactions(
    actor: Actor,
    query: { type?: LedgerTxType; from?: string; to?: string; cursor?: string; limit: number },
  ): Promise<{ items: WalletTransaction[]; nextCursor: string | null }> {
    const q: ListTransactionsQuery = { type: query.type, cursor: query.cursor, limit: query.limit };
    if (query.from) q.from = parseDateOrTime(query.from);
    if (query.to) q.to = parseDateOrTime(query.to, true);
    if (q.from && q.to && q.from >= q.to) {
      throw new AppError('VALIDATION_FAILED', {}, [{ field: 'to', key: 'invalid' }]);
    }
    const page = await this.deps.ledger.listTransactions(actor.userId, q);
    const statuses = await this.withdrawalStatuses(actor.userId, page.items);
    return { items: page.items.map((t) => presentTransaction(t, statuses)), nextCursor: page.nextCursor };
  }

  async transaction(actor: Actor, id: string): Promise<WalletTransactionDetail> {
    const d = await this.deps.ledger.transactionDetail(actor, id);
    return {
      ...presentTransaction(d, await this.withdrawalStatuses(actor.userId, [d])),
      holdId: d.holdId,
      reversesTransactionId: d.reversesTransactionId,
      entries: d.entries.map((e) => ({ account: e.account, amountFils: num(e.amountFils) })),
    };
  }

  // ---- bank accounts ----

  async bankAccounts(actor: Actor): Promise<BankAccount[]> {
    return (await walletRepository.bankAccountsOf(this.ctx.db, actor.userId)).map(presentBankAccount);
  }

  /** Saves a UAE IBAN (normalised); saving the same IBAN again answers the saved account. */
  async addBankAccount(actor: Actor, body: CreateBankAccountBody): Promise<BankAccount> {
    const iban = normalizeIban(body.iban);
    if (!isUaeIban(iban)) throw new AppError('IBAN_INVALID', {}, [{ field: 'iban', key: 'invalid' }]);
    const db = this.ctx.db;
    const existing = await walletRepository.liveBankAccountByIban(db, actor.userId, iban);
    if (existing) return presentBankAccount(existing);
    if ((await walletRepository.countLiveBankAccounts(db, actor.userId)) >= MAX_BANK_ACCOUNTS) {
      throw new AppError('INVALID_STATE');
    }
    const row =
      (await walletRepository.insertBankAccount(db, {
        userId: actor.userId,
        holderName: body.holderName,
        iban,
        bankName: body.bankName || null,
        createdAt: this.ctx.clock.now(),
      })) ?? (await walletRepository.liveBankAccountByIban(db, actor.userId, iban));
    if (!row) throw new AppError('CONFLICT');
    return presentBankAccount(row);
  }

  async removeBankAccount(actor: Actor, id: string): Promise<void> {
    if (!(await walletRepository.softDeleteBankAccount(this.ctx.db, actor.userId, id, this.ctx.clock.now()))) {
      throw notFound();
    }
  }

  // ---- withdrawals ----

  /**
   * Requests a payout of `amount` to a saved bank account: checks the SMS code (purpose
   * `withdraw`), the daily limit and the available balance, then holds the amount until an admin
   * pays or rejects it. The same Idempotency-Key and body answer the first withdrawal again.
   */
  async requestWithdrawal(actor: Actor, body: CreateWithdrawalBody, idempotencyKey: string): Promise<Withdrawal> {
    if (body.currency !== undefined && body.currency.toUpperCase() !== 'AED') {
      throw new AppError('CURRENCY_UNSUPPORTED');
    }
    const amountFils = parseAmountToFils(body.amount);
    if (amountFils === null || amountFils <= 0n) throw fieldError('AMOUNT_INVALID', 'amount', 'amount');
    if (amountFils > MAX_AMOUNT_FILS) throw new AppError('AMOUNT_TOO_LARGE', { limit: aed(MAX_AMOUNT_FILS) });
    const hold = this.withdrawalHold(actor.userId, amountFils, body.bankAccountId, idempotencyKey);
    const withdrawalId = hold.ref.id;

    // A repeat of a request that went through: its result, before the code (now used) is checked.
    const replay = await this.deps.ledger.replay(
      this.ctx.db,
      hold.idempotencyKey,
      holdRequestHash('withdrawal_request', hold),
    );
    if (replay) return this.withdrawalOf(withdrawalId);

    // Cheap checks first, so a refused request does not use up the SMS code.
    const account = await walletRepository.liveBankAccount(this.ctx.db, body.bankAccountId);
    if (!account || account.userId !== actor.userId) throw notFound();
    await this.checkDailyLimit(this.ctx.db, actor.userId, amountFils);
    const { availableFils } = await this.deps.ledger.balances(actor.userId);
    if (availableFils < amountFils) throw new AppError('INSUFFICIENT_FUNDS');

    const user = await this.deps.users.requireById(actor.userId);
    if (!user.mobile) throw new AppError('SMS_CODE_INVALID');
    await this.deps.smsCodes.verify(user.mobile, 'withdraw', body.code);
    return this.placeWithdrawal(actor.userId, amountFils, body.bankAccountId, idempotencyKey);
  }

  /**
   * @internal The part of a withdrawal request after the SMS code: one transaction that locks the
   * user's accounts, checks the daily limit and the balance, holds the amount and records the
   * withdrawal. Racing requests queue on the account lock, so the limit and balance hold exactly.
   */
  async placeWithdrawal(
    userId: string,
    amountFils: bigint,
    bankAccountId: string,
    idempotencyKey: string,
  ): Promise<Withdrawal> {
    const input = this.withdrawalHold(userId, amountFils, bankAccountId, idempotencyKey);
    const withdrawalId = input.ref.id;
    await inTransaction(this.ctx.db, async (tx, afterCommit) => {
      await this.deps.ledger.lockUser(tx, userId);
      const replay = await this.deps.ledger.replay(
        tx,
        input.idempotencyKey,
        holdRequestHash('withdrawal_request', input),
      );
      if (replay) return;
      const account = await walletRepository.liveBankAccount(tx, bankAccountId);
      if (!account || account.userId !== userId) throw notFound();
      await this.checkDailyLimit(tx, userId, amountFils);
      const receipt = await this.deps.ledger.holdAs('withdrawal_request', input, tx);
      if (receipt.replayed || !receipt.holdId) return;
      const row = await walletRepository.insertWithdrawal(tx, {
        id: withdrawalId,
        userId,
        bankAccountId,
        amountFils,
        status: 'requested',
        holdId: receipt.holdId,
        requestedAt: this.ctx.clock.now(),
      });
      await this.notify(tx, afterCommit, userId, 'requested', row.id, amountFils);
    });
    return this.withdrawalOf(withdrawalId);
  }

  async withdrawals(actor: Actor, cursor: string | undefined, limit: number) {
    return this.page({ userId: actor.userId }, cursor, limit, presentWithdrawal);
  }

  async adminWithdrawals(status: WithdrawalStatus | undefined, cursor: string | undefined, limit: number) {
    const page = await this.page({ status }, cursor, limit, (w) => w);
    const users = await this.deps.users.byIds(page.items.map((w) => w.userId));
    return {
      items: page.items.map((w) => presentAdminWithdrawal(w, users.get(w.userId))),
      nextCursor: page.nextCursor,
    };
  }

  /**
   * What finance needs to make the bank transfer: the full IBAN, holder, bank, the user's name and
   * mobile. Only admins with the finance role; every read is written to the audit log.
   */
  async payout(admin: Actor, id: string): Promise<WithdrawalPayout> {
    requireRole(admin, 'finance');
    const row = await walletRepository.withdrawal(this.ctx.db, id);
    if (!row) throw notFound();
    const user = (await this.deps.users.byIds([row.userId])).get(row.userId);
    this.ctx.log.info(
      { audit: 'withdrawal.payout_viewed', actorId: admin.userId, withdrawalId: id, userId: row.userId },
      'full bank details of a payout shown',
    );
    return {
      ...presentAdminWithdrawal(row, user),
      iban: row.bankAccount.iban,
      userMobile: user?.mobile ?? null,
    };
  }

  /** requested → approved. */
  async approve(admin: Actor, id: string): Promise<AdminWithdrawal> {
    await inTransaction(this.ctx.db, async (tx, afterCommit) => {
      const w = await walletRepository.withdrawal(tx, id, true);
      if (!w) throw notFound();
      const now = this.ctx.clock.now();
      const moved = await walletRepository.transition(tx, id, ['requested'], {
        status: 'approved',
        decidedAt: now,
        decidedBy: admin.userId,
      });
      if (!moved) throw new AppError('INVALID_STATE');
      await this.notify(tx, afterCommit, w.userId, 'approved', w.id, w.amountFils);
    });
    return this.adminWithdrawal(id);
  }

  /** requested or approved → rejected with a reason; the held amount goes back to available. */
  async reject(admin: Actor, id: string, reason: string, idempotencyKey: string): Promise<AdminWithdrawal> {
    await inTransaction(this.ctx.db, async (tx, afterCommit) => {
      const w = await walletRepository.withdrawal(tx, id, true);
      if (!w) throw notFound();
      const release = {
        holdId: w.holdId,
        idempotencyKey: `withdrawal:${id}:admin:${idempotencyKey}`,
        metadata: { withdrawalId: id, reason },
      };
      if (w.status !== 'requested' && w.status !== 'approved') {
        await this.replayOrInvalid(() => this.deps.ledger.releaseAs('withdrawal_reject', release, tx));
        return;
      }
      await this.deps.ledger.releaseAs('withdrawal_reject', release, tx);
      await walletRepository.transition(tx, id, ['requested', 'approved'], {
        status: 'rejected',
        reason,
        decidedAt: this.ctx.clock.now(),
        decidedBy: admin.userId,
      });
      await this.notify(tx, afterCommit, w.userId, 'rejected', w.id, w.amountFils, { reason });
    });
    return this.adminWithdrawal(id);
  }

  /**
   * approved → paid (finance role): the held amount leaves the wallet for the bank (payout
   * clearing), with the bank's reference of the transfer. The row lock and the hold resolving once
   * make racing requests move the money once; the others answer INVALID_STATE (409).
   */
  async markPaid(admin: Actor, id: string, bankReference: string, idempotencyKey: string): Promise<AdminWithdrawal> {
    requireRole(admin, 'finance');
    await inTransaction(this.ctx.db, async (tx, afterCommit) => {
      const w = await walletRepository.withdrawal(tx, id, true);
      if (!w) throw notFound();
      const capture = {
        holdId: w.holdId,
        payee: 'payout_clearing' as const,
        idempotencyKey: `withdrawal:${id}:admin:${idempotencyKey}`,
        metadata: { withdrawalId: id },
      };
      if (w.status === 'requested') throw new AppError('INVALID_STATE');
      if (w.status !== 'approved') {
        await this.replayOrInvalid(() => this.deps.ledger.captureAs('withdrawal_paid', capture, tx));
        return;
      }
      await this.deps.ledger.captureAs('withdrawal_paid', capture, tx);
      await walletRepository.transition(tx, id, ['approved'], {
        status: 'paid',
        paidAt: this.ctx.clock.now(),
        paidBy: admin.userId,
        bankReference,
      });
      await this.notify(tx, afterCommit, w.userId, 'paid', w.id, w.amountFils);
    });
    return this.adminWithdrawal(id);
  }

  // ---- helpers ----

  /** Where the withdrawals these movements belong to stand now. */
  private withdrawalStatuses(userId: string, items: TransactionView[]): Promise<Map<string, WithdrawalStatus>> {
    const ids = [...new Set(items.map(withdrawalIdOf).filter((id): id is string => id !== null))];
    return walletRepository.statusesOf(this.ctx.db, userId, ids);
  }

  /** The hold a withdrawal request makes: its id, and so the withdrawal's, follows from user and key. */
  private withdrawalHold(userId: string, amountFils: bigint, bankAccountId: string, idempotencyKey: string) {
    const key = `withdrawal:${userId}:${idempotencyKey}`;
    const withdrawalId = uuidFor(key);
    return {
      userId,
      amountFils,
      purpose: WITHDRAWAL_PURPOSE,
      ref: { type: 'withdrawal', id: withdrawalId },
      idempotencyKey: key,
      metadata: { bankAccountId },
    } satisfies HoldInput;
  }

  /** A finished withdrawal step asked again: the same key replays it, anything else is refused. */
  private async replayOrInvalid(step: () => Promise<{ replayed: boolean }>): Promise<void> {
    try {
      const receipt = await step();
      if (!receipt.replayed) throw new Error('a resolved withdrawal moved money again');
    } catch (err) {
      if (err instanceof AppError && err.code === 'HOLD_ALREADY_RESOLVED') throw new AppError('INVALID_STATE');
      throw err;
    }
  }

  private async checkDailyLimit(db: DbOrTx, userId: string, amountFils: bigint) {
    const limit = this.dailyLimitFils;
    const since = dubaiDayStart(this.ctx.clock.now());
    const already = await walletRepository.requestedSince(db, userId, since);
    if (already + amountFils > limit) throw new AppError('WITHDRAWAL_DAILY_LIMIT', { limit: aed(limit) });
  }

  private async withdrawalOf(id: string): Promise<Withdrawal> {
    const row = await walletRepository.withdrawal(this.ctx.db, id);
    if (!row) throw notFound();
    return presentWithdrawal(row);
  }

  private async adminWithdrawal(id: string): Promise<AdminWithdrawal> {
    const row = await walletRepository.withdrawal(this.ctx.db, id);
    if (!row) throw notFound();
    return presentAdminWithdrawal(row, (await this.deps.users.byIds([row.userId])).get(row.userId));
  }

  private async page<T>(
    filter: { userId?: string; status?: WithdrawalStatus },
    cursor: string | undefined,
    limit: number,
    present: (w: WithdrawalWithBank) => T,
  ): Promise<{ items: T[]; nextCursor: string | null }> {
    const rows = await walletRepository.page(this.ctx.db, filter, decodeCursor(cursor), limit + 1);
    return pageOf(rows, limit, (r) => ({ at: r.requestedAt, id: r.id }), present);
  }

  private async notify(
    tx: Tx,
    afterCommit: (fn: () => void) => void,
    userId: string,
    status: WithdrawalStatus,
    withdrawalId: string,
    amountFils: bigint,
    extra: Record<string, string> = {},
  ) {
    await this.deps.notifications.notify(
      {
        userId,
        type: `wallet.withdrawal_${status}`,
        titleKey: `notifications:${NOTICES[status]}.title`,
        params: { amount: filsToDecimalString(amountFils), withdrawalId, ...extra },
        route: '/wallet/withdrawals',
      },
      { tx, afterCommit },
    );
  }
}
