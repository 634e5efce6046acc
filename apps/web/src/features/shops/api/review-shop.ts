import { type AdminShop, shopsAdminContract } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { shopKeys } from './keys';

export type ShopReview =
  | { id: string; action: 'verify' }
  | { id: string; action: 'reject' | 'suspend'; reason: string };

/** POST /api/admin/shops/:id/verify | reject | suspend (reject and suspend need a reason). */
export function reviewShop(review: ShopReview): Promise<AdminShop> {
  const { verifyShop, rejectShop, suspendShop } = shopsAdminContract.endpoints;
  const params = { id: review.id };
  if (review.action === 'verify') return call(verifyShop, { params });
  return call(review.action === 'reject' ? rejectShop : suspendShop, { params, body: { reason: review.reason } });
}

export function useReviewShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewShop,
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}
