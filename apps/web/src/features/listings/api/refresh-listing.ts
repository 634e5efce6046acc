import { type ListingDetail, listingsContract } from '@souq/shared';
import { call } from '../../../lib/api';
import { useListingAction } from './listing-action';

/** POST /api/listings/:id/refresh: Moves the car to the top of the newest list; limited per day (refreshesLeftToday). */
export function refreshListing({ id }: { id: string }): Promise<ListingDetail> {
  return call(listingsContract.endpoints.refresh, { params: { id } });
}

export function useRefreshListing() {
  return useListingAction(refreshListing);
}
