import {
  BLOCKING_BOOKING_STATUSES,
  type CityFilter,
  type FieldIssue,
  type Language,
  PUBLIC_SHOP_STATUSES,
  parseAmountToFils,
  quoteRental,
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
  rentalRangeProblem,
  type rentalSearchQuery,
} from '@souq/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { type Actor, hasRole, isAdmin } from '../../lib/authz';
import { decodeCursor, decodeKeyCursor, encodeKeyCursor, pageOf } from '../../lib/cursor';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { inTransaction } from '../../lib/transaction';
import type { CatalogService } from '../catalog/catalog.service';
import type { RegionsService } from '../regions/regions.service';
import type { ShopsService } from '../shops/shops.service';
import type { UploadsService } from '../uploads/uploads.service';
import type { UsersService } from '../users/users.service';
import { type BranchRole, fleetRepository, type SearchSort, searchCursorFits } from './fleet.repository';
import type { RentalBranchRow, RentalCarRow } from './rentals.tables';

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

/** How a list shows availability: for the searched range, or right now; `busy` when already known. */
interface SummaryOptions {
  busy?: ReadonlySet<string>;
  range?: { from: Date; to: Date } | null;
}

const MIN_YEAR = 1950;
/** How long a merchant's shown name is reused (wall-clock, not business time), and how many are kept. */
const MERCHANT_CACHE_MS = 60_000;
const MERCHANT_CACHE_MAX = 5_000;

