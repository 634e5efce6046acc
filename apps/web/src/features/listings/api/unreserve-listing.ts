import { type ListingDetail, listingsContract } from '@souq/shared';
import { call } from '../../../lib/api';
import { useListingAction } from './listing-action';

/** POST /api/listings/:id/unreserve: Puts a reserved car back on sale. */
export function unreserveListing({ id }: { id: string }): Promise<ListingDetail> {
  return call(listingsContract.endpoints.unreserve, { params: { id } });
}

export function useUnreserveListing() {
  return useListingAction(unreserveListing);
}
