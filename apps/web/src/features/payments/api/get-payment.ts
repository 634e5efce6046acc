import type { Payment } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const PAYMENT_POLL_MS = 1_000;

export function getPayment(id: string, signal?: AbortSignal): Promise<Payment> {
  return api<Payment>(`/api/payments/${encodeURIComponent(id)}`, { signal, slowHint: false });
}

/** A card payment; polled every second while `poll` is true (the gateway has not answered yet). */
export function usePayment(id: string, poll: boolean) {
  return useQuery({
    queryKey: ['payments', id],
    queryFn: ({ signal }) => getPayment(id, signal),
    refetchInterval: (query) => (poll && query.state.data?.status === 'pending' ? PAYMENT_POLL_MS : false),
    refetchIntervalInBackground: true,
  });
}
