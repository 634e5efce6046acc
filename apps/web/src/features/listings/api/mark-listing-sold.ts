import type { ListingDetail } from '@souq/shared';
import { api } from '../../../lib/api';
import { useListingAction } from './listing-action';

/** POST /api/listings/:id/sold: Marks the car sold; buyers then see the sold label. */
export function markListingSold({ id }: { id: string }): Promise<ListingDetail> {
  return api<ListingDetail>(`/api/listings/${encodeURIComponent(id)}/sold`, { method: 'POST' });
}

export function useMarkListingSold() {
  return useListingAction(markListingSold);
}
