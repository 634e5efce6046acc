import type { WithdrawalPayout } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminWithdrawalsQueryKey } from './get-admin-withdrawals';

export const withdrawalPayoutQueryKey = (id: string) => [...adminWithdrawalsQueryKey, 'payout', id] as const;

/** Finance: one withdrawal with the full bank details (the API audits every read). */
export function getWithdrawalPayout(id: string, signal?: AbortSignal): Promise<WithdrawalPayout> {
  return api<WithdrawalPayout>(`/api/admin/withdrawals/${encodeURIComponent(id)}/payout`, { signal, silent: true });
}

/**
 * Not kept once the page is left (`gcTime: 0`) and never refetched on focus: full bank details stay
 * on screen only while they are being used, and every read is a recorded access.
 */
export function useWithdrawalPayout(id: string, enabled: boolean) {
  return useQuery({
    queryKey: withdrawalPayoutQueryKey(id),
    queryFn: ({ signal }) => getWithdrawalPayout(id, signal),
    enabled,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
