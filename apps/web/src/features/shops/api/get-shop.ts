import { type ShopDetail, shopsContract } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { shopKeys } from './keys';

/** GET /api/shops/:id: the shop page (spec dianpu); "following" and "mine" need the session. */
export function getShop(id: string, signal?: AbortSignal): Promise<ShopDetail> {
  return call(shopsContract.endpoints.detail, { params: { id }, signal, silent: true });
}

export function useShop(id: string) {
  const session = useSession();
  return useQuery({
    queryKey: [...shopKeys.detail(id), session.user?.id ?? 'guest'],
    queryFn: ({ signal }) => getShop(id, signal),
  });
}
