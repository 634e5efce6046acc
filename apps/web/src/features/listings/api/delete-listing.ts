import type { ListingDetail } from '@souq/shared';
import { api } from '../../../lib/api';
import { useListingAction } from './listing-action';

/** DELETE /api/listings/:id: Removes the car from sale (status removed); it stays in the seller's list. */
export function deleteListing({ id }: { id: string }): Promise<ListingDetail> {
  return api<ListingDetail>(`/api/listings/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteListing() {
  return useListingAction(deleteListing);
}
