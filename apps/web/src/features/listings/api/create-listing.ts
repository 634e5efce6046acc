import type { ListingDetail, ListingInput } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { listingKeys, listingsKey } from './keys';

/** POST /api/listings: `publish: false` saves a draft; true submits it (review or straight on sale). */
export function createListing(body: ListingInput): Promise<ListingDetail> {
  return api<ListingDetail>('/api/listings', { method: 'POST', body, silent: true });
}

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createListing,
    onSuccess: (listing) => {
      queryClient.setQueryData(listingKeys.detail(listing.id), listing);
      return queryClient.invalidateQueries({ queryKey: listingsKey });
    },
  });
}
