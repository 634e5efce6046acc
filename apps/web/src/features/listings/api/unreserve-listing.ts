import type { ListingDetail } from '@souq/shared';
import { api } from '../../../lib/api';
import { useListingAction } from './listing-action';

/** POST /api/listings/:id/unreserve: Puts a reserved car back on sale. */
export function unreserveListing({ id }: { id: string }): Promise<ListingDetail> {
  return api<ListingDetail>(`/api/listings/${encodeURIComponent(id)}/unreserve`, { method: 'POST' });
}

export function useUnreserveListing() {
  return useListingAction(unreserveListing);
}
