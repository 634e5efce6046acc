import { createHash } from 'node:crypto';
import {
  BLOCKING_BOOKING_STATUSES,
  type BookingStatus,
  type CityFilter,
  type RentalCarStatus,
  type RentalCarType,
} from '@souq/shared';
import { and, asc, desc, eq, gt, ilike, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsById } from '../../db/rows';
import { INT8_MAX, INT8_MIN, isCursorInteger, isCursorTime } from '../../lib/cursor';
import {
  type RentalBranchRow,
  type RentalCarRow,
  rentalBookings,
  rentalBranches,
  rentalCarBranches,
  rentalCars,
} from './rentals.tables';

export type BranchRole = 'pickup' | 'return';

/** The blocking statuses as SQL literals (constants in the text, so plans can be reused). */
const BLOCKING = sql.raw(BLOCKING_BOOKING_STATUSES.map((s) => `'${s}'`).join(', '));

/**
 * A blocking booking of the car overlaps [from, to): it starts before `to` and ends after `from`
 * (touching ranges do not overlap, as in the exclusion constraint). Written as two comparisons so
 * the btree (car_id, pickup_at, return_at) index answers it: on PostgreSQL that probe is about
 * twice as fast as the exclusion constraint's GiST index with `&&` (see bench/README.md).
 */
function overlapsRange(from: Date, to: Date): SQL {
  return sql`exists (select 1 from ${rentalBookings} b where b.car_id = ${rentalCars.id} and b.status in (${BLOCKING}) and b.pickup_at < ${to.toISOString()}::timestamptz and b.return_at > ${from.toISOString()}::timestamptz)`;
}

/** The car is out right now: a blocking booking covers this instant, or it is being rented (maybe late). */
function busyAt(now: Date): SQL {
  const at = now.toISOString();
  return sql`exists (select 1 from ${rentalBookings} b where b.car_id = ${rentalCars.id} and b.status in (${BLOCKING}) and (b.status = 'renting' or (b.pickup_at <= ${at}::timestamptz and b.return_at > ${at}::timestamptz)))`;
}

/**
 * The cheapest rental price of `days` days from the car's monthly (30), weekly (7) and daily
 * prices, in SQL for sorting: the same minimum as `cheapestRentalLines`. For a number of months
 * the best weeks-and-days cover is closed-form (weeks as many as fit, then the cheaper of the
 * remaining days or one more week), so only the months are enumerated.
 */
function rangePriceSql(days: number): SQL {
  const maxMonths = Math.ceil(days / 30);
  return sql`(select min(m * ${rentalCars.monthlyPriceFils} + (greatest(${days}::int - 30 * m, 0) / 7) * least(${rentalCars.weeklyPriceFils}, 7 * ${rentalCars.dailyPriceFils}) + least((greatest(${days}::int - 30 * m, 0) % 7) * ${rentalCars.dailyPriceFils}, ${rentalCars.weeklyPriceFils})) from generate_series(0, ${maxMonths}::int) as m)`;
}

function hasBranchIn(role: BranchRole, cityId: string): SQL {
  return sql`exists (select 1 from ${rentalCarBranches} cb join ${rentalBranches} rb on rb.id = cb.branch_id where cb.car_id = ${rentalCars.id} and cb.role = ${role} and rb.city_id = ${cityId} and rb.deleted_at is null)`;
}

export type SearchSort = 'recommended' | 'price_asc' | 'price_desc' | 'newest';

export interface SearchFilters {
  /** The chosen city; a city may carry its emirate too, so the search index is used from its start. */
  city: CityFilter | { cityId: string; emirateId: string };
  pickupCityId?: string;
  returnCityId?: string;
  carTypes?: RentalCarType[];
  brandId?: string;
  /** The searched range, or null for "now". */
  range: { from: Date; to: Date; days: number } | null;
  now: Date;
  onlyAvailable: boolean;
  sort: SearchSort;
  /** Keyset values of the last row of the previous page, in the order of the sort's keys. */
  after: (string | number | boolean)[] | null;
  limit: number;
}

export interface SearchRow {
  car: RentalCarRow;
  busy: boolean;
  /** The sort key values of the row, for the next cursor. */
  key: (string | number | boolean)[];
}

type KeyPart = { expr: SQL; dir: 'asc' | 'desc'; cast: 'bigint' | 'timestamptz' | 'boolean' | 'uuid' };

