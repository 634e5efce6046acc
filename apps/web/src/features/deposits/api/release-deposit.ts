import type { Deposit } from '@souq/shared';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { idempotencyHeaders, useIdempotentMutation } from '../../../lib/idempotency';
import { walletQueryKey } from '../../wallet/api/get-wallet';
import { depositsQueryKey } from './get-deposits';

/** POST /api/deposits/:id/release: a general deposit back to the balance (owner after the wait, admin any time). */
export function releaseDeposit(id: string, idempotencyKey: string): Promise<Deposit> {
  return api<Deposit>(`/api/deposits/${encodeURIComponent(id)}/release`, {
    method: 'POST',
    body: {},
    headers: idempotencyHeaders(idempotencyKey),
  });
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
