import type { VipSubscribeBody, VipSubscribeResponse } from '@souq/shared';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { idempotencyHeaders, useIdempotentMutation } from '../../../lib/idempotency';
import { walletQueryKey } from '../../wallet/api/get-wallet';
import { vipMeQueryKey } from './get-vip-me';

export function subscribeVip(body: VipSubscribeBody, idempotencyKey: string): Promise<VipSubscribeResponse> {
  return api<VipSubscribeResponse>('/api/vip/subscriptions', {
    method: 'POST',
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
}

/** Buys or renews a plan: from the wallet (active at once) or by card (answers the checkout URL). */
export function useSubscribeVip() {
  const queryClient = useQueryClient();
  return useIdempotentMutation(subscribeVip, {
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: vipMeQueryKey }),
        queryClient.invalidateQueries({ queryKey: walletQueryKey }),
      ]);
    },
  });
}
