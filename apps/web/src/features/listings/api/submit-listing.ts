import type { ListingDetail } from '@souq/shared';
import { api } from '../../../lib/api';
import { useListingAction } from './listing-action';

/** POST /api/listings/:id/submit: Sends a draft or a rejected car to review (or straight on sale for verified sellers). */
export function submitListing({ id }: { id: string }): Promise<ListingDetail> {
  return api<ListingDetail>(`/api/listings/${encodeURIComponent(id)}/submit`, { method: 'POST' });
}

export function useSubmitListing() {
  return useListingAction(submitListing);
}
