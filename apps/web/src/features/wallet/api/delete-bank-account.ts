import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { bankAccountsQueryKey } from './get-bank-accounts';

export function deleteBankAccount(id: string): Promise<unknown> {
  return api(`/api/wallet/bank-accounts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankAccountsQueryKey }),
  });
}
