import { type CreateBankAccountBody, walletContract } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { bankAccountsQueryKey } from './get-bank-accounts';

export function useAddBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBankAccountBody) => call(walletContract.endpoints.addBankAccount, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankAccountsQueryKey }),
  });
}
