import { auctionsContract } from '@souq/shared/auctions/auctions.contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { auctionKeys } from './keys';

export function getAuctionTerms(signal?: AbortSignal) {
  return call(auctionsContract.endpoints.terms, { signal });
}

/** Fees, increments and the earnest money rule: what every all-in figure is computed from. */
export function useAuctionTerms() {
  return useQuery({
    queryKey: auctionKeys.terms,
    queryFn: ({ signal }) => getAuctionTerms(signal),
    staleTime: 10 * 60_000,
  });
}
