import type { ListingPage } from '@souq/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { listingKeys } from './keys';

/** GET /api/me/favourites/cars: the cars the user hearted, newest first. */
export function getFavourites(cursor: string | null, signal?: AbortSignal): Promise<ListingPage> {
  return api<ListingPage>('/api/me/favourites/cars', { query: { cursor: cursor ?? undefined, limit: 20 }, signal });
}

export function useFavourites() {
  return useInfiniteQuery({
    queryKey: listingKeys.favourites(),
    queryFn: ({ pageParam, signal }) => getFavourites(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
