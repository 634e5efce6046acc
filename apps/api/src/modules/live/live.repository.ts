import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { liveFollows, liveMessages, liveRooms } from './live.tables';

export type LiveRoomRow = typeof liveRooms.$inferSelect;
export type LiveMessageRow = typeof liveMessages.$inferSelect;
export type NewLiveMessage = typeof liveMessages.$inferInsert;

/** Queries of the live rooms; no rules. */
export const liveRepository = {
  async findRoom(db: DbOrTx, sessionId: string): Promise<LiveRoomRow | undefined> {
    const [row] = await db.select().from(liveRooms).where(eq(liveRooms.sessionId, sessionId));
    return row;
  },

  /** The room row locked for this transaction, created on first use. */
  async lockRoom(tx: Tx, sessionId: string): Promise<LiveRoomRow> {
    await tx.insert(liveRooms).values({ sessionId }).onConflictDoNothing();
    const [row] = await tx.select().from(liveRooms).where(eq(liveRooms.sessionId, sessionId)).for('update');
    return row as LiveRoomRow;
  },

  async updateRoom(tx: Tx, sessionId: string, changes: Partial<LiveRoomRow>): Promise<void> {
    await tx.update(liveRooms).set(changes).where(eq(liveRooms.sessionId, sessionId));
  },

  async byClientId(db: DbOrTx, sessionId: string, senderId: string, clientId: string) {
    const [row] = await db
      .select()
      .from(liveMessages)
      .where(
        and(
          eq(liveMessages.sessionId, sessionId),
          eq(liveMessages.senderId, senderId),
          eq(liveMessages.clientId, clientId),
        ),
      );
    return row;
  },

  async lastBarrageAt(tx: Tx, sessionId: string, senderId: string): Promise<Date | null> {
    const [row] = await tx
      .select({ at: liveMessages.createdAt })
      .from(liveMessages)
      .where(and(eq(liveMessages.sessionId, sessionId), eq(liveMessages.senderId, senderId), eq(liveMessages.type, 1)))
      .orderBy(desc(liveMessages.createdAt))
      .limit(1);
    return row?.at ?? null;
  },

  async hasMessage(db: DbOrTx, sessionId: string, type: number, lotId: string): Promise<boolean> {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(liveMessages)
      .where(and(eq(liveMessages.sessionId, sessionId), eq(liveMessages.type, type), eq(liveMessages.lotId, lotId)))
      .limit(1);
    return !!row;
  },

  async insertMessage(tx: Tx, values: NewLiveMessage): Promise<LiveMessageRow> {
    const [row] = await tx.insert(liveMessages).values(values).returning();
    return row as LiveMessageRow;
  },

  async findMessage(db: DbOrTx, sessionId: string, id: string) {
    const [row] = await db
      .select()
      .from(liveMessages)
      .where(and(eq(liveMessages.sessionId, sessionId), eq(liveMessages.id, id)));
    return row;
  },

  /** Marks a message deleted unless it already is; answers whether this call did it. */
  async markDeleted(tx: Tx, id: string, by: string, at: Date): Promise<boolean> {
    const rows = await tx
      .update(liveMessages)
      .set({ deletedAt: at, deletedBy: by })
      .where(and(eq(liveMessages.id, id), isNull(liveMessages.deletedAt)))
      .returning({ id: liveMessages.id });
    return rows.length === 1;
  },

  /** Messages not deleted: after `after` in order, or the newest `limit` (returned in order). */
  async messages(db: DbOrTx, sessionId: string, after: number | undefined, limit: number) {
    const live = and(eq(liveMessages.sessionId, sessionId), isNull(liveMessages.deletedAt));
    if (after !== undefined) {
      return db
        .select()
        .from(liveMessages)
        .where(and(live, gt(liveMessages.seq, after)))
        .orderBy(asc(liveMessages.seq))
        .limit(limit);
    }
    const rows = await db.select().from(liveMessages).where(live).orderBy(desc(liveMessages.seq)).limit(limit);
    return rows.reverse();
  },

  async follow(db: DbOrTx, followerId: string, hostId: string, at: Date): Promise<void> {
    await db.insert(liveFollows).values({ followerId, hostId, createdAt: at }).onConflictDoNothing();
  },

  async unfollow(db: DbOrTx, followerId: string, hostId: string): Promise<void> {
    await db.delete(liveFollows).where(and(eq(liveFollows.followerId, followerId), eq(liveFollows.hostId, hostId)));
  },

  async isFollowing(db: DbOrTx, followerId: string, hostId: string): Promise<boolean> {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(liveFollows)
      .where(and(eq(liveFollows.followerId, followerId), eq(liveFollows.hostId, hostId)));
    return !!row;
  },

  async followerCount(db: DbOrTx, hostId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(liveFollows).where(eq(liveFollows.hostId, hostId));
    return Number(row?.n ?? 0);
  },

  async followersOf(db: DbOrTx, hostId: string): Promise<string[]> {
    const rows = await db
      .select({ id: liveFollows.followerId })
      .from(liveFollows)
      .where(eq(liveFollows.hostId, hostId))
      .limit(10_000);
    return rows.map((r) => r.id);
  },

  async followedHosts(db: DbOrTx, userId: string): Promise<string[]> {
    const rows = await db
      .select({ id: liveFollows.hostId })
      .from(liveFollows)
      .where(eq(liveFollows.followerId, userId))
      .limit(1_000);
    return rows.map((r) => r.id);
  },

  async roomsIn(db: DbOrTx, sessionIds: readonly string[]): Promise<LiveRoomRow[]> {
    if (!sessionIds.length) return [];
    return db
      .select()
      .from(liveRooms)
      .where(inArray(liveRooms.sessionId, [...sessionIds]));
  },

  /** Rooms live now whose host the user follows. */
  async liveRoomsFollowedBy(db: DbOrTx, userId: string) {
    const hosts = db.select({ id: liveFollows.hostId }).from(liveFollows).where(eq(liveFollows.followerId, userId));
    return db
      .select()
      .from(liveRooms)
      .where(and(eq(liveRooms.status, 'live'), inArray(liveRooms.hostId, hosts)))
      .orderBy(desc(liveRooms.startedAt))
      .limit(50);
  },
};