const branchRows = rowsById(rentalBranches, 'branch');
const carRows = rowsById(rentalCars, 'rental car');

export const fleetRepository = {
  // ---- branches ----------------------------------------------------------------------------

  insertBranch: branchRows.insert,

  findBranch: branchRows.find,

  branchesByIds: branchRows.byIds,

  async branchesOf(db: DbOrTx, ownerId: string): Promise<RentalBranchRow[]> {
    return db
      .select()
      .from(rentalBranches)
      .where(and(eq(rentalBranches.ownerId, ownerId), isNull(rentalBranches.deletedAt)))
      .orderBy(asc(rentalBranches.createdAt), asc(rentalBranches.id));
  },

  updateBranch: branchRows.update,

  /** Cars not removed that offer the branch for pick-up or return. */
  async carsUsingBranch(db: DbOrTx, branchId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(distinct ${rentalCars.id})::int` })
      .from(rentalCarBranches)
      .innerJoin(rentalCars, eq(rentalCars.id, rentalCarBranches.carId))
      .where(and(eq(rentalCarBranches.branchId, branchId), ne(rentalCars.status, 'removed')));
    return row?.n ?? 0;
  },

  // ---- cars --------------------------------------------------------------------------------

  insertCar: carRows.insert,

  findCar: carRows.find,

  carsByIds: carRows.byIds,

  /** The car, locked until the transaction ends: status changes of one car run one at a time. */
  lockCar: carRows.lock,

  /**
   * The car, locked for a new booking until the transaction ends: it cannot be paused or removed
   * meanwhile, and bookings of one car are written one at a time. Two transactions inserting
   * overlapping bookings side by side would each wait for the other inside the exclusion
   * constraint's check (a deadlock); queued on the car, the later one sees the earlier's row and
   * fails cleanly. `no key update` leaves foreign-key checks (key share) of other rows unblocked.
   */
  async lockCarForBooking(db: DbOrTx, id: string): Promise<RentalCarRow | undefined> {
    const [row] = await db.select().from(rentalCars).where(eq(rentalCars.id, id)).for('no key update');
    return row;
  },

  updateCar: carRows.update,

  /** Replaces the car's pick-up and return branches. */
  async setCarBranches(db: DbOrTx, carId: string, pickupIds: readonly string[], returnIds: readonly string[]) {
    await db.delete(rentalCarBranches).where(eq(rentalCarBranches.carId, carId));
    const rows = [
      ...pickupIds.map((branchId, position) => ({ carId, branchId, role: 'pickup' as const, position })),
      ...returnIds.map((branchId, position) => ({ carId, branchId, role: 'return' as const, position })),
    ];
    if (rows.length) await db.insert(rentalCarBranches).values(rows);
  },

  /** The branch links of some cars, in the order the merchant listed them. */
  async carBranchLinks(
    db: DbOrTx,
    carIds: readonly string[],
  ): Promise<{ carId: string; branchId: string; role: BranchRole }[]> {
    if (carIds.length === 0) return [];
    return db
      .select({ carId: rentalCarBranches.carId, branchId: rentalCarBranches.branchId, role: rentalCarBranches.role })
      .from(rentalCarBranches)
      .where(inArray(rentalCarBranches.carId, [...carIds]))
      .orderBy(asc(rentalCarBranches.carId), asc(rentalCarBranches.role), asc(rentalCarBranches.position));
  },

  /** A branch moved to another city: the cars whose first pick-up branch it is move with it. */
  async refreshCarCities(db: DbOrTx, branchId: string): Promise<void> {
    await db.execute(sql`
      update ${rentalCars} c set city_id = b.city_id, emirate_id = b.emirate_id
      from ${rentalCarBranches} cb join ${rentalBranches} b on b.id = cb.branch_id
      where cb.car_id = c.id and cb.branch_id = ${branchId} and cb.role = 'pickup' and cb.position = 0`);
  },

  // ---- availability (derived from bookings) ------------------------------------------------

  /** Which of the cars are busy: for [from, to) when a range is given, otherwise right now. */
  async busyCarIds(
    db: DbOrTx,
    carIds: readonly string[],
    range: { from: Date; to: Date } | null,
    now: Date,
  ): Promise<Set<string>> {
    if (carIds.length === 0) return new Set();
    const rows = await db
      .select({ id: rentalCars.id })
      .from(rentalCars)
      .where(and(inArray(rentalCars.id, [...carIds]), range ? overlapsRange(range.from, range.to) : busyAt(now)));
    return new Set(rows.map((r) => r.id));
  },

  /** Blocking bookings of the car that end after `from`, earliest first. */
  async busyRanges(db: DbOrTx, carId: string, from: Date): Promise<{ from: Date; to: Date }[]> {
    return db
      .select({ from: rentalBookings.pickupAt, to: rentalBookings.returnAt })
      .from(rentalBookings)
      .where(
        and(
          eq(rentalBookings.carId, carId),
          inArray(rentalBookings.status, [...BLOCKING_BOOKING_STATUSES]),
          or(gt(rentalBookings.returnAt, from), eq(rentalBookings.status, 'renting')),
        ),
      )
      .orderBy(asc(rentalBookings.pickupAt));
  },

  async countBookingsIn(db: DbOrTx, carId: string, statuses: readonly BookingStatus[]): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(rentalBookings)
      .where(and(eq(rentalBookings.carId, carId), inArray(rentalBookings.status, [...statuses])));
    return row?.n ?? 0;
  },

  // ---- lists -------------------------------------------------------------------------------

  /** The public search: active cars, filters, availability for the range (or now), keyset paging. */
  async search(db: DbOrTx, f: SearchFilters): Promise<SearchRow[]> {
    // A named statement per query text: on PostgreSQL each connection plans a shape once and
    // then reuses the plan (planning costs more than running this query); PGlite ignores the name.
    const query = fleetRepository.searchQuery(db, f);
    const name = `rental_search_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 20)}`;
    const rows = await query.prepare(name).execute();
    return rows.map((r) => ({ car: r.car, busy: !!r.busy, key: (r.k as (string | number | boolean)[]) ?? [] }));
  },

  /** The search as a query builder (the benchmark prints its plan with EXPLAIN). */
  searchQuery(db: DbOrTx, f: SearchFilters) {
    const busy = f.range ? overlapsRange(f.range.from, f.range.to) : busyAt(f.now);
    const keys = searchKeys(f, busy);

    const conditions: (SQL | undefined)[] = [eq(rentalCars.status, 'active')];
    if (f.city && 'emirateId' in f.city) conditions.push(eq(rentalCars.emirateId, f.city.emirateId));
    if (f.city && 'cityId' in f.city) conditions.push(eq(rentalCars.cityId, f.city.cityId));
    if (f.pickupCityId) conditions.push(hasBranchIn('pickup', f.pickupCityId));
    if (f.returnCityId) conditions.push(hasBranchIn('return', f.returnCityId));
    if (f.carTypes?.length) conditions.push(inArray(rentalCars.carType, f.carTypes));
    if (f.brandId) conditions.push(eq(rentalCars.brandId, f.brandId));
    if (f.onlyAvailable) conditions.push(sql`not ${busy}`);
    if (f.after) conditions.push(afterKeys(keys, f.after));

    return db
      .select({
        car: rentalCars,
        // Cars kept only when free need no second look at their bookings.
        busy: (f.onlyAvailable ? sql<boolean>`false` : sql<boolean>`${busy}`).as('busy'),
        k: sql<unknown[]>`json_build_array(${sql.join(
          keys.map((k) => k.expr),
          sql`, `,
        )})`.as('k'),
      })
      .from(rentalCars)
      .where(and(...conditions))
      .orderBy(...keys.map((k) => (k.dir === 'asc' ? sql`${k.expr} asc` : sql`${k.expr} desc`)))
      .limit(f.limit);
  },

  /** A merchant's fleet, newest first. */
  async ownerPage(
    db: DbOrTx,
    ownerId: string,
    opts: { status?: RentalCarStatus; after: { at: Date; id: string } | null; limit: number },
  ): Promise<RentalCarRow[]> {
    return db
      .select()
      .from(rentalCars)
      .where(
        and(
          eq(rentalCars.ownerId, ownerId),
          opts.status ? eq(rentalCars.status, opts.status) : ne(rentalCars.status, 'removed'),
          afterTime(opts.after),
        ),
      )
      .orderBy(desc(rentalCars.createdAt), desc(rentalCars.id))
      .limit(opts.limit);
  },

  /** Every car for the admin, newest first; `q` matches title words, `ownerIds` the merchants found by name. */
  async adminPage(
    db: DbOrTx,
    opts: {
      status?: RentalCarStatus;
      q?: string;
      ownerIds?: readonly string[];
      after: { at: Date; id: string } | null;
      limit: number;
    },
  ): Promise<RentalCarRow[]> {
    const words = opts.q ? opts.q.split(/\s+/).filter(Boolean) : [];
    const byTitle = words.length ? and(...words.map((w) => ilike(rentalCars.title, `%${escapeLike(w)}%`))) : undefined;
    const byOwner = opts.ownerIds?.length ? inArray(rentalCars.ownerId, [...opts.ownerIds]) : undefined;
    return db
      .select()
      .from(rentalCars)
      .where(
        and(
          opts.status ? eq(rentalCars.status, opts.status) : undefined,
          words.length ? or(byTitle, byOwner) : undefined,
          afterTime(opts.after),
        ),
      )
      .orderBy(desc(rentalCars.createdAt), desc(rentalCars.id))
      .limit(opts.limit);
  },
};

/**
 * The sort keys of a search, id last: price (the whole-range price when a range is given, else the
 * daily price), newest, or recommended (free cars first, then newest; just newest when only free
 * cars are listed).
 */
function searchKeys(f: Pick<SearchFilters, 'sort' | 'onlyAvailable' | 'range'>, busy: SQL): KeyPart[] {
  const price = f.range ? rangePriceSql(f.range.days) : sql`${rentalCars.dailyPriceFils}`;
  const id: KeyPart = { expr: sql`${rentalCars.id}`, dir: 'desc', cast: 'uuid' };
  const created: KeyPart = { expr: sql`${rentalCars.createdAt}`, dir: 'desc', cast: 'timestamptz' };
  if (f.sort === 'price_asc')
    return [
      { expr: price, dir: 'asc', cast: 'bigint' },
      { ...id, dir: 'asc' },
    ];
  if (f.sort === 'price_desc') return [{ expr: price, dir: 'desc', cast: 'bigint' }, id];
  if (f.sort === 'newest' || f.onlyAvailable) return [created, id];
  return [{ expr: busy, dir: 'asc', cast: 'boolean' }, created, id];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether cursor values (the sort keys without the id) fit the search's keys: a tampered cursor must not reach SQL. */
export function searchCursorFits(
  f: Pick<SearchFilters, 'sort' | 'onlyAvailable' | 'range'>,
  values: unknown,
  id: string,
): values is (string | number | boolean)[] {
  const casts = searchKeys(f, sql`false`)
    .slice(0, -1)
    .map((k) => k.cast);
  if (!UUID.test(id) || !Array.isArray(values) || values.length !== casts.length) return false;
  return casts.every((cast, i) => {
    const v: unknown = values[i];
    if (cast === 'boolean') return typeof v === 'boolean';
    if (cast === 'bigint') {
      return (
        (typeof v === 'number' && Number.isSafeInteger(v)) ||
        (typeof v === 'string' && isCursorInteger(v, INT8_MIN, INT8_MAX))
      );
    }
    return typeof v === 'string' && isCursorTime(v);
  });
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function afterTime(after: { at: Date; id: string } | null): SQL | undefined {
  if (!after) return undefined;
  return or(lt(rentalCars.createdAt, after.at), and(eq(rentalCars.createdAt, after.at), lt(rentalCars.id, after.id)));
}

/** Rows strictly after the cursor in the sort order: a lexicographic comparison, key by key. */
function afterKeys(keys: KeyPart[], values: (string | number | boolean)[]): SQL {
  const value = (i: number) => {
    const k = keys[i] as KeyPart;
    const v = values[i];
    return sql`${k.cast === 'boolean' ? v === true || v === 'true' : String(v)}::${sql.raw(k.cast)}`;
  };
  let clause: SQL | undefined;
  for (let i = keys.length - 1; i >= 0; i--) {
    const k = keys[i] as KeyPart;
    const beyond = k.dir === 'asc' ? sql`${k.expr} > ${value(i)}` : sql`${k.expr} < ${value(i)}`;
    clause = clause ? sql`(${beyond} or (${k.expr} = ${value(i)} and ${clause}))` : beyond;
  }
  return clause as SQL;
}
