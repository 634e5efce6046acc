import { type ListingPage, listingsContract } from '@souq/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { shopKeys } from './keys';

/** GET /api/listings?shopId=: the shop's cars on sale (and sold ones), newest first. */
export function getShopCars(shopId: string, cursor: string | null, signal?: AbortSignal): Promise<ListingPage> {
  return call(listingsContract.endpoints.search, {
    query: { shopId, cursor: cursor ?? undefined, limit: 12 },
    signal,
    silent: true,
  });
}

export function useShopCars(shopId: string) {
  return useInfiniteQuery({
    queryKey: shopKeys.cars(shopId),
    queryFn: ({ pageParam, signal }) => getShopCars(shopId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
