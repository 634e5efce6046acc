import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { TimeIdCursor } from '../../lib/cursor';
import { notifications } from './notifications.tables';

export type NotificationRow = typeof notifications.$inferSelect;

export const notificationsRepository = {
  async insert(db: DbOrTx, values: typeof notifications.$inferInsert): Promise<NotificationRow> {
    const [row] = await db.insert(notifications).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async page(db: DbOrTx, userId: string, cursor: TimeIdCursor | null, limit: number) {
    const after = cursor
      ? or(
          lt(notifications.createdAt, cursor.at),
          and(eq(notifications.createdAt, cursor.at), lt(notifications.id, cursor.id)),
        )
      : undefined;
    return db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), after))
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

  /** Marks one of the user's notifications; false when it is not theirs. */
  async markRead(db: DbOrTx, userId: string, id: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    return rows.length === 1;
  },

  async markAllRead(db: DbOrTx, userId: string, at: Date) {
    await db
      .update(notifications)
      .set({ readAt: at })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
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
};
