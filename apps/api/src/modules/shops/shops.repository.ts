import type { CityFilter, ShopStatus } from '@souq/shared';
import { and, asc, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsById } from '../../db/rows';
import type { KeyIdCursor, TimeIdCursor } from '../../lib/cursor';
import { cityCondition } from '../regions/city-filter';
import { type ShopConsultantRow, type ShopRow, shopConsultants, shopFollows, shops } from './shops.tables';

export type NewShop = typeof shops.$inferInsert;
export type ShopChanges = Partial<Omit<NewShop, 'id' | 'ownerId' | 'createdAt' | 'followersCount'>>;
export type ConsultantChanges = Partial<Omit<typeof shopConsultants.$inferInsert, 'id' | 'shopId' | 'createdAt'>>;

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Name search: any part of the name, any case (the trigram index on lower(name) serves LIKE). */
function nameMatches(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return sql`lower(${shops.name}) like ${likePattern(q)}`;
}

function cityMatches(city: CityFilter): SQL | undefined {
  return cityCondition(city, { cityId: shops.cityId, emirateId: shops.emirateId });
}

export interface ShopSearch {
  statuses: readonly ShopStatus[];
  q?: string;
  city: CityFilter;
  limit: number;
}

const shopRows = rowsById(shops, 'shop');

export const shopsRepository = {
  insert: shopRows.insert,

  findById: shopRows.find,

  /** The row, locked until the transaction ends: reviews of one shop run one at a time. */
  lockById: shopRows.lock,

  async findByOwner(db: DbOrTx, ownerId: string): Promise<ShopRow | undefined> {
    const [row] = await db.select().from(shops).where(eq(shops.ownerId, ownerId));
    return row;
  },

  findMany: shopRows.byIds,

  async update(db: DbOrTx, id: string, changes: ShopChanges): Promise<ShopRow> {
    const [row] = await db.update(shops).set(changes).where(eq(shops.id, id)).returning();
    if (!row) throw new Error(`shop ${id} vanished`);
    return row;
  },

  /** Most followed first; ties by id. */
  async pageByFollowers(db: DbOrTx, s: ShopSearch, cursor: KeyIdCursor | null): Promise<ShopRow[]> {
    const after = cursor
      ? sql`(${shops.followersCount}, ${shops.id}) < (${Number(cursor.key)}, ${cursor.id})`
      : undefined;
    return db
      .select()
      .from(shops)
      .where(and(inArray(shops.status, [...s.statuses]), nameMatches(s.q), cityMatches(s.city), after))
      .orderBy(desc(shops.followersCount), desc(shops.id))
      .limit(s.limit);
  },

  async pageByNewest(db: DbOrTx, s: ShopSearch, cursor: TimeIdCursor | null): Promise<ShopRow[]> {
    const after = cursor
      ? or(lt(shops.createdAt, cursor.at), and(eq(shops.createdAt, cursor.at), lt(shops.id, cursor.id)))
      : undefined;
    return db
      .select()
      .from(shops)
      .where(and(inArray(shops.status, [...s.statuses]), nameMatches(s.q), cityMatches(s.city), after))
      .orderBy(desc(shops.createdAt), desc(shops.id))
      .limit(s.limit);
  },

  // ---- follows ----

  /** True when this call created the follow (a repeat changes nothing). */
  async insertFollow(db: DbOrTx, userId: string, shopId: string, at: Date): Promise<boolean> {
    const rows = await db
      .insert(shopFollows)
      .values({ userId, shopId, createdAt: at })
      .onConflictDoNothing()
      .returning({ shopId: shopFollows.shopId });
    return rows.length > 0;
  },

  /** True when this call removed the follow. */
  async deleteFollow(db: DbOrTx, userId: string, shopId: string): Promise<boolean> {
    const rows = await db
      .delete(shopFollows)
      .where(and(eq(shopFollows.userId, userId), eq(shopFollows.shopId, shopId)))
      .returning({ shopId: shopFollows.shopId });
    return rows.length > 0;
  },

  /** Moves the counter in one atomic UPDATE and answers the new value. */
  async addFollowers(db: DbOrTx, shopId: string, delta: number): Promise<number> {
    const [row] = await db
      .update(shops)
      .set({ followersCount: sql`${shops.followersCount} + ${delta}` })
      .where(eq(shops.id, shopId))
      .returning({ n: shops.followersCount });
    return row?.n ?? 0;
  },

  async followedIds(db: DbOrTx, userId: string, shopIds: readonly string[]): Promise<Set<string>> {
    if (shopIds.length === 0) return new Set();
    const rows = await db
      .select({ shopId: shopFollows.shopId })
      .from(shopFollows)
      .where(and(eq(shopFollows.userId, userId), inArray(shopFollows.shopId, [...shopIds])));
    return new Set(rows.map((r) => r.shopId));
  },

  /** A user's followed shops, newest follow first; shops no longer public are left out. */
  async followedPage(
    db: DbOrTx,
    userId: string,
    statuses: readonly ShopStatus[],
    cursor: TimeIdCursor | null,
    limit: number,
  ): Promise<{ shop: ShopRow; followedAt: Date }[]> {
    const after = cursor
      ? or(
          lt(shopFollows.createdAt, cursor.at),
          and(eq(shopFollows.createdAt, cursor.at), lt(shopFollows.shopId, cursor.id)),
        )
      : undefined;
    return db
      .select({ shop: shops, followedAt: shopFollows.createdAt })
      .from(shopFollows)
      .innerJoin(shops, eq(shops.id, shopFollows.shopId))
      .where(and(eq(shopFollows.userId, userId), inArray(shops.status, [...statuses]), after))
      .orderBy(desc(shopFollows.createdAt), desc(shopFollows.shopId))
      .limit(limit);
  },

  async countFollows(db: DbOrTx, shopId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(shopFollows)
      .where(eq(shopFollows.shopId, shopId));
    return row?.n ?? 0;
  },

  // ---- consultants ----

  async consultantsOf(db: DbOrTx, shopId: string): Promise<ShopConsultantRow[]> {
    return db
      .select()
      .from(shopConsultants)
      .where(eq(shopConsultants.shopId, shopId))
      .orderBy(asc(shopConsultants.createdAt), asc(shopConsultants.id));
  },

  async countConsultants(db: DbOrTx, shopId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(shopConsultants)
      .where(eq(shopConsultants.shopId, shopId));
    return row?.n ?? 0;
  },

  async insertConsultant(db: DbOrTx, values: typeof shopConsultants.$inferInsert): Promise<ShopConsultantRow> {
    const [row] = await db.insert(shopConsultants).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  /** Only a consultant of this shop; undefined for anyone else's. */
  async updateConsultant(
    db: DbOrTx,
    shopId: string,
    id: string,
    changes: ConsultantChanges,
  ): Promise<ShopConsultantRow | undefined> {
    const [row] = await db
      .update(shopConsultants)
      .set(changes)
      .where(and(eq(shopConsultants.id, id), eq(shopConsultants.shopId, shopId)))
      .returning();
    return row;
  },

  async deleteConsultant(db: DbOrTx, shopId: string, id: string): Promise<boolean> {
    const rows = await db
      .delete(shopConsultants)
      .where(and(eq(shopConsultants.id, id), eq(shopConsultants.shopId, shopId)))
      .returning({ id: shopConsultants.id });
    return rows.length > 0;
  },
};
