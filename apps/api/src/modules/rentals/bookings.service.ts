import {
  type Booking,
  type BookingCancelKind,
  type BookingDeposit,
  type BookingStatus,
  type bookingListQuery,
  type CancellationTerms,
  cancellationTerms,
  type createBookingBody,
  dubaiDay,
  excessMileage,
  type FieldIssue,
  filsToDecimalString,
  formatAed,
  type handoverBody,
  type Language,
  lateMinutesBetween,
  overtimeSurchargeFils,
  type Refund,
  type RentalBranch,
  type RentalCarSummary,
  type returnCarBody,
  splitOverDeposit,
  type UploadMedia,
} from '@souq/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { type Actor, isAdmin } from '../../lib/authz';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { requestHash } from '../../lib/idempotency';
import { isExclusionViolation, isUniqueViolation } from '../../lib/pg-errors';
import { inTransaction } from '../../lib/transaction';
import type { NotificationsService } from '../notifications/notifications.service';
import type {
  CardAuthorisationRow,
  PaidPayment,
  PaymentRefundRow,
  PaymentsService,
  UnpaidPayment,
} from '../payments/payments.service';
import type { UploadsService } from '../uploads/uploads.service';
import type { LedgerService } from '../wallet/ledger.service';
import { type BookingChanges, type BookingListFilter, bookingsRepository } from './bookings.repository';
import type { ClaimsService } from './claims.service';
import type { DriversService } from './drivers.service';
import type { FleetService } from './fleet.service';
import type { ConditionReport, RentalBookingRow, RentalCarRow, StoredCharge } from './rentals.tables';

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
type HandoverInput = z.output<typeof handoverBody>;
type ReturnCarInput = z.output<typeof returnCarBody>;
type ListQuery = z.output<typeof bookingListQuery>;
type AfterCommit = (fn: () => void) => void;
type Page<T> = { items: T[]; nextCursor: string | null };

/** What the sweeper did in one run. */
export interface SweepResult {
  unpaidCanceled: number;
  unconfirmedCanceled: number;
  depositsReleased: number;
  /** Card authorisations of deposits renewed before they lapsed. */
  authorisationsRenewed: number;
  /** Card authorisations that lapsed unrenewed: held from the wallet instead, or flagged. */
  authorisationsLapsed: number;
}

/** The renter may cancel in these; later the car is out (or the order is over). */
const CANCELABLE: readonly BookingStatus[] = ['pending_payment', 'awaiting_confirmation', 'awaiting_pickup'];
/** The deposit still secures these: a card authorisation of theirs is renewed before it lapses. */
const DEPOSIT_OPEN: readonly BookingStatus[] = ['awaiting_confirmation', 'awaiting_pickup', 'renting'];
/** The merchant (or an admin) may decline these, refunding everything. */
const DECLINABLE: readonly BookingStatus[] = ['awaiting_confirmation', 'awaiting_pickup'];

/** The ledger's `ref` of every movement of a booking (the wallet names it "Rental booking"). */
const refOf = (row: { id: string }) => ({ type: 'booking', id: row.id });
/** Idempotency keys of a booking's movements: one per step, so a retried step never moves money twice. */
const keyOf = (row: { id: string }, step: string) => `rental:${row.id}:${step}`;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Rounds of the sweeper's queues per run, so one run never holds the process for long. */
const SWEEP_BATCH = 200;

/** PostgreSQL exclusion violation (23P01) of the no-overlap constraint, on both drivers. */
function isOverlap(err: unknown): boolean {
  return isExclusionViolation(err, 'rental_bookings_no_overlap');
}

/** Order number shown to people: R + yymmdd (Dubai date) + 6 random digits. */
function newOrderNo(now: Date): string {
  const yymmdd = dubaiDay(now).slice(2).replaceAll('-', '');
  const digits = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  return `R${yymmdd}${digits}`;
}

const aed = (fils: bigint | number) => filsToDecimalString(fils);
const toNumber = (fils: bigint) => Number(fils);

/**
 * Rental bookings (the spec's orders): create and pay, confirm or decline, hand over, return with
 * charges, cancel with the refund rule, and the sweeper for payment windows and deposit releases.
 *
 * Money (docs/decisions/0005-rental-money.md): the rental price is charged from the renter's
 * wallet to the merchant's and held there (escrow on the merchant's wallet) until the car is
 * returned; the deposit is a hold on the renter's wallet. Every movement carries a key derived from
 * the booking id and the step, inside the transaction that changes the booking's status.
 */
