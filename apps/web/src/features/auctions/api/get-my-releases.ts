import { auctionsContract } from '@souq/shared/auctions/auctions.contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { auctionKeys } from './keys';

export function getMyReleases(cursor: string | null, signal?: AbortSignal) {
  return call(auctionsContract.endpoints.myReleases, { query: { cursor: cursor ?? undefined, limit: 20 }, signal });
}

/** My cars released to auction and where each stands. */
export function useMyReleases() {
  return useInfiniteQuery({
    queryKey: auctionKeys.myReleases,
    queryFn: ({ pageParam, signal }) => getMyReleases(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
