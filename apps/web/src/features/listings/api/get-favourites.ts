import { type ListingPage, listingsContract } from '@souq/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { listingKeys } from './keys';

/** GET /api/me/favourites/cars: the cars the user hearted, newest first. */
export function getFavourites(cursor: string | null, signal?: AbortSignal): Promise<ListingPage> {
  return call(listingsContract.endpoints.favourites, { query: { cursor: cursor ?? undefined, limit: 20 }, signal });
}

export function useFavourites() {
  return useInfiniteQuery({
    queryKey: listingKeys.favourites(),
    queryFn: ({ pageParam, signal }) => getFavourites(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
