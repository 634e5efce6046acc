import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { inTransaction } from '../../lib/transaction';
import type { PaymentsService } from '../payments/payments.service';
import type { BookingNotices } from './bookings.events';
import type { BookingMoney } from './bookings.money';
import { bookingsRepository } from './bookings.repository';
import { type AfterCommit, aed, DEPOSIT_OPEN } from './bookings.rules';

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

/** Rounds of the sweeper's queues per run, so one run never holds the process for long. */
const SWEEP_BATCH = 200;

/** The deadlines of rental bookings, kept in the database and acted on by a background run. */
export class BookingsSweeper {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: { payments: PaymentsService },
    private readonly money: BookingMoney,
    private readonly notices: BookingNotices,
  ) {}

  /**
   * The background sweep (the rentals domain's job runs it every 30 s on every node; tests call it with the
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
  async renewAuthorisations(now: Date, result: SweepResult): Promise<void> {
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
        if (await this.money.canHoldFromWallet(tx, row)) {
          const done = await this.money.holdDepositFromWallet(tx, row);
          await this.notices.notify(tx, afterCommit, done, 'renter', 'rentalDepositFromWallet', {
            amount: aed(row.depositFils),
          });
        } else {
          await this.notices.notify(tx, afterCommit, row, 'renter', 'rentalDepositNotSecured', {
            amount: aed(row.depositFils),
          });
          await this.notices.notify(tx, afterCommit, row, 'merchant', 'rentalDepositNotSecured', {
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
    await this.notices.notify(tx, afterCommit, done, 'renter', 'rentalUnpaid');
    return true;
  }

  private async expireUnconfirmed(tx: Tx, afterCommit: AfterCommit, now: Date): Promise<boolean> {
    const row = await bookingsRepository.claimUnconfirmed(tx, now);
    if (!row) return false;
    const done = await this.money.cancelPaid(tx, row, { kind: 'expired', feeFils: 0n, reason: '' });
    await this.notices.notify(tx, afterCommit, done, 'renter', 'rentalExpired', { refund: aed(done.refundFils) });
    await this.notices.notify(tx, afterCommit, done, 'merchant', 'rentalExpiredMerchant');
    return true;
  }

  private async releaseDueDeposit(tx: Tx, afterCommit: AfterCommit, now: Date): Promise<boolean> {
    const row = await bookingsRepository.claimDepositRelease(tx, now);
    if (!row?.depositHoldId) return false;
    const done = await this.money.releaseHeldRest(tx, { ...row, depositHoldId: row.depositHoldId });
    await this.notices.notify(tx, afterCommit, done, 'renter', 'rentalDepositReleased', {
      amount: aed(done.depositReleasedFils),
    });
    return true;
  }
}
