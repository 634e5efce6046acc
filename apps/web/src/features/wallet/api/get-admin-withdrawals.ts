import { type WithdrawalStatus, walletAdminContract } from '@souq/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const adminWithdrawalsQueryKey = ['admin', 'withdrawals'] as const;

/** Admin: withdrawals in one status, oldest request first as the API orders them. */
export function useAdminWithdrawals(status: WithdrawalStatus) {
  return useInfiniteQuery({
    queryKey: [...adminWithdrawalsQueryKey, status],
    queryFn: ({ pageParam, signal }) =>
      call(walletAdminContract.endpoints.withdrawals, {
        query: { status, cursor: pageParam ?? undefined, limit: 20 },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
