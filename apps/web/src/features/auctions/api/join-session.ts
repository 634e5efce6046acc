import { auctionsContract } from '@souq/shared/auctions/auctions.contract';
import type { JoinSessionBody } from '@souq/shared/auctions/auctions.schema';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useIdempotentMutation } from '../../../lib/idempotency';
import { walletQueryKey } from '../../wallet';
import { auctionKeys } from './keys';

export function joinSession(input: { sessionId: string; body: JoinSessionBody }, idempotencyKey: string) {
  return call(auctionsContract.endpoints.join, { params: { id: input.sessionId }, body: input.body, idempotencyKey });
}

/** Joins a session (or raises the limit): earnest money held from the wallet, or a card checkout. */
export function useJoinSession() {
  const queryClient = useQueryClient();
  return useIdempotentMutation(joinSession, {
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: auctionKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletQueryKey }),
      ]);
    },
  });
}
