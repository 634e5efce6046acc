import type { historyPageSchema } from '@souq/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { listingKeys } from './keys';

export type HistoryPage = z.infer<typeof historyPageSchema>;
export type HistoryItem = HistoryPage['items'][number];

/** GET /api/me/history/cars: the cars the user opened, last viewed first. */
export function getHistory(cursor: string | null, signal?: AbortSignal): Promise<HistoryPage> {
  return api<HistoryPage>('/api/me/history/cars', { query: { cursor: cursor ?? undefined, limit: 20 }, signal });
}

export function useHistory() {
  return useInfiniteQuery({
    queryKey: listingKeys.history(),
    queryFn: ({ pageParam, signal }) => getHistory(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
