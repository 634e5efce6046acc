import { type MyShopResponse, shopsContract } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { shopKeys } from './keys';

/** GET /api/me/shop: my shop or null, with its review state and the signed licence URL. */
export function getMyShop(signal?: AbortSignal): Promise<MyShopResponse> {
  return call(shopsContract.endpoints.mine, { signal });
}

export function useMyShop(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: shopKeys.mine(),
    queryFn: ({ signal }) => getMyShop(signal),
    enabled: options.enabled ?? true,
  });
}
