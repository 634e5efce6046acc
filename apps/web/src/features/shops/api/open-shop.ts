import { type OpenShopBody, type OwnShop, shopsContract } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { meQueryKey } from '../../users';
import { shopKeys } from './keys';

/** POST /api/me/shop: opens my shop; it waits for an admin's verification. */
export function openShop(body: OpenShopBody): Promise<OwnShop> {
  return call(shopsContract.endpoints.open, { body, silent: true });
}

export function useOpenShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openShop,
    onSuccess: (shop) => {
      queryClient.setQueryData(shopKeys.mine(), { shop });
      // Opening a shop can make the user a merchant applicant.
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
