import { auctionsContract } from '@souq/shared/auctions/auctions.contract';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useIdempotentMutation } from '../../../lib/idempotency';
import { auctionKeys } from './keys';

export function offerSecondChance(input: { lotId: string }, idempotencyKey: string) {
  return call(auctionsContract.endpoints.offerSecondChance, { params: { id: input.lotId }, idempotencyKey });
}

/** The seller (or an admin) offers an unsold lot to its runner-up at the runner-up's last bid. */
export function useOfferSecondChance() {
  const queryClient = useQueryClient();
  return useIdempotentMutation(offerSecondChance, {
    onSettled: (_data, _error, input) => queryClient.invalidateQueries({ queryKey: auctionKeys.lot(input.lotId) }),
  });
}
