import { auctionsContract } from '@souq/shared/auctions/auctions.contract';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useIdempotentMutation } from '../../../lib/idempotency';
import { auctionKeys } from './keys';

export function decideOffer(input: { offerId: string; accept: boolean }, idempotencyKey: string) {
  return call(auctionsContract.endpoints.decideOffer, {
    params: { id: input.offerId },
    body: { accept: input.accept },
    idempotencyKey,
  });
}

/** The runner-up accepts (the lot becomes theirs, with its deal) or declines a second-chance offer. */
export function useDecideOffer() {
  const queryClient = useQueryClient();
  return useIdempotentMutation(decideOffer, {
    // The lot, my offers, my bids and my deals all change.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: auctionKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['deals'] }),
      ]),
  });
}
