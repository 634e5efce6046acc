import { type RejectWithdrawalBody, walletAdminContract } from '@souq/shared';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useIdempotentMutation } from '../../../lib/idempotency';
import { adminWithdrawalsQueryKey } from './get-admin-withdrawals';

/** Admin: rejects a requested withdrawal with a reason the user sees; the held amount is released. */
export function useRejectWithdrawal() {
  const queryClient = useQueryClient();
  return useIdempotentMutation(
    ({ id, reason }: RejectWithdrawalBody & { id: string }, idempotencyKey: string) =>
      call(walletAdminContract.endpoints.rejectWithdrawal, { params: { id }, body: { reason }, idempotencyKey }),
    { onSettled: () => queryClient.invalidateQueries({ queryKey: adminWithdrawalsQueryKey }) },
  );
}
