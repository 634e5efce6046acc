import type { ListingDetail } from '@souq/shared';
import { api } from '../../../lib/api';
import { useListingAction } from './listing-action';

/** POST /api/admin/listings/:id/reject { reason }: back to the seller with the reason. */
export function rejectListing({ id, reason }: { id: string; reason: string }): Promise<ListingDetail> {
  return api<ListingDetail>(`/api/admin/listings/${encodeURIComponent(id)}/reject`, {
    method: 'POST',
    body: { reason },
    silent: true,
  });
}

export function useRejectListing() {
  return useListingAction(rejectListing);
}
