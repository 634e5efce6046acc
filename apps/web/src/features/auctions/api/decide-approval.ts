import { auctionsContract } from '@souq/shared/auctions/auctions.contract';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useIdempotentMutation } from '../../../lib/idempotency';
import { auctionKeys } from './keys';

export function decideApproval(input: { lotId: string; accept: boolean }, idempotencyKey: string) {
  return call(auctionsContract.endpoints.decideApproval, {
    params: { id: input.lotId },
    body: { accept: input.accept },
    idempotencyKey,
  });
}

/** The seller accepts or declines the high bid of a lot that closed below its reserve. */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useIdempotentMutation(decideApproval, {
    onSettled: () => queryClient.invalidateQueries({ queryKey: auctionKeys.myReleases }),
  });
}
