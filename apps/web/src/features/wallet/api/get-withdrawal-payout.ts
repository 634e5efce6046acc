import { walletAdminContract } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { adminWithdrawalsQueryKey } from './get-admin-withdrawals';

export const withdrawalPayoutQueryKey = (id: string) => [...adminWithdrawalsQueryKey, 'payout', id] as const;

/**
 * Finance: one withdrawal with the full bank details (the API audits every read). Not kept once
 * the page is left (`gcTime: 0`) and never refetched on focus: full bank details stay on screen
 * only while they are being used, and every read is a recorded access.
 */
export function useWithdrawalPayout(id: string, enabled: boolean) {
  return useQuery({
    queryKey: withdrawalPayoutQueryKey(id),
    queryFn: ({ signal }) =>
      call(walletAdminContract.endpoints.withdrawalPayout, { params: { id }, signal, silent: true }),
    enabled,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
