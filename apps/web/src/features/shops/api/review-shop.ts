import type { AdminShop } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { shopKeys } from './keys';

export type ShopReview =
  | { id: string; action: 'verify' }
  | { id: string; action: 'reject' | 'suspend'; reason: string };

/** POST /api/admin/shops/:id/verify | reject | suspend (reject and suspend need a reason). */
export function reviewShop(review: ShopReview): Promise<AdminShop> {
  return api<AdminShop>(`/api/admin/shops/${encodeURIComponent(review.id)}/${review.action}`, {
    method: 'POST',
    body: review.action === 'verify' ? undefined : { reason: review.reason },
  });
}

export function useReviewShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewShop,
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}
