import { auctionsContract } from '@souq/shared/auctions/auctions.contract';
import type { LotStatus } from '@souq/shared/auctions/auctions.schema';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { auctionKeys } from './keys';

export function getAdminReleases(status: LotStatus, cursor: string | null, signal?: AbortSignal) {
  return call(auctionsContract.endpoints.adminReleases, {
    query: { status, cursor: cursor ?? undefined, limit: 20 },
    signal,
  });
}

/** Admins: released cars in one status (the review queue is `pending_review`). */
export function useAdminReleases(status: LotStatus) {
  return useInfiniteQuery({
    queryKey: auctionKeys.adminReleases(status),
    queryFn: ({ pageParam, signal }) => getAdminReleases(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
