import { auctionsContract } from '@souq/shared/auctions/auctions.contract';
import type { SessionStatus } from '@souq/shared/auctions/auctions.schema';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { auctionKeys } from './keys';

export function getAdminSessions(status: SessionStatus, cursor: string | null, signal?: AbortSignal) {
  return call(auctionsContract.endpoints.adminSessions, {
    query: { status, cursor: cursor ?? undefined, limit: 20 },
    signal,
  });
}

/** Admins: sessions in one status, newest first. */
export function useAdminSessions(status: SessionStatus) {
  return useInfiniteQuery({
    queryKey: auctionKeys.adminSessions(status),
    queryFn: ({ pageParam, signal }) => getAdminSessions(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
