import type { Booking, BookingDeposit, Language, Refund } from '@souq/shared';
import type { TFunction } from 'i18next';
import { aed } from '../../lib/format';
import { formatRentalStamp } from './dates';

type T = TFunction<'rentals'>;

/** Where a booking's deposit stands, in words ("Partly captured: AED 450.00 taken…"), for renter and merchant alike. */
export function depositStateLabel(t: T, deposit: BookingDeposit, lang: Language): string {
  const date = deposit.releaseAt ? formatRentalStamp(deposit.releaseAt, lang) : '';
  return t(`order.depositState.${deposit.state}`, {
    captured: aed(deposit.capturedFils),
    released: aed(deposit.releasedFils),
    date,
  });
}

/** A canceled booking's refund: to the card (with where it stands) or to the wallet. */
export function refundLabel(t: T, refund: Refund): string {
  return refund.method === 'card' ? t(`order.refundState.${refund.status}`) : t('order.refund');
}

/** Whether the deposit is still blocked (not yet settled one way or the other). */
export function depositOpen(booking: Pick<Booking, 'deposit'>): boolean {
  return ['held', 'authorised', 'held_until', 'pending'].includes(booking.deposit.state);
}
