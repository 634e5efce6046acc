import { walletContract } from '@souq/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const withdrawalsQueryKey = ['wallet', 'withdrawals'] as const;

/** The user's withdrawals, newest first. */
export function useWithdrawals() {
  return useInfiniteQuery({
    queryKey: withdrawalsQueryKey,
    queryFn: ({ pageParam, signal }) =>
      call(walletContract.endpoints.withdrawals, { query: { cursor: pageParam ?? undefined, limit: 20 }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
