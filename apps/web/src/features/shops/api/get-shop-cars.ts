import type { ListingPage } from '@souq/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { shopKeys } from './keys';

/** GET /api/listings?shopId=: the shop's cars on sale (and sold ones), newest first. */
export function getShopCars(shopId: string, cursor: string | null, signal?: AbortSignal): Promise<ListingPage> {
  return api<ListingPage>('/api/listings', {
    query: { shopId, cursor: cursor ?? undefined, limit: 12 },
    signal,
    auth: 'optional',
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
