import type { DecideClaimBody, RentalClaim } from '@souq/shared';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { idempotencyHeaders, useIdempotentMutation } from '../../../lib/idempotency';
import { walletQueryKey } from '../../wallet/api/get-wallet';
import { bookingsQueryKey, claimsQueryKey } from './keys';

/** What a claim step sends: the renter accepts or disputes; an admin decides. */
export type ClaimAction =
  | { kind: 'accept' }
  | { kind: 'dispute'; reason: string }
  | { kind: 'decide'; body: DecideClaimBody };

/**
 * POST /api/rental-claims/:id/accept|dispute, POST /api/admin/rental-claims/:id/decide. Accepting
 * and deciding move money; the server pays a claim once whatever the number of requests, and the
 * key lets a retried request replay.
 */
export function claimAction({ id, action }: { id: string; action: ClaimAction }, key: string): Promise<RentalClaim> {
  const claim = encodeURIComponent(id);
  const url =
    action.kind === 'decide'
      ? `/api/admin/rental-claims/${claim}/decide`
      : `/api/rental-claims/${claim}/${action.kind}`;
  const body = action.kind === 'dispute' ? { reason: action.reason } : action.kind === 'decide' ? action.body : {};
  return api<RentalClaim>(url, { method: 'POST', body, headers: idempotencyHeaders(key) });
}

export function useClaimAction() {
  const queryClient = useQueryClient();
  return useIdempotentMutation(claimAction, {
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: claimsQueryKey }),
        queryClient.invalidateQueries({ queryKey: walletQueryKey }),
      ]);
    },
  });
}
