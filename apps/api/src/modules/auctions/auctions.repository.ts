import type {
  AuctionWhen,
  LotStatus,
  MyBidOutcome,
  SessionKind,
  SessionStatus,
} from '@souq/shared/auctions/auctions.schema';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsById } from '../../db/rows';
import type { TimeIdCursor } from '../../lib/cursor';
import {
  type AuctionLotRow,
  type AuctionSessionRow,
  auctionLots,
  auctionMaxima,
  auctionSessions,
  auctionWatches,
} from './auctions.tables';

/**
 * A lot's outcome for a bidder, as "my bids" shows it: open until it closes; won when sold to them;
 * on_approval when their high bid awaits the seller; lost when it closed any other way.
 */
function outcomeIs(outcome: MyBidOutcome, userId: string): SQL | undefined {
  const closed = eq(auctionLots.status, 'closed');
  const mine = (result: 'sold' | 'on_approval') =>
    and(closed, eq(auctionLots.result, result), eq(auctionLots.winnerId, userId));
  switch (outcome) {
    case 'open':
      return ne(auctionLots.status, 'closed');
    case 'won':
      return mine('sold');
    case 'on_approval':
      return mine('on_approval');
    case 'lost':
      // Spelled without NOT: a lot closed without a winner or result has nulls there.
      return and(
        closed,
        or(
          isNull(auctionLots.winnerId),
          ne(auctionLots.winnerId, userId),
          isNull(auctionLots.result),
          notInArray(auctionLots.result, ['sold', 'on_approval']),
        ),
      );
  }
}

const sessionRows = rowsById(auctionSessions, 'auction session');
const lotRows = rowsById(auctionLots, 'auction lot');

/** (time, id) after the cursor in the given direction. */
function after(timeCol: AnyColumn | SQL, idCol: AnyColumn, cursor: TimeIdCursor | null, dir: 'asc' | 'desc') {
  if (!cursor) return undefined;
  return dir === 'asc'
    ? sql`(${timeCol}, ${idCol}) > (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`
    : sql`(${timeCol}, ${idCol}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`;
}

export interface LotFilter {
  when: AuctionWhen;
  now: Date;
  sessionId?: string;
  cityId?: string;
  brandId?: string;
  minPriceFils?: bigint;
  maxPriceFils?: bigint;
  q?: string;
}

/** Which time a lot list is ordered by, and in which direction, per tab. */
export function lotOrderOf(when: AuctionWhen) {
  // Upcoming and live: the soonest end first (a session's lots share a start and end in their order).
  if (when !== 'ended') return { column: auctionLots.endsAt, dir: 'asc' as const, key: (r: AuctionLotRow) => r.endsAt };
  return { column: auctionLots.closedAt, dir: 'desc' as const, key: (r: AuctionLotRow) => r.closedAt };
}

