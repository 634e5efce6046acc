import { walletContract } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const bankAccountsQueryKey = ['wallet', 'bank-accounts'] as const;

export function useBankAccounts() {
  return useQuery({
    queryKey: bankAccountsQueryKey,
    queryFn: async ({ signal }) => (await call(walletContract.endpoints.bankAccounts, { signal })).items,
  });
}
