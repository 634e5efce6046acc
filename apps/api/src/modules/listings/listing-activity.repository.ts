/**
 * What buyers do around cars for sale: favourites, viewed cars (history and view counts) and the
 * last visit of the cars lists (the "new cars" badge). The listing rows themselves are queried in
 * listings.repository.ts.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { pageOf, type TimeIdCursor } from '../../lib/cursor';
import { type ListingSummaryRow, STATUS_SETS, summaryColumns } from './listings.repository';
import { listingFavourites, listings, listingViews, userCarVisits } from './listings.tables';

/** A per-user list of listings (favourites, history): its table and columns. */
interface UserListSource {
  table: typeof listingFavourites | typeof listingViews;
  userId: PgColumn;
  listingId: PgColumn;
  at: typeof listingFavourites.createdAt | typeof listingViews.viewedAt;
}

/** A user's two lists of cars: the hearted ones and the viewed ones. */
export type UserCarList = 'favourites' | 'history';

const USER_LISTS: Record<UserCarList, UserListSource> = {
  favourites: {
    table: listingFavourites,
    userId: listingFavourites.userId,
    listingId: listingFavourites.listingId,
    at: listingFavourites.createdAt,
  },
  history: {
    table: listingViews,
    userId: listingViews.userId,
    listingId: listingViews.listingId,
    at: listingViews.viewedAt,
  },
};

/** One page of a user's list, visible listings only, newest first: (time, listing id) keyset. */
async function userListPage(
  db: DbOrTx,
  src: UserListSource,
  userId: string,
  cursor: TimeIdCursor | null,
  limit: number,
): Promise<{ at: Date; listing: ListingSummaryRow }[]> {
  return db
    .select({ at: src.at, listing: summaryColumns })
    .from(src.table)
    .innerJoin(listings, eq(listings.id, src.listingId))
    .where(
      and(
        eq(src.userId, userId),
        STATUS_SETS.all,
        cursor ? sql`(${src.at}, ${src.listingId}) < (${cursor.at}, ${cursor.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(src.at), desc(src.listingId))
    .limit(limit);
}

export const listingActivityRepository = {
  /** Adds a favourite; true when it was new (a repeat changes nothing). */
  async addFavourite(db: DbOrTx, userId: string, listingId: string, at: Date): Promise<boolean> {
    const rows = await db
      .insert(listingFavourites)
      .values({ userId, listingId, createdAt: at })
      .onConflictDoNothing()
      .returning({ listingId: listingFavourites.listingId });
    return rows.length > 0;
  },

  async removeFavourite(db: DbOrTx, userId: string, listingId: string): Promise<boolean> {
    const rows = await db
      .delete(listingFavourites)
      .where(and(eq(listingFavourites.userId, userId), eq(listingFavourites.listingId, listingId)))
      .returning({ listingId: listingFavourites.listingId });
    return rows.length > 0;
  },

  async isFavourite(db: DbOrTx, userId: string, listingId: string): Promise<boolean> {
    const [row] = await db
      .select({ listingId: listingFavourites.listingId })
      .from(listingFavourites)
      .where(and(eq(listingFavourites.userId, userId), eq(listingFavourites.listingId, listingId)))
      .limit(1);
    return !!row;
  },

  async addToFavouritesCount(db: DbOrTx, listingId: string, delta: number): Promise<number> {
    const [row] = await db
      .update(listings)
      .set({ favouritesCount: sql`greatest(${listings.favouritesCount} + ${delta}, 0)` })
      .where(eq(listings.id, listingId))
      .returning({ n: listings.favouritesCount });
    return row?.n ?? 0;
  },

  async lastView(db: DbOrTx, userId: string, listingId: string): Promise<Date | null> {
    const [row] = await db
      .select({ at: listingViews.viewedAt })
      .from(listingViews)
      .where(and(eq(listingViews.userId, userId), eq(listingViews.listingId, listingId)))
      .limit(1);
    return row?.at ?? null;
  },

  async upsertView(db: DbOrTx, userId: string, listingId: string, at: Date): Promise<void> {
    await db
      .insert(listingViews)
      .values({ userId, listingId, viewedAt: at })
      .onConflictDoUpdate({ target: [listingViews.userId, listingViews.listingId], set: { viewedAt: at } });
  },

  async addView(db: DbOrTx, listingId: string): Promise<void> {
    await db
      .update(listings)
      .set({ views: sql`${listings.views} + 1` })
      .where(eq(listings.id, listingId));
  },

  /**
   * One page of the user's favourites (newest heart first) or viewed cars (last viewed first) that
   * buyers can still see: fetches `limit + 1` after the (time, listing id) cursor to know of a next page.
   */
  async userCarsPage(
    db: DbOrTx,
    list: UserCarList,
    userId: string,
    cursor: TimeIdCursor | null,
    limit: number,
  ): Promise<{ items: { at: Date; listing: ListingSummaryRow }[]; nextCursor: string | null }> {
    const rows = await userListPage(db, USER_LISTS[list], userId, cursor, limit + 1);
    return pageOf(
      rows,
      limit,
      (r) => ({ at: r.at, id: r.listing.id }),
      (r) => r,
    );
  },

  async clearHistory(db: DbOrTx, userId: string): Promise<number> {
    const rows = await db
      .delete(listingViews)
      .where(eq(listingViews.userId, userId))
      .returning({ listingId: listingViews.listingId });
    return rows.length;
  },

  async deleteHistoryItem(db: DbOrTx, userId: string, listingId: string): Promise<boolean> {
    const rows = await db
      .delete(listingViews)
      .where(and(eq(listingViews.userId, userId), eq(listingViews.listingId, listingId)))
      .returning({ listingId: listingViews.listingId });
    return rows.length > 0;
  },

  async lastVisit(db: DbOrTx, userId: string): Promise<Date | null> {
    const [row] = await db
      .select({ at: userCarVisits.lastVisitAt })
      .from(userCarVisits)
      .where(eq(userCarVisits.userId, userId))
      .limit(1);
    return row?.at ?? null;
  },

  async setVisit(db: DbOrTx, userId: string, at: Date): Promise<void> {
    await db
      .insert(userCarVisits)
      .values({ userId, lastVisitAt: at })
      .onConflictDoUpdate({ target: userCarVisits.userId, set: { lastVisitAt: at } });
  },
};
