import type { SmsPurpose } from '@souq/shared';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authLockouts, pushDevices, sessions, smsCodes } from './auth.tables';

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

  async countCodesSince(db: DbOrTx, mobile: string, purpose: SmsPurpose, since: Date) {
    const [row] = await db
      .select({ n: count() })
      .from(smsCodes)
      .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose), gt(smsCodes.createdAt, since)));
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

  /**
   * Counts one try of a code before it is checked, in one conditional step: no row comes back
   * when the code is spent or its tries are used up, so concurrent guesses cannot exceed `maxTries`.
   */
  async claimCodeTry(db: DbOrTx, codeId: string, maxTries: number): Promise<boolean> {
    const rows = await db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(and(eq(smsCodes.id, codeId), isNull(smsCodes.consumedAt), lt(smsCodes.attempts, maxTries)))
      .returning({ id: smsCodes.id });
    return rows.length === 1;
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

  /**
   * Counts one sign-in try of a number before it is checked. Returns the tries of the current
   * round, this one included, or undefined while the number is locked. A lock that has run out
   * starts a new round.
   */
  async claimSignInTry(db: DbOrTx, mobile: string, now: Date): Promise<number | undefined> {
    const at = sql`${now.toISOString()}::timestamptz`;
    const [row] = await db
      .insert(authLockouts)
      .values({ mobile, failures: 1, updatedAt: now })
      .onConflictDoUpdate({
        target: authLockouts.mobile,
        set: {
          failures: sql`case when ${authLockouts.lockedUntil} is null then ${authLockouts.failures} + 1 else 1 end`,
          lockedUntil: null,
          updatedAt: now,
        },
        setWhere: sql`${authLockouts.lockedUntil} is null or ${authLockouts.lockedUntil} <= ${at}`,
      })
      .returning({ failures: authLockouts.failures });
    return row?.failures;
  },

  /**
   * Locks the number once its round has `threshold` tries, for `baseSeconds` doubled per earlier
   * lockout (at most `maxSeconds`). Returns the end of the lock only to the one caller that set it.
   */
  async engageSignInLock(
    db: DbOrTx,
    mobile: string,
    now: Date,
    limits: { threshold: number; baseSeconds: number; maxSeconds: number },
  ): Promise<Date | undefined> {
    const at = sql`${now.toISOString()}::timestamptz`;
    const [row] = await db
      .update(authLockouts)
      .set({
        lockedUntil: sql`${at} + make_interval(secs => least(${limits.baseSeconds}::float8 * power(2, least(${authLockouts.lockouts}, 30)), ${limits.maxSeconds}::float8))`,
        lockouts: sql`${authLockouts.lockouts} + 1`,
        failures: 0,
        updatedAt: now,
      })
      .where(
        and(
          eq(authLockouts.mobile, mobile),
          sql`${authLockouts.failures} >= ${limits.threshold}`,
          sql`(${authLockouts.lockedUntil} is null or ${authLockouts.lockedUntil} <= ${at})`,
        ),
      )
      .returning({ lockedUntil: authLockouts.lockedUntil });
    return row?.lockedUntil ?? undefined;
  },

  async signInLockedUntil(db: DbOrTx, mobile: string): Promise<Date | undefined> {
    const [row] = await db
      .select({ lockedUntil: authLockouts.lockedUntil })
      .from(authLockouts)
      .where(eq(authLockouts.mobile, mobile));
    return row?.lockedUntil ?? undefined;
  },

  /** A proven sign-in clears the round and the back-off. */
  async clearSignInTries(db: DbOrTx, mobile: string, now: Date) {
    await db
      .update(authLockouts)
      .set({ failures: 0, lockouts: 0, lockedUntil: null, updatedAt: now })
      .where(and(eq(authLockouts.mobile, mobile), sql`(${authLockouts.failures} > 0 or ${authLockouts.lockouts} > 0)`));
  },
};
