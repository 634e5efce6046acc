import { auctionsContract } from '@souq/shared/auctions/auctions.contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { auctionKeys } from './keys';

export function getMyOffers(signal?: AbortSignal) {
  return call(auctionsContract.endpoints.myOffers, { signal });
}

/** Second-chance offers made to me that are still open. */
export function useMyOffers() {
  return useQuery({ queryKey: auctionKeys.myOffers, queryFn: ({ signal }) => getMyOffers(signal) });
}
