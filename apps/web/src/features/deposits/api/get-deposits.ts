import { depositsContract } from '@souq/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const depositsQueryKey = ['deposits'] as const;

export function getDeposits(params: { cursor?: string | null; signal?: AbortSignal }) {
  return call(depositsContract.endpoints.list, {
    query: { cursor: params.cursor ?? undefined, limit: 20 },
    signal: params.signal,
  });
}

/** The user's deposits, newest first. */
export function useDeposits() {
  return useInfiniteQuery({
    queryKey: [...depositsQueryKey, 'list'],
    queryFn: ({ pageParam, signal }) => getDeposits({ cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
