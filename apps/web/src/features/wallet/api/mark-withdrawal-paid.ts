import { type MarkWithdrawalPaidBody, type WithdrawalPayout, walletAdminContract } from '@souq/shared';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useIdempotentMutation } from '../../../lib/idempotency';
import { adminWithdrawalsQueryKey } from './get-admin-withdrawals';
import { withdrawalPayoutQueryKey } from './get-withdrawal-payout';

/**
 * Finance: marks an approved withdrawal paid (the bank transfer was made; the held amount leaves).
 * The payout view shows the paid state itself (no toast) and a refusal inline (field or dialog):
 * its bank details are updated in place, not read again (each read is audited); the queue's lists
 * are refetched.
 */
export function useMarkWithdrawalPaid() {
  const queryClient = useQueryClient();
  return useIdempotentMutation(
    ({ id, bankReference }: MarkWithdrawalPaidBody & { id: string }, idempotencyKey: string) =>
      call(walletAdminContract.endpoints.markWithdrawalPaid, {
        params: { id },
        body: { bankReference },
        idempotencyKey,
        silent: true,
      }),
    {
      onSuccess: (result) =>
        queryClient.setQueryData<WithdrawalPayout>(withdrawalPayoutQueryKey(result.id), (old) =>
          old ? { ...old, ...result } : old,
        ),
      onSettled: () =>
        queryClient.invalidateQueries({
          queryKey: adminWithdrawalsQueryKey,
          predicate: (query) => query.queryKey[2] !== 'payout',
        }),
    },
  );
}
