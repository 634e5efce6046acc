import type { ListingDetail } from '@souq/shared';
import { api } from '../../../lib/api';
import { useListingAction } from './listing-action';

/** POST /api/listings/:id/price { price }: a new asking price (decimal AED); the history keeps the old one. */
export function changeListingPrice({ id, price }: { id: string; price: string }): Promise<ListingDetail> {
  return api<ListingDetail>(`/api/listings/${encodeURIComponent(id)}/price`, {
    method: 'POST',
    body: { price },
    silent: true,
  });
}

export function useChangeListingPrice() {
  return useListingAction(changeListingPrice);
}
