import { dealsContract } from '@souq/shared/deals/deals.contract';
import type { ChooseLogisticsBody, DealStatus, LogisticsStepBody } from '@souq/shared/deals/deals.schema';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { dealKeys } from './keys';

export function useChooseLogistics(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChooseLogisticsBody) => call(dealsContract.endpoints.chooseLogistics, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dealKeys.all }),
  });
}

/** Staff: every deal, optionally of one status. */
export function useAdminDeals(status: DealStatus | 'all') {
  return useInfiniteQuery({
    queryKey: dealKeys.admin(status),
    queryFn: ({ pageParam, signal }) =>
      call(dealsContract.endpoints.adminList, {
        query: { status: status === 'all' ? undefined : status, cursor: pageParam ?? undefined, limit: 20 },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useAdminStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: LogisticsStepBody }) =>
      call(dealsContract.endpoints.adminStep, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dealKeys.all }),
  });
}
