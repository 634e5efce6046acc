import { auctionsContract } from '@souq/shared/auctions/auctions.contract';
import type { AuctionWhen } from '@souq/shared/auctions/auctions.schema';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { auctionKeys } from './keys';

export function getSessions(when: AuctionWhen, cursor: string | null, signal?: AbortSignal) {
  return call(auctionsContract.endpoints.sessions, { query: { when, cursor: cursor ?? undefined, limit: 10 }, signal });
}

/** Sessions upcoming, live now or ended (by the server's clock). */
export function useSessions(when: AuctionWhen) {
  return useInfiniteQuery({
    queryKey: auctionKeys.sessions(when),
    queryFn: ({ pageParam, signal }) => getSessions(when, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
