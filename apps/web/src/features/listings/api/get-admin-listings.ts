import type { ListingPage, ListingStatus } from '@souq/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { listingKeys } from './keys';

/** GET /api/admin/listings?status=&q=: the review queue (admins only). */
export function getAdminListings(
  { status, q }: { status: ListingStatus; q: string },
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ListingPage> {
  return api<ListingPage>('/api/admin/listings', {
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
