import type { HeldFund, HeldFundState } from '@souq/shared';
import type { TFunction } from 'i18next';

/** "Rental deposit, order R2611250001", or just the purpose when the hold names no order. */
export function heldFundReason(t: TFunction<'wallet'>, item: HeldFund, purpose: string): string {
  return item.ref?.label ? t('held.reasonOrder', { purpose, label: item.ref.label }) : purpose;
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
