import type { BookingStatus } from '@souq/shared';
import { and, asc, desc, eq, ilike, inArray, isNotNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { attachPaymentOnce, rowsById } from '../../db/rows';
import type { TimeIdCursor } from '../../lib/cursor';
import { type RentalBookingRow, rentalBookingDrivers, rentalBookings } from './rentals.tables';

export type BookingDriverRow = typeof rentalBookingDrivers.$inferSelect;
export type NewBooking = typeof rentalBookings.$inferInsert;
export type BookingChanges = Partial<Omit<NewBooking, 'id' | 'renterId' | 'merchantId' | 'carId'>>;

export interface BookingListFilter {
  renterId?: string;
  merchantId?: string;
  status?: BookingStatus;
  /** Order number, renter name, phone or email (case-insensitive, part of it). */
  q?: string;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const bookingRows = rowsById(rentalBookings, 'rental booking');

/** Drizzle queries of rental bookings; no rules. */
export const bookingsRepository = {
  insert: bookingRows.insert,

  async insertDrivers(db: DbOrTx, rows: (typeof rentalBookingDrivers.$inferInsert)[]): Promise<void> {
    if (rows.length) await db.insert(rentalBookingDrivers).values(rows);
  },

  findById: bookingRows.find,

  /** Order numbers of some bookings, by booking id, in one query. */
  async orderNosByIds(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: rentalBookings.id, orderNo: rentalBookings.orderNo })
      .from(rentalBookings)
      .where(inArray(rentalBookings.id, [...ids]));
    return new Map(rows.map((r) => [r.id, r.orderNo]));
  },

  /** The row, locked until the transaction ends: the steps of one booking run one at a time. */
  lockById: bookingRows.lock,

  async findByKey(db: DbOrTx, renterId: string, idempotencyKey: string): Promise<RentalBookingRow | undefined> {
    const [row] = await db
      .select()
      .from(rentalBookings)
      .where(and(eq(rentalBookings.renterId, renterId), eq(rentalBookings.idempotencyKey, idempotencyKey)));
    return row;
  },

  async update(db: DbOrTx, id: string, changes: BookingChanges): Promise<RentalBookingRow> {
    const [row] = await db.update(rentalBookings).set(changes).where(eq(rentalBookings.id, id)).returning();
    if (!row) throw new Error(`rental booking ${id} vanished`);
    return row;
  },

  /** Sets the card payment once; a second caller changes nothing. */
  attachPayment: attachPaymentOnce(rentalBookings),

  async driversOf(db: DbOrTx, bookingIds: readonly string[]): Promise<BookingDriverRow[]> {
    if (bookingIds.length === 0) return [];
    return db
      .select()
      .from(rentalBookingDrivers)
      .where(inArray(rentalBookingDrivers.bookingId, [...bookingIds]))
      .orderBy(asc(rentalBookingDrivers.name), asc(rentalBookingDrivers.driverId));
  },

  /** Newest first, keyset on (created_at, id). */
  async page(
    db: DbOrTx,
    filter: BookingListFilter,
    cursor: TimeIdCursor | null,
    limit: number,
  ): Promise<RentalBookingRow[]> {
    const b = rentalBookings;
    const conditions: (SQL | undefined)[] = [
      filter.renterId ? eq(b.renterId, filter.renterId) : undefined,
      filter.merchantId ? eq(b.merchantId, filter.merchantId) : undefined,
      filter.status ? eq(b.status, filter.status) : undefined,
    ];
    const q = filter.q?.trim();
    if (q) {
      const like = `%${escapeLike(q)}%`;
      conditions.push(
        or(ilike(b.orderNo, like), ilike(b.renterName, like), ilike(b.renterMobile, like), ilike(b.renterEmail, like)),
      );
    }
    if (cursor) {
      conditions.push(or(lt(b.createdAt, cursor.at), and(eq(b.createdAt, cursor.at), lt(b.id, cursor.id))));
    }
    return db
      .select()
      .from(b)
      .where(and(...conditions))
      .orderBy(desc(b.createdAt), desc(b.id))
      .limit(limit);
  },

  // ---- the sweeper's queues: one due row at a time, claimed with SKIP LOCKED --------------

  /** A card booking whose payment window has closed, locked; rows other nodes hold are skipped. */
  async claimUnpaid(tx: DbOrTx, now: Date): Promise<RentalBookingRow | undefined> {
    const [row] = await tx
      .select()
      .from(rentalBookings)
      .where(and(eq(rentalBookings.status, 'pending_payment'), lte(rentalBookings.paymentDueAt, now)))
      .orderBy(asc(rentalBookings.paymentDueAt))
      .limit(1)
      .for('update', { skipLocked: true });
    return row;
  },

  /** A short-notice booking the merchant did not confirm before its pick-up time, locked. */
  async claimUnconfirmed(tx: DbOrTx, now: Date): Promise<RentalBookingRow | undefined> {
    const [row] = await tx
      .select()
      .from(rentalBookings)
      .where(and(eq(rentalBookings.status, 'awaiting_confirmation'), lte(rentalBookings.pickupAt, now)))
      .orderBy(asc(rentalBookings.pickupAt))
      .limit(1)
      .for('update', { skipLocked: true });
    return row;
  },

  /** A completed booking whose deposit remainder is due for release, locked. */
  async claimDepositRelease(tx: DbOrTx, now: Date): Promise<RentalBookingRow | undefined> {
    const [row] = await tx
      .select()
      .from(rentalBookings)
      .where(
        and(
          eq(rentalBookings.depositReleasedFils, 0n),
          isNotNull(rentalBookings.depositReleaseAt),
          lte(rentalBookings.depositReleaseAt, now),
          isNotNull(rentalBookings.depositHoldId),
          eq(rentalBookings.status, 'completed'),
        ),
      )
      .orderBy(asc(rentalBookings.depositReleaseAt))
      .limit(1)
      .for('update', { skipLocked: true });
    return row;
  },
};
