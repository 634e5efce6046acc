import { type ListingDetail, type ListingInput, listingsContract } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { listingKeys, listingsKey } from './keys';

/** POST /api/listings: `publish: false` saves a draft; true submits it (review or straight on sale). */
export function createListing(body: ListingInput): Promise<ListingDetail> {
  return call(listingsContract.endpoints.create, { body, silent: true });
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
