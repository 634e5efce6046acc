import { type ShopPage, type ShopSort, shopsContract } from '@souq/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useCityKey } from '../../regions';
import { shopKeys } from './keys';

/** GET /api/shops: dealer search (spec carshop); the chosen city travels as headers. */
export function getShops(
  params: { q: string; sort: ShopSort; cursor?: string | null },
  signal?: AbortSignal,
): Promise<ShopPage> {
  return call(shopsContract.endpoints.list, {
    query: { q: params.q || undefined, sort: params.sort, cursor: params.cursor ?? undefined, limit: 20 },
    signal,
  });
}

export function useShops(q: string, sort: ShopSort) {
  const cityKey = useCityKey();
  return useInfiniteQuery({
    queryKey: shopKeys.search(cityKey, q, sort),
    queryFn: ({ pageParam, signal }) => getShops({ q, sort, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
