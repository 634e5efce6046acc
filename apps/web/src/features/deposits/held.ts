import type { HeldFund, HeldFundState } from '@souq/shared';
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

export function heldFundColor(state: HeldFundState): string {
  switch (state) {
    case 'held':
    case 'authorised':
      return 'indigo';
    case 'released':
      return 'teal';
    case 'partly_captured':
    case 'captured':
      return 'orange';
    default:
      return 'gray';
  }
}