/** The rental fleet: branches, cars, availability search and quotes. */
export class FleetService {
  private readonly merchantCache = new Map<string, { value: RentalCarSummary['merchant']; until: number }>();

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: FleetDeps,
  ) {}

  // ---- pricing -------------------------------------------------------------------------------

  /** Extras and VAT from config, in fils. */
  pricing(): RentalPricing {
    const c = this.ctx.config;
    return {
      vatBp: c.RENTAL_VAT_BP,
      chauffeurPerDayFils: BigInt(c.RENTAL_CHAUFFEUR_PER_DAY_AED) * 100n,
      guidePerDayFils: BigInt(c.RENTAL_GUIDE_PER_DAY_AED) * 100n,
      deliveryFils: BigInt(c.RENTAL_DELIVERY_AED) * 100n,
    };
  }

  /** The quote of a car for a range: the same function the web shows, with the server's prices. */
  quoteFor(car: RentalCarRow, pickupAt: Date, returnAt: Date, extras: readonly RentalExtra[], now: Date): RentalQuote {
    return quoteRental({
      pickupAt,
      returnAt,
      car: {
        dailyFils: car.dailyPriceFils,
        weeklyFils: car.weeklyPriceFils,
        monthlyFils: car.monthlyPriceFils,
        depositFils: car.depositFils,
      },
      extras,
      pricing: this.pricing(),
      now,
      leadHours: this.ctx.config.RENTAL_LEAD_HOURS,
      mileage: { kmPerDay: car.mileageKmPerDay, excessKmFils: Number(car.excessKmFils) },
      cancellation: {
        feeFils: this.ctx.config.RENTAL_CANCEL_FEE_AED * 100,
        freeHours: this.ctx.config.RENTAL_FREE_CANCEL_HOURS,
      },
    });
  }

  /** Throws RENTAL_RANGE_INVALID, PICKUP_IN_PAST or RENTAL_TOO_LONG for a bad range. */
  checkRange(pickupAt: Date, returnAt: Date, now: Date = this.ctx.clock.now()): void {
    const problem = rentalRangeProblem(pickupAt, returnAt, now);
    if (problem) throw new AppError(problem);
  }

  // ---- branches ------------------------------------------------------------------------------

  async createBranch(actor: Actor, input: RentalBranchInput, lang: Language): Promise<RentalBranch> {
    requireMerchant(actor);
    const city = await this.deps.regions.requireCity(input.cityId, 'cityId');
    const row = await fleetRepository.insertBranch(this.ctx.db, {
      ownerId: actor.userId,
      name: input.name,
      cityId: city.cityId,
      emirateId: city.emirateId,
      address: input.address,
      lat: input.lat,
      lng: input.lng,
      createdAt: this.ctx.clock.now(),
    });
    return this.presentBranch(row, lang);
  }

  async myBranches(actor: Actor, lang: Language): Promise<{ items: RentalBranch[] }> {
    requireMerchant(actor);
    const rows = await fleetRepository.branchesOf(this.ctx.db, actor.userId);
    return { items: await Promise.all(rows.map((r) => this.presentBranch(r, lang))) };
  }

  async getBranch(actor: Actor, id: string, lang: Language): Promise<RentalBranch> {
    requireMerchant(actor);
    return this.presentBranch(await this.requireOwnBranch(actor, id), lang);
  }

  async updateBranch(actor: Actor, id: string, patch: RentalBranchPatch, lang: Language): Promise<RentalBranch> {
    requireMerchant(actor);
    const branch = await this.requireOwnBranch(actor, id);
    const changes: Partial<RentalBranchRow> = {};
    if (patch.name !== undefined) changes.name = patch.name;
    if (patch.address !== undefined) changes.address = patch.address;
    if (patch.lat !== undefined) changes.lat = patch.lat;
    if (patch.lng !== undefined) changes.lng = patch.lng;
    if (patch.cityId !== undefined && patch.cityId !== branch.cityId) {
      const city = await this.deps.regions.requireCity(patch.cityId, 'cityId');
      changes.cityId = city.cityId;
      changes.emirateId = city.emirateId;
    }
    if (Object.keys(changes).length === 0) return this.presentBranch(branch, lang);
    const row = await inTransaction(this.ctx.db, async (tx) => {
      const updated = await fleetRepository.updateBranch(tx, branch.id, changes);
      // Cars take their city from their first pick-up branch.
      if (changes.cityId) await fleetRepository.refreshCarCities(tx, branch.id);
      return updated;
    });
    return this.presentBranch(row, lang);
  }

  /** Soft delete; refused while a car that is not removed offers the branch. */
  async deleteBranch(actor: Actor, id: string): Promise<void> {
    requireMerchant(actor);
    const branch = await this.requireOwnBranch(actor, id);
    if ((await fleetRepository.carsUsingBranch(this.ctx.db, branch.id)) > 0) {
      throw new AppError('INVALID_STATE');
    }
    await fleetRepository.updateBranch(this.ctx.db, branch.id, { deletedAt: this.ctx.clock.now() });
  }

  /** A branch as bookings show it; deleted ones too, since old orders still name them. */
  async branch(id: string, lang: Language, db: DbOrTx = this.ctx.db): Promise<RentalBranch> {
    const row = await fleetRepository.findBranch(db, id);
    if (!row) throw notFound();
    return this.presentBranch(row, lang);
  }

  /** Several branches by id (a page of bookings), deleted ones included. */
  async branchMap(
    ids: readonly string[],
    lang: Language,
    db: DbOrTx = this.ctx.db,
  ): Promise<Map<string, RentalBranch>> {
    const rows = await fleetRepository.branchesByIds(db, [...new Set(ids)]);
    const presented = await Promise.all(rows.map((r) => this.presentBranch(r, lang)));
    return new Map(presented.map((b) => [b.id, b]));
  }

  private async requireOwnBranch(actor: Actor, id: string): Promise<RentalBranchRow> {
    const row = await fleetRepository.findBranch(this.ctx.db, id);
    if (!row || row.ownerId !== actor.userId || row.deletedAt) throw notFound();
    return row;
  }

  private async presentBranch(row: RentalBranchRow, lang: Language): Promise<RentalBranch> {
    return {
      id: row.id,
      name: row.name,
      cityId: row.cityId,
      cityName: await this.cityName(row.cityId, lang),
      address: row.address,
      lat: row.lat,
      lng: row.lng,
    };
  }

  // ---- cars: publishing ----------------------------------------------------------------------

  async createCar(actor: Actor, input: CarInput, lang: Language): Promise<RentalCarDetail> {
    requireMerchant(actor);
    const checked = await this.checkCar(actor, input);
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
    return this.presentDetail(row, actor, lang);
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
    const checked = await this.checkCar(actor, merged, { photosChanged: patch.photoUploadIds !== undefined });
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
    return this.presentDetail(row, actor, lang);
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
    return this.presentDetail(row, actor, lang);
  }

  private async requireOwnCar(actor: Actor, id: string): Promise<RentalCarRow> {
    const row = await fleetRepository.findCar(this.ctx.db, id);
    if (!row || row.ownerId !== actor.userId) throw notFound();
    return row;
  }

  /** Every rule of a car's fields; the row values and the branch ids to save. */
  private async checkCar(actor: Actor, input: CarInput, opts: { photosChanged?: boolean } = {}) {
    const now = this.ctx.clock.now();
    const issues: FieldIssue[] = [];
    const maxYear = now.getUTCFullYear() + 1;
    if (input.year < MIN_YEAR || input.year > maxYear) {
      issues.push({ field: 'year', key: 'yearRange', params: { min: MIN_YEAR, max: maxYear } });
    }
    if (input.registrationDate > now.toISOString().slice(0, 10)) {
      issues.push({ field: 'registrationDate', key: 'dateInFuture' });
    }
    const amounts = {
      dailyPriceFils: amountOf(input.dailyPrice, 'dailyPrice', issues),
      weeklyPriceFils: amountOf(input.weeklyPrice, 'weeklyPrice', issues),
      monthlyPriceFils: amountOf(input.monthlyPrice, 'monthlyPrice', issues),
      depositFils: amountOf(input.deposit, 'deposit', issues),
      excessKmFils: amountOf(input.excessKmPrice, 'excessKmPrice', issues),
    };
    const valueFils = input.value ? amountOf(input.value, 'value', issues) : undefined;
    const pickupBranchIds = [...new Set(input.pickupBranchIds)];
    const returnBranchIds = [...new Set(input.returnBranchIds)];
    const branches = await fleetRepository.branchesByIds(this.ctx.db, [...pickupBranchIds, ...returnBranchIds]);
    const usable = new Map(
      branches.filter((b) => b.ownerId === actor.userId && !b.deletedAt).map((b) => [b.id, b] as const),
    );
    if (pickupBranchIds.some((b) => !usable.has(b))) issues.push({ field: 'pickupBranchIds', key: 'invalid' });
    if (returnBranchIds.some((b) => !usable.has(b))) issues.push({ field: 'returnBranchIds', key: 'invalid' });
    if (issues.length) throw new AppError('VALIDATION_FAILED', {}, issues);

    const resolved = await this.deps.catalog.resolve({
      brandId: input.brandId,
      seriesId: input.seriesId,
      modelId: input.modelId || undefined,
    });
    if (opts.photosChanged !== false) {
      await this.deps.uploads.requireOwnUploads(actor.userId, input.photoUploadIds, {
        kinds: ['image'],
        visibility: 'public',
        field: 'photoUploadIds',
      });
    }
    const first = usable.get(pickupBranchIds[0] as string) as RentalBranchRow;
    return {
      values: {
        brandId: input.brandId,
        seriesId: input.seriesId,
        modelId: input.modelId || null,
        title: titleOf(resolved.brandName, resolved.seriesName, resolved.modelName, input.year),
        year: input.year,
        registrationDate: input.registrationDate,
        carType: input.carType,
        seats: input.seats,
        transmission: input.transmission,
        fuel: input.fuel,
        ...(amounts as { [K in keyof typeof amounts]: bigint }),
        valueFils: valueFils ?? null,
        mileageKmPerDay: input.mileageKmPerDay,
        features: input.features,
        description: input.description,
        photoUploadIds: input.photoUploadIds,
        cityId: first.cityId,
        emirateId: first.emirateId,
      },
      pickupBranchIds,
      returnBranchIds,
    };
  }

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
    const items = await this.carSummaries(
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
    return this.presentDetail(row, actor, lang);
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
    const summaries = new Map((await this.carSummaries(page, lang)).map((s) => [s.id, s]));
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
  async requireBookableCar(
    carId: string,
    db: DbOrTx = this.ctx.db,
    opts: { lock?: boolean } = {},
  ): Promise<BookableCar> {
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
  async carById(carId: string, db: DbOrTx = this.ctx.db): Promise<RentalCarRow> {
    const car = await fleetRepository.findCar(db, carId);
    if (!car) throw notFound();
    return car;
  }

  /** Several cars by id (a page of bookings) whatever their status, in the order given; NOT_FOUND when one is missing. */
  async carsByIds(carIds: readonly string[], db: DbOrTx = this.ctx.db): Promise<RentalCarRow[]> {
    const rows = new Map((await fleetRepository.carsByIds(db, carIds)).map((r) => [r.id, r]));
    return carIds.map((id) => {
      const car = rows.get(id);
      if (!car) throw notFound();
      return car;
    });
  }

  /** One car as lists show it, with its availability right now. */
  async carSummary(row: RentalCarRow, lang: Language): Promise<RentalCarSummary> {
    const [summary] = await this.carSummaries([row], lang);
    return summary as RentalCarSummary;
  }

  /**
   * Cars as lists show them, in the order given. Availability is for the range when one is given
   * (with the whole-range quote total), otherwise right now. Reads other domains: call it
   * outside a transaction.
   */
  async carSummaries(rows: RentalCarRow[], lang: Language, opts: SummaryOptions = {}): Promise<RentalCarSummary[]> {
    if (rows.length === 0) return [];
    const db = this.ctx.db;
    const now = this.ctx.clock.now();
    const range = opts.range ?? null;
    const busy =
      opts.busy ??
      (await fleetRepository.busyCarIds(
        db,
        rows.map((r) => r.id),
        range,
        now,
      ));
    const [covers, merchants, names, cities] = await Promise.all([
      this.deps.uploads.presentMap(rows.map((r) => r.photoUploadIds[0])),
      this.merchantsOf(rows.map((r) => r.ownerId)),
      // Reference data, asked once per distinct brand/series/model and city of the page.
      Promise.all(
        rows.map(
          memo(
            (r) => `${r.brandId}|${r.seriesId}|${r.modelId}`,
            (r) => this.catalogNames(r, lang),
          ),
        ),
      ),
      Promise.all(
        rows.map(
          memo(
            (r) => r.cityId,
            (r) => this.cityName(r.cityId, lang),
          ),
        ),
      ),
    ]);
    return rows.map((row, i) => {
      const cover = row.photoUploadIds[0] ? covers.get(row.photoUploadIds[0]) : undefined;
      const name = names[i] as CatalogNames;
      return {
        id: row.id,
        title: titleOf(name.brand, name.series, name.model, row.year),
        brandId: row.brandId,
        brandName: name.brand,
        seriesId: row.seriesId,
        seriesName: name.series,
        year: row.year,
        carType: row.carType,
        seats: row.seats,
        transmission: row.transmission,
        fuel: row.fuel,
        dailyPriceFils: Number(row.dailyPriceFils),
        weeklyPriceFils: Number(row.weeklyPriceFils),
        monthlyPriceFils: Number(row.monthlyPriceFils),
        depositFils: Number(row.depositFils),
        cover: cover ? { url: cover.url, thumbUrl: cover.thumbUrl ?? cover.url } : null,
        cityId: row.cityId,
        cityName: cities[i] as string,
        status: row.status,
        availability: busy.has(row.id) ? 'under_lease' : 'leasable',
        quoteTotalFils: range ? this.quoteFor(row, range.from, range.to, [], now).totalFils : null,
        merchant: merchants.get(row.ownerId) ?? { userId: row.ownerId, shopId: null, name: '' },
      };
    });
  }

  private async presentDetail(row: RentalCarRow, actor: Actor | null, lang: Language): Promise<RentalCarDetail> {
    const now = this.ctx.clock.now();
    const [summary, photos, links, busy] = await Promise.all([
      this.carSummary(row, lang),
      this.deps.uploads.presentMany(row.photoUploadIds),
      fleetRepository.carBranchLinks(this.ctx.db, [row.id]),
      fleetRepository.busyRanges(this.ctx.db, row.id, now),
    ]);
    const branches = await this.branchMap(
      links.map((l) => l.branchId),
      lang,
    );
    const of = (role: BranchRole) =>
      links
        .filter((l) => l.role === role)
        .map((l) => branches.get(l.branchId))
        .filter((b): b is RentalBranch => !!b);
    return {
      ...summary,
      modelId: row.modelId,
      registrationDate: row.registrationDate,
      mileageKmPerDay: row.mileageKmPerDay,
      excessKmFils: Number(row.excessKmFils),
      features: row.features,
      description: row.description,
      photos: photos.map((p) => ({ uploadId: p.uploadId, url: p.url, thumbUrl: p.thumbUrl ?? p.url })),
      pickupBranches: of('pickup'),
      returnBranches: of('return'),
      busy: busy.map((b) => ({ from: b.from.toISOString(), to: b.to.toISOString() })),
      canEdit: !!actor && actor.userId === row.ownerId,
      valueFils: actor?.userId === row.ownerId && row.valueFils !== null ? Number(row.valueFils) : null,
    };
  }

  // ---- names of other domains ----------------------------------------------------------------

  private async cityName(cityId: string, lang: Language): Promise<string> {
    return (await this.deps.regions.label(cityId, lang)) ?? cityId;
  }

  private async catalogNames(row: RentalCarRow, lang: Language): Promise<CatalogNames> {
    const resolved = await this.deps.catalog.resolve(
      { brandId: row.brandId, seriesId: row.seriesId, modelId: row.modelId },
      lang,
    );
    return { brand: resolved.brandName, series: resolved.seriesName, model: resolved.modelName };
  }

  /**
   * How merchants show: the shop (when public) by name, else the account's nickname. Kept for a
   * minute in memory: every search page names its merchants, and names rarely change.
   */
  private async merchantsOf(ownerIds: string[]): Promise<Map<string, RentalCarSummary['merchant']>> {
    const unique = [...new Set(ownerIds)];
    const now = Date.now();
    const out = new Map<string, RentalCarSummary['merchant']>();
    await Promise.all(
      unique.map(async (userId) => {
        const cached = this.merchantCache.get(userId);
        if (cached && cached.until > now) {
          out.set(userId, cached.value);
          return;
        }
        const [shop, user] = await Promise.all([
          this.deps.shops.shopOfOwner(userId),
          this.deps.users.requireById(userId).catch(() => null),
        ]);
        const publicShop = shop && PUBLIC_SHOP_STATUSES.includes(shop.status) ? shop : null;
        const value = {
          userId,
          shopId: publicShop?.id ?? null,
          name: publicShop?.name ?? user?.nickname ?? user?.username ?? '',
        };
        if (this.merchantCache.size >= MERCHANT_CACHE_MAX) this.merchantCache.clear();
        this.merchantCache.set(userId, { value, until: now + MERCHANT_CACHE_MS });
        out.set(userId, value);
      }),
    );
    return out;
  }

  /** Merchants whose shop name matches the admin's search words (at most 50). */
  private async merchantIdsMatching(actor: Actor, q: string, lang: Language): Promise<string[]> {
    const shops = await this.deps.shops.adminList(actor, { q, limit: 50 }, lang);
    return shops.items.map((s) => s.owner.id);
  }
}

interface CatalogNames {
  brand: string;
  series: string;
  model: string | null;
}

function requireMerchant(actor: Actor): void {
  if (!hasRole(actor, 'merchant')) throw new AppError('MERCHANT_REQUIRED');
}

/** "Toyota Land Cruiser GXR 2024": brand, series, model when chosen, year. */
function titleOf(brand: string, series: string, model: string | null, year: number): string {
  return [brand, series, model, String(year)].filter(Boolean).join(' ');
}

function amountOf(value: string, field: string, issues: FieldIssue[]): bigint {
  const fils = parseAmountToFils(value);
  if (fils === null || fils <= 0n) {
    issues.push({ field, key: 'amount' });
    return 0n;
  }
  return fils;
}

function filsToAmount(fils: bigint): string {
  const whole = fils / 100n;
  const cents = fils % 100n;
  return cents === 0n ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}

/** One call per distinct key: later rows with the same key share the first row's promise. */
function memo<R, T>(keyOf: (row: R) => string, fn: (row: R) => Promise<T>): (row: R) => Promise<T> {
  const seen = new Map<string, Promise<T>>();
  return (row) => {
    const key = keyOf(row);
    let found = seen.get(key);
    if (!found) {
      found = fn(row);
      seen.set(key, found);
    }
    return found;
  };
}

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}
