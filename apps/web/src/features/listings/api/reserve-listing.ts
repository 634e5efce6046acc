import type { ListingDetail } from '@souq/shared';
import { api } from '../../../lib/api';
import { useListingAction } from './listing-action';

/** POST /api/listings/:id/reserve: Marks the car reserved (a buyer paid a deposit elsewhere); it stays listed. */
export function reserveListing({ id }: { id: string }): Promise<ListingDetail> {
  return api<ListingDetail>(`/api/listings/${encodeURIComponent(id)}/reserve`, { method: 'POST' });
}

export function useReserveListing() {
  return useListingAction(reserveListing);
}
