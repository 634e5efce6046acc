import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { LedgerTransactionType, Page, WalletTransaction } from './types';

export const TRANSACTIONS_PAGE_SIZE = 20;

export interface TransactionFilters {
  type?: LedgerTransactionType;
  /** Calendar days ("2026-01-15"), both inclusive. */
  from?: string;
  to?: string;
}

export function getTransactions(
  filters: TransactionFilters & { cursor?: string | null; limit?: number; signal?: AbortSignal },
): Promise<Page<WalletTransaction>> {
  return api<Page<WalletTransaction>>('/api/wallet/transactions', {
    query: {
      type: filters.type,
      from: filters.from,
      to: filters.to,
      cursor: filters.cursor ?? undefined,
      limit: filters.limit ?? TRANSACTIONS_PAGE_SIZE,
    },
    signal: filters.signal,
  });
}

/** The history, newest first, a page at a time (load more by cursor). */
export function useTransactions(filters: TransactionFilters) {
  return useInfiniteQuery({
    queryKey: ['wallet', 'transactions', filters],
    queryFn: ({ pageParam, signal }) => getTransactions({ ...filters, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
