import { filsToDecimalString, parseAmountToFils } from '@souq/shared';
import { AUCTION_ERRORS } from '@souq/shared/auctions/auctions.errors';
import type { JoinSessionBody, Participation } from '@souq/shared/auctions/auctions.schema';
import { earnestMoneyFils } from '@souq/shared/auctions/fees';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/authz';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { requestHash } from '../../lib/idempotency';
import { inTransaction, type TxStep } from '../../lib/transaction';
import type { DepositsService } from '../deposits/deposits.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { bidsRepository } from './auctions.bids.repository';
import { auctionsRepository } from './auctions.repository';
import type { AuctionParticipationDepositRow, AuctionParticipationRow, AuctionSessionRow } from './auctions.tables';

const LIVE = new Set(['held', 'pending_payment']);

/** The deterministic key of the release of one deposit by the close job: a rerun releases nothing twice. */
export const releaseKeyOf = (depositId: string) => `auction:release:${depositId}`;

/**
 * Earnest money: joining a session holds a deposit for a bidding limit, raising the limit holds the
 * difference, and the close job releases the losers' deposits. Money moves only through the
 * deposits service; this class keeps which deposits back which participation.
 */
export class ParticipationService {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: { deposits: DepositsService; notifications: NotificationsService },
  ) {}

  /** Joins (or raises the limit). Same key and body: the same answer; another body: IDEMPOTENCY_CONFLICT. */
  async join(actor: Actor, sessionId: string, body: JoinSessionBody, key: string): Promise<Participation> {
    const { db } = this.ctx;
    const session = await auctionsRepository.findSession(db, sessionId);
    if (!session || session.status === 'draft' || session.status === 'canceled') throw notFound();
    const limitFils = parseAmountToFils(body.limit);
    if (limitFils === null || limitFils <= 0n) throw fieldError('AMOUNT_INVALID', 'limit', 'amount');
    const hash = requestHash({ sessionId, limitFils, method: body.method });

    let part = await bidsRepository.participation(db, sessionId, actor.userId);
    if (part) {
      const prior = await bidsRepository.depositByKey(db, part.id, key);
      if (prior) {
        if (prior.requestHash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
        return this.view(actor, session, await this.refresh(actor, part));
      }
    }
    if (session.status === 'ended') throw new AppError(AUCTION_ERRORS.SESSION_NOT_OPEN);
    if (part) part = await this.refresh(actor, part);
    const live = part ? (await bidsRepository.depositsOf(db, [part.id])).filter((d) => LIVE.has(d.status)) : [];
    const currentLimit = live.reduce((m, d) => (d.limitFils > m ? d.limitFils : m), 0n);
    if (live.length && limitFils <= currentLimit) throw new AppError(AUCTION_ERRORS.LIMIT_NOT_RAISED);

    const base = earnestMoneyFils(Number(limitFils), {
      rateBps: session.depositRateBps,
      floorFils: Number(session.depositFloorFils),
    });
    const required = await this.deps.deposits.requiredDepositFils(actor.userId, BigInt(base));
    const already = live.reduce((s, d) => s + d.amountFils, 0n);
    const now = this.ctx.clock.now();
    if (required <= already) {
      // The money already held covers the new limit (a lower VIP rate since): raise it, hold nothing more.
      const raised = await inTransaction(db, async (tx) => {
        const p = await bidsRepository.ensureParticipation(tx, sessionId, actor.userId, now);
        const held = live.filter((d) => d.status === 'held');
        const top = held.at(-1);
        if (top) await bidsRepository.updateDeposit(tx, top.id, { limitFils });
        return this.recompute(tx, p);
      });
      return this.view(actor, session, raised);
    }
    // The hold shows when it comes back at the latest as now scheduled: the session's last close.
    const releaseAt = (await auctionsRepository.sessionFigures(db, [sessionId])).get(sessionId)?.endsAt ?? null;
    const paid = await this.deps.deposits.pay(
      actor,
      {
        purpose: 'auction',
        ref: { type: 'auction_session', id: sessionId },
        amount: filsToDecimalString(required - already),
        method: body.method,
      },
      `auction:${sessionId}:${key}`,
      { releaseAt },
    );
    const status =
      paid.deposit.status === 'held' ? 'held' : paid.deposit.status === 'canceled' ? 'canceled' : 'pending_payment';
    const row = await inTransaction(db, async (tx) => {
      const p = await bidsRepository.ensureParticipation(tx, sessionId, actor.userId, now);
      await bidsRepository.insertDeposit(tx, {
        participationId: p.id,
        depositId: paid.deposit.id,
        amountFils: required - already,
        limitFils,
        status,
        checkoutUrl: paid.checkoutUrl ?? null,
        idempotencyKey: key,
        requestHash: hash,
        createdAt: now,
      });
      return this.recompute(tx, p);
    });
    return this.view(actor, session, row);
  }

  /** The participation's limit and status from its deposits: active while one is held. */
  private async recompute(tx: Tx, p: AuctionParticipationRow): Promise<AuctionParticipationRow> {
    const rows = await bidsRepository.depositsOf(tx, [p.id]);
    const held = rows.filter((d) => d.status === 'held');
    const limitFils = held.reduce((m, d) => (d.limitFils > m ? d.limitFils : m), 0n);
    const status = held.length
      ? 'active'
      : rows.some((d) => d.status === 'pending_payment')
        ? 'pending_payment'
        : rows.some((d) => d.status === 'released')
          ? 'released'
          : 'canceled';
    if (p.limitFils === limitFils && p.status === status) return p;
    return bidsRepository.updateParticipation(tx, p.id, { limitFils, status, updatedAt: this.ctx.clock.now() });
  }

  /** A card deposit is paid (or failed) on the gateway's word: read it now (outside any transaction). */
  async refresh(actor: Actor, part: AuctionParticipationRow): Promise<AuctionParticipationRow> {
    if (part.userId !== actor.userId) return part;
    const rows = await bidsRepository.depositsOf(this.ctx.db, [part.id]);
    const pending = rows.filter((d) => d.status === 'pending_payment');
    if (!pending.length) return part;
    // One read for all of them (the caller's own deposits: the participation is theirs).
    const statuses = await this.deps.deposits.statusesOf(pending.map((d) => d.depositId));
    const changes: { id: string; status: 'held' | 'canceled' }[] = [];
    for (const row of pending) {
      const status = statuses.get(row.depositId);
      if (status === 'held') changes.push({ id: row.id, status: 'held' });
      else if (status === 'canceled') changes.push({ id: row.id, status: 'canceled' });
    }
    if (!changes.length) return part;
    return inTransaction(this.ctx.db, async (tx) => {
      const locked = await bidsRepository.lockParticipation(tx, part.sessionId, part.userId);
      for (const c of changes) await bidsRepository.updateDeposit(tx, c.id, { status: c.status, checkoutUrl: null });
      return this.recompute(tx, locked ?? part);
    });
  }

  /** The caller's participation in a session, or null. */
  async mine(actor: Actor, session: AuctionSessionRow): Promise<Participation | null> {
    const part = await bidsRepository.participation(this.ctx.db, session.id, actor.userId);
    return part ? this.view(actor, session, await this.refresh(actor, part)) : null;
  }

  async view(actor: Actor, session: AuctionSessionRow, part: AuctionParticipationRow): Promise<Participation> {
    const db = this.ctx.db;
    const rows = await bidsRepository.depositsOf(db, [part.id]);
    const live = rows.filter((d) => LIVE.has(d.status));
    const shown = live.length ? live : rows;
    const pending = live.find((d) => d.status === 'pending_payment');
    const [committed, figures] = await Promise.all([
      bidsRepository.committedFils(db, session.id, actor.userId, null),
      auctionsRepository.sessionFigures(db, [session.id]),
    ]);
    const last = shown.at(-1);
    return {
      sessionId: session.id,
      status: part.status,
      limitFils: Number(part.limitFils),
      depositFils: Number(shown.reduce((s, d) => s + d.amountFils, 0n)),
      depositId: last?.depositId ?? '',
      committedFils: Number(committed),
      releaseAt: part.status === 'released' ? null : (figures.get(session.id)?.endsAt?.toISOString() ?? null),
      checkoutUrl: pending?.checkoutUrl ?? null,
    };
  }

  /**
   * A lot's end moved later (a late bid's soft close, or the host opening a lot of a live session):
   * when the session's last close moved, the earnest money's holds show the new date they come
   * back at the latest. Inside the caller's transaction; an earlier date changes nothing.
   */
  async sessionEndMoved(step: TxStep, sessionId: string): Promise<void> {
    const lastEnd = await auctionsRepository.sessionLastEnd(step.tx, sessionId);
    if (lastEnd) await this.deps.deposits.postponeRelease({ type: 'auction_session', id: sessionId }, lastEnd, step);
  }

  /**
   * The session ended: card earnest money still waiting for its payment is canceled rather than
   * left pending. One the gateway confirmed meanwhile is held: it comes straight back, as there is
   * nothing left to bid on.
   */
  async expirePending(step: TxStep, sessionId: string): Promise<void> {
    const { tx } = step;
    const parts = await bidsRepository.lockParticipationsOf(tx, sessionId);
    const pending = (
      await bidsRepository.depositsOf(
        tx,
        parts.map((p) => p.id),
      )
    ).filter((d) => d.status === 'pending_payment');
    if (!pending.length) return;
    for (const row of pending) {
      const deposit = await this.deps.deposits.expirePending(row.depositId, step);
      if (deposit.status === 'held') {
        await this.deps.deposits.release(row.depositId, releaseKeyOf(row.depositId), step);
        await bidsRepository.updateDeposit(tx, row.id, { status: 'released', checkoutUrl: null });
      } else {
        await bidsRepository.updateDeposit(tx, row.id, {
          status: deposit.status === 'canceled' ? 'canceled' : row.status,
          checkoutUrl: null,
        });
      }
    }
    for (const p of parts.filter((x) => pending.some((d) => d.participationId === x.id))) {
      await this.recompute(tx, p);
    }
  }

  /**
   * Releases the earnest money of every participant of the session who has nothing left at stake:
   * each lot they bid on is closed and they won none (nor await a seller's decision), or, without
   * bids, the whole session is closed. Runs inside the close's transaction; the keys are per
   * deposit, so a rerun releases nothing twice.
   */
  async settleSession(step: TxStep, sessionId: string, sessionTitle: string): Promise<string[]> {
    const { tx } = step;
    const parts = await bidsRepository.lockParticipationsOf(tx, sessionId);
    const open = parts.filter((p) => p.status === 'active' || p.status === 'pending_payment');
    if (!open.length) return [];
    const [standings, unclosed] = await Promise.all([
      bidsRepository.standingsIn(tx, sessionId),
      auctionsRepository.unclosedLotCount(tx, sessionId),
    ]);
    const released: string[] = [];
    const deposits = await bidsRepository.depositsOf(
      tx,
      open.map((p) => p.id),
    );
    for (const p of open) {
      const s = standings.get(p.userId);
      const done = s ? s.unclosed === 0 && s.won === 0 : unclosed === 0;
      if (!done) continue;
      const held = deposits.filter((d) => d.participationId === p.id && d.status === 'held');
      if (!held.length) continue; // a card deposit not paid yet has nothing to release
      await this.releaseAll(step, p, held);
      await this.deps.notifications.notify(
        {
          userId: p.userId,
          type: 'auction.not_won',
          titleKey: 'notifications:auctionNotWon.title',
          params: { title: sessionTitle, amount: filsToDecimalString(held.reduce((a, d) => a + d.amountFils, 0n)) },
          route: `/auctions/sessions/${sessionId}`,
        },
        step,
      );
      released.push(p.userId);
    }
    return released;
  }

  private async releaseAll(step: TxStep, p: AuctionParticipationRow, held: AuctionParticipationDepositRow[]) {
    for (const d of held) {
      await this.deps.deposits.release(d.depositId, releaseKeyOf(d.depositId), step);
      await bidsRepository.updateDeposit(step.tx, d.id, { status: 'released' });
    }
    await bidsRepository.updateParticipation(step.tx, p.id, {
      status: 'released',
      releasedAt: this.ctx.clock.now(),
      updatedAt: this.ctx.clock.now(),
    });
  }

  /**
   * For the deals domain: the held deposits of a lot's winner in its session, to apply to the
   * invoice (`deposits.apply`), then `markApplied`. Empty when the lot has no winner.
   */
  async winnerDeposits(
    sessionId: string,
    winnerId: string,
    tx?: Tx,
  ): Promise<{ depositId: string; amountFils: bigint }[]> {
    const db = tx ?? this.ctx.db;
    const part = await bidsRepository.participation(db, sessionId, winnerId);
    if (!part) return [];
    const rows = await bidsRepository.depositsOf(db, [part.id]);
    return rows.filter((d) => d.status === 'held').map((d) => ({ depositId: d.depositId, amountFils: d.amountFils }));
  }

  /**
   * For a defaulted winner (the deals domain forfeited these deposits): they are resolved, so the
   * close never tries to release them; a participation with nothing held left is `applied`.
   */
  async markApplied(tx: Tx, depositIds: string[]): Promise<void> {
    const parts = await bidsRepository.markDepositsApplied(tx, depositIds);
    for (const id of parts) {
      const rows = await bidsRepository.depositsOfParticipation(tx, id);
      if (!rows.some((d) => d.status === 'held')) {
        await bidsRepository.updateParticipation(tx, id, { status: 'applied', updatedAt: this.ctx.clock.now() });
      }
    }
  }

  /** Names the holds of auction deposits on the wallet's holds page: the session they secure. */
  async labels(depositIds: string[]): Promise<Map<string, string>> {
    const rows = await bidsRepository.sessionsOfDeposits(this.ctx.db, depositIds);
    const sessions = await auctionsRepository.sessionsByIds(this.ctx.db, [...new Set(rows.map((r) => r.sessionId))]);
    const titles = new Map(sessions.map((s) => [s.id, s.title]));
    return new Map(rows.map((r) => [r.depositId, titles.get(r.sessionId) ?? r.sessionId]));
  }
}