/** Sessions, lots, watches: the reading and scheduling queries (bids and money: auctions.bids.repository.ts). */
export const auctionsRepository = {
  insertSession: sessionRows.insert,
  findSession: sessionRows.find,
  lockSession: sessionRows.lock,
  updateSession: sessionRows.update,
  sessionsByIds: sessionRows.byIds,

  insertLot: lotRows.insert,
  findLot: lotRows.find,
  lockLot: lotRows.lock,
  updateLot: lotRows.update,
  lotsByIds: lotRows.byIds,

  async lotByReleaseKey(db: DbOrTx, sellerId: string, key: string): Promise<AuctionLotRow | undefined> {
    const [row] = await db
      .select()
      .from(auctionLots)
      .where(and(eq(auctionLots.sellerId, sellerId), eq(auctionLots.releaseKey, key)));
    return row;
  },

  async lotsOfSession(db: DbOrTx, sessionId: string): Promise<AuctionLotRow[]> {
    return db
      .select()
      .from(auctionLots)
      .where(eq(auctionLots.sessionId, sessionId))
      .orderBy(asc(auctionLots.position), asc(auctionLots.id));
  },

  /** Lots of a session that have not closed yet. */
  async unclosedLotCount(db: DbOrTx, sessionId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(auctionLots)
      .where(and(eq(auctionLots.sessionId, sessionId), ne(auctionLots.status, 'closed')));
    return row?.n ?? 0;
  },

  /** The end of a session's last lot as now scheduled (the date its earnest money comes back at the latest). */
  async sessionLastEnd(db: DbOrTx, sessionId: string): Promise<Date | null> {
    const [row] = await db
      .select({ endsAt: sql<string | null>`max(${auctionLots.endsAt})` })
      .from(auctionLots)
      .where(eq(auctionLots.sessionId, sessionId));
    return row?.endsAt ? new Date(row.endsAt) : null;
  },

  /** Per session: lot count, the last end, and the first lot's car (the cover). */
  async sessionFigures(
    db: DbOrTx,
    ids: readonly string[],
  ): Promise<Map<string, { lots: number; endsAt: Date | null; firstListingId: string | null }>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({
        sessionId: auctionLots.sessionId,
        lots: count(),
        endsAt: sql<string | null>`max(${auctionLots.endsAt})`,
        firstListingId: sql<string | null>`(array_agg(${auctionLots.listingId} order by ${auctionLots.position}))[1]`,
      })
      .from(auctionLots)
      .where(inArray(auctionLots.sessionId, [...ids]))
      .groupBy(auctionLots.sessionId);
    return new Map(
      rows.map((r) => [
        r.sessionId as string,
        { lots: r.lots, endsAt: r.endsAt ? new Date(r.endsAt) : null, firstListingId: r.firstListingId },
      ]),
    );
  },

  async sessionsPage(
    db: DbOrTx,
    filter: { when: AuctionWhen; now: Date; kind?: SessionKind; cityId?: string },
    cursor: TimeIdCursor | null,
    limit: number,
  ): Promise<AuctionSessionRow[]> {
    const now = filter.now.toISOString();
    const when =
      filter.when === 'upcoming'
        ? sql`${auctionSessions.status} = 'scheduled' and ${auctionSessions.startsAt} > ${now}::timestamptz`
        : filter.when === 'live'
          ? sql`${auctionSessions.status} in ('scheduled', 'live') and ${auctionSessions.startsAt} <= ${now}::timestamptz`
          : sql`${auctionSessions.status} = 'ended'`;
    const dir = filter.when === 'ended' ? 'desc' : 'asc';
    return db
      .select()
      .from(auctionSessions)
      .where(
        and(
          when,
          filter.kind ? eq(auctionSessions.kind, filter.kind) : undefined,
          filter.cityId ? eq(auctionSessions.cityId, filter.cityId) : undefined,
          after(auctionSessions.startsAt, auctionSessions.id, cursor, dir),
        ),
      )
      .orderBy(
        ...(dir === 'asc'
          ? [asc(auctionSessions.startsAt), asc(auctionSessions.id)]
          : [desc(auctionSessions.startsAt), desc(auctionSessions.id)]),
      )
      .limit(limit);
  },

  async adminSessionsPage(
    db: DbOrTx,
    status: SessionStatus | undefined,
    cursor: TimeIdCursor | null,
    limit: number,
  ): Promise<AuctionSessionRow[]> {
    return db
      .select()
      .from(auctionSessions)
      .where(
        and(
          status ? eq(auctionSessions.status, status) : undefined,
          after(auctionSessions.createdAt, auctionSessions.id, cursor, 'desc'),
        ),
      )
      .orderBy(desc(auctionSessions.createdAt), desc(auctionSessions.id))
      .limit(limit);
  },

  async lotsPage(db: DbOrTx, filter: LotFilter, cursor: TimeIdCursor | null, limit: number): Promise<AuctionLotRow[]> {
    const now = filter.now.toISOString();
    const when =
      filter.when === 'upcoming'
        ? sql`${auctionLots.status} = 'scheduled' and ${auctionLots.startsAt} > ${now}::timestamptz`
        : filter.when === 'live'
          ? sql`${auctionLots.status} in ('scheduled', 'open') and ${auctionLots.startsAt} <= ${now}::timestamptz`
          : sql`${auctionLots.status} = 'closed' and ${auctionLots.sessionId} is not null`;
    const price = sql`coalesce(${auctionLots.priceFils}, ${auctionLots.startPriceFils})`;
    const order = lotOrderOf(filter.when);
    return db
      .select()
      .from(auctionLots)
      .where(
        and(
          when,
          filter.sessionId ? eq(auctionLots.sessionId, filter.sessionId) : undefined,
          filter.cityId ? eq(auctionLots.cityId, filter.cityId) : undefined,
          filter.brandId ? eq(auctionLots.brandId, filter.brandId) : undefined,
          filter.minPriceFils !== undefined ? sql`${price} >= ${filter.minPriceFils}` : undefined,
          filter.maxPriceFils !== undefined ? sql`${price} <= ${filter.maxPriceFils}` : undefined,
          filter.q ? sql`${auctionLots.title} ilike ${`%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined,
          after(order.column, auctionLots.id, cursor, order.dir),
        ),
      )
      .orderBy(
        ...(order.dir === 'asc'
          ? [asc(order.column), asc(auctionLots.id)]
          : [desc(order.column), desc(auctionLots.id)]),
      )
      .limit(limit);
  },

  /** Released cars, newest first: one seller's, or everyone's for the admins. */
  async releasesPage(
    db: DbOrTx,
    filter: { sellerId?: string; status?: LotStatus },
    cursor: TimeIdCursor | null,
    limit: number,
  ): Promise<AuctionLotRow[]> {
    return db
      .select()
      .from(auctionLots)
      .where(
        and(
          filter.sellerId ? eq(auctionLots.sellerId, filter.sellerId) : undefined,
          filter.status ? eq(auctionLots.status, filter.status) : undefined,
          after(auctionLots.createdAt, auctionLots.id, cursor, 'desc'),
        ),
      )
      .orderBy(desc(auctionLots.createdAt), desc(auctionLots.id))
      .limit(limit);
  },

  /** Takes approved lots off a draft session (those not in the new list). */
  async detachLots(db: DbOrTx, sessionId: string, keep: readonly string[]): Promise<void> {
    await db
      .update(auctionLots)
      .set({ sessionId: null, position: null })
      .where(
        and(eq(auctionLots.sessionId, sessionId), keep.length ? notInArray(auctionLots.id, [...keep]) : undefined),
      );
  },

  /** Puts an approved lot in a draft session at a position; false when it is not approved or is in another session. */
  async placeLot(db: DbOrTx, lotId: string, sessionId: string, position: number): Promise<boolean> {
    const rows = await db
      .update(auctionLots)
      .set({ sessionId, position })
      .where(
        and(
          eq(auctionLots.id, lotId),
          eq(auctionLots.status, 'approved'),
          or(isNull(auctionLots.sessionId), eq(auctionLots.sessionId, sessionId)),
        ),
      )
      .returning({ id: auctionLots.id });
    return rows.length === 1;
  },

  // ---- the scheduler ----

  /** Scheduled lots whose start has come: open them (seq + 1) and answer them. */
  async openDue(db: DbOrTx, now: Date): Promise<AuctionLotRow[]> {
    return db
      .update(auctionLots)
      .set({ status: 'open', seq: sql`${auctionLots.seq} + 1`, updatedAt: now })
      .where(and(eq(auctionLots.status, 'scheduled'), lte(auctionLots.startsAt, now), gt(auctionLots.endsAt, now)))
      .returning();
  },

  /** Ids of lots whose end has come, oldest end first. */
  async dueToClose(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
    const rows = await db
      .select({ id: auctionLots.id })
      .from(auctionLots)
      .where(and(inArray(auctionLots.status, ['scheduled', 'open']), lte(auctionLots.endsAt, now)))
      .orderBy(asc(auctionLots.endsAt))
      .limit(limit);
    return rows.map((r) => r.id);
  },

  /** The lot, locked, if it is still due to close; undefined when another node has it or closed it. */
  async claimDue(db: DbOrTx, id: string, now: Date): Promise<AuctionLotRow | undefined> {
    const [row] = await db
      .select()
      .from(auctionLots)
      .where(
        and(eq(auctionLots.id, id), inArray(auctionLots.status, ['scheduled', 'open']), lte(auctionLots.endsAt, now)),
      )
      .for('update', { skipLocked: true });
    return row;
  },

  async expiredApprovals(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
    const rows = await db
      .select({ id: auctionLots.id })
      .from(auctionLots)
      .where(and(eq(auctionLots.result, 'on_approval'), lte(auctionLots.approvalDeadline, now)))
      .limit(limit);
    return rows.map((r) => r.id);
  },

  async claimExpiredApproval(db: DbOrTx, id: string, now: Date): Promise<AuctionLotRow | undefined> {
    const [row] = await db
      .select()
      .from(auctionLots)
      .where(and(eq(auctionLots.id, id), eq(auctionLots.result, 'on_approval'), lte(auctionLots.approvalDeadline, now)))
      .for('update', { skipLocked: true });
    return row;
  },

  // ---- watching ----

  async watch(db: DbOrTx, lotId: string, userId: string, at: Date): Promise<void> {
    await db.insert(auctionWatches).values({ lotId, userId, createdAt: at }).onConflictDoNothing();
  },

  async unwatch(db: DbOrTx, lotId: string, userId: string): Promise<void> {
    await db.delete(auctionWatches).where(and(eq(auctionWatches.lotId, lotId), eq(auctionWatches.userId, userId)));
  },

  async watcherCount(db: DbOrTx, lotId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(auctionWatches).where(eq(auctionWatches.lotId, lotId));
    return row?.n ?? 0;
  },

  async watchedAmong(db: DbOrTx, userId: string, lotIds: readonly string[]): Promise<Set<string>> {
    if (lotIds.length === 0) return new Set();
    const rows = await db
      .select({ lotId: auctionWatches.lotId })
      .from(auctionWatches)
      .where(and(eq(auctionWatches.userId, userId), inArray(auctionWatches.lotId, [...lotIds])));
    return new Set(rows.map((r) => r.lotId));
  },

  async watchesPage(
    db: DbOrTx,
    userId: string,
    cursor: TimeIdCursor | null,
    limit: number,
  ): Promise<{ at: Date; lot: AuctionLotRow }[]> {
    return db
      .select({ at: auctionWatches.createdAt, lot: auctionLots })
      .from(auctionWatches)
      .innerJoin(auctionLots, eq(auctionLots.id, auctionWatches.lotId))
      .where(
        and(eq(auctionWatches.userId, userId), after(auctionWatches.createdAt, auctionWatches.lotId, cursor, 'desc')),
      )
      .orderBy(desc(auctionWatches.createdAt), desc(auctionWatches.lotId))
      .limit(limit);
  },

  /** Lots the user has a maximum on, most recently bid first; optionally only those of one outcome. */
  async myBidsPage(
    db: DbOrTx,
    userId: string,
    cursor: TimeIdCursor | null,
    limit: number,
    outcome?: MyBidOutcome,
  ): Promise<{ at: Date; maxFils: bigint; maxId: string; lot: AuctionLotRow }[]> {
    return db
      .select({
        at: auctionMaxima.updatedAt,
        maxFils: auctionMaxima.maxFils,
        maxId: auctionMaxima.id,
        lot: auctionLots,
      })
      .from(auctionMaxima)
      .innerJoin(auctionLots, eq(auctionLots.id, auctionMaxima.lotId))
      .where(
        and(
          eq(auctionMaxima.bidderId, userId),
          outcome ? outcomeIs(outcome, userId) : undefined,
          after(auctionMaxima.updatedAt, auctionMaxima.id, cursor, 'desc'),
        ),
      )
      .orderBy(desc(auctionMaxima.updatedAt), desc(auctionMaxima.id))
      .limit(limit);
  },
};
