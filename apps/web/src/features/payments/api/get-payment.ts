import { paymentsContract } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const PAYMENT_POLL_MS = 1_000;

/** A card payment; polled every second while `poll` is true (the gateway has not answered yet). */
export function usePayment(id: string, poll: boolean) {
  return useQuery({
    queryKey: ['payments', id],
    queryFn: ({ signal }) => call(paymentsContract.endpoints.payment, { params: { id }, signal, slowHint: false }),
    refetchInterval: (query) => (poll && query.state.data?.status === 'pending' ? PAYMENT_POLL_MS : false),
    refetchIntervalInBackground: true,
  });
}
