import { type ListingDetail, type ListingInput, listingsContract } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { listingKeys, listingsKey } from './keys';

/** PATCH /api/listings/:id with the whole form. */
export function updateListing({ id, body }: { id: string; body: ListingInput }): Promise<ListingDetail> {
  return call(listingsContract.endpoints.update, { params: { id }, body, silent: true });
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
