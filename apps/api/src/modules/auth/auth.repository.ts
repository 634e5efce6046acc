import type { SmsPurpose } from '@souq/shared';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pushDevices, sessions, smsCodes } from './auth.tables';

export const authRepository = {
  async insertSession(db: DbOrTx, values: typeof sessions.$inferInsert) {
    const [row] = await db.insert(sessions).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async findSessionByHash(db: DbOrTx, tokenHash: string) {
    const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    return row;
  },

  async revokeSession(db: DbOrTx, sessionId: string, at: Date) {
    await db
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  },

  async revokeAllSessions(db: DbOrTx, userId: string, at: Date) {
    await db
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  },

  async deletePushDevicesOfSession(db: DbOrTx, sessionId: string) {
    await db.delete(pushDevices).where(eq(pushDevices.sessionId, sessionId));
  },

  async deletePushDevicesOfUser(db: DbOrTx, userId: string) {
    await db.delete(pushDevices).where(eq(pushDevices.userId, userId));
  },

  /** A push id belongs to one device: binding it again moves it to this user and session. */
  async upsertPushDevice(db: DbOrTx, values: typeof pushDevices.$inferInsert) {
    await db
      .insert(pushDevices)
      .values(values)
      .onConflictDoUpdate({
        target: pushDevices.pushId,
        set: { userId: values.userId, sessionId: values.sessionId, platform: values.platform, createdAt: sql`now()` },
      });
  },

  async listPushDevices(db: DbOrTx, userId: string) {
    return db.select().from(pushDevices).where(eq(pushDevices.userId, userId));
  },

  /** Serialises code requests for one number across connections and nodes. */
  async lockMobile(db: DbOrTx, mobile: string) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${mobile}`}))`);
  },

  async latestCode(db: DbOrTx, mobile: string) {
    const [row] = await db
      .select()
      .from(smsCodes)
      .where(eq(smsCodes.mobile, mobile))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    return row;
  },

  async countCodesSince(db: DbOrTx, mobile: string, since: Date) {
    const [row] = await db
      .select({ n: count() })
      .from(smsCodes)
      .where(and(eq(smsCodes.mobile, mobile), gt(smsCodes.createdAt, since)));
    return row?.n ?? 0;
  },

  async insertCode(db: DbOrTx, values: typeof smsCodes.$inferInsert): Promise<string> {
    const [row] = await db.insert(smsCodes).values(values).returning({ id: smsCodes.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  },

  async deleteCode(db: DbOrTx, codeId: string) {
    await db.delete(smsCodes).where(eq(smsCodes.id, codeId));
  },

  async latestCodeFor(db: DbOrTx, mobile: string, purpose: SmsPurpose) {
    const [row] = await db
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose)))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    return row;
  },

  /** Counts a wrong try unless the code is already spent; returns the new count. */
  async recordWrongTry(db: DbOrTx, codeId: string): Promise<number | undefined> {
    const [row] = await db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(and(eq(smsCodes.id, codeId), isNull(smsCodes.consumedAt)))
      .returning({ attempts: smsCodes.attempts });
    return row?.attempts;
  },

  /** Single use: only one caller can consume a code. */
  async consumeCode(db: DbOrTx, codeId: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(smsCodes)
      .set({ consumedAt: at })
      .where(and(eq(smsCodes.id, codeId), isNull(smsCodes.consumedAt)))
      .returning({ id: smsCodes.id });
    return rows.length === 1;
  },
};
