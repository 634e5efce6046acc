import { type FollowedShopPage, shopsContract } from '@souq/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { shopKeys } from './keys';

/** GET /api/me/following/shops: the shops I follow (spec gzshop), newest follow first. */
export function getFollowedShops(cursor: string | null, signal?: AbortSignal): Promise<FollowedShopPage> {
  return call(shopsContract.endpoints.following, {
    query: { cursor: cursor ?? undefined, limit: 20 },
    signal,
  });
}

export function useFollowedShops() {
  return useInfiniteQuery({
    queryKey: shopKeys.following(),
    queryFn: ({ pageParam, signal }) => getFollowedShops(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
