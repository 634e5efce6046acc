import { dealsContract } from '@souq/shared/deals/deals.contract';
import type { PayDealBody } from '@souq/shared/deals/deals.schema';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useIdempotentMutation } from '../../../lib/idempotency';
import { walletQueryKey } from '../../wallet';
import { dealKeys } from './keys';

/** Pays a won order with the amount the buyer saw; a changed amount answers PRICE_CHANGED and the deal reloads. */
export function usePayDeal(id: string) {
  const queryClient = useQueryClient();
  return useIdempotentMutation(
    (body: PayDealBody, idempotencyKey: string) =>
      call(dealsContract.endpoints.pay, { params: { id }, body, idempotencyKey }),
    {
      onSettled: async () => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: dealKeys.all }),
          queryClient.invalidateQueries({ queryKey: walletQueryKey }),
        ]);
      },
    },
  );
}
