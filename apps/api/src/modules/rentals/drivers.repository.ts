import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type RentalDriverRow, rentalDrivers } from './rentals.tables';

export const driversRepository = {
  async insert(db: DbOrTx, values: typeof rentalDrivers.$inferInsert): Promise<RentalDriverRow> {
    const [row] = await db.insert(rentalDrivers).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async findById(db: DbOrTx, id: string): Promise<RentalDriverRow | undefined> {
    const [row] = await db.select().from(rentalDrivers).where(eq(rentalDrivers.id, id));
    return row;
  },

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

  async update(db: DbOrTx, id: string, changes: Partial<typeof rentalDrivers.$inferInsert>): Promise<RentalDriverRow> {
    const [row] = await db.update(rentalDrivers).set(changes).where(eq(rentalDrivers.id, id)).returning();
    if (!row) throw new Error(`driver ${id} vanished`);
    return row;
  },
};
