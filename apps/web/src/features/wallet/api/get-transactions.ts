import { type LedgerTransactionType, walletContract } from '@souq/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const TRANSACTIONS_PAGE_SIZE = 20;

export interface TransactionFilters {
  type?: LedgerTransactionType;
  /** Calendar days ("2026-01-15"), both inclusive. */
  from?: string;
  to?: string;
}

/** The history, newest first, a page at a time (load more by cursor). */
export function useTransactions(filters: TransactionFilters) {
  return useInfiniteQuery({
    queryKey: ['wallet', 'transactions', filters],
    queryFn: ({ pageParam, signal }) =>
      call(walletContract.endpoints.transactions, {
        query: { ...filters, cursor: pageParam ?? undefined, limit: TRANSACTIONS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
