import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { idempotencyHeaders, useIdempotentMutation } from '../../../lib/idempotency';
import { walletQueryKey } from './get-wallet';
import type { Withdrawal } from './types';

export interface CreateWithdrawalInput {
  /** Decimal AED ("500.50"). */
  amount: string;
  bankAccountId: string;
  code: string;
}

export function createWithdrawal(body: CreateWithdrawalInput, idempotencyKey: string): Promise<Withdrawal> {
  return api<Withdrawal>('/api/wallet/withdrawals', {
    method: 'POST',
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
}

/** Requests a withdrawal; the amount is held until an admin approves (and pays) or rejects it. */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useIdempotentMutation(createWithdrawal, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletQueryKey }),
  });
}
