import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { AdminWithdrawal, Page, WithdrawalStatus } from './types';

export const adminWithdrawalsQueryKey = ['admin', 'withdrawals'] as const;

export async function getAdminWithdrawals(params: {
  status: WithdrawalStatus;
  cursor?: string | null;
  signal?: AbortSignal;
}): Promise<Page<AdminWithdrawal>> {
  const data = await api<Page<AdminWithdrawal> | AdminWithdrawal[]>('/api/admin/withdrawals', {
    query: { status: params.status, cursor: params.cursor ?? undefined, limit: 20 },
    signal: params.signal,
  });
  return Array.isArray(data) ? { items: data, nextCursor: null } : data;
}

/** Admin: withdrawals in one status, oldest request first as the API orders them. */
export function useAdminWithdrawals(status: WithdrawalStatus) {
  return useInfiniteQuery({
    queryKey: [...adminWithdrawalsQueryKey, status],
    queryFn: ({ pageParam, signal }) => getAdminWithdrawals({ status, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
