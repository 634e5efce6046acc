import { type ListingDetail, listingsContract } from '@souq/shared';
import { call } from '../../../lib/api';
import { useListingAction } from './listing-action';

/** DELETE /api/listings/:id: Removes the car from sale (status removed); it stays in the seller's list. */
export function deleteListing({ id }: { id: string }): Promise<ListingDetail> {
  return call(listingsContract.endpoints.remove, { params: { id } });
}

export function useDeleteListing() {
  return useListingAction(deleteListing);
}
