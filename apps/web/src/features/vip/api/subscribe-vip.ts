import { type VipSubscribeBody, vipContract } from '@souq/shared';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useIdempotentMutation } from '../../../lib/idempotency';
import { walletQueryKey } from '../../wallet';
import { vipMeQueryKey } from './get-vip-me';

/** Buys or renews a plan: from the wallet (active at once) or by card (answers the checkout URL). */
export function useSubscribeVip() {
  const queryClient = useQueryClient();
  return useIdempotentMutation(
    (body: VipSubscribeBody, idempotencyKey: string) => call(vipContract.endpoints.subscribe, { body, idempotencyKey }),
    {
      onSuccess: async () => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: vipMeQueryKey }),
          queryClient.invalidateQueries({ queryKey: walletQueryKey }),
        ]);
      },
    },
  );
}