export class BookingsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: BookingsDeps,
  ) {
    deps.payments.onSucceeded('rental', ({ payment, tx, afterCommit }) => this.onCardPaid(payment, tx, afterCommit));
    deps.payments.onFailed('rental', ({ payment, tx, afterCommit }) => this.onCardUnpaid(payment, tx, afterCommit));
  }

  private get feeFils(): number {
    return this.ctx.config.RENTAL_CANCEL_FEE_AED * 100;
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
          const paid = await this.pay(tx, inserted, base.status);
          await this.notifyBooked(tx, afterCommit, paid, car);
          return paid;
        }),
      );
      if (card) return this.startCheckout(actor, row, lang);
      return { booking: await this.presentOne(row, lang) };
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
    if (row.status === 'pending_payment') return this.startCheckout(actor, row, lang);
    return { booking: await this.presentOne(row, lang) };
  }

  /**
   * The card checkout of a pending booking: the card pays the total only; the deposit is
   * authorised on the same card, not charged (docs/decisions/0010-card-authorisations.md).
   * Asking again gives the same payment.
   */
  private async startCheckout(
    actor: Actor,
    row: RentalBookingRow,
    lang: Language,
  ): Promise<{ booking: Booking; checkoutUrl?: string }> {
    let current = row;
    if (current.status === 'pending_payment' && !current.paymentId) {
      const checkout = await this.deps.payments.startCheckout({
        actor,
        purpose: 'rental',
        ref: refOf(current),
        amountFils: current.totalFils,
        resultRoute: `/me/rentals/${current.id}`,
        idempotencyKey: keyOf(current, 'checkout'),
        language: lang,
        ...(current.depositFils > 0n
          ? { authorise: { amountFils: current.depositFils, description: 'rental deposit' } }
          : {}),
      });
      current =
        (await bookingsRepository.attachPayment(this.ctx.db, current.id, checkout.paymentId, checkout.checkoutUrl)) ??
        (await bookingsRepository.findById(this.ctx.db, current.id)) ??
        current;
    }
    const booking = await this.presentOne(current, lang);
    if (current.status !== 'pending_payment' || !current.checkoutUrl) return { booking };
    return { booking, checkoutUrl: current.checkoutUrl };
  }

  /**
   * Inside the booking's transaction: the total from the renter's wallet to the merchant's, held
   * there until completion, and the deposit held on the renter's wallet. INSUFFICIENT_FUNDS rolls
   * everything back.
   */
  private async pay(
    tx: Tx,
    row: RentalBookingRow,
    next: BookingStatus,
    /** A card booking: the deposit's card authorisation instead of a wallet hold. */
    authorisationId: string | null = null,
  ): Promise<RentalBookingRow> {
    const ref = refOf(row);
    const metadata = { orderNo: row.orderNo };
    const charge = await this.deps.ledger.charge({
      userId: row.renterId,
      amountFils: row.totalFils,
      payee: { userId: row.merchantId },
      ref,
      metadata,
      idempotencyKey: keyOf(row, 'charge'),
      tx,
    });
    const escrow = await this.deps.ledger.hold({
      userId: row.merchantId,
      amountFils: row.totalFils,
      purpose: 'order',
      ref,
      releaseAt: row.returnAt,
      metadata,
      idempotencyKey: keyOf(row, 'escrow'),
      tx,
    });
    const deposit =
      row.depositFils > 0n && !authorisationId
        ? await this.deps.ledger.hold({
            userId: row.renterId,
            amountFils: row.depositFils,
            purpose: 'rental_deposit',
            ref,
            releaseAt: new Date(row.returnAt.getTime() + this.ctx.config.RENTAL_DEPOSIT_RELEASE_DAYS * DAY_MS),
            metadata,
            idempotencyKey: keyOf(row, 'deposit'),
            tx,
          })
        : null;
    return bookingsRepository.update(tx, row.id, {
      status: next,
      chargeTxId: charge.transactionId,
      escrowHoldId: escrow.holdId,
      depositHoldId: deposit?.holdId ?? null,
      depositAuthorisationId: authorisationId,
      paymentDueAt: null,
      checkoutUrl: null,
    });
  }

  /** The gateway confirmed the card payment; the money is in the renter's wallet now: pay from it. */
  private async onCardPaid(payment: PaidPayment, tx: Tx, afterCommit: AfterCommit): Promise<void> {
    if (payment.refType !== 'booking') return;
    const row = await bookingsRepository.lockById(tx, payment.refId);
    if (!row || row.renterId !== payment.userId) {
      this.ctx.log.error({ paymentId: payment.id, ref: payment.refId }, 'rental payment for an unknown booking');
      return;
    }
    if (row.status !== 'pending_payment' || (row.paymentId && row.paymentId !== payment.id)) {
      if (row.chargeTxId) return; // paid by an earlier delivery
      // Too late: the booking was canceled meanwhile. The money goes back to the card it came
      // from, and a deposit authorised with it is released.
      await this.deps.payments.refundToCard(tx, {
        paymentId: payment.id,
        amountFils: payment.amountFils,
        ref: refOf(row),
        idempotencyKey: `rental:${row.id}:late-refund:${payment.id}`,
      });
      if (payment.authorisation?.status === 'authorised') {
        await this.deps.payments.settleAuthorisation(tx, payment.authorisation.id, 0n);
      }
      await this.notify(tx, afterCommit, row, 'renter', 'rentalPaymentLate', {
        amount: aed(payment.amountFils),
      });
      afterCommit(() => void this.deps.payments.sweepCard());
      return;
    }
    const withPayment = row.paymentId ? row : await bookingsRepository.update(tx, row.id, { paymentId: payment.id });
    const next = row.shortNotice ? 'awaiting_confirmation' : 'awaiting_pickup';
    const authorised = payment.authorisation?.status === 'authorised' ? payment.authorisation.id : null;
    if (row.depositFils > 0n && !authorised && !(await this.canHoldFromWallet(tx, row))) {
      // The card paid the price but refused the deposit, and the wallet cannot hold it either:
      // the booking cannot go ahead; the price goes back to the card.
      await this.deps.payments.refundToCard(tx, {
        paymentId: payment.id,
        amountFils: payment.amountFils,
        ref: refOf(row),
        idempotencyKey: keyOf(row, 'card-refund'),
      });
      const done = await this.cancelUnpaid(tx, row, payment.id, { refundFils: payment.amountFils });
      await this.notify(tx, afterCommit, done, 'renter', 'rentalDepositDeclined', { refund: aed(done.refundFils) });
      afterCommit(() => void this.flushMoney(done));
      return;
    }
    // Declined on the card but the wallet covers it: the deposit is a wallet hold, as with the wallet.
    const paid = await this.pay(tx, withPayment, next, authorised);
    const car = await this.deps.fleet.carById(row.carId, tx);
    await this.notifyBooked(tx, afterCommit, paid, car);
  }

  /** Whether the renter's available balance covers the deposit right now (read under their lock). */
  private async canHoldFromWallet(tx: Tx, row: RentalBookingRow): Promise<boolean> {
    await this.deps.ledger.lockUser(tx, row.renterId);
    const balances = await this.deps.ledger.balances(row.renterId, tx);
    return balances.availableFils >= row.depositFils;
  }

  /**
   * After a step's commit: asks the gateway to carry out what the step decided (a card refund, an
   * authorisation captured or voided). A failure is logged; the sweeper asks again.
   */
  private async flushMoney(row: RentalBookingRow): Promise<void> {
    const { payments } = this.deps;
    try {
      if (row.depositAuthorisationId) await payments.flushAuthorisation(row.depositAuthorisationId);
      if (row.paymentMethod === 'card' && row.status === 'canceled') {
        for (const r of await payments.refundsOf('booking', [row.id])) await payments.flushRefund(r.id);
      }
    } catch (err) {
      this.ctx.log.error({ err, bookingId: row.id }, 'card settlement left to the sweeper');
    }
  }

  /** The card payment failed or was canceled: the booking gives the car back. */
  private async onCardUnpaid(payment: UnpaidPayment, tx: Tx, afterCommit: AfterCommit): Promise<void> {
    if (payment.refType !== 'booking') return;
    const row = await bookingsRepository.lockById(tx, payment.refId);
    if (!row || row.renterId !== payment.userId || row.status !== 'pending_payment') return;
    if (row.paymentId && row.paymentId !== payment.id) return;
    const done = await this.cancelUnpaid(tx, row, payment.id);
    await this.notify(tx, afterCommit, done, 'renter', 'rentalUnpaid');
  }

  /** Cancels a booking its card checkout did not pay for (or whose deposit it could not secure): the car is free again. */
  private cancelUnpaid(tx: Tx, row: RentalBookingRow, paymentId: string, extra: { refundFils?: bigint } = {}) {
    return bookingsRepository.update(tx, row.id, {
      status: 'canceled',
      cancelKind: 'unpaid',
      canceledAt: this.ctx.clock.now(),
      checkoutUrl: null,
      paymentId,
      ...extra,
    });
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
    return { items: await this.present(page.items, lang), nextCursor: page.nextCursor };
  }

  /** One order for its renter, the car's merchant or an admin; 404 for anyone else. */
  async get(actor: Actor, id: string, lang: Language): Promise<Booking> {
    const row = await bookingsRepository.findById(this.ctx.db, id);
    if (!row || !(row.renterId === actor.userId || row.merchantId === actor.userId || isAdmin(actor))) {
      throw notFound();
    }
    return this.presentOne(row, lang);
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
      await this.notify(tx, afterCommit, done, 'renter', 'rentalConfirmed');
      await this.notify(tx, afterCommit, done, 'merchant', 'rentalConfirmedMerchant');
      return done;
    });
  }

  /** The merchant cannot serve the order: canceled with everything given back. */
  async decline(actor: Actor, id: string, reason: string, lang: Language): Promise<Booking> {
    return this.step(actor, id, 'merchant', lang, async (tx, afterCommit, row) => {
      if (row.status === 'canceled' && row.cancelKind === 'declined') return row; // a retry
      if (!DECLINABLE.includes(row.status)) throw new AppError('INVALID_STATE');
      const done = await this.cancelPaid(tx, row, { kind: 'declined', feeFils: 0n, reason });
      await this.notify(tx, afterCommit, done, 'renter', 'rentalDeclined', { refund: aed(done.refundFils) });
      await this.notify(tx, afterCommit, done, 'merchant', 'rentalDeclinedMerchant');
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
        handover: this.report(now, body),
      });
      await this.notify(tx, afterCommit, done, 'renter', 'rentalHandedOver');
      await this.notify(tx, afterCommit, done, 'merchant', 'rentalHandedOverMerchant');
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
      const lateMinutes = lateMinutesBetween(row.returnAt, returnedAt);
      const overtime = BigInt(overtimeSurchargeFils(lateMinutes, this.ctx.config.RENTAL_OVERTIME_STEP_AED * 100));
      const itemised: StoredCharge[] = [];
      if (overtime > 0n) {
        itemised.push({ kind: 'overtime', amountFils: overtime.toString(), note: null, photoUploadIds: [] });
      }
      // Kilometres beyond the allowance, on the terms the booking was made on (older quotes: the car's).
      const terms = row.quote.mileage ?? (await this.mileageOfCar(row.carId, tx));
      const excess = excessMileage({ ...terms, days: row.quote.days, handoverKm, returnKm: body.odometerKm });
      if (excess.amountFils > 0) {
        itemised.push({
          kind: 'excess_mileage',
          amountFils: String(excess.amountFils),
          note: null,
          photoUploadIds: [],
        });
      }
      for (const c of entered) {
        itemised.push({ kind: c.kind, amountFils: c.fils.toString(), note: c.note, photoUploadIds: c.photoUploadIds });
      }
      // The deposit covers the items in order; the uncovered part of each goes to the claim.
      const secured = (await this.depositSecured(tx, row)) ? toNumber(row.depositFils) : 0;
      const split = splitOverDeposit(
        itemised.map((item) => Number(item.amountFils)),
        secured,
      );
      const charges: StoredCharge[] = [];
      const claimed: StoredCharge[] = [];
      itemised.forEach((item, i) => {
        const amount = Number(item.amountFils);
        const covered = split.coveredFils[i] ?? 0;
        if (covered > 0) charges.push({ ...item, amountFils: String(covered) });
        if (amount > covered) claimed.push({ ...item, amountFils: String(amount - covered) });
      });
      const fromDeposit = BigInt(split.fromDepositFils);
      const settled = await this.settleDeposit(tx, row, fromDeposit, returnedAt, now);

      // The merchant is paid: the rental price held on their wallet since booking is theirs now.
      if (row.escrowHoldId) {
        await this.deps.ledger.release({
          holdId: row.escrowHoldId,
          metadata: { orderNo: row.orderNo },
          idempotencyKey: keyOf(row, 'payout'),
          tx,
        });
      }
      const done = await bookingsRepository.update(tx, row.id, {
        ...settled,
        status: 'completed',
        returnedAt,
        completedAt: now,
        lateMinutes,
        charges,
        returnReport: this.report(returnedAt, body),
      });
      const kept = done.depositFils - done.depositCapturedFils;
      const charged = aed(fromDeposit);
      if (kept > 0n && done.depositReleasedFils === 0n) {
        await this.notify(tx, afterCommit, done, 'renter', 'rentalReturnedHeld', {
          charges: charged,
          remaining: aed(kept),
        });
      } else {
        await this.notify(tx, afterCommit, done, 'renter', 'rentalReturned', {
          charges: charged,
          released: aed(done.depositReleasedFils),
        });
      }
      await this.notify(tx, afterCommit, done, 'merchant', 'rentalReturnedMerchant', {
        amount: aed(done.totalFils + done.depositCapturedFils),
      });
      if (claimed.length > 0) await this.deps.claims.openInTx(tx, afterCommit, done, claimed);
      return done;
    });
  }

  /**
   * Takes `fromDeposit` (at most the deposit) from the deposit hold and releases the rest now, or
   * keeps it held until returnedAt + RENTAL_DEPOSIT_RELEASE_DAYS when that is still ahead (the
   * sweeper releases it). Nothing is taken from the renter's available balance here.
   */
  private async settleDeposit(
    tx: Tx,
    row: RentalBookingRow,
    fromDeposit: bigint,
    returnedAt: Date,
    now: Date,
  ): Promise<BookingChanges> {
    if (row.depositAuthorisationId && !row.depositHoldId) return this.settleCardDeposit(tx, row, fromDeposit, now);
    const { ledger } = this.deps;
    const metadata = { orderNo: row.orderNo };
    const ref = refOf(row);
    const deposit = row.depositHoldId ? row.depositFils : 0n;
    const remaining = deposit - fromDeposit;
    const releaseAt = new Date(returnedAt.getTime() + this.ctx.config.RENTAL_DEPOSIT_RELEASE_DAYS * DAY_MS);
    const releaseNow = releaseAt.getTime() <= now.getTime();
    const changes: BookingChanges = { depositCapturedFils: fromDeposit };

    if (row.depositHoldId) {
      if (fromDeposit > 0n) {
        // Captures the charges to the merchant; the rest of the hold goes back to available.
        await ledger.capture({
          holdId: row.depositHoldId,
          amountFils: fromDeposit,
          payee: { userId: row.merchantId },
          metadata,
          idempotencyKey: keyOf(row, 'deposit-capture'),
          tx,
        });
      } else {
        await ledger.release({ holdId: row.depositHoldId, metadata, idempotencyKey: keyOf(row, 'deposit-return'), tx });
      }
      if (remaining > 0n && !releaseNow) {
        // Held again for the holding period, so the wallet shows the exact release date.
        const again = await ledger.hold({
          userId: row.renterId,
          amountFils: remaining,
          purpose: 'rental_deposit',
          ref,
          releaseAt,
          metadata,
          idempotencyKey: keyOf(row, 'deposit-rest'),
          tx,
        });
        changes.depositHoldId = again.holdId;
        changes.depositReleaseAt = releaseAt;
      } else if (remaining > 0n) {
        changes.depositReleasedFils = remaining;
        changes.depositReleaseAt = now;
      } else {
        changes.depositReleaseAt = null;
      }
    }
    return changes;
  }

  /** Whether the deposit can still be drawn on: a wallet hold, or a card authorisation still open. */
  private async depositSecured(tx: Tx, row: RentalBookingRow): Promise<boolean> {
    if (row.depositHoldId) return true;
    if (!row.depositAuthorisationId) return false;
    const auth = await this.deps.payments.authorisation(row.depositAuthorisationId, tx);
    return auth?.status === 'authorised';
  }

  /**
   * A card deposit at return: the itemised charges it covers are captured from the card
   * authorisation to the merchant (ledger: gateway clearing → merchant, key deposit-capture), the
   * rest of it is released at once (voided). captured + released = authorised. The gateway is
   * asked after commit.
   */
  private async settleCardDeposit(
    tx: Tx,
    row: RentalBookingRow,
    fromDeposit: bigint,
    now: Date,
  ): Promise<BookingChanges> {
    const authId = row.depositAuthorisationId as string;
    const auth = await this.deps.payments.settleAuthorisation(tx, authId, fromDeposit);
    if (auth.capturedFils > 0n && auth.status !== 'expired' && auth.status !== 'declined') {
      await this.deps.ledger.cardCapture({
        userId: row.merchantId,
        amountFils: auth.capturedFils,
        ref: refOf(row),
        metadata: { orderNo: row.orderNo },
        idempotencyKey: keyOf(row, 'deposit-capture'),
        tx,
      });
    }
    return {
      depositCapturedFils: auth.capturedFils,
      depositReleasedFils: auth.releasedFils,
      depositReleaseAt: auth.releasedFils > 0n ? now : null,
    };
  }

  // ---- renter steps ------------------------------------------------------------------------

  /** The renter cancels before pick-up: refund minus the fee (free until 48 h before), deposit released. */
  async cancel(actor: Actor, id: string, reason: string, lang: Language): Promise<Booking> {
    return this.step(actor, id, 'renter', lang, async (tx, afterCommit, row) => {
      if (row.status === 'canceled' && row.cancelKind === 'canceled') return row; // a retry
      const terms = this.termsOf(row, this.ctx.clock.now());
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
          : await this.cancelPaid(tx, row, { kind: 'canceled', feeFils: BigInt(terms.feeFils), reason });
      await this.notify(tx, afterCommit, done, 'renter', 'rentalCanceled', { refund: aed(done.refundFils) });
      if (row.status !== 'pending_payment') {
        await this.notify(tx, afterCommit, done, 'merchant', 'rentalCanceledMerchant', {
          fee: aed(done.cancellationFeeFils),
        });
      }
      return done;
    });
  }

  /**
   * Cancels a paid booking inside the caller's transaction: the merchant's escrow released, the
   * total minus the fee refunded to the renter (the fee stays with the merchant), the deposit released.
   */
  private async cancelPaid(
    tx: Tx,
    row: RentalBookingRow,
    opts: { kind: BookingCancelKind; feeFils: bigint; reason: string },
  ): Promise<RentalBookingRow> {
    const { ledger } = this.deps;
    const metadata = { orderNo: row.orderNo };
    const fee = opts.feeFils < row.totalFils ? opts.feeFils : row.totalFils;
    const refund = row.totalFils - fee;
    if (row.escrowHoldId) {
      await ledger.release({ holdId: row.escrowHoldId, metadata, idempotencyKey: keyOf(row, 'escrow-return'), tx });
    }
    if (row.chargeTxId && refund > 0n) {
      await ledger.refund({
        transactionId: row.chargeTxId,
        amountFils: refund,
        metadata,
        idempotencyKey: keyOf(row, 'refund'),
        tx,
      });
      if (row.paymentMethod === 'card' && row.paymentId) {
        // Paid by card: the refund goes back to the card, not into the wallet (held there until
        // the gateway confirms; released to the wallet only if the card refund fails).
        await this.deps.payments.refundToCard(tx, {
          paymentId: row.paymentId,
          amountFils: refund,
          ref: refOf(row),
          idempotencyKey: keyOf(row, 'card-refund'),
        });
      }
    }
    let released = 0n;
    if (row.depositAuthorisationId && !row.depositHoldId) {
      const auth = await this.deps.payments.settleAuthorisation(tx, row.depositAuthorisationId, 0n);
      released = auth.releasedFils;
    }
    if (row.depositHoldId) {
      await ledger.release({ holdId: row.depositHoldId, metadata, idempotencyKey: keyOf(row, 'deposit-return'), tx });
      released = row.depositFils;
    }
    const now = this.ctx.clock.now();
    return bookingsRepository.update(tx, row.id, {
      status: 'canceled',
      cancelKind: opts.kind,
      cancelReason: opts.reason || null,
      canceledAt: now,
      refundFils: row.chargeTxId ? refund : 0n,
      cancellationFeeFils: row.chargeTxId ? fee : 0n,
      depositReleasedFils: released,
      depositReleaseAt: released > 0n ? now : null,
    });
  }

  /** What canceling costs right now; only the renter's cancel applies it. */
  private termsOf(row: RentalBookingRow, now: Date): CancellationTerms {
    const terms = cancellationTerms({
      pickupAt: row.pickupAt,
      now,
      totalFils: toNumber(row.totalFils),
      feeFils: this.feeFils,
      freeHours: this.ctx.config.RENTAL_FREE_CANCEL_HOURS,
    });
    const allowed = terms.allowed && CANCELABLE.includes(row.status);
    // Nothing is paid yet (card pending); a short-notice order the merchant has not accepted is not final.
    if (row.status === 'pending_payment') return { ...terms, allowed, feeFils: 0, refundFils: 0 };
    if (row.status === 'awaiting_confirmation') {
      return { ...terms, allowed, feeFils: 0, refundFils: toNumber(row.totalFils) };
    }
    if (!allowed) return { ...terms, allowed, feeFils: 0, refundFils: 0 };
    return terms;
  }

  // ---- sweeper -----------------------------------------------------------------------------

  /**
   * The background sweep (lib/scheduler.ts runs it every 30 s on every node; tests call it with the
   * fake clock): cancels card bookings whose payment window closed, cancels short-notice orders
   * not confirmed by their pick-up time (full refund), and releases deposit remainders that are
   * due. Each row is claimed with FOR UPDATE SKIP LOCKED and handled in its own transaction, so
   * nodes sweeping at once never handle one row twice, and a failure leaves the rest to the next run.
   */
  async sweep(now: Date = this.ctx.clock.now()): Promise<SweepResult> {
    const result: SweepResult = {
      unpaidCanceled: 0,
      unconfirmedCanceled: 0,
      depositsReleased: 0,
      authorisationsRenewed: 0,
      authorisationsLapsed: 0,
    };
    result.unpaidCanceled = await this.drain((tx, afterCommit) => this.expireUnpaid(tx, afterCommit, now));
    result.unconfirmedCanceled = await this.drain((tx, afterCommit) => this.expireUnconfirmed(tx, afterCommit, now));
    result.depositsReleased = await this.drain((tx, afterCommit) => this.releaseDueDeposit(tx, afterCommit, now));
    await this.renewAuthorisations(now, result);
    // Card refunds and settlements the gateway has not confirmed yet are asked again.
    await this.deps.payments.sweepCard(now);
    return result;
  }

  /**
   * Card deposits outlive a card network's authorisation window (7 days; docs/decisions/0010):
   * a day before one lapses it is renewed on the same card. When the card refuses and the old one
   * has lapsed, the deposit is held from the wallet if the balance covers it; otherwise both
   * sides are told the deposit is not secured (the merchant may ask for it at pick-up).
   */
  private async renewAuthorisations(now: Date, result: SweepResult): Promise<void> {
    const { payments } = this.deps;
    for (const auth of await payments.authorisationsDueForRenewal(now)) {
      if (auth.refType !== 'booking') continue;
      const booking = await bookingsRepository.findById(this.ctx.db, auth.refId);
      if (!booking || booking.depositAuthorisationId !== auth.id || !DEPOSIT_OPEN.includes(booking.status)) continue;
      let fresh = null;
      try {
        fresh = await payments.renewAuthorisation(auth.id, async (tx, next) => {
          const row = await bookingsRepository.lockById(tx, booking.id);
          if (row?.depositAuthorisationId === next.id) return true; // a twin sweeper swapped first
          if (!row || row.depositAuthorisationId !== auth.id || !DEPOSIT_OPEN.includes(row.status)) return false;
          await bookingsRepository.update(tx, row.id, { depositAuthorisationId: next.id });
          return true;
        });
      } catch (err) {
        this.ctx.log.error({ err, authorisationId: auth.id }, 'card authorisation not renewed; tried again next run');
        continue;
      }
      if (fresh) {
        result.authorisationsRenewed += 1;
        continue;
      }
      if (!auth.expiresAt || auth.expiresAt.getTime() > now.getTime()) continue; // tried again until it lapses
      await payments.markExpired(auth.id);
      result.authorisationsLapsed += 1;
      await inTransaction(this.ctx.db, async (tx, afterCommit) => {
        const row = await bookingsRepository.lockById(tx, booking.id);
        if (!row || row.depositAuthorisationId !== auth.id || row.depositHoldId || !DEPOSIT_OPEN.includes(row.status)) {
          return;
        }
        if (await this.canHoldFromWallet(tx, row)) {
          const hold = await this.deps.ledger.hold({
            userId: row.renterId,
            amountFils: row.depositFils,
            purpose: 'rental_deposit',
            ref: refOf(row),
            releaseAt: new Date(row.returnAt.getTime() + this.ctx.config.RENTAL_DEPOSIT_RELEASE_DAYS * DAY_MS),
            metadata: { orderNo: row.orderNo },
            idempotencyKey: keyOf(row, 'deposit-fallback'),
            tx,
          });
          const done = await bookingsRepository.update(tx, row.id, { depositHoldId: hold.holdId });
          await this.notify(tx, afterCommit, done, 'renter', 'rentalDepositFromWallet', {
            amount: aed(row.depositFils),
          });
        } else {
          await this.notify(tx, afterCommit, row, 'renter', 'rentalDepositNotSecured', {
            amount: aed(row.depositFils),
          });
          await this.notify(tx, afterCommit, row, 'merchant', 'rentalDepositNotSecured', {
            amount: aed(row.depositFils),
          });
        }
      });
    }
  }

  /** Runs one claim-and-handle transaction after another until the queue is empty (or a batch is done). */
  private async drain(one: (tx: Tx, afterCommit: AfterCommit) => Promise<boolean>): Promise<number> {
    let handled = 0;
    while (handled < SWEEP_BATCH && (await inTransaction(this.ctx.db, one))) handled += 1;
    return handled;
  }

  private async expireUnpaid(tx: Tx, afterCommit: AfterCommit, now: Date): Promise<boolean> {
    const row = await bookingsRepository.claimUnpaid(tx, now);
    if (!row) return false;
    const done = await bookingsRepository.update(tx, row.id, {
      status: 'canceled',
      cancelKind: 'unpaid',
      canceledAt: now,
      checkoutUrl: null,
    });
    await this.notify(tx, afterCommit, done, 'renter', 'rentalUnpaid');
    return true;
  }

  private async expireUnconfirmed(tx: Tx, afterCommit: AfterCommit, now: Date): Promise<boolean> {
    const row = await bookingsRepository.claimUnconfirmed(tx, now);
    if (!row) return false;
    const done = await this.cancelPaid(tx, row, { kind: 'expired', feeFils: 0n, reason: '' });
    await this.notify(tx, afterCommit, done, 'renter', 'rentalExpired', { refund: aed(done.refundFils) });
    await this.notify(tx, afterCommit, done, 'merchant', 'rentalExpiredMerchant');
    return true;
  }

  private async releaseDueDeposit(tx: Tx, afterCommit: AfterCommit, now: Date): Promise<boolean> {
    const row = await bookingsRepository.claimDepositRelease(tx, now);
    if (!row?.depositHoldId) return false;
    const remaining = row.depositFils - row.depositCapturedFils;
    await this.deps.ledger.release({
      holdId: row.depositHoldId,
      metadata: { orderNo: row.orderNo },
      idempotencyKey: keyOf(row, 'deposit-release'),
      tx,
    });
    const done = await bookingsRepository.update(tx, row.id, { depositReleasedFils: remaining });
    await this.notify(tx, afterCommit, done, 'renter', 'rentalDepositReleased', { amount: aed(remaining) });
    return true;
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
    if (row.paymentMethod === 'card') await this.flushMoney(row);
    return this.presentOne(row, lang);
  }

  private async mileageOfCar(carId: string, tx: Tx): Promise<{ kmPerDay: number; excessKmFils: number }> {
    const car = await this.deps.fleet.carById(carId, tx);
    return { kmPerDay: car.mileageKmPerDay, excessKmFils: Number(car.excessKmFils) };
  }

  private report(at: Date, body: HandoverInput): ConditionReport {
    return {
      at: at.toISOString(),
      odometerKm: body.odometerKm,
      fuelEighths: body.fuelEighths,
      photoUploadIds: body.photoUploadIds,
      note: body.note ?? null,
    };
  }

  /** Both sides hear of a paid booking; a short-notice one asks the merchant to confirm it. */
  private async notifyBooked(tx: Tx, afterCommit: AfterCommit, row: RentalBookingRow, car: RentalCarRow) {
    const params = { car: car.title };
    const waits = row.status === 'awaiting_confirmation';
    await this.notify(tx, afterCommit, row, 'renter', waits ? 'rentalBookedNeedsConfirmation' : 'rentalBooked', params);
    await this.notify(tx, afterCommit, row, 'merchant', waits ? 'rentalNewOrderConfirm' : 'rentalNewOrder', params);
  }

  /** One side's notification of a step, in the step's transaction; pushed after commit. */
  private async notify(
    tx: Tx,
    afterCommit: AfterCommit,
    row: RentalBookingRow,
    side: 'renter' | 'merchant',
    name: string,
    params: Record<string, string> = {},
  ): Promise<void> {
    await this.deps.notifications.notify(
      {
        userId: side === 'renter' ? row.renterId : row.merchantId,
        type: `rental.${name}`,
        titleKey: `notifications:${name}.title`,
        params: { orderNo: row.orderNo, bookingId: row.id, ...params },
        route: side === 'renter' ? `/me/rentals/${row.id}` : `/merchant/rentals/orders/${row.id}`,
      },
      { tx, afterCommit },
    );
  }

  private async presentOne(row: RentalBookingRow, lang: Language): Promise<Booking> {
    const [booking] = await this.present([row], lang);
    return booking as Booking;
  }

  /** Bookings as responses show them: car, branches, drivers, photos, and the cancel terms as of now. */
  private async present(rows: RentalBookingRow[], lang: Language): Promise<Booking[]> {
    if (rows.length === 0) return [];
    const { fleet, uploads } = this.deps;
    const now = this.ctx.clock.now();
    const carIds = [...new Set(rows.map((r) => r.carId))];
    const cars = await fleet.carsByIds(carIds);
    const summaries = new Map((await fleet.carSummaries(cars, lang)).map((c) => [c.id, c]));
    const branches = await fleet.branchMap(
      rows.flatMap((r) => [r.pickupBranchId, r.returnBranchId]),
      lang,
    );
    const drivers = await bookingsRepository.driversOf(
      this.ctx.db,
      rows.map((r) => r.id),
    );
    const photoIds = rows.flatMap((r) => [
      ...(r.handover?.photoUploadIds ?? []),
      ...(r.returnReport?.photoUploadIds ?? []),
      ...r.charges.flatMap((c) => c.photoUploadIds),
    ]);
    const media = await uploads.presentMap(photoIds);
    const claims = await this.deps.claims.forBookings(
      rows.map((r) => r.id),
      lang,
    );
    const authorisations = new Map(
      (
        await this.deps.payments.authorisationsByIds(
          rows.flatMap((r) => (r.depositAuthorisationId ? [r.depositAuthorisationId] : [])),
        )
      ).map((a) => [a.id, a]),
    );
    const refunds = new Map(
      (
        await this.deps.payments.refundsOf(
          'booking',
          rows.filter((r) => r.paymentMethod === 'card').map((r) => r.id),
        )
      ).map((r) => [r.refId, r]),
    );
    const photos = (ids: readonly string[]) =>
      ids.flatMap((id) => {
        const m = media.get(id);
        return m ? [photoOf(m)] : [];
      });
    const reportOf = (r: ConditionReport | null) =>
      r
        ? {
            at: r.at,
            odometerKm: r.odometerKm,
            fuelEighths: r.fuelEighths,
            photos: photos(r.photoUploadIds),
            note: r.note,
          }
        : null;

    return rows.map((row) => {
      const car = summaries.get(row.carId) as RentalCarSummary;
      const terms = this.termsOf(row, now);
      return {
        id: row.id,
        orderNo: row.orderNo,
        status: row.status,
        car: {
          id: car.id,
          title: car.title,
          cover: car.cover,
          carType: car.carType,
          brandName: car.brandName,
          seriesName: car.seriesName,
        },
        renter: {
          userId: row.renterId,
          name: row.renterName || null,
          mobile: row.renterMobile || null,
          email: row.renterEmail || null,
        },
        pickupBranch: branches.get(row.pickupBranchId) as RentalBranch,
        returnBranch: branches.get(row.returnBranchId) as RentalBranch,
        pickupAt: row.pickupAt.toISOString(),
        returnAt: row.returnAt.toISOString(),
        drivers: drivers
          .filter((d) => d.bookingId === row.id)
          .map((d) => ({
            id: d.driverId,
            name: d.name,
            licenceNumber: d.licenceNumber,
            licenceExpiryDate: d.licenceExpiryDate,
            mobile: d.mobile,
          })),
        extras: row.extras,
        notes: row.notes,
        quote: row.quote,
        totalFils: toNumber(row.totalFils),
        depositFils: toNumber(row.depositFils),
        shortNotice: row.shortNotice,
        checkoutUrl: row.status === 'pending_payment' ? row.checkoutUrl : null,
        paymentDueAt: row.status === 'pending_payment' ? (row.paymentDueAt?.toISOString() ?? null) : null,
        handover: reportOf(row.handover),
        return: reportOf(row.returnReport),
        charges: row.charges.map((c) => ({
          kind: c.kind,
          amountFils: Number(c.amountFils),
          note: c.note,
          photos: photos(c.photoUploadIds),
        })),
        lateMinutes: row.lateMinutes,
        depositCapturedFils: toNumber(row.depositCapturedFils),
        depositReleasedFils: toNumber(row.depositReleasedFils),
        depositReleaseAt: row.depositReleaseAt?.toISOString() ?? null,
        extraChargedFils: toNumber(row.extraChargedFils),
        shortfallFils: toNumber(row.shortfallFils),
        claims: claims.get(row.id) ?? [],
        refundFils: toNumber(row.refundFils),
        refund: refundOf(row, refunds.get(row.id)),
        paymentMethod: row.paymentMethod,
        deposit: depositOf(
          row,
          row.depositAuthorisationId ? authorisations.get(row.depositAuthorisationId) : undefined,
          now,
        ),
        cancellationFeeFils: toNumber(row.cancellationFeeFils),
        cancelReason: row.cancelReason,
        cancelKind: row.cancelKind,
        cancellation: terms,
        times: {
          createdAt: row.createdAt.toISOString(),
          confirmedAt: row.confirmedAt?.toISOString() ?? null,
          pickedUpAt: row.pickedUpAt?.toISOString() ?? null,
          returnedAt: row.returnedAt?.toISOString() ?? null,
          completedAt: row.completedAt?.toISOString() ?? null,
          canceledAt: row.canceledAt?.toISOString() ?? null,
        },
      };
    });
  }
}

