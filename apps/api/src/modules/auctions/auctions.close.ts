import type { Language } from '@souq/shared';
import { AUCTION_ERRORS } from '@souq/shared/auctions/auctions.errors';
import type { Release } from '@souq/shared/auctions/auctions.schema';
import { closeLot } from '@souq/shared/auctions/engine';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/authz';
import { AppError, notFound } from '../../lib/errors';
import { type AfterCommit, inTransaction, type TxStep } from '../../lib/transaction';
import type { NotificationsService } from '../notifications/notifications.service';
import { bidsRepository } from './auctions.bids.repository';
import type { AuctionEvents } from './auctions.events';
import { hostRepository } from './auctions.host.repository';
import type { ParticipationService } from './auctions.participation';
import { type AuctionsPresenter, lotState } from './auctions.presenter';
import { auctionsRepository } from './auctions.repository';
import { aed, engineLotOf, engineRules } from './auctions.rules';
import type { AuctionLotRow } from './auctions.tables';

const HOUR_MS = 3_600_000;
const BATCH = 100;

/** A lot that has just become sold, as the deals domain receives it (`CloseService.onSold`). */
export interface SoldLot {
  id: string;
  sessionId: string | null;
  listingId: string;
  sellerId: string;
  winnerId: string;
  hammerFils: bigint;
  title: string;
  closedAt: Date;
}

/** Runs inside the transaction that made the lot sold; a throw rolls the sale back (the close retries it). */
export type SoldHandler = (step: TxStep, lot: SoldLot) => Promise<void>;

/**
 * The durable side of the clock: the scheduler (every node, every AUCTION_CLOSE_INTERVAL_MS)
 * opens lots whose start has come, closes lots whose end has come, and ends the seller's window
 * on lots closed below the reserve. Each lot closes in its own transaction, claimed with
 * `FOR UPDATE SKIP LOCKED` and only while still due, so it closes exactly once on any node, and a
 * rerun after a crash finds it either closed (nothing to do) or still due (closes it then).
 */
