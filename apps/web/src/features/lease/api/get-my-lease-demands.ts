import { leaseContract } from '@souq/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { leaseQueryKey } from './get-lease-info';

export const leaseDemandsQueryKey = [...leaseQueryKey, 'demands'] as const;

/** The user's car demands and offer choices, newest first. */
export function useMyLeaseDemands() {
  return useInfiniteQuery({
    queryKey: [...leaseDemandsQueryKey, 'mine'],
    queryFn: ({ pageParam, signal }) =>
      call(leaseContract.endpoints.myDemands, { query: { cursor: pageParam ?? undefined, limit: 20 }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
