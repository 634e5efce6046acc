import { type ListingPage, type ListingStatus, listingsContract } from '@souq/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { listingKeys } from './keys';

/** GET /api/me/listings?status=: the seller's own cars in one status. */
export function getMyListings(
  status: ListingStatus,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ListingPage> {
  return call(listingsContract.endpoints.mine, { query: { status, cursor: cursor ?? undefined, limit: 20 }, signal });
}

export function useMyListings(status: ListingStatus) {
  return useInfiniteQuery({
    queryKey: listingKeys.mine(status),
    queryFn: ({ pageParam, signal }) => getMyListings(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
