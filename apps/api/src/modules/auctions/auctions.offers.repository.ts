import { and, asc, desc, eq, gt, inArray, lte, ne, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsById } from '../../db/rows';
import { type AuctionOfferRow, auctionBids, auctionLots, auctionOffers } from './auctions.tables';

const offerRows = rowsById(auctionOffers, 'auction offer');

/** Second-chance offers: queries only (the rules are in auctions.second-chance.ts). */
export const offersRepository = {
  insert: offerRows.insert,
  find: offerRows.find,
  lock: offerRows.lock,
  update: offerRows.update,

  async ofLot(db: DbOrTx, lotId: string): Promise<AuctionOfferRow | undefined> {
    const [row] = await db.select().from(auctionOffers).where(eq(auctionOffers.lotId, lotId));
    return row;
  },

  /**
   * The runner-up of a lot: the bidder other than `leaderId` with the highest bid in the log (the
   * earlier on a tie), and that bid. Undefined when nobody else bid.
   */
  async runnerUp(
    db: DbOrTx,
    lotId: string,
    leaderId: string | null,
  ): Promise<{ bidderId: string; amountFils: bigint } | undefined> {
    const [row] = await db
      .select({ bidderId: auctionBids.bidderId, amountFils: auctionBids.amountFils })
      .from(auctionBids)
      .where(and(eq(auctionBids.lotId, lotId), leaderId ? ne(auctionBids.bidderId, leaderId) : undefined))
      .orderBy(desc(auctionBids.amountFils), asc(auctionBids.seq))
      .limit(1);
    return row;
  },

  /** Whether the lot's car is in another lot that has not closed (released again after the default). */
  async carInAnotherLot(db: DbOrTx, listingId: string, lotId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: auctionLots.id })
      .from(auctionLots)
      .where(
        and(
          eq(auctionLots.listingId, listingId),
          ne(auctionLots.id, lotId),
          notInArray(auctionLots.status, ['closed', 'rejected']),
        ),
      )
      .limit(1);
    return !!row;
  },

  /** Open offers to a bidder, soonest deadline first (at most `limit`). */
  async openFor(db: DbOrTx, bidderId: string, now: Date, limit: number): Promise<AuctionOfferRow[]> {
    return db
      .select()
      .from(auctionOffers)
      .where(
        and(eq(auctionOffers.bidderId, bidderId), eq(auctionOffers.status, 'open'), gt(auctionOffers.expiresAt, now)),
      )
      .orderBy(asc(auctionOffers.expiresAt), asc(auctionOffers.id))
      .limit(limit);
  },

  /** Ids of open offers whose time ran out (the scheduler). */
  async dueToExpire(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
    const rows = await db
      .select({ id: auctionOffers.id })
      .from(auctionOffers)
      .where(and(eq(auctionOffers.status, 'open'), lte(auctionOffers.expiresAt, now)))
      .orderBy(asc(auctionOffers.expiresAt))
      .limit(limit);
    return rows.map((r) => r.id);
  },

  /** The offer, locked, if it is still open and its time ran out; undefined when answered or held by another node. */
  async claimExpired(db: DbOrTx, id: string, now: Date): Promise<AuctionOfferRow | undefined> {
    const [row] = await db
      .select()
      .from(auctionOffers)
      .where(and(eq(auctionOffers.id, id), eq(auctionOffers.status, 'open'), lte(auctionOffers.expiresAt, now)))
      .for('update', { skipLocked: true });
    return row;
  },

  async lotsByIds(db: DbOrTx, ids: readonly string[]) {
    if (!ids.length) return [];
    return db
      .select({ id: auctionLots.id, title: auctionLots.title })
      .from(auctionLots)
      .where(inArray(auctionLots.id, [...ids]));
  },
};
