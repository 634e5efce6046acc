import { type Booking, excessMileage, type RentalQuote } from '@souq/shared';

/** What canceling costs, as the quote or the booking says it (see the shared cancellation rule). */
export interface CancellationTermsLike {
  freeUntil: string;
  freeWindowOpen: boolean;
  lateFeeFils: number;
}

/**
 * What to tell the renter about canceling: free until a date while that date is still ahead;
 * otherwise the fee, from the start for a short-notice booking (never a free window already past).
 * A short-notice order the merchant has not confirmed yet is free to cancel until they confirm.
 */
export type CancellationNotice =
  | { kind: 'free'; until: string }
  | { kind: 'fee'; feeFils: number }
  | { kind: 'feeOnceConfirmed'; feeFils: number };

export function cancellationNotice(
  terms: CancellationTermsLike,
  opts: { now?: number; status?: Booking['status'] } = {},
): CancellationNotice {
  const now = opts.now ?? Date.now();
  const open = terms.freeWindowOpen && Date.parse(terms.freeUntil) > now;
  if (open) return { kind: 'free', until: terms.freeUntil };
  if (opts.status === 'awaiting_confirmation' || opts.status === 'pending_payment') {
    return { kind: 'feeOnceConfirmed', feeFils: terms.lateFeeFils };
  }
  return { kind: 'fee', feeFils: terms.lateFeeFils };
}

/**
 * The excess kilometres of a returned booking, from its hand-over and return odometer and the
 * mileage terms in its quote (null before the return, or for quotes without mileage terms).
 */
export function bookingExcessMileage(booking: Pick<Booking, 'quote' | 'handover' | 'return'>) {
  const terms = booking.quote.mileage as RentalQuote['mileage'];
  if (!terms || !booking.handover || !booking.return) return null;
  if (booking.return.odometerKm < booking.handover.odometerKm) return null;
  return excessMileage({
    kmPerDay: terms.kmPerDay,
    excessKmFils: terms.excessKmFils,
    days: booking.quote.days,
    handoverKm: booking.handover.odometerKm,
    returnKm: booking.return.odometerKm,
  });
}
