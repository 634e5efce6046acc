import type { ListingCounts } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { listingKeys } from './keys';

/** GET /api/me/listings/counts: how many of the seller's cars are in each status. */
export function getMyListingCounts(signal?: AbortSignal): Promise<ListingCounts> {
  return api<ListingCounts>('/api/me/listings/counts', { signal, silent: true });
}

export function useMyListingCounts(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: listingKeys.mineCounts(),
    queryFn: ({ signal }) => getMyListingCounts(signal),
    enabled: options.enabled ?? true,
  });
}
