import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { uploads } from './uploads.tables';

export type UploadRow = typeof uploads.$inferSelect;

export const uploadsRepository = {
  async insert(db: DbOrTx, values: typeof uploads.$inferInsert): Promise<UploadRow> {
    const [row] = await db.insert(uploads).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async findById(db: DbOrTx, id: string): Promise<UploadRow | undefined> {
    const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
    return row;
  },

  async findOwned(db: DbOrTx, ownerId: string, id: string): Promise<UploadRow | undefined> {
    const [row] = await db
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, id), eq(uploads.ownerId, ownerId)))
      .limit(1);
    return row;
  },

  async findMany(db: DbOrTx, ids: readonly string[]): Promise<UploadRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(uploads)
      .where(inArray(uploads.id, [...ids]));
  },

  async findManyOwned(db: DbOrTx, ownerId: string, ids: readonly string[]): Promise<UploadRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(uploads)
      .where(and(inArray(uploads.id, [...ids]), eq(uploads.ownerId, ownerId)));
  },

  /** Deletes every upload of a user and returns the deleted rows (their keys). */
  async deleteAllOf(db: DbOrTx, ownerId: string): Promise<UploadRow[]> {
    return db.delete(uploads).where(eq(uploads.ownerId, ownerId)).returning();
  },
};
