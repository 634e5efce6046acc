import { walletAdminContract } from '@souq/shared';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useIdempotentMutation } from '../../../lib/idempotency';
import { adminWithdrawalsQueryKey } from './get-admin-withdrawals';

/** Admin: approves a requested withdrawal (the amount stays held until it is paid). */
export function useApproveWithdrawal() {
  const queryClient = useQueryClient();
  return useIdempotentMutation(
    (id: string, idempotencyKey: string) =>
      call(walletAdminContract.endpoints.approveWithdrawal, { params: { id }, idempotencyKey }),
    { onSettled: () => queryClient.invalidateQueries({ queryKey: adminWithdrawalsQueryKey }) },
  );
}
