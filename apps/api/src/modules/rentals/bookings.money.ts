import type { BookingCancelKind, BookingStatus } from '@souq/shared';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { PaymentsService } from '../payments/payments.service';
import type { LedgerService } from '../wallet/ledger.service';
import { type BookingChanges, bookingsRepository } from './bookings.repository';
import { DAY_MS, keyOf, refOf } from './bookings.rules';
import type { RentalBookingRow } from './rentals.tables';

/**
 * The money of a rental booking (docs/decisions/0005-rental-money.md): the rental price is charged
 * from the renter's wallet to the merchant's and held there (escrow on the merchant's wallet) until
 * the car is returned; the deposit is a hold on the renter's wallet, or an authorisation on the card
 * that paid (docs/decisions/0010-card-authorisations.md). Every movement runs inside the caller's
 * transaction that changes the booking's status, with a key derived from the booking id and the
 * step, so a retried step never moves money twice.
 */
export class BookingMoney {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: { ledger: LedgerService; payments: PaymentsService },
  ) {}

  /**
   * Inside the booking's transaction: the total from the renter's wallet to the merchant's, held
   * there until completion, and the deposit held on the renter's wallet. INSUFFICIENT_FUNDS rolls
   * everything back.
   */
  async pay(
    tx: Tx,
    row: RentalBookingRow,
    next: BookingStatus,
    /** A card booking: the deposit's card authorisation instead of a wallet hold. */
    authorisationId: string | null = null,
  ): Promise<RentalBookingRow> {
    const ref = refOf(row);
    const metadata = { orderNo: row.orderNo };
    const charge = await this.deps.ledger.charge(
      {
        userId: row.renterId,
        amountFils: row.totalFils,
        payee: { userId: row.merchantId },
        ref,
        metadata,
        idempotencyKey: keyOf(row, 'charge'),
      },
      tx,
    );
    const escrow = await this.deps.ledger.hold(
      {
        userId: row.merchantId,
        amountFils: row.totalFils,
        purpose: 'order',
        ref,
        releaseAt: row.returnAt,
        metadata,
        idempotencyKey: keyOf(row, 'escrow'),
      },
      tx,
    );
    const deposit =
      row.depositFils > 0n && !authorisationId
        ? await this.deps.ledger.hold(
            {
              userId: row.renterId,
              amountFils: row.depositFils,
              purpose: 'rental_deposit',
              ref,
              releaseAt: new Date(row.returnAt.getTime() + this.ctx.config.RENTAL_DEPOSIT_RELEASE_DAYS * DAY_MS),
              metadata,
              idempotencyKey: keyOf(row, 'deposit'),
            },
            tx,
          )
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

  /** Whether the renter's available balance covers the deposit right now (read under their lock). */
  async canHoldFromWallet(tx: Tx, row: RentalBookingRow): Promise<boolean> {
    await this.deps.ledger.lockUser(tx, row.renterId);
    const balances = await this.deps.ledger.balances(row.renterId, tx);
    return balances.availableFils >= row.depositFils;
  }

  /**
   * After a step's commit: asks the gateway to carry out what the step decided (a card refund, an
   * authorisation captured or voided). A failure is logged; the sweeper asks again.
   */
  async flushMoney(row: RentalBookingRow): Promise<void> {
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

  /**
   * Takes `fromDeposit` (at most the deposit) from the deposit hold and releases the rest now, or
   * keeps it held until returnedAt + RENTAL_DEPOSIT_RELEASE_DAYS when that is still ahead (the
   * sweeper releases it). Nothing is taken from the renter's available balance here.
   */
  async settleDeposit(
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
        await ledger.capture(
          {
            holdId: row.depositHoldId,
            amountFils: fromDeposit,
            payee: { userId: row.merchantId },
            metadata,
            idempotencyKey: keyOf(row, 'deposit-capture'),
          },
          tx,
        );
      } else {
        await ledger.release({ holdId: row.depositHoldId, metadata, idempotencyKey: keyOf(row, 'deposit-return') }, tx);
      }
      if (remaining > 0n && !releaseNow) {
        // Held again for the holding period, so the wallet shows the exact release date.
        const again = await ledger.hold(
          {
            userId: row.renterId,
            amountFils: remaining,
            purpose: 'rental_deposit',
            ref,
            releaseAt,
            metadata,
            idempotencyKey: keyOf(row, 'deposit-rest'),
          },
          tx,
        );
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
  async depositSecured(tx: Tx, row: RentalBookingRow): Promise<boolean> {
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
  async settleCardDeposit(tx: Tx, row: RentalBookingRow, fromDeposit: bigint, now: Date): Promise<BookingChanges> {
    const authId = row.depositAuthorisationId as string;
    const auth = await this.deps.payments.settleAuthorisation(tx, authId, fromDeposit);
    if (auth.capturedFils > 0n && auth.status !== 'expired' && auth.status !== 'declined') {
      await this.deps.ledger.cardCapture(
        {
          userId: row.merchantId,
          amountFils: auth.capturedFils,
          ref: refOf(row),
          metadata: { orderNo: row.orderNo },
          idempotencyKey: keyOf(row, 'deposit-capture'),
        },
        tx,
      );
    }
    return {
      depositCapturedFils: auth.capturedFils,
      depositReleasedFils: auth.releasedFils,
      depositReleaseAt: auth.releasedFils > 0n ? now : null,
    };
  }

  /**
   * Cancels a paid booking inside the caller's transaction: the merchant's escrow released, the
   * total minus the fee refunded to the renter (the fee stays with the merchant), the deposit released.
   */
  async cancelPaid(
    tx: Tx,
    row: RentalBookingRow,
    opts: { kind: BookingCancelKind; feeFils: bigint; reason: string },
  ): Promise<RentalBookingRow> {
    const { ledger } = this.deps;
    const metadata = { orderNo: row.orderNo };
    const fee = opts.feeFils < row.totalFils ? opts.feeFils : row.totalFils;
    const refund = row.totalFils - fee;
    if (row.escrowHoldId) {
      await ledger.release({ holdId: row.escrowHoldId, metadata, idempotencyKey: keyOf(row, 'escrow-return') }, tx);
    }
    if (row.chargeTxId && refund > 0n) {
      await ledger.refund(
        {
          transactionId: row.chargeTxId,
          amountFils: refund,
          metadata,
          idempotencyKey: keyOf(row, 'refund'),
        },
        tx,
      );
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
      await ledger.release({ holdId: row.depositHoldId, metadata, idempotencyKey: keyOf(row, 'deposit-return') }, tx);
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

  /** The merchant is paid: the rental price held on their wallet since booking is theirs now. */
  async payMerchant(tx: Tx, row: RentalBookingRow): Promise<void> {
    if (!row.escrowHoldId) return;
    await this.deps.ledger.release(
      {
        holdId: row.escrowHoldId,
        metadata: { orderNo: row.orderNo },
        idempotencyKey: keyOf(row, 'payout'),
      },
      tx,
    );
  }

  /** A card deposit whose authorisation lapsed unrenewed, held from the renter's wallet instead. */
  async holdDepositFromWallet(tx: Tx, row: RentalBookingRow): Promise<RentalBookingRow> {
    const hold = await this.deps.ledger.hold(
      {
        userId: row.renterId,
        amountFils: row.depositFils,
        purpose: 'rental_deposit',
        ref: refOf(row),
        releaseAt: new Date(row.returnAt.getTime() + this.ctx.config.RENTAL_DEPOSIT_RELEASE_DAYS * DAY_MS),
        metadata: { orderNo: row.orderNo },
        idempotencyKey: keyOf(row, 'deposit-fallback'),
      },
      tx,
    );
    return bookingsRepository.update(tx, row.id, { depositHoldId: hold.holdId });
  }

  /** The rest of a returned booking's deposit, held until its release date, goes back to the renter. */
  async releaseHeldRest(tx: Tx, row: RentalBookingRow & { depositHoldId: string }): Promise<RentalBookingRow> {
    const remaining = row.depositFils - row.depositCapturedFils;
    await this.deps.ledger.release(
      {
        holdId: row.depositHoldId,
        metadata: { orderNo: row.orderNo },
        idempotencyKey: keyOf(row, 'deposit-release'),
      },
      tx,
    );
    return bookingsRepository.update(tx, row.id, { depositReleasedFils: remaining });
  }
}
