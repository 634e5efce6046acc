import { paymentsContract, type RechargeBody } from '@souq/shared';
import { call } from '../../../lib/api';
import { useIdempotentMutation } from '../../../lib/idempotency';

/** Starts a card payment for a recharge; the answer says where the hosted checkout is. */
export function useCreateRecharge() {
  return useIdempotentMutation((body: RechargeBody, idempotencyKey: string) =>
    call(paymentsContract.endpoints.recharge, { body, idempotencyKey }),
  );
}
