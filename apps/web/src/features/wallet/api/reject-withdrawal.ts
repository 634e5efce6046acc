import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { idempotencyHeaders, useIdempotentMutation } from '../../../lib/idempotency';
import { adminWithdrawalsQueryKey } from './get-admin-withdrawals';
import type { AdminWithdrawal } from './types';

/** Admin: rejects a requested withdrawal with a reason the user sees; the held amount is released. */
export function rejectWithdrawal(
  { id, reason }: { id: string; reason: string },
  idempotencyKey: string,
): Promise<AdminWithdrawal> {
  return api<AdminWithdrawal>(`/api/admin/withdrawals/${encodeURIComponent(id)}/reject`, {
    method: 'POST',
    body: { reason },
    headers: idempotencyHeaders(idempotencyKey),
  });
}

export function useRejectWithdrawal() {
  const queryClient = useQueryClient();
  return useIdempotentMutation(rejectWithdrawal, {
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminWithdrawalsQueryKey }),
  });
}
