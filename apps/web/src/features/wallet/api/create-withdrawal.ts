import { type CreateWithdrawalForm, walletContract } from '@souq/shared';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useIdempotentMutation } from '../../../lib/idempotency';
import { walletQueryKey } from './get-wallet';

/** Requests a withdrawal; the amount is held until an admin approves (and pays) or rejects it. */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useIdempotentMutation(
    (body: CreateWithdrawalForm, idempotencyKey: string) =>
      call(walletContract.endpoints.requestWithdrawal, { body, idempotencyKey }),
    { onSuccess: () => queryClient.invalidateQueries({ queryKey: walletQueryKey }) },
  );
}
