import { type ListingDetail, listingsContract } from '@souq/shared';
import { call } from '../../../lib/api';
import { useListingAction } from './listing-action';

/** POST /api/listings/:id/submit: Sends a draft or a rejected car to review (or straight on sale for verified sellers). */
export function submitListing({ id }: { id: string }): Promise<ListingDetail> {
  return call(listingsContract.endpoints.submit, { params: { id } });
}

export function useSubmitListing() {
  return useListingAction(submitListing);
}
