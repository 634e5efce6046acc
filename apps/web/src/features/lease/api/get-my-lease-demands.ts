import type { LeaseDemandPage } from '@souq/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { leaseQueryKey } from './get-lease-info';

export const leaseDemandsQueryKey = [...leaseQueryKey, 'demands'] as const;

export function getMyLeaseDemands(params: { cursor?: string | null; signal?: AbortSignal }): Promise<LeaseDemandPage> {
  return api<LeaseDemandPage>('/api/me/lease/demands', {
    query: { cursor: params.cursor ?? undefined, limit: 20 },
    signal: params.signal,
  });
}

/** The user's car demands and offer choices, newest first. */
export function useMyLeaseDemands() {
  return useInfiniteQuery({
    queryKey: [...leaseDemandsQueryKey, 'mine'],
    queryFn: ({ pageParam, signal }) => getMyLeaseDemands({ cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
