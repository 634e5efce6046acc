import type { ListingDetail } from '@souq/shared';
import { api } from '../../../lib/api';
import { useListingAction } from './listing-action';

/** POST /api/listings/:id/refresh: Moves the car to the top of the newest list; limited per day (refreshesLeftToday). */
export function refreshListing({ id }: { id: string }): Promise<ListingDetail> {
  return api<ListingDetail>(`/api/listings/${encodeURIComponent(id)}/refresh`, { method: 'POST' });
}

export function useRefreshListing() {
  return useListingAction(refreshListing);
}
