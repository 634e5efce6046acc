import { auctionsContract } from '@souq/shared/auctions/auctions.contract';
import type { MyBidOutcome } from '@souq/shared/auctions/auctions.schema';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { auctionKeys } from './keys';

export function getMyBids(cursor: string | null, outcome?: MyBidOutcome, signal?: AbortSignal) {
  return call(auctionsContract.endpoints.myBids, {
    query: { cursor: cursor ?? undefined, limit: 20, outcome },
    signal,
  });
}

/** Lots I bid on with one outcome (each tab pages through its own), with my maximum and whether I lead. */
export function useMyBids(outcome: MyBidOutcome) {
  return useInfiniteQuery({
    // Under the `myBids` key, so a bid or a close refreshes every tab.
    queryKey: [...auctionKeys.myBids, outcome],
    queryFn: ({ pageParam, signal }) => getMyBids(pageParam, outcome, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
