import type { ListingDetail } from '@souq/shared';
import { api } from '../../../lib/api';
import { useListingAction } from './listing-action';

/** POST /api/admin/listings/:id/approve: the car goes on sale and the seller is notified. */
export function approveListing({ id }: { id: string }): Promise<ListingDetail> {
  return api<ListingDetail>(`/api/admin/listings/${encodeURIComponent(id)}/approve`, { method: 'POST' });
}

export function useApproveListing() {
  return useListingAction(approveListing);
}
