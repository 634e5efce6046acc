import {
  BLOCKING_BOOKING_STATUSES,
  type CityFilter,
  type Language,
  type RentalBranch,
  type RentalBranchInput,
  type RentalBranchPatch,
  type RentalCarDetail,
  type RentalCarSummary,
  type RentalExtra,
  type RentalPricing,
  type RentalQuote,
  type rentalCarInput,
  type rentalCarListQuery,
  type rentalCarPatch,
  rentalDays,
  type rentalSearchQuery,
} from '@souq/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { type Actor, isAdmin } from '../../lib/authz';
import { decodeCursor, decodeKeyCursor, encodeKeyCursor, pageOf } from '../../lib/cursor';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { inTransaction } from '../../lib/transaction';
import type { CatalogService } from '../catalog/catalog.service';
import type { RegionsService } from '../regions/regions.service';
import type { ShopsService } from '../shops/shops.service';
import type { UploadsService } from '../uploads/uploads.service';
import type { UsersService } from '../users/users.service';
import { FleetBranches } from './fleet.branches';
import { checkCarInput, filsToAmount } from './fleet.car-checks';
import { FleetPresenter, type SummaryOptions } from './fleet.presenter';
import { type BranchRole, fleetRepository, type SearchSort, searchCursorFits } from './fleet.repository';
import { checkRentalRange, quoteCar, rentalPricing, requireMerchant } from './fleet.rules';
import type { RentalCarRow } from './rentals.tables';

export interface FleetDeps {
  catalog: CatalogService;
  regions: RegionsService;
  shops: ShopsService;
  uploads: UploadsService;
  users: UsersService;
}

type CarInput = z.output<typeof rentalCarInput>;
type CarPatch = z.output<typeof rentalCarPatch>;
type SearchQuery = z.output<typeof rentalSearchQuery>;
type ListQuery = z.output<typeof rentalCarListQuery>;
type Page<T> = { items: T[]; nextCursor: string | null };

/** A car that can be booked, with the branches it offers (for the bookings domain). */
export interface BookableCar {
  car: RentalCarRow;
  pickupBranchIds: string[];
  returnBranchIds: string[];
}

/**
 * The rental fleet: cars (publishing, search, quotes) and what the bookings domain asks of them.
 * Branches are in fleet.branches.ts, responses in fleet.presenter.ts, prices and the range check
 * in fleet.rules.ts; this class keeps the methods routes and other services call.
 */
