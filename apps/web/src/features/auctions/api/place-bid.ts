import { auctionsContract } from '@souq/shared/auctions/auctions.contract';
import type { PlaceBidBody } from '@souq/shared/auctions/auctions.schema';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useIdempotentMutation } from '../../../lib/idempotency';
import { auctionKeys } from './keys';

export function placeBid(input: { lotId: string; body: PlaceBidBody }, idempotencyKey: string) {
  return call(auctionsContract.endpoints.bid, { params: { id: input.lotId }, body: input.body, idempotencyKey });
}

/** A bid or a maximum; the answer is the receipt with the server's time and the time left. */
export function usePlaceBid(lotId: string) {
  const queryClient = useQueryClient();
  return useIdempotentMutation(placeBid, {
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: auctionKeys.lot(lotId) }),
        queryClient.invalidateQueries({ queryKey: auctionKeys.myBids }),
      ]);
    },
  });
}
