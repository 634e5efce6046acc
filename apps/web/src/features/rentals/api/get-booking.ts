import type { Booking } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { bookingsQueryKey } from './keys';

export function getBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  return api<Booking>(`/api/rental-bookings/${encodeURIComponent(id)}`, { signal });
}

export function bookingQueryKey(id: string) {
  return [...bookingsQueryKey, 'detail', id] as const;
}

/** One order (renter, the car's merchant or an admin); polled while a card payment is open. */
export function useBooking(id: string) {
  return useQuery({
    queryKey: bookingQueryKey(id),
    queryFn: ({ signal }) => getBooking(id, signal),
    refetchInterval: (query) => (query.state.data?.status === 'pending_payment' ? 5_000 : false),
  });
}
