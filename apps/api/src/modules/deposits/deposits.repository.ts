import type { DepositStatus } from '@souq/shared';
import { and, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { attachPaymentOnce, rowsById } from '../../db/rows';
import type { TimeIdCursor } from '../../lib/cursor';
import { type DepositRow, deposits } from './deposits.tables';

const depositRows = rowsById(deposits, 'deposit');

export const depositsRepository = {
  insert: depositRows.insert,

  findById: depositRows.find,

  /** The row, locked until the transaction ends: resolutions of one deposit run one at a time. */
  lockById: depositRows.lock,

  async findByKey(db: DbOrTx, userId: string, idempotencyKey: string): Promise<DepositRow | undefined> {
    const [row] = await db
      .select()
      .from(deposits)
      .where(and(eq(deposits.userId, userId), eq(deposits.idempotencyKey, idempotencyKey)));
    return row;
  },

  update: depositRows.update,

  byIds: depositRows.byIds,

  /**
   * Moves the expected release date of a ref's live deposits later (never earlier); answers the
   * holds of those already held.
   */
  async postponeRelease(db: DbOrTx, ref: { type: string; id: string }, releaseAt: Date): Promise<string[]> {
    const rows = await db
      .update(deposits)
      .set({ releaseAt })
      .where(
        and(
          eq(deposits.refType, ref.type),
          eq(deposits.refId, ref.id),
          inArray(deposits.status, ['pending_payment', 'held']),
          or(isNull(deposits.releaseAt), lt(deposits.releaseAt, releaseAt)),
        ),
      )
      .returning({ holdId: deposits.holdId });
    return rows.flatMap((r) => (r.holdId ? [r.holdId] : []));
  },

  /** Sets the card payment once; a second caller with the same payment changes nothing. */
  attachPayment: attachPaymentOnce(deposits),

  async page(
    db: DbOrTx,
    userId: string,
    cursor: TimeIdCursor | null,
    limit: number,
    status?: DepositStatus,
  ): Promise<DepositRow[]> {
    const after = cursor
      ? or(lt(deposits.createdAt, cursor.at), and(eq(deposits.createdAt, cursor.at), lt(deposits.id, cursor.id)))
      : undefined;
    return db
      .select()
      .from(deposits)
      .where(and(eq(deposits.userId, userId), status ? eq(deposits.status, status) : undefined, after))
      .orderBy(desc(deposits.createdAt), desc(deposits.id))
      .limit(limit);
  },
};
