import type { BookingDepositState, HeldFund, HeldFundState } from '@souq/shared';
import type { TFunction } from 'i18next';

/** "Rental deposit, order R2611250001", or just the purpose when the hold names no order. */
export function heldFundReason(t: TFunction<'wallet'>, item: HeldFund, purpose: string): string {
  return item.ref?.label ? t('held.reasonOrder', { purpose, label: item.ref.label }) : purpose;
}

/**
 * The state in words. A refund on its way to a card is a wallet hold too, but it reads as the
 * refund: on its way, refunded to the card, or (failed) back in the wallet.
 */
export function heldFundStateLabel(t: TFunction<'wallet'>, item: HeldFund, taken: string): string {
  if (item.purpose === 'card_refund' && item.kind === 'wallet_hold') return t(`held.refundState.${item.state}`);
  return t(`held.state.${item.state}`, { amount: taken });
}

/**
 * Badge colour of blocked money, for a line of the deposits page and a booking's deposit alike:
 * still blocked (held, authorised, held until a date) indigo, given back teal, taken orange, not
 * secured red, anything else (expired, declined, pending) gray.
 */
export function moneyStateColor(state: HeldFundState | BookingDepositState): string {
  switch (state) {
    case 'held':
    case 'authorised':
    case 'held_until':
      return 'indigo';
    case 'released':
      return 'teal';
    case 'partly_captured':
    case 'captured':
      return 'orange';
    case 'not_secured':
      return 'red';
    default:
      return 'gray';
  }
}
