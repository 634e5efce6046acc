import { KNOWN_PREFIXES, type NotificationCategory, prefixesOf } from '@souq/shared/notifications/notification-route';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { TimeIdCursor } from '../../lib/cursor';
import { notifications, pushSubscriptions, stationMessages } from './notifications.tables';

export type NotificationRow = typeof notifications.$inferSelect;
export type StationMessageRow = typeof stationMessages.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** The first segment of the dotted type, as SQL. */
const prefix = sql<string>`split_part(${notifications.type}, '.', 1)`;

/** Rows of one category: its prefixes; `system` also takes every prefix nobody named. */
function ofCategory(category: NotificationCategory | undefined): SQL | undefined {
  if (!category) return undefined;
  const own = inArray(prefix, prefixesOf(category));
  return category === 'system' ? or(own, notInArray(prefix, [...KNOWN_PREFIXES])) : own;
}

export const notificationsRepository = {
  async insert(db: DbOrTx, values: typeof notifications.$inferInsert): Promise<NotificationRow> {
    const [row] = await db.insert(notifications).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async page(db: DbOrTx, userId: string, cursor: TimeIdCursor | null, limit: number, category?: NotificationCategory) {
    const after = cursor
      ? or(
          lt(notifications.createdAt, cursor.at),
          and(eq(notifications.createdAt, cursor.at), lt(notifications.id, cursor.id)),
        )
      : undefined;
    return db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), after, ofCategory(category)))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit);
  },

  async unreadCount(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.n ?? 0;
  },

  /** Unread rows per type prefix. */
  async unreadByPrefix(db: DbOrTx, userId: string): Promise<{ prefix: string; n: number }[]> {
    return db
      .select({ prefix, n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .groupBy(prefix);
  },

  /** Marks one of the user's notifications; false when it is not theirs. */
  async markRead(db: DbOrTx, userId: string, id: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    return rows.length === 1;
  },

  async markAllRead(db: DbOrTx, userId: string, at: Date, category?: NotificationCategory) {
    await db
      .update(notifications)
      .set({ readAt: at })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ofCategory(category)));
  },

  async deleteAllOf(db: DbOrTx, userId: string) {
    await db.delete(notifications).where(eq(notifications.userId, userId));
  },

  /** Keeps the newest `keep` rows of a user (the spec shows at most 1000). */
  async trim(db: DbOrTx, userId: string, keep: number) {
    await db.execute(sql`
      delete from ${notifications} where ${notifications.userId} = ${userId} and ${notifications.id} not in (
        select ${notifications.id} from ${notifications} where ${notifications.userId} = ${userId}
        order by ${notifications.createdAt} desc, ${notifications.id} desc limit ${keep})`);
  },

  // ---- station messages ----

  async insertStation(db: DbOrTx, values: typeof stationMessages.$inferInsert): Promise<StationMessageRow> {
    const [row] = await db.insert(stationMessages).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  /**
   * Gives the user each broadcast to everyone sent since `since` that they do not hold yet, as a
   * notification row of its own (read state per user). Answers how many arrived.
   */
  async deliverBroadcasts(db: DbOrTx, userId: string, since: Date): Promise<number> {
    const rows = await db.execute(sql`
      insert into ${notifications} (user_id, type, title_key, params, route, created_at, station_message_id)
      select ${userId}, 'station.message', 'notifications:station.message',
             jsonb_build_object('title', s.title, 'body', s.body), s.route, s.created_at, s.id
      from ${stationMessages} s
      where s.audience = 'all' and s.created_at >= ${since.toISOString()}::timestamptz
        and not exists (select 1 from ${notifications} n where n.user_id = ${userId} and n.station_message_id = s.id)
      on conflict do nothing
      returning id`);
    return (rows as unknown as { rows?: unknown[] }).rows?.length ?? (rows as unknown as unknown[]).length ?? 0;
  },

  async stationPage(db: DbOrTx, cursor: TimeIdCursor | null, limit: number) {
    const after = cursor
      ? or(
          lt(stationMessages.createdAt, cursor.at),
          and(eq(stationMessages.createdAt, cursor.at), lt(stationMessages.id, cursor.id)),
        )
      : undefined;
    return db
      .select()
      .from(stationMessages)
      .where(after)
      .orderBy(desc(stationMessages.createdAt), desc(stationMessages.id))
      .limit(limit);
  },

  // ---- push subscriptions ----

  /** One row per endpoint: subscribing again (another user or session on that browser) takes it over. */
  async upsertSubscription(db: DbOrTx, values: typeof pushSubscriptions.$inferInsert): Promise<PushSubscriptionRow> {
    const [row] = await db
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: values.userId,
          sessionId: values.sessionId,
          kind: values.kind,
          p256dh: values.p256dh ?? null,
          auth: values.auth ?? null,
          lang: values.lang ?? 'en',
          createdAt: values.createdAt,
        },
      })
      .returning();
    if (!row) throw new Error('upsert returned no row');
    return row;
  },

  async subscriptionsOf(db: DbOrTx, userId: string): Promise<PushSubscriptionRow[]> {
    return db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
  },

  async subscriptionsOfMany(db: DbOrTx, userIds: readonly string[]): Promise<PushSubscriptionRow[]> {
    if (userIds.length === 0) return [];
    return db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, [...userIds]))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
  },

  async deleteSubscriptionOf(db: DbOrTx, userId: string, endpoint: string): Promise<boolean> {
    const rows = await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
      .returning({ id: pushSubscriptions.id });
    return rows.length > 0;
  },

  /** The subscriptions of revoked sessions: one session (logout), or every session of a user but `keepSessionId`. */
  async deleteSubscriptionsOfSession(db: DbOrTx, sessionId: string) {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
  },

  async deleteSubscriptionsOfUser(db: DbOrTx, userId: string, keepSessionId?: string) {
    await db
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.userId, userId),
          keepSessionId ? ne(pushSubscriptions.sessionId, keepSessionId) : undefined,
        ),
      );
  },

  async moveSubscriptionsToSession(db: DbOrTx, fromSessionId: string, toSessionId: string) {
    await db
      .update(pushSubscriptions)
      .set({ sessionId: toSessionId })
      .where(eq(pushSubscriptions.sessionId, fromSessionId));
  },

  async deleteSubscriptions(db: DbOrTx, ids: string[]) {
    if (ids.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
  },

  /** Every subscription, in id order from `afterId` (for a broadcast's pushes). */
  async subscriptionBatch(db: DbOrTx, afterId: string | null, limit: number): Promise<PushSubscriptionRow[]> {
    return db
      .select()
      .from(pushSubscriptions)
      .where(afterId ? gt(pushSubscriptions.id, afterId) : undefined)
      .orderBy(asc(pushSubscriptions.id))
      .limit(limit);
  },
};
