import { and, asc, desc, eq, gt, lte, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { attachPaymentOnce, rowsById } from '../../db/rows';
import { type VipMembershipRow, type VipPlanRow, vipMemberships, vipPlans } from './vip.tables';

export interface MembershipWithPlan {
  membership: VipMembershipRow;
  plan: VipPlanRow;
}

const membershipRows = rowsById(vipMemberships, 'membership');

export const vipRepository = {
  async activePlans(db: DbOrTx): Promise<VipPlanRow[]> {
    return db
      .select()
      .from(vipPlans)
      .where(eq(vipPlans.active, true))
      .orderBy(asc(vipPlans.sortOrder), asc(vipPlans.priceFils));
  },

  async planById(db: DbOrTx, id: string): Promise<VipPlanRow | undefined> {
    const [row] = await db.select().from(vipPlans).where(eq(vipPlans.id, id));
    return row;
  },

  insertMembership: membershipRows.insert,

  async membershipByKey(db: DbOrTx, userId: string, idempotencyKey: string): Promise<VipMembershipRow | undefined> {
    const [row] = await db
      .select()
      .from(vipMemberships)
      .where(and(eq(vipMemberships.userId, userId), eq(vipMemberships.idempotencyKey, idempotencyKey)));
    return row;
  },

  lockMembership: membershipRows.lock,

  updateMembership: membershipRows.update,

  attachPayment: attachPaymentOnce(vipMemberships),

  /**
   * Serialises purchases of one user inside the caller's transaction, so two renewals never start
   * from the same expiry. Released at commit or rollback.
   */
  async lockUser(db: DbOrTx, userId: string): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`vip_memberships:${userId}`}))`);
  },

  /** End of the user's last paid membership (past or future), or null. */
  async lastExpiry(db: DbOrTx, userId: string): Promise<Date | null> {
    const [row] = await db
      .select({ at: max(vipMemberships.expiresAt) })
      .from(vipMemberships)
      .where(and(eq(vipMemberships.userId, userId), eq(vipMemberships.status, 'paid')));
    return row?.at ?? null;
  },

  /** Paid memberships covering the instant `at` (normally one). */
  async coveringAt(db: DbOrTx, userId: string, at: Date): Promise<MembershipWithPlan[]> {
    return db
      .select({ membership: vipMemberships, plan: vipPlans })
      .from(vipMemberships)
      .innerJoin(vipPlans, eq(vipPlans.id, vipMemberships.planId))
      .where(
        and(
          eq(vipMemberships.userId, userId),
          eq(vipMemberships.status, 'paid'),
          lte(vipMemberships.startsAt, at),
          gt(vipMemberships.expiresAt, at),
        ),
      );
  },

  async withPlan(db: DbOrTx, id: string): Promise<MembershipWithPlan | undefined> {
    const [row] = await db
      .select({ membership: vipMemberships, plan: vipPlans })
      .from(vipMemberships)
      .innerJoin(vipPlans, eq(vipPlans.id, vipMemberships.planId))
      .where(eq(vipMemberships.id, id));
    return row;
  },

  async paidHistory(db: DbOrTx, userId: string, limit: number): Promise<MembershipWithPlan[]> {
    return db
      .select({ membership: vipMemberships, plan: vipPlans })
      .from(vipMemberships)
      .innerJoin(vipPlans, eq(vipPlans.id, vipMemberships.planId))
      .where(and(eq(vipMemberships.userId, userId), eq(vipMemberships.status, 'paid')))
      .orderBy(desc(vipMemberships.startsAt), desc(vipMemberships.id))
      .limit(limit);
  },
};
