import { type ListingPage, type ListingStatus, listingsContract } from '@souq/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { listingKeys } from './keys';

/** GET /api/admin/listings?status=&q=: the review queue (admins only). */
export function getAdminListings(
  { status, q }: { status: ListingStatus; q: string },
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ListingPage> {
  return call(listingsContract.endpoints.adminList, {
    query: { status, q: q || undefined, cursor: cursor ?? undefined, limit: 20 },
    signal,
  });
}

export function useAdminListings(filter: { status: ListingStatus; q: string }, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: listingKeys.admin(filter.status, filter.q),
    queryFn: ({ pageParam, signal }) => getAdminListings(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: options.enabled ?? true,
  });
}
