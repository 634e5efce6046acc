import type { ListingDetail, ListingInput } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { listingKeys, listingsKey } from './keys';

/** PATCH /api/listings/:id with the whole form. */
export function updateListing({ id, body }: { id: string; body: ListingInput }): Promise<ListingDetail> {
  return api<ListingDetail>(`/api/listings/${encodeURIComponent(id)}`, { method: 'PATCH', body, silent: true });
}

export function useUpdateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateListing,
    onSuccess: (listing) => {
      queryClient.setQueryData(listingKeys.detail(listing.id), listing);
      return queryClient.invalidateQueries({ queryKey: listingsKey });
    },
  });
}
