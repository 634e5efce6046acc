import { type ListingDetail, listingsContract } from '@souq/shared';
import { call } from '../../../lib/api';
import { useListingAction } from './listing-action';

/** POST /api/admin/listings/:id/approve: the car goes on sale and the seller is notified. */
export function approveListing({ id }: { id: string }): Promise<ListingDetail> {
  return call(listingsContract.endpoints.approve, { params: { id } });
}

export function useApproveListing() {
  return useListingAction(approveListing);
}
