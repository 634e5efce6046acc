import { auctionsContract } from '@souq/shared/auctions/auctions.contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { auctionKeys } from './keys';

export function getBidLog(id: string, cursor: string | null, signal?: AbortSignal) {
  return call(auctionsContract.endpoints.bidLog, {
    params: { id },
    query: { cursor: cursor ?? undefined, limit: 20 },
    signal,
  });
}

/** A lot's bids, newest first, bidders masked. */
export function useBidLog(id: string) {
  return useInfiniteQuery({
    queryKey: auctionKeys.bidLog(id),
    queryFn: ({ pageParam, signal }) => getBidLog(id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
