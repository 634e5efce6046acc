import { type ListingDetail, listingsContract } from '@souq/shared';
import { call } from '../../../lib/api';
import { useListingAction } from './listing-action';

/** POST /api/admin/listings/:id/reject { reason }: back to the seller with the reason. */
export function rejectListing({ id, reason }: { id: string; reason: string }): Promise<ListingDetail> {
  return call(listingsContract.endpoints.reject, { params: { id }, body: { reason }, silent: true });
}

export function useRejectListing() {
  return useListingAction(rejectListing);
}