/** How a canceled booking's refund travels: back to the card (with the gateway's status) or to the wallet. */
function refundOf(row: RentalBookingRow, card: PaymentRefundRow | undefined): Refund | null {
  if (card) {
    return {
      method: 'card',
      status: card.status,
      amountFils: toNumber(card.amountFils),
      createdAt: card.createdAt.toISOString(),
      completedAt: card.completedAt?.toISOString() ?? null,
    };
  }
  if (row.refundFils <= 0n) return null;
  const at = (row.canceledAt ?? row.createdAt).toISOString();
  return {
    method: 'wallet',
    status: 'succeeded',
    amountFils: toNumber(row.refundFils),
    createdAt: at,
    completedAt: at,
  };
}

/** Where a booking's deposit stands, from the wallet hold's or the card authorisation's own record. */
export function depositOf(row: RentalBookingRow, auth: CardAuthorisationRow | undefined, now: Date): BookingDeposit {
  const amountFils = toNumber(row.depositFils);
  const base = {
    amountFils,
    capturedFils: toNumber(row.depositCapturedFils),
    releasedFils: toNumber(row.depositReleasedFils),
    releaseAt: row.depositReleaseAt?.toISOString() ?? null,
    expiresAt: null,
  };
  if (row.depositFils === 0n) return { ...base, method: row.paymentMethod, state: 'none' };
  if (auth && !row.depositHoldId) {
    const captured = toNumber(auth.capturedFils);
    const released = toNumber(auth.releasedFils);
    const card = { ...base, method: 'card' as const, capturedFils: captured, releasedFils: released };
    switch (auth.status) {
      case 'authorised':
        return { ...card, state: 'authorised', expiresAt: auth.expiresAt?.toISOString() ?? null };
      case 'declined':
      case 'expired':
        return { ...card, state: 'not_secured', capturedFils: 0, releasedFils: 0 };
      default:
        return {
          ...card,
          state: captured === 0 ? 'released' : captured >= amountFils ? 'captured' : 'partly_captured',
        };
    }
  }
  const wallet = { ...base, method: 'wallet' as const };
  if (!row.depositHoldId) return { ...wallet, state: row.status === 'pending_payment' ? 'pending' : 'none' };
  const captured = row.depositCapturedFils;
  if (row.status === 'completed' || row.status === 'canceled') {
    const rest = row.depositFils - captured;
    if (rest > 0n && row.depositReleasedFils === 0n && row.depositReleaseAt && row.depositReleaseAt > now) {
      return { ...wallet, state: 'held_until' };
    }
    if (captured === 0n) return { ...wallet, state: 'released' };
    return { ...wallet, state: captured >= row.depositFils ? 'captured' : 'partly_captured' };
  }
  return { ...wallet, state: 'held' };
}

function photoOf(m: UploadMedia) {
  return { uploadId: m.uploadId, url: m.url, thumbUrl: m.thumbUrl ?? m.url };
}