export class FleetService {
  private readonly presenter: FleetPresenter;
  private readonly branches: FleetBranches;

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: FleetDeps,
  ) {
    this.presenter = new FleetPresenter(ctx, deps);
    this.branches = new FleetBranches(ctx, deps, this.presenter);
  }

  // ---- pricing -------------------------------------------------------------------------------

  /** Extras and VAT from config, in fils. */
  pricing(): RentalPricing {
    return rentalPricing(this.ctx.config);
  }

  /** The quote of a car for a range: the same function the web shows, with the server's prices. */
  quoteFor(car: RentalCarRow, pickupAt: Date, returnAt: Date, extras: readonly RentalExtra[], now: Date): RentalQuote {
    return quoteCar(this.ctx.config, car, pickupAt, returnAt, extras, now);
  }

  /** Throws RENTAL_RANGE_INVALID, PICKUP_IN_PAST or RENTAL_TOO_LONG for a bad range. */
  checkRange(pickupAt: Date, returnAt: Date, now: Date = this.ctx.clock.now()): void {
    checkRentalRange(pickupAt, returnAt, now);
  }

  // ---- branches (fleet.branches.ts) --------------------------------------------------------

  createBranch(actor: Actor, input: RentalBranchInput, lang: Language): Promise<RentalBranch> {
    return this.branches.create(actor, input, lang);
  }

  myBranches(actor: Actor, lang: Language): Promise<{ items: RentalBranch[] }> {
    return this.branches.mine(actor, lang);
  }

  getBranch(actor: Actor, id: string, lang: Language): Promise<RentalBranch> {
    return this.branches.get(actor, id, lang);
  }

  updateBranch(actor: Actor, id: string, patch: RentalBranchPatch, lang: Language): Promise<RentalBranch> {
    return this.branches.update(actor, id, patch, lang);
  }

  /** Soft delete; refused while a car that is not removed offers the branch. */
  deleteBranch(actor: Actor, id: string): Promise<void> {
    return this.branches.remove(actor, id);
  }

  /** A branch as bookings show it; deleted ones too, since old orders still name them. */
  branch(id: string, lang: Language, tx?: Tx): Promise<RentalBranch> {
    return this.branches.byId(id, lang, tx);
  }

  /** Several branches by id (a page of bookings), deleted ones included. */
  branchMap(ids: readonly string[], lang: Language, tx?: Tx): Promise<Map<string, RentalBranch>> {
    return this.presenter.branchMap(ids, lang, tx);
  }

  // ---- cars: publishing ----------------------------------------------------------------------

  async createCar(actor: Actor, input: CarInput, lang: Language): Promise<RentalCarDetail> {
    requireMerchant(actor);
    const checked = await checkCarInput(this.ctx, this.deps, actor, input);
    const now = this.ctx.clock.now();
    const row = await inTransaction(this.ctx.db, async (tx) => {
      const car = await fleetRepository.insertCar(tx, {
        ownerId: actor.userId,
        ...checked.values,
        status: 'active',
        createdAt: now,
        updatedAt: now,
      });
      await fleetRepository.setCarBranches(tx, car.id, checked.pickupBranchIds, checked.returnBranchIds);
      return car;
    });
    return this.presenter.detail(row, actor, lang);
  }

  async updateCar(actor: Actor, id: string, patch: CarPatch, lang: Language): Promise<RentalCarDetail> {
    requireMerchant(actor);
    const current = await this.requireOwnCar(actor, id);
    if (current.status === 'removed') throw new AppError('INVALID_STATE');
    const links = await fleetRepository.carBranchLinks(this.ctx.db, [current.id]);
    const merged: CarInput = {
      brandId: patch.brandId ?? current.brandId,
      seriesId: patch.seriesId ?? current.seriesId,
      modelId: patch.modelId ?? current.modelId ?? undefined,
      year: patch.year ?? current.year,
      registrationDate: patch.registrationDate ?? current.registrationDate,
      carType: patch.carType ?? current.carType,
      seats: patch.seats ?? current.seats,
      transmission: patch.transmission ?? current.transmission,
      fuel: patch.fuel ?? current.fuel,
      dailyPrice: patch.dailyPrice ?? filsToAmount(current.dailyPriceFils),
      weeklyPrice: patch.weeklyPrice ?? filsToAmount(current.weeklyPriceFils),
      monthlyPrice: patch.monthlyPrice ?? filsToAmount(current.monthlyPriceFils),
      deposit: patch.deposit ?? filsToAmount(current.depositFils),
      value: patch.value ?? (current.valueFils === null ? undefined : filsToAmount(current.valueFils)),
      mileageKmPerDay: patch.mileageKmPerDay ?? current.mileageKmPerDay,
      excessKmPrice: patch.excessKmPrice ?? filsToAmount(current.excessKmFils),
      features: patch.features ?? current.features,
      description: patch.description ?? current.description,
      photoUploadIds: patch.photoUploadIds ?? current.photoUploadIds,
      pickupBranchIds: patch.pickupBranchIds ?? links.filter((l) => l.role === 'pickup').map((l) => l.branchId),
      returnBranchIds: patch.returnBranchIds ?? links.filter((l) => l.role === 'return').map((l) => l.branchId),
    };
    // Photos already on the car stay usable even if the check would now refuse them (kept as they are).
    const checked = await checkCarInput(this.ctx, this.deps, actor, merged, {
      photosChanged: patch.photoUploadIds !== undefined,
    });
    const row = await inTransaction(this.ctx.db, async (tx) => {
      const car = await fleetRepository.updateCar(tx, current.id, {
        ...checked.values,
        updatedAt: this.ctx.clock.now(),
      });
      if (patch.pickupBranchIds || patch.returnBranchIds) {
        await fleetRepository.setCarBranches(tx, car.id, checked.pickupBranchIds, checked.returnBranchIds);
      }
      return car;
    });
    return this.presenter.detail(row, actor, lang);
  }

  async pauseCar(actor: Actor, id: string, lang: Language): Promise<RentalCarDetail> {
    return this.changeStatus(actor, id, lang, (car) => {
      if (car.status === 'removed') throw new AppError('INVALID_STATE');
      return 'paused';
    });
  }

  async resumeCar(actor: Actor, id: string, lang: Language): Promise<RentalCarDetail> {
    return this.changeStatus(actor, id, lang, (car) => {
      if (car.status === 'removed') throw new AppError('INVALID_STATE');
      return 'active';
    });
  }

  /** Removes a car from the fleet; refused while a booking holds it (paid, awaiting pick-up or renting). */
  async removeCar(actor: Actor, id: string): Promise<void> {
    requireMerchant(actor);
    await this.requireOwnCar(actor, id);
    await inTransaction(this.ctx.db, async (tx) => {
      const car = await fleetRepository.lockCar(tx, id);
      if (!car) throw notFound();
      if (car.status === 'removed') return;
      if ((await fleetRepository.countBookingsIn(tx, car.id, BLOCKING_BOOKING_STATUSES)) > 0) {
        throw new AppError('INVALID_STATE');
      }
      await fleetRepository.updateCar(tx, car.id, { status: 'removed', updatedAt: this.ctx.clock.now() });
    });
  }

  private async changeStatus(
    actor: Actor,
    id: string,
    lang: Language,
    next: (car: RentalCarRow) => RentalCarRow['status'],
  ): Promise<RentalCarDetail> {
    requireMerchant(actor);
    await this.requireOwnCar(actor, id);
    const row = await inTransaction(this.ctx.db, async (tx) => {
      const car = await fleetRepository.lockCar(tx, id);
      if (!car) throw notFound();
      const status = next(car);
      if (status === car.status) return car;
      return fleetRepository.updateCar(tx, car.id, { status, updatedAt: this.ctx.clock.now() });
    });
    return this.presenter.detail(row, actor, lang);
  }

  private async requireOwnCar(actor: Actor, id: string): Promise<RentalCarRow> {
    const row = await fleetRepository.findCar(this.ctx.db, id);
    if (!row || row.ownerId !== actor.userId) throw notFound();
    return row;
  }

  /** Every rule of a car's fields; the row values and the branch ids to save. */
  // ---- cars: reading -------------------------------------------------------------------------

  /** The public search (home rent tab and the rental list). */
  async search(query: SearchQuery, city: CityFilter, lang: Language): Promise<Page<RentalCarSummary>> {
    const now = this.ctx.clock.now();
    const range = this.rangeOf(query.pickupAt, query.returnAt, now);
    const shape = {
      sort: query.sort as SearchSort,
      onlyAvailable: query.onlyAvailable ?? range !== null,
      range: range ? { ...range, days: rentalDays(range.from, range.to) } : null,
    };
    // The tag ties a cursor to its order: the sort, free cars only or not, and the rental days priced.
    const tag = `rent:${shape.sort}:${shape.onlyAvailable ? 1 : 0}:${shape.range?.days ?? 'now'}`;
    let after: (string | number | boolean)[] | null = null;
    const cursor = decodeKeyCursor(tag, query.cursor);
    if (cursor) {
      const values = safeJson(cursor.key);
      if (!searchCursorFits(shape, values, cursor.id)) throw fieldError('VALIDATION_FAILED', 'cursor', 'invalid');
      after = [...values, cursor.id];
    }
    const emirate = city && 'cityId' in city ? (await this.deps.regions.find(city.cityId))?.emirateId : undefined;
    const rows = await fleetRepository.search(this.ctx.db, {
      ...shape,
      city: city && 'cityId' in city && emirate ? { cityId: city.cityId, emirateId: emirate } : city,
      pickupCityId: query.pickupCityId,
      returnCityId: query.returnCityId,
      carTypes: query.carType,
      brandId: query.brandId,
      now,
      after,
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const busy = new Set(page.filter((r) => r.busy).map((r) => r.car.id));
    const items = await this.presenter.carSummaries(
      page.map((r) => r.car),
      lang,
      { busy, range },
    );
    const last = page.at(-1);
    return {
      items,
      nextCursor:
        rows.length > query.limit && last
          ? encodeKeyCursor(tag, { key: JSON.stringify(last.key.slice(0, -1)), id: last.car.id })
          : null,
    };
  }

  /** A car's page: photos, branches, busy ranges from now on. Paused and removed cars only for their merchant and admins. */
  async detail(actor: Actor | null, id: string, lang: Language): Promise<RentalCarDetail> {
    const row = await fleetRepository.findCar(this.ctx.db, id);
    if (!row) throw notFound();
    const mayManage = !!actor && (actor.userId === row.ownerId || isAdmin(actor));
    if (row.status !== 'active' && !mayManage) throw notFound();
    return this.presenter.detail(row, actor, lang);
  }

  /** The quote for a range and extras (detail and confirm pages). */
  async quote(
    actor: Actor | null,
    id: string,
    query: { pickupAt: string; returnAt: string; extras: RentalExtra[] },
  ): Promise<RentalQuote> {
    const row = await fleetRepository.findCar(this.ctx.db, id);
    if (!row || (row.status !== 'active' && actor?.userId !== row.ownerId)) throw notFound();
    const now = this.ctx.clock.now();
    const range = this.rangeOf(query.pickupAt, query.returnAt, now) as { from: Date; to: Date };
    return this.quoteFor(row, range.from, range.to, query.extras, now);
  }

  /** The merchant's fleet with status and availability right now. */
  async myCars(actor: Actor, query: ListQuery, lang: Language): Promise<Page<RentalCarSummary>> {
    requireMerchant(actor);
    const rows = await fleetRepository.ownerPage(this.ctx.db, actor.userId, {
      status: query.status,
      after: decodeCursor(query.cursor),
      limit: query.limit + 1,
    });
    return this.pageOfCars(rows, query.limit, lang);
  }

  /** Every car for the admin: search by title or merchant, filter by status. */
  async adminCars(actor: Actor, query: ListQuery, lang: Language): Promise<Page<RentalCarSummary>> {
    if (!isAdmin(actor)) throw new AppError('FORBIDDEN');
    const ownerIds = query.q ? await this.merchantIdsMatching(actor, query.q, lang) : [];
    const rows = await fleetRepository.adminPage(this.ctx.db, {
      status: query.status,
      q: query.q || undefined,
      ownerIds,
      after: decodeCursor(query.cursor),
      limit: query.limit + 1,
    });
    return this.pageOfCars(rows, query.limit, lang);
  }

  private async pageOfCars(rows: RentalCarRow[], limit: number, lang: Language): Promise<Page<RentalCarSummary>> {
    const page = rows.slice(0, limit);
    const summaries = new Map((await this.presenter.carSummaries(page, lang)).map((s) => [s.id, s]));
    return pageOf(
      rows,
      limit,
      (r) => ({ at: r.createdAt, id: r.id }),
      (r) => summaries.get(r.id) as RentalCarSummary,
    );
  }

  /** A pick-up/return range from the query: both or neither, and a valid range. */
  private rangeOf(pickupAt: string | undefined, returnAt: string | undefined, now: Date) {
    if (!pickupAt && !returnAt) return null;
    if (!pickupAt) throw fieldError('VALIDATION_FAILED', 'pickupAt', 'required');
    if (!returnAt) throw fieldError('VALIDATION_FAILED', 'returnAt', 'required');
    const from = new Date(pickupAt);
    const to = new Date(returnAt);
    this.checkRange(from, to, now);
    return { from, to };
  }

  // ---- for the bookings domain ---------------------------------------------------------------

  /**
   * A car that can be booked now (active) with the branches it offers; 404 when it is paused,
   * removed or unknown. Inside a transaction, `lock` holds the row (FOR NO KEY UPDATE) so the
   * merchant cannot remove or pause it until the booking commits, and bookings of the car are
   * written one at a time (the lock comes first, before any booking row or ledger account).
   */
  async requireBookableCar(carId: string, tx?: Tx, opts: { lock?: boolean } = {}): Promise<BookableCar> {
    const db = tx ?? this.ctx.db;
    const car = opts.lock
      ? await fleetRepository.lockCarForBooking(db, carId)
      : await fleetRepository.findCar(db, carId);
    if (car?.status !== 'active') throw notFound();
    const links = await fleetRepository.carBranchLinks(db, [car.id]);
    const live = new Set(
      (
        await fleetRepository.branchesByIds(
          db,
          links.map((l) => l.branchId),
        )
      )
        .filter((b) => !b.deletedAt)
        .map((b) => b.id),
    );
    const of = (role: BranchRole) =>
      links.filter((l) => l.role === role && live.has(l.branchId)).map((l) => l.branchId);
    return { car, pickupBranchIds: of('pickup'), returnBranchIds: of('return') };
  }

  /** Any car by id whatever its status (orders of removed cars still show it). */
  async carById(carId: string, tx?: Tx): Promise<RentalCarRow> {
    const db = tx ?? this.ctx.db;
    const car = await fleetRepository.findCar(db, carId);
    if (!car) throw notFound();
    return car;
  }

  /** Several cars by id (a page of bookings) whatever their status, in the order given; NOT_FOUND when one is missing. */
  async carsByIds(carIds: readonly string[], tx?: Tx): Promise<RentalCarRow[]> {
    const db = tx ?? this.ctx.db;
    const rows = new Map((await fleetRepository.carsByIds(db, carIds)).map((r) => [r.id, r]));
    return carIds.map((id) => {
      const car = rows.get(id);
      if (!car) throw notFound();
      return car;
    });
  }

  /** One car as lists show it, with its availability right now. */
  carSummary(row: RentalCarRow, lang: Language): Promise<RentalCarSummary> {
    return this.presenter.carSummary(row, lang);
  }

  /**
   * Cars as lists show them, in the order given. Availability is for the range when one is given
   * (with the whole-range quote total), otherwise right now. Reads other domains: call it
   * outside a transaction.
   */
  carSummaries(rows: RentalCarRow[], lang: Language, opts: SummaryOptions = {}): Promise<RentalCarSummary[]> {
    return this.presenter.carSummaries(rows, lang, opts);
  }

  // ---- names of other domains ----------------------------------------------------------------

  /** Merchants whose shop name matches the admin's search words (at most 50). */
  private async merchantIdsMatching(actor: Actor, q: string, lang: Language): Promise<string[]> {
    const shops = await this.deps.shops.adminList(actor, { q, limit: 50 }, lang);
    return shops.items.map((s) => s.owner.id);
  }
}

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}
