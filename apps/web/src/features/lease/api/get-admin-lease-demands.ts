import type { LeaseDemandPage, LeaseDemandStatus } from '@souq/shared';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { leaseDemandsQueryKey } from './get-my-lease-demands';

export interface AdminLeaseDemandFilters {
  status?: LeaseDemandStatus;
  q?: string;
}

export function getAdminLeaseDemands(
  filters: AdminLeaseDemandFilters,
  params: { cursor?: string | null; signal?: AbortSignal },
): Promise<LeaseDemandPage> {
  return api<LeaseDemandPage>('/api/admin/lease/demands', {
    query: { status: filters.status, q: filters.q, cursor: params.cursor ?? undefined, limit: 20 },
    signal: params.signal,
  });
}

/** Admin: long-term intents by status and search, newest first. */
export function useAdminLeaseDemands(filters: AdminLeaseDemandFilters) {
  return useInfiniteQuery({
    queryKey: [...leaseDemandsQueryKey, 'admin', filters],
    queryFn: ({ pageParam, signal }) => getAdminLeaseDemands(filters, { cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
