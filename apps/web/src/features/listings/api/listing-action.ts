import type { ListingDetail } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listingKeys, listingsKey } from './keys';

/** True when an answer is a whole listing (the actions answer with the changed car). */
function isDetail(value: unknown): value is ListingDetail {
  return !!value && typeof value === 'object' && 'id' in value && 'status' in value && 'photos' in value;
}

/**
 * A mutation on one of the seller's cars: on success the car's detail is replaced by the answer
 * and every list of cars (search, mine, counts, admin) is refetched.
 */
export function useListingAction<V extends { id: string }, R>(request: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer, vars) => {
      if (isDetail(answer)) queryClient.setQueryData(listingKeys.detail(vars.id), answer);
      return queryClient.invalidateQueries({ queryKey: listingsKey });
    },
  });
}
