import { type ListingCounts, listingsContract } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { listingKeys } from './keys';

/** GET /api/me/listings/counts: how many of the seller's cars are in each status. */
export function getMyListingCounts(signal?: AbortSignal): Promise<ListingCounts> {
  return call(listingsContract.endpoints.myCounts, { signal, silent: true });
}

export function useMyListingCounts(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: listingKeys.mineCounts(),
    queryFn: ({ signal }) => getMyListingCounts(signal),
    enabled: options.enabled ?? true,
  });
}
