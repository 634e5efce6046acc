import {
  type Booking,
  type BookingStatus,
  type bookingListQuery,
  type createBookingBody,
  type FieldIssue,
  formatAed,
  type Language,
} from '@souq/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { type Actor, isAdmin } from '../../lib/authz';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { requestHash } from '../../lib/idempotency';
import { isUniqueViolation } from '../../lib/pg-errors';
import { inTransaction } from '../../lib/transaction';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PaymentsService } from '../payments/payments.service';
import type { UploadsService } from '../uploads/uploads.service';
import type { LedgerService } from '../wallet/ledger.service';
import { BookingCheckout } from './bookings.checkout';
import { BookingNotices } from './bookings.events';
import { BookingMoney } from './bookings.money';
import { BookingPresenter } from './bookings.presenter';
import { type BookingListFilter, bookingsRepository } from './bookings.repository';
import {
  type AfterCommit,
  aed,
  cancelTermsOf,
  chargesAtReturn,
  conditionReport,
  DECLINABLE,
  type HandoverInput,
  isOverlap,
  MINUTE_MS,
  newOrderNo,
  type ReturnCarInput,
} from './bookings.rules';
import { BookingsSweeper, type SweepResult } from './bookings.sweeper';
import type { ClaimsService } from './claims.service';
import type { DriversService } from './drivers.service';
import type { FleetService } from './fleet.service';
import type { RentalBookingRow } from './rentals.tables';

export interface BookingsDeps {
  fleet: FleetService;
  drivers: DriversService;
  ledger: LedgerService;
  payments: PaymentsService;
  notifications: NotificationsService;
  uploads: UploadsService;
  claims: ClaimsService;
}

type CreateBookingInput = z.output<typeof createBookingBody>;
type ListQuery = z.output<typeof bookingListQuery>;
type Page<T> = { items: T[]; nextCursor: string | null };

/**
 * Rental bookings (the spec's orders): create and pay, confirm or decline, hand over, return with
 * charges, cancel with the refund rule. The rules without a database are in bookings.rules.ts, the
 * money movements in bookings.money.ts, the card checkout in bookings.checkout.ts, the sweeper in
 * bookings.sweeper.ts, the notifications in bookings.events.ts and the responses in
 * bookings.presenter.ts.
 *
 * Money (docs/decisions/0005-rental-money.md): the rental price is charged from the renter's
 * wallet to the merchant's and held there (escrow on the merchant's wallet) until the car is
 * returned; the deposit is a hold on the renter's wallet. Every movement carries a key derived from
 * the booking id and the step, inside the transaction that changes the booking's status.
 */
