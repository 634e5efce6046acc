import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { BankAccount } from './types';

export const bankAccountsQueryKey = ['wallet', 'bank-accounts'] as const;

export async function getBankAccounts(signal?: AbortSignal): Promise<BankAccount[]> {
  const data = await api<{ items: BankAccount[] } | BankAccount[]>('/api/wallet/bank-accounts', { signal });
  return Array.isArray(data) ? data : data.items;
}

export function useBankAccounts() {
  return useQuery({ queryKey: bankAccountsQueryKey, queryFn: ({ signal }) => getBankAccounts(signal) });
}
