import { and, asc, eq, gt, inArray, isNull, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  type AuctionLotRow,
  type AuctionSessionRow,
  auctionLotBidders,
  auctionLots,
  auctionMaxima,
  auctionSessions,
} from './auctions.tables';

/** Scheduled lots whose start has come, except those of live sessions (their host opens them). */
function dueToOpen(db: DbOrTx, now: Date) {
  const liveSessions = db
    .select({ id: auctionSessions.id })
    .from(auctionSessions)
    .where(eq(auctionSessions.kind, 'live'));
  return and(
    eq(auctionLots.status, 'scheduled'),
    lte(auctionLots.startsAt, now),
    gt(auctionLots.endsAt, now),
    or(isNull(auctionLots.sessionId), notInArray(auctionLots.sessionId, liveSessions)),
  );
}

/** Queries of live sessions: the scheduler's opening that leaves them to their host, the host's control, the live rooms' reads. */
export const hostRepository = {
  /**
   * Scheduled lots whose start has come: open them (seq + 1) and answer them. Lots of live
   * sessions are left to their host (`HostService.openLotNow`).
   */
  async openDue(db: DbOrTx, now: Date): Promise<AuctionLotRow[]> {
    return db
      .update(auctionLots)
      .set({ status: 'open', seq: sql`${auctionLots.seq} + 1`, updatedAt: now })
      .where(dueToOpen(db, now))
      .returning();
  },

  /**
   * Whether any lot is due to open: one indexed read outside any transaction, so the scheduler's
   * tick (every AUCTION_CLOSE_INTERVAL_MS on every node) opens a transaction only when there is work.
   */
  async anyDueToOpen(db: DbOrTx, now: Date): Promise<boolean> {
    const [row] = await db.select({ id: auctionLots.id }).from(auctionLots).where(dueToOpen(db, now)).limit(1);
    return !!row;
  },

  /** Another open lot of the session than `exceptId`, if any. */
  async otherOpenLot(db: DbOrTx, sessionId: string, exceptId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ id: auctionLots.id })
      .from(auctionLots)
      .where(and(eq(auctionLots.sessionId, sessionId), eq(auctionLots.status, 'open'), ne(auctionLots.id, exceptId)))
      .limit(1);
    return row?.id;
  },

  /** A session's lots in order (or one lot), each with its leader's alias and maximum (what its state needs), in one query. */
  async lotsWithLeader(
    db: DbOrTx,
    of: { sessionId: string } | { lotId: string },
  ): Promise<{ lot: AuctionLotRow; leaderAlias: number | null; leaderMaxFils: bigint | null }[]> {
    return db
      .select({ lot: auctionLots, leaderAlias: auctionLotBidders.alias, leaderMaxFils: auctionMaxima.maxFils })
      .from(auctionLots)
      .leftJoin(
        auctionLotBidders,
        and(eq(auctionLotBidders.lotId, auctionLots.id), eq(auctionLotBidders.userId, auctionLots.leaderId)),
      )
      .leftJoin(
        auctionMaxima,
        and(eq(auctionMaxima.lotId, auctionLots.id), eq(auctionMaxima.bidderId, auctionLots.leaderId)),
      )
      .where('sessionId' in of ? eq(auctionLots.sessionId, of.sessionId) : eq(auctionLots.id, of.lotId))
      .orderBy(asc(auctionLots.position), asc(auctionLots.id));
  },

  /** Scheduled live sessions not started yet of these hosts or with these ids, soonest first. */
  async upcomingLiveSessions(
    db: DbOrTx,
    filter: { now: Date; hostIds: readonly string[]; sessionIds: readonly string[] },
    limit: number,
  ): Promise<AuctionSessionRow[]> {
    if (filter.hostIds.length === 0 && filter.sessionIds.length === 0) return [];
    return db
      .select()
      .from(auctionSessions)
      .where(
        and(
          eq(auctionSessions.kind, 'live'),
          eq(auctionSessions.status, 'scheduled'),
          gt(auctionSessions.startsAt, filter.now),
          or(
            filter.hostIds.length ? inArray(auctionSessions.hostId, [...filter.hostIds]) : undefined,
            filter.sessionIds.length ? inArray(auctionSessions.id, [...filter.sessionIds]) : undefined,
          ),
        ),
      )
      .orderBy(asc(auctionSessions.startsAt), asc(auctionSessions.id))
      .limit(limit);
  },
};
