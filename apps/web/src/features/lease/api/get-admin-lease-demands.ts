import { type LeaseDemandStatus, leaseContract } from '@souq/shared';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { leaseDemandsQueryKey } from './get-my-lease-demands';

export interface AdminLeaseDemandFilters {
  status?: LeaseDemandStatus;
  q?: string;
}

/** Admin: long-term intents by status and search, newest first. */
export function useAdminLeaseDemands(filters: AdminLeaseDemandFilters) {
  return useInfiniteQuery({
    queryKey: [...leaseDemandsQueryKey, 'admin', filters],
    queryFn: ({ pageParam, signal }) =>
      call(leaseContract.endpoints.adminDemands, {
        query: { status: filters.status, q: filters.q, cursor: pageParam ?? undefined, limit: 20 },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