export class CloseService {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: {
      participation: ParticipationService;
      notifications: NotificationsService;
      events: AuctionEvents;
      presenter: AuctionsPresenter;
    },
  ) {}

  private readonly soldHandlers: SoldHandler[] = [];

  /** The deals domain: creates the deal of a sold lot in the same transaction (the close, or the seller's acceptance). */
  onSold(handler: SoldHandler): void {
    this.soldHandlers.push(handler);
  }

  private async sold(step: TxStep, lot: AuctionLotRow): Promise<void> {
    if (lot.result !== 'sold' || !lot.winnerId || lot.hammerFils === null) return;
    const sold: SoldLot = {
      id: lot.id,
      sessionId: lot.sessionId,
      listingId: lot.listingId,
      sellerId: lot.sellerId,
      winnerId: lot.winnerId,
      hammerFils: lot.hammerFils,
      title: lot.title,
      closedAt: lot.closedAt ?? this.ctx.clock.now(),
    };
    for (const handler of this.soldHandlers) await handler(step, sold);
  }

  private get bands() {
    return engineRules(this.ctx.config).bands;
  }

  async closeDue(): Promise<{ opened: number; closed: number; expired: number }> {
    const now = this.ctx.clock.now();
    const opened = await this.openDue(now);
    let closed = 0;
    // One lot that fails to close (logged) does not hold back the others; the next run retries it.
    for (const id of await auctionsRepository.dueToClose(this.ctx.db, now, BATCH)) {
      if (await this.guarded(id, () => this.closeOne(id, now))) closed++;
    }
    let expired = 0;
    for (const id of await auctionsRepository.expiredApprovals(this.ctx.db, now, BATCH)) {
      if (await this.guarded(id, () => this.expireOne(id, now))) expired++;
    }
    return { opened, closed, expired };
  }

  private async guarded(lotId: string, work: () => Promise<boolean>): Promise<boolean> {
    try {
      return await work();
    } catch (err) {
      this.ctx.log.error({ err, lotId }, 'auction lot close failed');
      return false;
    }
  }

  private async openDue(now: Date): Promise<number> {
    // Most ticks have nothing to open: look first without a transaction.
    if (!(await hostRepository.anyDueToOpen(this.ctx.db, now))) return 0;
    const opened = await inTransaction(this.ctx.db, async (tx, afterCommit) => {
      // Lots of live sessions open at their host's word (auctions.host.ts), not here.
      const lots = await hostRepository.openDue(tx, now);
      const sessionIds = [...new Set(lots.flatMap((l) => (l.sessionId ? [l.sessionId] : [])))];
      for (const id of sessionIds) {
        const session = await auctionsRepository.lockSession(tx, id);
        if (session?.status === 'scheduled') {
          await auctionsRepository.updateSession(tx, id, { status: 'live', updatedAt: now });
        }
      }
      const aliases = await bidsRepository.aliasesOf(
        tx,
        lots.map((l) => l.id),
      );
      const leaderMax = await bidsRepository.leaderMaxima(tx, lots);
      for (const lot of lots) {
        const leaderMaxFils = leaderMax.get(lot.id) ?? null;
        const state = lotState(lot, { now, aliases, me: null, bands: this.bands, leaderMaxFils });
        afterCommit(() => this.deps.events.state(state));
      }
      return lots.length;
    });
    return opened;
  }

  /** Closes one due lot; false when it was not due any more (closed by another node or a rerun). */
  async closeOne(lotId: string, now: Date): Promise<boolean> {
    return inTransaction(this.ctx.db, async (tx, afterCommit) => {
      const lot = await auctionsRepository.claimDue(tx, lotId, now);
      if (!lot) return false;
      const leaderMax = (await bidsRepository.leaderMaxima(tx, [lot])).get(lot.id);
      const outcome = closeLot(
        engineLotOf(lot),
        lot.reserveFils === null ? null : Number(lot.reserveFils),
        leaderMax === undefined ? null : Number(leaderMax),
      );
      const onApproval = outcome.result === 'on_approval';
      const deadline = onApproval ? new Date(now.getTime() + this.ctx.config.AUCTION_APPROVAL_HOURS * HOUR_MS) : null;
      const closed = await auctionsRepository.updateLot(tx, lot.id, {
        status: 'closed',
        result: outcome.result,
        winnerId: outcome.winnerId,
        hammerFils: outcome.hammerFils === null ? null : BigInt(outcome.hammerFils),
        // Sold at the reserve when the leader's maximum covered it: the price shown is the hammer.
        priceFils:
          outcome.result === 'sold' && outcome.hammerFils !== null ? BigInt(outcome.hammerFils) : lot.priceFils,
        closedAt: now,
        approvalDeadline: deadline,
        seq: lot.seq + 1,
        updatedAt: now,
      });
      await this.sold({ tx, afterCommit }, closed);
      await this.notifyResult(tx, afterCommit, closed);
      await this.afterLotEnd(tx, afterCommit, closed, now);
      return true;
    });
  }

  /** A seller's window passed without a decision: the lot is unsold and its bidders are released. */
  private async expireOne(lotId: string, now: Date): Promise<boolean> {
    return inTransaction(this.ctx.db, async (tx, afterCommit) => {
      const lot = await auctionsRepository.claimExpiredApproval(tx, lotId, now);
      if (!lot) return false;
      const unsold = await auctionsRepository.updateLot(tx, lot.id, {
        result: 'unsold',
        winnerId: null,
        hammerFils: null,
        seq: lot.seq + 1,
        updatedAt: now,
      });
      await this.afterLotEnd(tx, afterCommit, unsold, now);
      return true;
    });
  }

  /**
   * The seller's answer to a lot closed below its reserve: accept sells it to the high bidder at
   * the price; decline leaves it unsold and releases the bidders. A retry with the same key
   * answers the lot again.
   */
  async decideApproval(actor: Actor, lotId: string, accept: boolean, key: string, lang: Language): Promise<Release> {
    const lot = await inTransaction(this.ctx.db, async (tx, afterCommit) => {
      const row = await auctionsRepository.lockLot(tx, lotId);
      if (!row || row.sellerId !== actor.userId) throw notFound();
      const now = this.ctx.clock.now();
      if (row.result !== 'on_approval') {
        if (row.decisionKey === key) return row;
        throw new AppError(AUCTION_ERRORS.APPROVAL_CLOSED);
      }
      if (!row.approvalDeadline || row.approvalDeadline <= now) throw new AppError(AUCTION_ERRORS.APPROVAL_CLOSED);
      const decided = await auctionsRepository.updateLot(tx, row.id, {
        result: accept ? 'sold' : 'unsold',
        winnerId: accept ? row.winnerId : null,
        hammerFils: accept ? row.hammerFils : null,
        decisionKey: key,
        seq: row.seq + 1,
        updatedAt: now,
      });
      if (accept) {
        await this.sold({ tx, afterCommit }, decided);
        await this.notifyResult(tx, afterCommit, decided);
      }
      await this.afterLotEnd(tx, afterCommit, decided, now);
      return decided;
    });
    const [release] = await this.deps.presenter.releases([lot], lang, () => true);
    if (!release) throw notFound();
    return release;
  }

  /** A lot just sold outside the close (a second-chance offer accepted): its deal, the winner's notice, the room. */
  async completeSale(step: TxStep, lot: AuctionLotRow, now: Date): Promise<void> {
    await this.sold(step, lot);
    await this.notifyResult(step.tx, step.afterCommit, lot);
    await this.afterLotEnd(step.tx, step.afterCommit, lot, now);
  }

  /** A lot's end moved later (the host opened a lot of a live session): the earnest money's release date follows. */
  async sessionEndMoved(step: TxStep, sessionId: string): Promise<void> {
    await this.deps.participation.sessionEndMoved(step, sessionId);
  }

  /** Tells the lot's room its state after a change made elsewhere (the deals domain's default). */
  async announce(step: TxStep, lot: AuctionLotRow, now: Date): Promise<void> {
    const aliases = await bidsRepository.aliasesOf(step.tx, [lot.id]);
    const leaderMaxFils = (await bidsRepository.leaderMaxima(step.tx, [lot])).get(lot.id) ?? null;
    const state = lotState(lot, { now, aliases, me: null, bands: this.bands, leaderMaxFils });
    step.afterCommit(() => this.deps.events.state(state));
  }

  /** After a lot's result is final or changes: release whoever has nothing left at stake, end the session, tell the room. */
  private async afterLotEnd(tx: Tx, afterCommit: AfterCommit, lot: AuctionLotRow, now: Date) {
    if (lot.sessionId) {
      const session = await auctionsRepository.findSession(tx, lot.sessionId);
      await this.deps.participation.settleSession({ tx, afterCommit }, lot.sessionId, session?.title ?? lot.title);
      if (session && session.status !== 'ended' && (await auctionsRepository.unclosedLotCount(tx, session.id)) === 0) {
        await auctionsRepository.updateSession(tx, session.id, { status: 'ended', updatedAt: now });
        await this.deps.participation.expirePending({ tx, afterCommit }, session.id);
      }
    }
    const aliases = await bidsRepository.aliasesOf(tx, [lot.id]);
    const leaderMaxFils = (await bidsRepository.leaderMaxima(tx, [lot])).get(lot.id) ?? null;
    const state = lotState(lot, { now, aliases, me: null, bands: this.bands, leaderMaxFils });
    afterCommit(() => this.deps.events.state(state));
  }

  private async notifyResult(tx: Tx, afterCommit: AfterCommit, lot: AuctionLotRow) {
    const step = { tx, afterCommit };
    const price = aed(lot.priceFils ?? 0n);
    const route = `/auctions/lots/${lot.id}`;
    if (lot.result === 'sold' && lot.winnerId) {
      await this.deps.notifications.notify(
        {
          userId: lot.winnerId,
          type: 'auction.won',
          titleKey: 'notifications:auctionWon.title',
          params: { title: lot.title, price },
          route,
        },
        step,
      );
    }
    if (lot.result === 'on_approval' && lot.winnerId) {
      const deadline = lot.approvalDeadline?.toISOString() ?? '';
      await this.deps.notifications.notify(
        {
          userId: lot.winnerId,
          type: 'auction.on_approval',
          titleKey: 'notifications:auctionOnApproval.title',
          params: { title: lot.title, price, deadline },
          route,
        },
        step,
      );
      await this.deps.notifications.notify(
        {
          userId: lot.sellerId,
          type: 'auction.seller_decide',
          titleKey: 'notifications:auctionSellerDecide.title',
          params: { title: lot.title, price, deadline },
          route: `/auctions/me/releases`,
        },
        step,
      );
    }
  }
}
