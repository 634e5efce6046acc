import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { bankAccountsQueryKey } from './get-bank-accounts';
import type { BankAccount } from './types';

export interface AddBankAccountInput {
  holderName: string;
  iban: string;
  bankName?: string;
}

export function addBankAccount(body: AddBankAccountInput): Promise<BankAccount> {
  return api<BankAccount>('/api/wallet/bank-accounts', { method: 'POST', body });
}

export function useAddBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankAccountsQueryKey }),
  });
}
