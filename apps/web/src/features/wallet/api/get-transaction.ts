import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { WalletTransactionDetail } from './types';

export function getTransaction(id: string, signal?: AbortSignal): Promise<WalletTransactionDetail> {
  return api<WalletTransactionDetail>(`/api/wallet/transactions/${encodeURIComponent(id)}`, { signal });
}

export function useTransaction(id: string) {
  return useQuery({
    queryKey: ['wallet', 'transaction', id],
    queryFn: ({ signal }) => getTransaction(id, signal),
  });
}
