import { type ListingDetail, listingsContract } from '@souq/shared';
import { call } from '../../../lib/api';
import { useListingAction } from './listing-action';

/** POST /api/listings/:id/reserve: Marks the car reserved (a buyer paid a deposit elsewhere); it stays listed. */
export function reserveListing({ id }: { id: string }): Promise<ListingDetail> {
  return call(listingsContract.endpoints.reserve, { params: { id } });
}

export function useReserveListing() {
  return useListingAction(reserveListing);
}
