import { type AdminShopPage, type ShopStatus, shopsAdminContract } from '@souq/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { shopKeys } from './keys';

/** GET /api/admin/shops: shops by review status, newest first, searchable by name. */
export function getAdminShops(
  params: { status: ShopStatus; q: string; cursor: string | null },
  signal?: AbortSignal,
): Promise<AdminShopPage> {
  return call(shopsAdminContract.endpoints.listShops, {
    query: { status: params.status, q: params.q || undefined, cursor: params.cursor ?? undefined, limit: 20 },
    signal,
  });
}

export function useAdminShops(status: ShopStatus, q: string) {
  return useInfiniteQuery({
    queryKey: shopKeys.admin(status, q),
    queryFn: ({ pageParam, signal }) => getAdminShops({ status, q, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
