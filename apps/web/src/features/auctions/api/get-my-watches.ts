import { auctionsContract } from '@souq/shared/auctions/auctions.contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { auctionKeys } from './keys';

export function getMyWatches(cursor: string | null, signal?: AbortSignal) {
  return call(auctionsContract.endpoints.myWatches, { query: { cursor: cursor ?? undefined, limit: 20 }, signal });
}

/** Lots I watch. */
export function useMyWatches() {
  return useInfiniteQuery({
    queryKey: auctionKeys.myWatches,
    queryFn: ({ pageParam, signal }) => getMyWatches(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
