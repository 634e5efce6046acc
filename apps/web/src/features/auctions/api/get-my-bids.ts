import { auctionsContract } from '@souq/shared/auctions/auctions.contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { auctionKeys } from './keys';

export function getMyBids(cursor: string | null, signal?: AbortSignal) {
  return call(auctionsContract.endpoints.myBids, { query: { cursor: cursor ?? undefined, limit: 20 }, signal });
}

/** Lots I bid on, with my maximum and whether I lead, won or lost. */
export function useMyBids() {
  return useInfiniteQuery({
    queryKey: auctionKeys.myBids,
    queryFn: ({ pageParam, signal }) => getMyBids(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
