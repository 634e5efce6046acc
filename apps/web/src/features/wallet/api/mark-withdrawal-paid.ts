import type { WithdrawalPayout } from '@souq/shared';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { idempotencyHeaders, useIdempotentMutation } from '../../../lib/idempotency';
import { adminWithdrawalsQueryKey } from './get-admin-withdrawals';
import { withdrawalPayoutQueryKey } from './get-withdrawal-payout';
import type { AdminWithdrawal } from './types';

export interface MarkPaidInput {
  id: string;
  /** The bank's reference of the transfer. */
  bankReference: string;
}

/** Finance: marks an approved withdrawal paid (the bank transfer was made; the held amount leaves). */
export function markWithdrawalPaid(input: MarkPaidInput, idempotencyKey: string): Promise<AdminWithdrawal> {
  return api<AdminWithdrawal>(`/api/admin/withdrawals/${encodeURIComponent(input.id)}/paid`, {
    method: 'POST',
    body: { bankReference: input.bankReference },
    headers: idempotencyHeaders(idempotencyKey),
    // The payout view shows a refusal inline (field or dialog).
    silent: true,
  });
}

/**
 * The payout view shows the paid state itself (no toast): its bank details are updated in place,
 * not read again (each read is audited); the queue's lists are refetched.
 */
export function useMarkWithdrawalPaid() {
  const queryClient = useQueryClient();
  return useIdempotentMutation(markWithdrawalPaid, {
    onSuccess: (result) =>
      queryClient.setQueryData<WithdrawalPayout>(withdrawalPayoutQueryKey(result.id), (old) =>
        old ? { ...old, ...result } : old,
      ),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: adminWithdrawalsQueryKey,
        predicate: (query) => query.queryKey[2] !== 'payout',
      }),
  });
}