export class BookingsService {
  private readonly money: BookingMoney;
  private readonly notices: BookingNotices;
  private readonly presenter: BookingPresenter;
  private readonly checkout: BookingCheckout;
  private readonly sweeper: BookingsSweeper;

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: BookingsDeps,
  ) {
    this.money = new BookingMoney(ctx, deps);
    this.notices = new BookingNotices(deps.notifications);
    this.presenter = new BookingPresenter(ctx, deps);
    this.checkout = new BookingCheckout(ctx, deps, this.money, this.notices, this.presenter);
    this.sweeper = new BookingsSweeper(ctx, deps, this.money, this.notices);
    deps.payments.onSucceeded('rental', ({ payment, tx, afterCommit }) => this.checkout.paid(payment, tx, afterCommit));
    deps.payments.onFailed('rental', ({ payment, tx, afterCommit }) => this.checkout.unpaid(payment, tx, afterCommit));
  }

  // ---- create ------------------------------------------------------------------------------

  /**
   * Books and pays a car. Checks in order (nothing is written when one fails): agreements, range,
   * car and branches, drivers, price, not one's own car. Wallet: one transaction inserts the
   * booking (the exclusion constraint refuses an overlap), charges the total and holds the deposit.
   * Card: the booking keeps the car as `pending_payment` while the checkout is open.
   * Same key and body: the first answer again; another body: IDEMPOTENCY_CONFLICT.
   */
  async create(
    actor: Actor,
    body: CreateBookingInput,
    idempotencyKey: string,
    lang: Language,
  ): Promise<{ booking: Booking; checkoutUrl?: string }> {
    const pickupAt = new Date(body.pickupAt);
    const returnAt = new Date(body.returnAt);
    const hash = requestHash({
      ...body,
      pickupAt: pickupAt.toISOString(),
      returnAt: returnAt.toISOString(),
      extras: [...new Set(body.extras)].sort(),
    });
    const existing = await bookingsRepository.findByKey(this.ctx.db, actor.userId, idempotencyKey);
    if (existing) return this.replayCreate(actor, existing, hash, lang);

    const now = this.ctx.clock.now();
    if (!body.agreeRentalAgreement || !body.agreeReservationAgreement) {
      const fields: FieldIssue[] = [];
      if (!body.agreeRentalAgreement) fields.push({ field: 'agreeRentalAgreement', key: 'mustAgree' });
      if (!body.agreeReservationAgreement) fields.push({ field: 'agreeReservationAgreement', key: 'mustAgree' });
      throw new AppError('AGREEMENTS_REQUIRED', {}, fields);
    }
    this.deps.fleet.checkRange(pickupAt, returnAt, now);
    const { car, pickupBranchIds, returnBranchIds } = await this.deps.fleet.requireBookableCar(body.carId);
    if (!pickupBranchIds.includes(body.pickupBranchId)) {
      throw fieldError('BRANCH_NOT_OFFERED', 'pickupBranchId', 'invalid');
    }
    if (!returnBranchIds.includes(body.returnBranchId)) {
      throw fieldError('BRANCH_NOT_OFFERED', 'returnBranchId', 'invalid');
    }
    const found = await this.deps.drivers.requireDriversValidThrough(actor.userId, body.driverIds, returnAt, lang);
    const byId = new Map(found.map((d) => [d.id, d]));
    const drivers = [...new Set(body.driverIds)].map((id) => byId.get(id)).filter((d) => !!d);
    const first = drivers[0];
    if (!first) throw notFound();
    const quote = this.deps.fleet.quoteFor(car, pickupAt, returnAt, body.extras, now);
    if (quote.totalFils !== body.expectedTotalFils) {
      const total = formatAed(quote.totalFils, lang);
      throw new AppError('PRICE_CHANGED', { total }, [
        { field: 'expectedTotalFils', key: 'priceChanged', params: { total } },
      ]);
    }
    if (car.ownerId === actor.userId) throw new AppError('CANNOT_BOOK_OWN_CAR');

    const card = body.method === 'card';
    const base = {
      carId: car.id,
      renterId: actor.userId,
      merchantId: car.ownerId,
      pickupBranchId: body.pickupBranchId,
      returnBranchId: body.returnBranchId,
      pickupAt,
      returnAt,
      status: (card
        ? 'pending_payment'
        : quote.shortNotice
          ? 'awaiting_confirmation'
          : 'awaiting_pickup') as BookingStatus,
      extras: [...new Set(body.extras)],
      notes: body.notes,
      quote,
      totalFils: BigInt(quote.totalFils),
      depositFils: BigInt(quote.depositFils),
      shortNotice: quote.shortNotice,
      paymentDueAt: card ? new Date(now.getTime() + this.ctx.config.RENTAL_PAYMENT_WINDOW_MINUTES * MINUTE_MS) : null,
      paymentMethod: (card ? 'card' : 'wallet') as 'card' | 'wallet',
      renterName: first.name,
      renterMobile: first.mobile,
      renterEmail: first.email,
      idempotencyKey,
      requestHash: hash,
      createdAt: now,
    };
    const driverRows = (bookingId: string) =>
      drivers.map((d) => ({
        bookingId,
        driverId: d.id,
        name: d.name,
        licenceNumber: d.licenceNumber,
        licenceExpiryDate: d.licenceExpiryDate,
        mobile: d.mobile,
      }));

    try {
      const row = await this.withOrderNumber(now, (orderNo) =>
        inTransaction(this.ctx.db, async (tx, afterCommit) => {
          // The car first, then the booking, then the ledger accounts (in id order): the car's
          // lock queues bookings of one car, so overlapping inserts never deadlock in the
          // exclusion check; the loser sees the winner's row and fails with 23P01.
          await this.deps.fleet.requireBookableCar(car.id, tx, { lock: true });
          const inserted = await bookingsRepository.insert(tx, { ...base, orderNo });
          await bookingsRepository.insertDrivers(tx, driverRows(inserted.id));
          if (card) return inserted;
          const paid = await this.money.pay(tx, inserted, base.status);
          await this.notices.booked(tx, afterCommit, paid, car);
          return paid;
        }),
      );
      if (card) return this.checkout.start(actor, row, lang);
      return { booking: await this.presenter.one(row, lang) };
    } catch (err) {
      const overlap = isOverlap(err);
      if (overlap || isUniqueViolation(err, 'rental_bookings_renter_idempotency_key')) {
        // A concurrent request with the same key won the insert: answer what it answered.
        const winner = await bookingsRepository.findByKey(this.ctx.db, actor.userId, idempotencyKey);
        if (winner) return this.replayCreate(actor, winner, hash, lang);
      }
      if (overlap) throw new AppError('CAR_NOT_AVAILABLE');
      throw err;
    }
  }

  /** Runs the insert with a fresh order number, again on the rare clash of two random numbers. */
  private async withOrderNumber<T>(now: Date, work: (orderNo: string) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await work(newOrderNo(now));
      } catch (err) {
        if (attempt >= 5 || !isUniqueViolation(err, 'rental_bookings_order_no_key')) throw err;
      }
    }
  }

  private async replayCreate(
    actor: Actor,
    row: RentalBookingRow,
    hash: string,
    lang: Language,
  ): Promise<{ booking: Booking; checkoutUrl?: string }> {
    if (row.requestHash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
    if (row.status === 'pending_payment') return this.checkout.start(actor, row, lang);
    return { booking: await this.presenter.one(row, lang) };
  }

  // ---- reading -----------------------------------------------------------------------------

  /** Order numbers people see, by booking id (the deposits page names a hold by its order). */
  async orderNumbers(ids: string[]): Promise<Map<string, string>> {
    const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    return bookingsRepository.orderNosByIds(
      this.ctx.db,
      ids.filter((id) => UUID_RE.test(id)),
    );
  }

  /** The renter's orders (spec orderList), newest first, by status tab. */
  async listMine(actor: Actor, query: ListQuery, lang: Language): Promise<Page<Booking>> {
    return this.list({ renterId: actor.userId, status: query.status }, query, lang);
  }

  /** The merchant's customer orders (spec orderAdminList), with search. */
  async listForMerchant(actor: Actor, query: ListQuery, lang: Language): Promise<Page<Booking>> {
    return this.list({ merchantId: actor.userId, status: query.status, q: query.q }, query, lang);
  }

  /** Every order, for admins. */
  async listAll(query: ListQuery, lang: Language): Promise<Page<Booking>> {
    return this.list({ status: query.status, q: query.q }, query, lang);
  }

  private async list(filter: BookingListFilter, query: ListQuery, lang: Language): Promise<Page<Booking>> {
    const rows = await bookingsRepository.page(this.ctx.db, filter, decodeCursor(query.cursor), query.limit + 1);
    const page = pageOf(
      rows,
      query.limit,
      (r) => ({ at: r.createdAt, id: r.id }),
      (r) => r,
    );
    return { items: await this.presenter.present(page.items, lang), nextCursor: page.nextCursor };
  }

  /** One order for its renter, the car's merchant or an admin; 404 for anyone else. */
  async get(actor: Actor, id: string, lang: Language): Promise<Booking> {
    const row = await bookingsRepository.findById(this.ctx.db, id);
    if (!row || !(row.renterId === actor.userId || row.merchantId === actor.userId || isAdmin(actor))) {
      throw notFound();
    }
    return this.presenter.one(row, lang);
  }

  // ---- merchant and admin steps ------------------------------------------------------------

  /** A short-notice order accepted: awaiting confirmation → awaiting pick-up. */
  async confirm(actor: Actor, id: string, lang: Language): Promise<Booking> {
    return this.step(actor, id, 'merchant', lang, async (tx, afterCommit, row) => {
      if (row.status === 'awaiting_pickup' && row.confirmedAt) return row; // a retry
      if (row.status !== 'awaiting_confirmation') throw new AppError('INVALID_STATE');
      const done = await bookingsRepository.update(tx, row.id, {
        status: 'awaiting_pickup',
        confirmedAt: this.ctx.clock.now(),
      });
      await this.notices.notify(tx, afterCommit, done, 'renter', 'rentalConfirmed');
      await this.notices.notify(tx, afterCommit, done, 'merchant', 'rentalConfirmedMerchant');
      return done;
    });
  }

  /** The merchant cannot serve the order: canceled with everything given back. */
  async decline(actor: Actor, id: string, reason: string, lang: Language): Promise<Booking> {
    return this.step(actor, id, 'merchant', lang, async (tx, afterCommit, row) => {
      if (row.status === 'canceled' && row.cancelKind === 'declined') return row; // a retry
      if (!DECLINABLE.includes(row.status)) throw new AppError('INVALID_STATE');
      const done = await this.money.cancelPaid(tx, row, { kind: 'declined', feeFils: 0n, reason });
      await this.notices.notify(tx, afterCommit, done, 'renter', 'rentalDeclined', { refund: aed(done.refundFils) });
      await this.notices.notify(tx, afterCommit, done, 'merchant', 'rentalDeclinedMerchant');
      return done;
    });
  }

  /** The car is handed over: Renting, with the odometer, fuel and photos at pick-up. */
  async handover(actor: Actor, id: string, body: HandoverInput, lang: Language): Promise<Booking> {
    await this.deps.uploads.requireOwnUploads(actor.userId, body.photoUploadIds, {
      kinds: ['image'],
      visibility: 'public',
      field: 'photoUploadIds',
    });
    return this.step(actor, id, 'merchant', lang, async (tx, afterCommit, row) => {
      if (row.status === 'renting') return row; // a retry
      if (row.status !== 'awaiting_pickup') throw new AppError('INVALID_STATE');
      const now = this.ctx.clock.now();
      const done = await bookingsRepository.update(tx, row.id, {
        status: 'renting',
        pickedUpAt: now,
        handover: conditionReport(now, body),
      });
      await this.notices.notify(tx, afterCommit, done, 'renter', 'rentalHandedOver');
      await this.notices.notify(tx, afterCommit, done, 'merchant', 'rentalHandedOverMerchant');
      return done;
    });
  }

  /**
   * The car is back: overtime from the actual return time and the merchant's itemised charges
   * (each with a reason the renter sees) are taken from the deposit hold, overtime first, up to
   * the deposit; what exceeds it becomes a claim the renter accepts or disputes (never taken from
   * the wallet here). The rest of the deposit is released now or at its release date, the
   * merchant paid, the order completed (docs/decisions/0006-rental-claims.md).
   */
  async returnCar(actor: Actor, id: string, body: ReturnCarInput, lang: Language): Promise<Booking> {
    const now = this.ctx.clock.now();
    const returnedAt = body.returnedAt ? new Date(body.returnedAt) : now;
    if (returnedAt.getTime() > now.getTime()) throw fieldError('VALIDATION_FAILED', 'returnedAt', 'dateInFuture');
    await this.deps.uploads.requireOwnUploads(actor.userId, body.photoUploadIds, {
      kinds: ['image'],
      visibility: 'public',
      field: 'photoUploadIds',
    });
    // Excess kilometres are computed from the two odometer readings: a typed line would charge them twice.
    const typedMileage = body.charges.findIndex((c) => c.kind === 'excess_mileage');
    if (typedMileage >= 0) throw fieldError('VALIDATION_FAILED', `charges.${typedMileage}.kind`, 'mileageComputed');
    const entered = await this.deps.claims.checkItems(actor, body.charges, 'charges');

    return this.step(actor, id, 'merchant', lang, async (tx, afterCommit, row) => {
      if (row.status === 'completed') return row; // a retry
      if (row.status !== 'renting') throw new AppError('INVALID_STATE');
      if (row.pickedUpAt && returnedAt.getTime() < row.pickedUpAt.getTime()) {
        throw fieldError('VALIDATION_FAILED', 'returnedAt', 'dateOrder');
      }
      const handoverKm = row.handover?.odometerKm ?? body.odometerKm;
      if (body.odometerKm < handoverKm) {
        throw fieldError('VALIDATION_FAILED', 'odometerKm', 'odometerBelowHandover', { km: handoverKm });
      }
      // Kilometres beyond the allowance, on the terms the booking was made on (older quotes: the car's).
      const mileage = row.quote.mileage ?? (await this.mileageOfCar(row.carId, tx));
      const { lateMinutes, charges, claimed, fromDeposit } = chargesAtReturn({
        row,
        returnedAt,
        handoverKm,
        returnKm: body.odometerKm,
        mileage,
        entered,
        overtimeStepFils: this.ctx.config.RENTAL_OVERTIME_STEP_AED * 100,
        securedFils: (await this.money.depositSecured(tx, row)) ? row.depositFils : 0n,
      });
      const settled = await this.money.settleDeposit(tx, row, fromDeposit, returnedAt, now);

      await this.money.payMerchant(tx, row);
      const done = await bookingsRepository.update(tx, row.id, {
        ...settled,
        status: 'completed',
        returnedAt,
        completedAt: now,
        lateMinutes,
        charges,
        returnReport: conditionReport(returnedAt, body),
      });
      const kept = done.depositFils - done.depositCapturedFils;
      const charged = aed(fromDeposit);
      if (kept > 0n && done.depositReleasedFils === 0n) {
        await this.notices.notify(tx, afterCommit, done, 'renter', 'rentalReturnedHeld', {
          charges: charged,
          remaining: aed(kept),
        });
      } else {
        await this.notices.notify(tx, afterCommit, done, 'renter', 'rentalReturned', {
          charges: charged,
          released: aed(done.depositReleasedFils),
        });
      }
      await this.notices.notify(tx, afterCommit, done, 'merchant', 'rentalReturnedMerchant', {
        amount: aed(done.totalFils + done.depositCapturedFils),
      });
      if (claimed.length > 0) await this.deps.claims.openInTx(tx, afterCommit, done, claimed);
      return done;
    });
  }

  // ---- renter steps ------------------------------------------------------------------------

  /** The renter cancels before pick-up: refund minus the fee (free until 48 h before), deposit released. */
  async cancel(actor: Actor, id: string, reason: string, lang: Language): Promise<Booking> {
    return this.step(actor, id, 'renter', lang, async (tx, afterCommit, row) => {
      if (row.status === 'canceled' && row.cancelKind === 'canceled') return row; // a retry
      const terms = cancelTermsOf(row, this.ctx.clock.now(), this.ctx.config);
      if (!terms.allowed) throw new AppError('BOOKING_NOT_CANCELABLE');
      const done =
        row.status === 'pending_payment'
          ? await bookingsRepository.update(tx, row.id, {
              status: 'canceled',
              cancelKind: 'canceled',
              cancelReason: reason || null,
              canceledAt: this.ctx.clock.now(),
              checkoutUrl: null,
            })
          : await this.money.cancelPaid(tx, row, { kind: 'canceled', feeFils: BigInt(terms.feeFils), reason });
      await this.notices.notify(tx, afterCommit, done, 'renter', 'rentalCanceled', { refund: aed(done.refundFils) });
      if (row.status !== 'pending_payment') {
        await this.notices.notify(tx, afterCommit, done, 'merchant', 'rentalCanceledMerchant', {
          fee: aed(done.cancellationFeeFils),
        });
      }
      return done;
    });
  }

  // ---- sweeper -----------------------------------------------------------------------------

  /**
   * The background sweep (the rentals domain's job runs it every 30 s on every node; tests call it
   * with the fake clock): payment windows, unconfirmed short-notice orders, deposit releases and
   * card authorisations (bookings.sweeper.ts).
   */
  sweep(now: Date = this.ctx.clock.now()): Promise<SweepResult> {
    return this.sweeper.sweep(now);
  }

  // ---- helpers -----------------------------------------------------------------------------

  /**
   * One step on a booking: its row locked for the whole transaction, so steps of one booking run
   * one at a time. The renter's steps are the renter's; the merchant's are the car's merchant's or
   * an admin's. Anyone else is told it does not exist.
   */
  private async step(
    actor: Actor,
    id: string,
    who: 'renter' | 'merchant',
    lang: Language,
    work: (tx: Tx, afterCommit: AfterCommit, row: RentalBookingRow) => Promise<RentalBookingRow>,
  ): Promise<Booking> {
    const row = await inTransaction(this.ctx.db, async (tx, afterCommit) => {
      const row = await bookingsRepository.lockById(tx, id);
      const allowed =
        who === 'renter' ? row?.renterId === actor.userId : row?.merchantId === actor.userId || isAdmin(actor);
      if (!row || !allowed) throw notFound();
      return work(tx, afterCommit, row);
    });
    if (row.paymentMethod === 'card') await this.money.flushMoney(row);
    return this.presenter.one(row, lang);
  }

  private async mileageOfCar(carId: string, tx: Tx): Promise<{ kmPerDay: number; excessKmFils: number }> {
    const car = await this.deps.fleet.carById(carId, tx);
    return { kmPerDay: car.mileageKmPerDay, excessKmFils: Number(car.excessKmFils) };
  }
}
