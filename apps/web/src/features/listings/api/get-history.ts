import { type HistoryPage, listingsContract } from '@souq/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { listingKeys } from './keys';

/** GET /api/me/history/cars: the cars the user opened, last viewed first. */
export function getHistory(cursor: string | null, signal?: AbortSignal): Promise<HistoryPage> {
  return call(listingsContract.endpoints.history, { query: { cursor: cursor ?? undefined, limit: 20 }, signal });
}

export function useHistory() {
  return useInfiniteQuery({
    queryKey: listingKeys.history(),
    queryFn: ({ pageParam, signal }) => getHistory(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
