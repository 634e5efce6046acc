import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { idempotencyHeaders, useIdempotentMutation } from '../../../lib/idempotency';
import { adminWithdrawalsQueryKey } from './get-admin-withdrawals';
import type { AdminWithdrawal } from './types';

/** Admin: approves a requested withdrawal (the amount stays held until it is paid). */
export function approveWithdrawal(id: string, idempotencyKey: string): Promise<AdminWithdrawal> {
  return api<AdminWithdrawal>(`/api/admin/withdrawals/${encodeURIComponent(id)}/approve`, {
    method: 'POST',
    body: {},
    headers: idempotencyHeaders(idempotencyKey),
  });
}

export function useApproveWithdrawal() {
  const queryClient = useQueryClient();
  return useIdempotentMutation(approveWithdrawal, {
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminWithdrawalsQueryKey }),
  });
}
