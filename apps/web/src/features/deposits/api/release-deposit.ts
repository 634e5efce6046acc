import { depositsContract } from '@souq/shared';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useIdempotentMutation } from '../../../lib/idempotency';
import { walletQueryKey } from '../../wallet';
import { depositsQueryKey } from './get-deposits';

/** A general deposit back to the balance (its owner after the wait, an admin any time). */
export function releaseDeposit(id: string, idempotencyKey: string) {
  return call(depositsContract.endpoints.release, { params: { id }, idempotencyKey });
}

export function useReleaseDeposit() {
  const queryClient = useQueryClient();
  return useIdempotentMutation(releaseDeposit, {
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: depositsQueryKey }),
        queryClient.invalidateQueries({ queryKey: walletQueryKey }),
      ]);
    },
  });
}
