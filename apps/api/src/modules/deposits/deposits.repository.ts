import type { DepositStatus } from '@souq/shared';
import { and, desc, eq, lt, or } from 'drizzle-orm';
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
