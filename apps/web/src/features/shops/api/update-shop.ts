import { type OwnShop, shopsContract, type UpdateShopBody } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { shopKeys } from './keys';

/** PATCH /api/me/shop: edits my shop (spec xiugaishop). */
export function updateShop(body: UpdateShopBody): Promise<OwnShop> {
  return call(shopsContract.endpoints.update, { body, silent: true });
}

export function useUpdateShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShop,
    onSuccess: (shop) => {
      queryClient.setQueryData(shopKeys.mine(), { shop });
      void queryClient.invalidateQueries({ queryKey: shopKeys.detail(shop.id) });
    },
  });
}
