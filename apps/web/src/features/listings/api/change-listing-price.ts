import { type ListingDetail, listingsContract } from '@souq/shared';
import { call } from '../../../lib/api';
import { useListingAction } from './listing-action';

/** POST /api/listings/:id/price { price }: a new asking price (decimal AED); the history keeps the old one. */
export function changeListingPrice({ id, price }: { id: string; price: string }): Promise<ListingDetail> {
  return call(listingsContract.endpoints.changePrice, { params: { id }, body: { price }, silent: true });
}

export function useChangeListingPrice() {
  return useListingAction(changeListingPrice);
}
