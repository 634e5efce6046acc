import { auctionsContract } from '@souq/shared/auctions/auctions.contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { auctionKeys } from './keys';

export function getLot(id: string, signal?: AbortSignal) {
  return call(auctionsContract.endpoints.lot, { params: { id }, signal });
}

/**
 * One lot. `pollMs` refetches it while the page is visible (guests, and anyone whose socket is
 * down: they have no events); TanStack pauses the interval while the tab is hidden.
 */
export function useLot(id: string, pollMs: number | false) {
  return useQuery({
    queryKey: auctionKeys.lot(id),
    queryFn: ({ signal }) => getLot(id, signal),
    refetchInterval: pollMs,
    refetchIntervalInBackground: false,
  });
}
