import { setTimeout as sleep } from 'node:timers/promises';
import { MAX_AMOUNT_FILS } from '@souq/shared';
import { AUCTION_ERRORS } from '@souq/shared/auctions/auctions.errors';
import type { LotState, SessionKind, SessionStatus } from '@souq/shared/auctions/auctions.schema';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { type Actor, isAdmin } from '../../lib/authz';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { type AfterCommit, inTransaction, type TxStep } from '../../lib/transaction';
import type { CloseService } from './auctions.close';
import type { AuctionEvents } from './auctions.events';
import { hostRepository } from './auctions.host.repository';
import { lotState } from './auctions.presenter';
import { auctionsRepository } from './auctions.repository';
import { engineRules } from './auctions.rules';
import type { AuctionLotRow, AuctionSessionRow } from './auctions.tables';

const MINUTE_MS = 60_000;
/** How long close-now waits for a bid holding the lot's lock before leaving the close to the scheduler. */
const CLOSE_ATTEMPTS = 40;

/** A live session as the live rooms read it. */
export interface LiveSessionView {
  id: string;
  title: string;
  kind: SessionKind;
  status: SessionStatus;
  hostId: string | null;
  streamUrl: string | null;
  startsAt: string;
}

/** One lot of a session, in the admin's order, with its live state. */
export interface SessionLot {
  lotId: string;
  title: string;
  position: number | null;
  state: LotState;
}

function sessionView(row: AuctionSessionRow): LiveSessionView {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    status: row.status,
    hostId: row.hostId,
    streamUrl: row.streamUrl,
    startsAt: row.startsAt.toISOString(),
  };
}

/**
 * The host's control of a live session's lots (the live rooms' message types 3, 5 and 6): open the
 * next lot now, change its start price before the first bid, close it now. Each takes the lot's
 * row lock, the same lock every bid takes, so a bid and a host action are ordered by it. Also the
 * light reads the live rooms need (a session, its lots with their state, upcoming lives).
 */
