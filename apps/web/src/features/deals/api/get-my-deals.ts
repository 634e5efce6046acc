import { dealsContract } from '@souq/shared/deals/deals.contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { dealKeys } from './keys';

export function getMyDeals(role: 'buyer' | 'seller', cursor: string | null, signal?: AbortSignal) {
  return call(dealsContract.endpoints.mine, { query: { role, cursor: cursor ?? undefined, limit: 20 }, signal });
}

/** My deals on one side: lots I won (buyer) or sold (seller), newest first. */
export function useMyDeals(role: 'buyer' | 'seller') {
  return useInfiniteQuery({
    queryKey: dealKeys.mine(role),
    queryFn: ({ pageParam, signal }) => getMyDeals(role, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
