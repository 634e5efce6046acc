import { type ListingPage, type ListingSearchQuery, listingsContract } from '@souq/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useCityKey } from '../../regions';
import { listingKeys } from './keys';

export const LISTINGS_PAGE_SIZE = 20;

export type ListingsQuery = Omit<ListingSearchQuery, 'cursor' | 'limit'> & Record<string, unknown>;

/** GET /api/listings: the public search (the chosen city travels as headers). */
export function getListings(
  query: ListingsQuery & { cursor?: string | null; limit?: number },
  signal?: AbortSignal,
): Promise<ListingPage> {
  // A list filter (kind, fuel…) travels as one comma-separated value: the client writes an array as `a,b`.
  return call(listingsContract.endpoints.search, {
    query: { ...query, cursor: query.cursor ?? undefined, limit: query.limit ?? LISTINGS_PAGE_SIZE },
    signal,
  });
}

/** The search a page at a time (infinite list; cursor paging without duplicates or gaps). */
export function useListings(query: ListingsQuery, options: { enabled?: boolean } = {}) {
  const cityKey = useCityKey();
  return useInfiniteQuery({
    queryKey: listingKeys.search(cityKey, query),
    queryFn: ({ pageParam, signal }) => getListings({ ...query, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: options.enabled ?? true,
  });
}

/** One short page (the Home tab's latest cars, a seller's cars). */
export function useListingsPreview(query: ListingsQuery, limit: number) {
  const cityKey = useCityKey();
  return useQuery({
    queryKey: [...listingKeys.search(cityKey, query), 'preview', limit],
    queryFn: ({ signal }) => getListings({ ...query, limit }, signal),
  });
}
