import { auctionsContract } from '@souq/shared/auctions/auctions.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { auctionKeys } from './keys';

export function approveRelease(lotId: string) {
  return call(auctionsContract.endpoints.adminApproveRelease, { params: { id: lotId } });
}

export function rejectRelease(input: { lotId: string; reason: string }) {
  return call(auctionsContract.endpoints.adminRejectRelease, {
    params: { id: input.lotId },
    body: { reason: input.reason },
  });
}

/** Admins: approve a released car for a session. */
export function useApproveRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveRelease,
    onSettled: () => queryClient.invalidateQueries({ queryKey: auctionKeys.admin }),
  });
}

/** Admins: send a released car back to its seller with a reason. */
export function useRejectRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectRelease,
    onSettled: () => queryClient.invalidateQueries({ queryKey: auctionKeys.admin }),
  });
}
