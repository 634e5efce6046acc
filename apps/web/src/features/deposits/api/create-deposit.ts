import { type CreateDepositBody, depositsContract } from '@souq/shared';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useIdempotentMutation } from '../../../lib/idempotency';
import { walletQueryKey } from '../../wallet';
import { depositsQueryKey } from './get-deposits';

export function createDeposit(body: CreateDepositBody, idempotencyKey: string) {
  return call(depositsContract.endpoints.pay, { body, idempotencyKey });
}

/** Pays a deposit: from the wallet (held at once) or by card (answers the checkout URL). */
export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useIdempotentMutation(createDeposit, {
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: depositsQueryKey }),
        queryClient.invalidateQueries({ queryKey: walletQueryKey }),
      ]);
    },
  });
}
