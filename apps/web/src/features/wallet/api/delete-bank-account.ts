import { walletContract } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { bankAccountsQueryKey } from './get-bank-accounts';

export function useDeleteBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(walletContract.endpoints.removeBankAccount, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankAccountsQueryKey }),
  });
}
