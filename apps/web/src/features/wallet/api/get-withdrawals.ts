import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Page, Withdrawal } from './types';

export const withdrawalsQueryKey = ['wallet', 'withdrawals'] as const;

export async function getWithdrawals(params: {
  cursor?: string | null;
  limit?: number;
  signal?: AbortSignal;
}): Promise<Page<Withdrawal>> {
  const data = await api<Page<Withdrawal> | Withdrawal[]>('/api/wallet/withdrawals', {
    query: { cursor: params.cursor ?? undefined, limit: params.limit ?? 20 },
    signal: params.signal,
  });
  return Array.isArray(data) ? { items: data, nextCursor: null } : data;
}

/** The user's withdrawals, newest first. */
export function useWithdrawals() {
  return useInfiniteQuery({
    queryKey: withdrawalsQueryKey,
    queryFn: ({ pageParam, signal }) => getWithdrawals({ cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
