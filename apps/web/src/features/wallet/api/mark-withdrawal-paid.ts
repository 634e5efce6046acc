import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { idempotencyHeaders, useIdempotentMutation } from '../../../lib/idempotency';
import { adminWithdrawalsQueryKey } from './get-admin-withdrawals';
import type { AdminWithdrawal } from './types';

/** Admin: marks an approved withdrawal paid (the bank transfer was made; the held amount leaves). */
export function markWithdrawalPaid(id: string, idempotencyKey: string): Promise<AdminWithdrawal> {
  return api<AdminWithdrawal>(`/api/admin/withdrawals/${encodeURIComponent(id)}/paid`, {
    method: 'POST',
    body: {},
    headers: idempotencyHeaders(idempotencyKey),
    successToast: true,
  });
}

export function useMarkWithdrawalPaid() {
  const queryClient = useQueryClient();
  return useIdempotentMutation(markWithdrawalPaid, {
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminWithdrawalsQueryKey }),
  });
}
