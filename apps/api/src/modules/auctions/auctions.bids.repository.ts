import { and, asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { TimeIdCursor } from '../../lib/cursor';
import {
  type AuctionBidRow,
  type AuctionMaximumRow,
  type AuctionParticipationDepositRow,
  type AuctionParticipationRow,
  auctionBidderSuspensions,
  auctionBidRequests,
  auctionBids,
  auctionLotBidders,
  auctionLots,
  auctionMaxima,
  auctionParticipationDeposits,
  auctionParticipations,
} from './auctions.tables';

type NewBid = typeof auctionBids.$inferInsert;
type NewRequest = typeof auctionBidRequests.$inferInsert;

/** Bids, maxima, aliases, participations and their deposits: queries only. */
export const bidsRepository = {
  // ---- maxima and the log ----

  async maximaOf(db: DbOrTx, lotId: string): Promise<AuctionMaximumRow[]> {
    return db.select().from(auctionMaxima).where(eq(auctionMaxima.lotId, lotId)).orderBy(asc(auctionMaxima.seq));
  },

  async maximumOf(db: DbOrTx, lotId: string, bidderId: string): Promise<AuctionMaximumRow | undefined> {
    const [row] = await db
      .select()
      .from(auctionMaxima)
      .where(and(eq(auctionMaxima.lotId, lotId), eq(auctionMaxima.bidderId, bidderId)));
    return row;
  },

  async maximaOfUser(db: DbOrTx, userId: string, lotIds: readonly string[]): Promise<Map<string, bigint>> {
    if (lotIds.length === 0) return new Map();
    const rows = await db
      .select({ lotId: auctionMaxima.lotId, maxFils: auctionMaxima.maxFils })
      .from(auctionMaxima)
      .where(and(eq(auctionMaxima.bidderId, userId), inArray(auctionMaxima.lotId, [...lotIds])));
    return new Map(rows.map((r) => [r.lotId, r.maxFils]));
  },

  /** The leader's maximum of each lot that has a leader. */
  async leaderMaxima(
    db: DbOrTx,
    lots: readonly { id: string; leaderId: string | null }[],
  ): Promise<Map<string, bigint>> {
    const led = lots.filter((l) => l.leaderId);
    if (led.length === 0) return new Map();
    const rows = await db
      .select({ lotId: auctionMaxima.lotId, bidderId: auctionMaxima.bidderId, maxFils: auctionMaxima.maxFils })
      .from(auctionMaxima)
      .where(
        inArray(
          auctionMaxima.lotId,
          led.map((l) => l.id),
        ),
      );
    const leaders = new Map(led.map((l) => [l.id, l.leaderId]));
    return new Map(rows.filter((r) => leaders.get(r.lotId) === r.bidderId).map((r) => [r.lotId, r.maxFils]));
  },

  async upsertMaximum(db: DbOrTx, lotId: string, bidderId: string, maxFils: bigint, seq: number, at: Date) {
    await db
      .insert(auctionMaxima)
      .values({ lotId, bidderId, maxFils, seq, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: [auctionMaxima.lotId, auctionMaxima.bidderId],
        set: { maxFils, seq, updatedAt: at },
      });
  },

  async insertBids(db: DbOrTx, rows: NewBid[]): Promise<void> {
    if (rows.length) await db.insert(auctionBids).values(rows);
  },

  async requestByKey(db: DbOrTx, bidderId: string, key: string) {
    const [row] = await db
      .select()
      .from(auctionBidRequests)
      .where(and(eq(auctionBidRequests.bidderId, bidderId), eq(auctionBidRequests.idempotencyKey, key)));
    return row;
  },

  async insertRequest(db: DbOrTx, row: NewRequest): Promise<void> {
    await db.insert(auctionBidRequests).values(row);
  },

  /**
   * The request (with its receipt) and the log lines it placed, in one statement: the request is
   * inserted in a CTE the log lines' insert follows (their foreign key sees it). A retried key
   * still fails on `auction_bid_requests_bidder_key`, as a separate insert would.
   */
  async insertRequestWithBids(db: DbOrTx, request: NewRequest, bids: NewBid[]): Promise<void> {
    if (bids.length === 0) {
      await bidsRepository.insertRequest(db, request);
      return;
    }
    const at = (d: Date | undefined) => (d ?? new Date()).toISOString();
    const lines = bids.map(
      (b) =>
        sql`(${b.id}::uuid, ${b.lotId}::uuid, ${b.bidderId}::uuid, ${String(b.amountFils)}::bigint, ${b.automatic}::boolean, ${b.requestId}::uuid, ${at(b.at)}::timestamptz, ${b.msLeft}::integer, ${b.seq}::integer)`,
    );
    await db.execute(sql`
      with request as (
        insert into ${auctionBidRequests}
          (id, lot_id, bidder_id, kind, amount_fils, idempotency_key, request_hash, receipt, created_at)
        values (${request.id}::uuid, ${request.lotId}::uuid, ${request.bidderId}::uuid, ${request.kind},
          ${String(request.amountFils)}::bigint, ${request.idempotencyKey}, ${request.requestHash},
          ${JSON.stringify(request.receipt)}::jsonb, ${at(request.createdAt)}::timestamptz)
      )
      insert into ${auctionBids} (id, lot_id, bidder_id, amount_fils, automatic, request_id, at, ms_left, seq)
      values ${sql.join(lines, sql`, `)}`);
  },

  /** A lot's bids, newest first (the order they were placed in on a tie of time). */
  async bidLogPage(db: DbOrTx, lotId: string, cursor: TimeIdCursor | null, limit: number): Promise<AuctionBidRow[]> {
    return db
      .select()
      .from(auctionBids)
      .where(
        and(
          eq(auctionBids.lotId, lotId),
          cursor
            ? sql`(${auctionBids.at}, ${auctionBids.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(auctionBids.at), desc(auctionBids.id))
      .limit(limit);
  },

  /** The whole log of a lot in the order it was written (tests replay it). */
  async fullLog(db: DbOrTx, lotId: string): Promise<AuctionBidRow[]> {
    return db.select().from(auctionBids).where(eq(auctionBids.lotId, lotId)).orderBy(asc(auctionBids.seq));
  },

  // ---- "Bidder N" ----

  /** Gives the user the next number in the lot unless they have one (call with the lot locked). */
  async ensureAlias(db: DbOrTx, lotId: string, userId: string): Promise<void> {
    await db.execute(sql`
      insert into ${auctionLotBidders} (lot_id, user_id, alias)
      select ${lotId}::uuid, ${userId}::uuid, coalesce(max(alias), 0) + 1 from ${auctionLotBidders} where lot_id = ${lotId}::uuid
      on conflict (lot_id, user_id) do nothing`);
  },

  async aliasesOf(db: DbOrTx, lotIds: readonly string[]): Promise<Map<string, number>> {
    if (lotIds.length === 0) return new Map();
    const rows = await db
      .select()
      .from(auctionLotBidders)
      .where(inArray(auctionLotBidders.lotId, [...lotIds]));
    return new Map(rows.map((r) => [`${r.lotId}:${r.userId}`, r.alias]));
  },

  // ---- participations ----

  async participation(db: DbOrTx, sessionId: string, userId: string): Promise<AuctionParticipationRow | undefined> {
    const [row] = await db
      .select()
      .from(auctionParticipations)
      .where(and(eq(auctionParticipations.sessionId, sessionId), eq(auctionParticipations.userId, userId)));
    return row;
  },

  async lockParticipation(db: DbOrTx, sessionId: string, userId: string) {
    const [row] = await db
      .select()
      .from(auctionParticipations)
      .where(and(eq(auctionParticipations.sessionId, sessionId), eq(auctionParticipations.userId, userId)))
      .for('update');
    return row;
  },

  /** The participation, created (with no limit yet) when missing. */
  async ensureParticipation(db: DbOrTx, sessionId: string, userId: string, at: Date): Promise<AuctionParticipationRow> {
    await db
      .insert(auctionParticipations)
      .values({ sessionId, userId, limitFils: 0n, status: 'pending_payment', createdAt: at, updatedAt: at })
      .onConflictDoNothing();
    const row = await bidsRepository.lockParticipation(db, sessionId, userId);
    if (!row) throw new Error('participation vanished');
    return row;
  },

  async updateParticipation(db: DbOrTx, id: string, changes: Partial<typeof auctionParticipations.$inferInsert>) {
    const [row] = await db
      .update(auctionParticipations)
      .set(changes)
      .where(eq(auctionParticipations.id, id))
      .returning();
    if (!row) throw new Error(`participation ${id} vanished`);
    return row;
  },

  /** Every participation of a session, locked, in id order (the close job; one order avoids deadlocks). */
  async lockParticipationsOf(db: DbOrTx, sessionId: string): Promise<AuctionParticipationRow[]> {
    return db
      .select()
      .from(auctionParticipations)
      .where(eq(auctionParticipations.sessionId, sessionId))
      .orderBy(asc(auctionParticipations.id))
      .for('update');
  },

  async participationsOfUser(db: DbOrTx, userId: string, sessionIds: readonly string[]) {
    if (sessionIds.length === 0) return [];
    return db
      .select()
      .from(auctionParticipations)
      .where(and(eq(auctionParticipations.userId, userId), inArray(auctionParticipations.sessionId, [...sessionIds])));
  },

  async depositsOf(db: DbOrTx, participationIds: readonly string[]): Promise<AuctionParticipationDepositRow[]> {
    if (participationIds.length === 0) return [];
    return db
      .select()
      .from(auctionParticipationDeposits)
      .where(inArray(auctionParticipationDeposits.participationId, [...participationIds]))
      .orderBy(asc(auctionParticipationDeposits.createdAt), asc(auctionParticipationDeposits.id));
  },

  async depositsOfParticipation(db: DbOrTx, participationId: string) {
    return bidsRepository.depositsOf(db, [participationId]);
  },

  /** Held deposit rows of these deposits become applied; answers the participations they belong to. */
  async markDepositsApplied(db: DbOrTx, depositIds: readonly string[]): Promise<string[]> {
    if (depositIds.length === 0) return [];
    const rows = await db
      .update(auctionParticipationDeposits)
      .set({ status: 'applied' })
      .where(
        and(
          inArray(auctionParticipationDeposits.depositId, [...depositIds]),
          eq(auctionParticipationDeposits.status, 'held'),
        ),
      )
      .returning({ participationId: auctionParticipationDeposits.participationId });
    return [...new Set(rows.map((r) => r.participationId))];
  },

  async depositByKey(db: DbOrTx, participationId: string, key: string) {
    const [row] = await db
      .select()
      .from(auctionParticipationDeposits)
      .where(
        and(
          eq(auctionParticipationDeposits.participationId, participationId),
          eq(auctionParticipationDeposits.idempotencyKey, key),
        ),
      );
    return row;
  },

  async insertDeposit(db: DbOrTx, row: typeof auctionParticipationDeposits.$inferInsert): Promise<void> {
    await db.insert(auctionParticipationDeposits).values(row).onConflictDoNothing();
  },

  async updateDeposit(db: DbOrTx, id: string, changes: Partial<typeof auctionParticipationDeposits.$inferInsert>) {
    await db.update(auctionParticipationDeposits).set(changes).where(eq(auctionParticipationDeposits.id, id));
  },

  /** Deposit ids of participations in sessions (the holds page labels them). */
  async sessionsOfDeposits(db: DbOrTx, depositIds: readonly string[]) {
    if (depositIds.length === 0) return [];
    return db
      .select({ depositId: auctionParticipationDeposits.depositId, sessionId: auctionParticipations.sessionId })
      .from(auctionParticipationDeposits)
      .innerJoin(auctionParticipations, eq(auctionParticipations.id, auctionParticipationDeposits.participationId))
      .where(inArray(auctionParticipationDeposits.depositId, [...depositIds]));
  },

  /**
   * What a bidder has committed in a session, other than on `exceptLotId`: their maximum on every
   * lot not closed yet where they lead or their maximum is above the price.
   */
  async committedFils(db: DbOrTx, sessionId: string, userId: string, exceptLotId: string | null): Promise<bigint> {
    const [row] = await db
      .select({ total: sql<string | null>`sum(${auctionMaxima.maxFils})` })
      .from(auctionMaxima)
      .innerJoin(auctionLots, eq(auctionLots.id, auctionMaxima.lotId))
      .where(
        and(
          eq(auctionLots.sessionId, sessionId),
          eq(auctionMaxima.bidderId, userId),
          sql`${auctionLots.status} <> 'closed'`,
          exceptLotId ? sql`${auctionLots.id} <> ${exceptLotId}::uuid` : undefined,
          sql`(${auctionLots.leaderId} = ${userId}::uuid or ${auctionMaxima.maxFils} > coalesce(${auctionLots.priceFils}, 0))`,
        ),
      );
    return BigInt(row?.total ?? 0);
  },

  /** Per bidder of a session: lots they bid on not closed yet, and lots they won or await the seller on. */
  async standingsIn(db: DbOrTx, sessionId: string) {
    const rows = await db
      .select({
        userId: auctionMaxima.bidderId,
        unclosed: sql<number>`count(*) filter (where ${auctionLots.status} <> 'closed')::int`,
        won: sql<number>`count(*) filter (where ${auctionLots.winnerId} = ${auctionMaxima.bidderId} and ${auctionLots.result} in ('sold', 'on_approval'))::int`,
        lastEnd: max(auctionLots.endsAt),
      })
      .from(auctionMaxima)
      .innerJoin(auctionLots, eq(auctionLots.id, auctionMaxima.lotId))
      .where(eq(auctionLots.sessionId, sessionId))
      .groupBy(auctionMaxima.bidderId);
    return new Map(rows.map((r) => [r.userId, r]));
  },

  // ---- suspensions (set by the deals domain) ----

  async suspensionOf(db: DbOrTx, userId: string) {
    const [row] = await db.select().from(auctionBidderSuspensions).where(eq(auctionBidderSuspensions.userId, userId));
    return row;
  },

  async suspend(db: DbOrTx, userId: string, until: Date, reason: string, at: Date): Promise<void> {
    await db
      .insert(auctionBidderSuspensions)
      .values({ userId, until, reason, createdAt: at })
      .onConflictDoUpdate({ target: auctionBidderSuspensions.userId, set: { until, reason } });
  },
};
