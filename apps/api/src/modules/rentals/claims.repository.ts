import type { RentalClaimStatus } from '@souq/shared';
import { and, asc, desc, eq, inArray, lt, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsById } from '../../db/rows';
import type { TimeIdCursor } from '../../lib/cursor';
import { type RentalClaimRow, rentalClaims } from './rentals.tables';

export type NewClaim = typeof rentalClaims.$inferInsert;
export type ClaimChanges = Partial<Omit<NewClaim, 'id' | 'bookingId' | 'renterId' | 'merchantId' | 'amountFils'>>;

/** The admin queue: `pending` (disputed, accepted awaiting approval, unanswered past the window) or one status. */
export type ClaimQueueFilter = { pending: true; now: Date } | { pending: false; status: RentalClaimStatus };

const claimRows = rowsById(rentalClaims, 'rental claim');

/** Drizzle queries of rental claims; no rules. */
export const claimsRepository = {
  insert: claimRows.insert,

  findById: claimRows.find,

  async ofBookings(db: DbOrTx, bookingIds: readonly string[]): Promise<RentalClaimRow[]> {
    if (bookingIds.length === 0) return [];
    return db
      .select()
      .from(rentalClaims)
      .where(inArray(rentalClaims.bookingId, [...bookingIds]))
      .orderBy(asc(rentalClaims.createdAt), asc(rentalClaims.id));
  },

  /**
   * Moves a claim from one of `from` to its next state in one conditional UPDATE: of two racing
   * requests only one finds it still in `from`; the other gets undefined. `dueBy` also requires
   * an `open` claim's response window to have ended.
   */
  async transition(
    db: DbOrTx,
    id: string,
    from: readonly RentalClaimStatus[],
    changes: ClaimChanges,
    opts: { openDueBy?: Date } = {},
  ): Promise<RentalClaimRow | undefined> {
    const conditions: (SQL | undefined)[] = [eq(rentalClaims.id, id), inArray(rentalClaims.status, [...from])];
    if (opts.openDueBy) {
      const others = from.filter((s) => s !== 'open');
      conditions.push(
        or(
          others.length ? inArray(rentalClaims.status, others) : undefined,
          and(eq(rentalClaims.status, 'open'), lte(rentalClaims.respondBy, opts.openDueBy)),
        ),
      );
    }
    const [row] = await db
      .update(rentalClaims)
      .set(changes)
      .where(and(...conditions))
      .returning();
    return row;
  },

  async update(db: DbOrTx, id: string, changes: ClaimChanges): Promise<RentalClaimRow> {
    const [row] = await db.update(rentalClaims).set(changes).where(eq(rentalClaims.id, id)).returning();
    if (!row) throw new Error(`rental claim ${id} vanished`);
    return row;
  },

  /** A page of the admin queue, newest first (keyset on created_at, id). */
  async page(
    db: DbOrTx,
    filter: ClaimQueueFilter,
    cursor: TimeIdCursor | null,
    limit: number,
  ): Promise<RentalClaimRow[]> {
    const which = filter.pending
      ? or(
          inArray(rentalClaims.status, ['disputed', 'review']),
          and(eq(rentalClaims.status, 'open'), lte(rentalClaims.respondBy, filter.now)),
        )
      : eq(rentalClaims.status, filter.status);
    const after = cursor
      ? or(
          lt(rentalClaims.createdAt, cursor.at),
          and(eq(rentalClaims.createdAt, cursor.at), lt(rentalClaims.id, cursor.id)),
        )
      : undefined;
    return db
      .select()
      .from(rentalClaims)
      .where(and(which, after))
      .orderBy(desc(rentalClaims.createdAt), desc(rentalClaims.id))
      .limit(limit);
  },
};
