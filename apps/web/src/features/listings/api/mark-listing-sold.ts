import { type ListingDetail, listingsContract } from '@souq/shared';
import { call } from '../../../lib/api';
import { useListingAction } from './listing-action';

/** POST /api/listings/:id/sold: Marks the car sold; buyers then see the sold label. */
export function markListingSold({ id }: { id: string }): Promise<ListingDetail> {
  return call(listingsContract.endpoints.markSold, { params: { id } });
}

export function useMarkListingSold() {
  return useListingAction(markListingSold);
}
