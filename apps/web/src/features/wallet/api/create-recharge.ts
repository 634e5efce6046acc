import type { CheckoutResponse } from '@souq/shared';
import { api } from '../../../lib/api';
import { idempotencyHeaders, useIdempotentMutation } from '../../../lib/idempotency';

export function createRecharge(body: { amount: string }, idempotencyKey: string): Promise<CheckoutResponse> {
  return api<CheckoutResponse>('/api/wallet/recharges', {
    method: 'POST',
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
}

/** Starts a card payment for a recharge; the answer says where the hosted checkout is. */
export function useCreateRecharge() {
  return useIdempotentMutation(createRecharge);
}
