import { auctionsContract } from '@souq/shared/auctions/auctions.contract';
import type { ReleaseBody } from '@souq/shared/auctions/auctions.schema';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useIdempotentMutation } from '../../../lib/idempotency';
import { auctionKeys } from './keys';

export function releaseCar(body: ReleaseBody, idempotencyKey: string) {
  return call(auctionsContract.endpoints.release, { body, idempotencyKey, silent: true });
}

/** Releases one of my cars to auction (an admin reviews it). Field errors are shown on the form. */
export function useReleaseCar() {
  const queryClient = useQueryClient();
  return useIdempotentMutation(releaseCar, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auctionKeys.myReleases }),
  });
}
