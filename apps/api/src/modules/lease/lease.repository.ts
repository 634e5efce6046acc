import type { LeaseDemandStatus, LeaseOfferStatus } from '@souq/shared';
import { and, desc, eq, ilike, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsById } from '../../db/rows';
import type { TimeIdCursor } from '../../lib/cursor';
import { type CityFilter, cityCondition } from '../regions/city-filter';
import { type LeaseDemandRow, type LeaseOfferRow, leaseDemands, leaseOffers } from './lease.tables';

/** Rows after a (created_at, id) cursor, newest first. */
function after(table: typeof leaseOffers | typeof leaseDemands, cursor: TimeIdCursor | null): SQL | undefined {
  if (!cursor) return undefined;
  return or(lt(table.createdAt, cursor.at), and(eq(table.createdAt, cursor.at), lt(table.id, cursor.id)));
}

/** `%text%` for ILIKE with the pattern characters of the text escaped. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface OfferFilters {
  brandId?: string;
  leaseToOwn?: boolean;
  months?: number;
  maxMonthlyFils?: bigint;
  city?: CityFilter;
}

const offerRows = rowsById(leaseOffers, 'lease offer');
const demandRows = rowsById(leaseDemands, 'lease demand');

export const leaseRepository = {
  insertOffer: offerRows.insert,

  findOffer: offerRows.find,

  async findOffers(db: DbOrTx, ids: string[]): Promise<LeaseOfferRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(leaseOffers).where(inArray(leaseOffers.id, ids));
  },

  updateOffer: offerRows.update,

  /** Active offers, newest first, with the list's filters and the chosen city. */
  async activeOffers(
    db: DbOrTx,
    filters: OfferFilters,
    cursor: TimeIdCursor | null,
    limit: number,
  ): Promise<LeaseOfferRow[]> {
    return db
      .select()
      .from(leaseOffers)
      .where(
        and(
          eq(leaseOffers.status, 'active'),
          filters.brandId ? eq(leaseOffers.brandId, filters.brandId) : undefined,
          filters.leaseToOwn === undefined ? undefined : eq(leaseOffers.leaseToOwn, filters.leaseToOwn),
          filters.months === undefined
            ? undefined
            : sql`${leaseOffers.terms} @> ${JSON.stringify([{ months: filters.months }])}::jsonb`,
          filters.maxMonthlyFils === undefined ? undefined : lte(leaseOffers.fromMonthlyFils, filters.maxMonthlyFils),
          cityCondition(filters.city ?? null, { cityId: leaseOffers.cityId, emirateId: leaseOffers.emirateId }),
          after(leaseOffers, cursor),
        ),
      )
      .orderBy(desc(leaseOffers.createdAt), desc(leaseOffers.id))
      .limit(limit);
  },

  /** An owner's offers (every offer when `ownerId` is null), active and inactive. */
  async offersOf(
    db: DbOrTx,
    ownerId: string | null,
    status: LeaseOfferStatus | undefined,
    cursor: TimeIdCursor | null,
    limit: number,
  ): Promise<LeaseOfferRow[]> {
    return db
      .select()
      .from(leaseOffers)
      .where(
        and(
          ownerId ? eq(leaseOffers.ownerId, ownerId) : undefined,
          status ? eq(leaseOffers.status, status) : undefined,
          after(leaseOffers, cursor),
        ),
      )
      .orderBy(desc(leaseOffers.createdAt), desc(leaseOffers.id))
      .limit(limit);
  },

  async countOffers(db: DbOrTx): Promise<number> {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(leaseOffers);
    return row?.n ?? 0;
  },

  insertDemand: demandRows.insert,

  findDemand: demandRows.find,

  /** The row, locked until the transaction ends: two admins' changes apply one after the other. */
  lockDemand: demandRows.lock,

  updateDemand: demandRows.update,

  async demandsOf(db: DbOrTx, userId: string, cursor: TimeIdCursor | null, limit: number): Promise<LeaseDemandRow[]> {
    return db
      .select()
      .from(leaseDemands)
      .where(and(eq(leaseDemands.userId, userId), after(leaseDemands, cursor)))
      .orderBy(desc(leaseDemands.createdAt), desc(leaseDemands.id))
      .limit(limit);
  },

  /** The admin's list: by status, and `q` in the contact's name, mobile, email or the vehicle ids. */
  async allDemands(
    db: DbOrTx,
    filters: { status?: LeaseDemandStatus; q?: string },
    cursor: TimeIdCursor | null,
    limit: number,
  ): Promise<LeaseDemandRow[]> {
    const q = filters.q?.trim();
    // Mobiles are stored in E.164: "052 987 6543" and "00971529876543" both find "+971529876543".
    const digits = (q?.replace(/[^\d]/g, '') ?? '').replace(/^00/, '').replace(/^0/, '');
    // Vehicle ids are slugs: "Land Cruiser" finds 'toyota-land-cruiser'.
    const slug = q?.toLowerCase().replace(/\s+/g, '-') ?? '';
    const search = q
      ? or(
          ilike(leaseDemands.contactName, contains(q)),
          ilike(leaseDemands.email, contains(q)),
          ilike(leaseDemands.brandId, contains(slug)),
          ilike(leaseDemands.seriesId, contains(slug)),
          digits.length >= 3 ? ilike(leaseDemands.mobile, contains(digits)) : undefined,
        )
      : undefined;
    return db
      .select()
      .from(leaseDemands)
      .where(
        and(filters.status ? eq(leaseDemands.status, filters.status) : undefined, search, after(leaseDemands, cursor)),
      )
      .orderBy(desc(leaseDemands.createdAt), desc(leaseDemands.id))
      .limit(limit);
  },
};
