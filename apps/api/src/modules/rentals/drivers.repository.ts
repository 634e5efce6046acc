import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsById } from '../../db/rows';
import { type RentalDriverRow, rentalDrivers } from './rentals.tables';

const driverRows = rowsById(rentalDrivers, 'driver');

export const driversRepository = {
  insert: driverRows.insert,

  findById: driverRows.find,

  /** The user's records among the ids, deleted ones left out. */
  async findOwned(db: DbOrTx, userId: string, ids: readonly string[]): Promise<RentalDriverRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(rentalDrivers)
      .where(
        and(eq(rentalDrivers.userId, userId), inArray(rentalDrivers.id, [...ids]), isNull(rentalDrivers.deletedAt)),
      );
  },

  /** The user's records, newest first. */
  async listOf(db: DbOrTx, userId: string): Promise<RentalDriverRow[]> {
    return db
      .select()
      .from(rentalDrivers)
      .where(and(eq(rentalDrivers.userId, userId), isNull(rentalDrivers.deletedAt)))
      .orderBy(desc(rentalDrivers.createdAt), desc(rentalDrivers.id));
  },

  update: driverRows.update,
};