export class HostService {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: { close: CloseService; events: AuctionEvents },
  ) {}

  private get bands() {
    return engineRules(this.ctx.config).bands;
  }

  /** The session's host or an admin; others 403 (404 while the session is not published). */
  private authorize(actor: Actor, session: AuctionSessionRow): void {
    if (isAdmin(actor) || (session.hostId !== null && session.hostId === actor.userId)) return;
    if (session.status === 'draft' || session.status === 'canceled') throw notFound();
    throw new AppError('FORBIDDEN');
  }

  /** The lot locked and its session; 404 for a lot outside any session. */
  private async lockLotInSession(tx: Tx, actor: Actor, lotId: string) {
    if (!/^[0-9a-f-]{36}$/i.test(lotId)) throw notFound();
    const lot = await auctionsRepository.lockLot(tx, lotId);
    if (!lot?.sessionId) throw notFound();
    const session = await auctionsRepository.findSession(tx, lot.sessionId);
    if (!session) throw notFound();
    this.authorize(actor, session);
    return { lot, session };
  }

  private stateOf(lot: AuctionLotRow, leader?: { alias: number | null; maxFils: bigint | null }): LotState {
    const aliases = new Map<string, number>();
    if (lot.leaderId && leader?.alias) aliases.set(`${lot.id}:${lot.leaderId}`, leader.alias);
    return lotState(lot, {
      now: this.ctx.clock.now(),
      aliases,
      me: null,
      bands: this.bands,
      leaderMaxFils: leader?.maxFils ?? null,
    });
  }

  private run<T>(step: TxStep | undefined, work: (tx: Tx, afterCommit: AfterCommit) => Promise<T>): Promise<T> {
    return step ? work(step.tx, step.afterCommit) : inTransaction(this.ctx.db, work);
  }

  /**
   * A live session's scheduled lot opens now at the host's word: it starts now and ends after the
   * session's lot minutes (bids in the last minutes extend it as usual). One lot of a live session
   * is open at a time (ANOTHER_LOT_OPEN); the lots after it move their end so none ends before its
   * turn can come. Opening the lot that is already open answers its state.
   */
  async openLotNow(actor: Actor, lotId: string, step?: TxStep): Promise<LotState> {
    return this.run(step, async (tx, afterCommit) => {
      const { lot } = await this.lockLotInSession(tx, actor, lotId);
      // The session row serializes two opens of different lots of one session.
      const session = await auctionsRepository.lockSession(tx, lot.sessionId as string);
      if (!session) throw notFound();
      if (session.kind !== 'live') throw new AppError(AUCTION_ERRORS.NOT_LIVE_SESSION);
      if (lot.status === 'open') return this.stateOf(lot);
      if (lot.status === 'closed') throw new AppError(AUCTION_ERRORS.LOT_ENDED);
      if (session.status !== 'scheduled' && session.status !== 'live') {
        throw new AppError(AUCTION_ERRORS.SESSION_NOT_OPEN);
      }
      if (lot.status !== 'scheduled') throw notFound();
      if (await hostRepository.otherOpenLot(tx, session.id, lot.id)) {
        throw new AppError(AUCTION_ERRORS.ANOTHER_LOT_OPEN);
      }
      const now = this.ctx.clock.now();
      const lotMs = session.lotMinutes * MINUTE_MS;
      const endsAt = new Date(now.getTime() + lotMs);
      const opened = await auctionsRepository.updateLot(tx, lot.id, {
        status: 'open',
        startsAt: now,
        endsAt,
        seq: lot.seq + 1,
        updatedAt: now,
      });
      if (session.status === 'scheduled') {
        await auctionsRepository.updateSession(tx, session.id, { status: 'live', updatedAt: now });
      }
      const states = [this.stateOf(opened)];
      // The lots after it keep at least one lot's time each after this one's end.
      const later = (await auctionsRepository.lotsOfSession(tx, session.id)).filter(
        (l) => l.status === 'scheduled' && l.id !== lot.id && (l.position ?? 0) > (lot.position ?? 0),
      );
      for (const [i, next] of later.entries()) {
        const least = new Date(endsAt.getTime() + (i + 1) * lotMs);
        if (next.endsAt && next.endsAt >= least) continue;
        const moved = await auctionsRepository.updateLot(tx, next.id, {
          endsAt: least,
          seq: next.seq + 1,
          updatedAt: now,
        });
        states.push(this.stateOf(moved));
      }
      // The session's last close may have moved: the earnest money's release date follows.
      await this.deps.close.sessionEndMoved({ tx, afterCommit }, session.id);
      afterCommit(() => {
        for (const s of states) this.deps.events.state(s);
      });
      return states[0] as LotState;
    });
  }

  /**
   * The host ends the sale: under the lot's lock its end becomes now (a bid that took the lock
   * first counts, one that comes after is refused as late), then the lot closes through the
   * scheduler's exactly-once close (`CloseService.closeOne`: result, settlement, deal,
   * notifications, state). Were the close to be interrupted, the lot is due and the scheduler
   * closes it within a run.
   */
  async closeLotNow(actor: Actor, lotId: string): Promise<LotState> {
    const at = await inTransaction(this.ctx.db, async (tx) => {
      const { lot, session } = await this.lockLotInSession(tx, actor, lotId);
      if (session.kind !== 'live') throw new AppError(AUCTION_ERRORS.NOT_LIVE_SESSION);
      if (lot.status === 'closed') throw new AppError(AUCTION_ERRORS.LOT_ENDED);
      if (lot.status !== 'open') throw new AppError(AUCTION_ERRORS.LOT_NOT_STARTED);
      const now = this.ctx.clock.now();
      if (!lot.endsAt || lot.endsAt > now) {
        // A lot opened in this very millisecond: its start moves 1 ms back (an end is after its start).
        const startsAt = lot.startsAt && lot.startsAt >= now ? new Date(now.getTime() - 1) : lot.startsAt;
        await auctionsRepository.updateLot(tx, lot.id, { startsAt, endsAt: now, updatedAt: now });
      }
      return lot.endsAt && lot.endsAt < now ? lot.endsAt : now;
    });
    // closeOne skips a lot whose lock a (late, to be refused) bid holds: try again briefly.
    for (let i = 0; i < CLOSE_ATTEMPTS; i++) {
      if (await this.deps.close.closeOne(lotId, at)) break;
      const lot = await auctionsRepository.findLot(this.ctx.db, lotId);
      if (!lot || lot.status === 'closed') break;
      await sleep(5 + i * 5);
    }
    const [row] = await hostRepository.lotsWithLeader(this.ctx.db, { lotId });
    if (!row) throw notFound();
    return this.stateOf(row.lot, { alias: row.leaderAlias, maxFils: row.leaderMaxFils });
  }

  /** The start price before the first bid (LOT_HAS_BIDS after it); bounded like every amount. */
  async setStartPrice(actor: Actor, lotId: string, fils: bigint, step?: TxStep): Promise<LotState> {
    if (fils <= 0n || fils > MAX_AMOUNT_FILS) throw fieldError('AMOUNT_INVALID', 'startPrice', 'amount');
    return this.run(step, async (tx, afterCommit) => {
      const { lot } = await this.lockLotInSession(tx, actor, lotId);
      if (lot.status === 'closed') throw new AppError(AUCTION_ERRORS.LOT_ENDED);
      if (lot.status !== 'scheduled' && lot.status !== 'open') throw notFound();
      if (lot.bidCount > 0) throw new AppError(AUCTION_ERRORS.LOT_HAS_BIDS);
      if (lot.reserveFils !== null && lot.reserveFils < fils) throw new AppError(AUCTION_ERRORS.RESERVE_BELOW_START);
      const now = this.ctx.clock.now();
      const updated = await auctionsRepository.updateLot(tx, lot.id, {
        startPriceFils: fils,
        seq: lot.seq + 1,
        updatedAt: now,
      });
      const state = this.stateOf(updated);
      afterCommit(() => this.deps.events.state(state));
      return state;
    });
  }

  // ---- light reads for the live rooms ----

  /** A session, drafts included; null when there is none. */
  async liveSession(sessionId: string): Promise<LiveSessionView | null> {
    if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return null;
    const row = await auctionsRepository.findSession(this.ctx.db, sessionId);
    return row ? sessionView(row) : null;
  }

  /** The session's lots in the admin's order with their state, in one query. */
  async sessionLots(sessionId: string): Promise<SessionLot[]> {
    if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return [];
    const rows = await hostRepository.lotsWithLeader(this.ctx.db, { sessionId });
    return rows.map((r) => ({
      lotId: r.lot.id,
      title: r.lot.title,
      position: r.lot.position,
      state: this.stateOf(r.lot, { alias: r.leaderAlias, maxFils: r.leaderMaxFils }),
    }));
  }

  /** Live sessions not started yet of these hosts or with these ids, soonest first. */
  async upcomingLiveSessions(
    filter: { hostIds: readonly string[]; sessionIds?: readonly string[] },
    limit: number,
  ): Promise<LiveSessionView[]> {
    const rows = await hostRepository.upcomingLiveSessions(
      this.ctx.db,
      { now: this.ctx.clock.now(), hostIds: filter.hostIds, sessionIds: filter.sessionIds ?? [] },
      limit,
    );
    return rows.map(sessionView);
  }
}
