import type { Booking, Language } from '@souq/shared';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/authz';
import type { PaidPayment, PaymentsService, UnpaidPayment } from '../payments/payments.service';
import type { BookingNotices } from './bookings.events';
import type { BookingMoney } from './bookings.money';
import type { BookingPresenter } from './bookings.presenter';
import { bookingsRepository } from './bookings.repository';
import { type AfterCommit, aed, keyOf, refOf } from './bookings.rules';
import type { FleetService } from './fleet.service';
import type { RentalBookingRow } from './rentals.tables';

/**
 * A booking paid by card: the checkout on the gateway's page keeps the car as `pending_payment`;
 * the gateway's answer pays the booking (the card's money arrives in the renter's wallet first) or
 * gives the car back.
 */
export class BookingCheckout {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: { payments: PaymentsService; fleet: FleetService },
    private readonly money: BookingMoney,
    private readonly notices: BookingNotices,
    private readonly presenter: BookingPresenter,
  ) {}

  /**
   * The card checkout of a pending booking: the card pays the total only; the deposit is
   * authorised on the same card, not charged (docs/decisions/0010-card-authorisations.md).
   * Asking again gives the same payment.
   */
  async start(
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
    const booking = await this.presenter.one(current, lang);
    if (current.status !== 'pending_payment' || !current.checkoutUrl) return { booking };
    return { booking, checkoutUrl: current.checkoutUrl };
  }

  /** The gateway confirmed the card payment; the money is in the renter's wallet now: pay from it. */
  async paid(payment: PaidPayment, tx: Tx, afterCommit: AfterCommit): Promise<void> {
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
      await this.notices.notify(tx, afterCommit, row, 'renter', 'rentalPaymentLate', {
        amount: aed(payment.amountFils),
      });
      afterCommit(() => void this.deps.payments.sweepCard());
      return;
    }
    const withPayment = row.paymentId ? row : await bookingsRepository.update(tx, row.id, { paymentId: payment.id });
    const next = row.shortNotice ? 'awaiting_confirmation' : 'awaiting_pickup';
    const authorised = payment.authorisation?.status === 'authorised' ? payment.authorisation.id : null;
    if (row.depositFils > 0n && !authorised && !(await this.money.canHoldFromWallet(tx, row))) {
      // The card paid the price but refused the deposit, and the wallet cannot hold it either:
      // the booking cannot go ahead; the price goes back to the card.
      await this.deps.payments.refundToCard(tx, {
        paymentId: payment.id,
        amountFils: payment.amountFils,
        ref: refOf(row),
        idempotencyKey: keyOf(row, 'card-refund'),
      });
      const done = await this.cancelUnpaid(tx, row, payment.id, { refundFils: payment.amountFils });
      await this.notices.notify(tx, afterCommit, done, 'renter', 'rentalDepositDeclined', {
        refund: aed(done.refundFils),
      });
      afterCommit(() => void this.money.flushMoney(done));
      return;
    }
    // Declined on the card but the wallet covers it: the deposit is a wallet hold, as with the wallet.
    const paid = await this.money.pay(tx, withPayment, next, authorised);
    const car = await this.deps.fleet.carById(row.carId, tx);
    await this.notices.booked(tx, afterCommit, paid, car);
  }

  /** The card payment failed or was canceled: the booking gives the car back. */
  async unpaid(payment: UnpaidPayment, tx: Tx, afterCommit: AfterCommit): Promise<void> {
    if (payment.refType !== 'booking') return;
    const row = await bookingsRepository.lockById(tx, payment.refId);
    if (!row || row.renterId !== payment.userId || row.status !== 'pending_payment') return;
    if (row.paymentId && row.paymentId !== payment.id) return;
    const done = await this.cancelUnpaid(tx, row, payment.id);
    await this.notices.notify(tx, afterCommit, done, 'renter', 'rentalUnpaid');
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
}
