import type { Booking, BookingStatus } from '@souq/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { bookingsQueryKey, type Page } from './keys';

/** Whose orders: the renter's own, the merchant's customers', or every order for an admin. */
export type BookingScope = 'renter' | 'merchant' | 'admin';

const PATHS: Record<BookingScope, string> = {
  renter: '/api/me/rental-bookings',
  merchant: '/api/merchant/rental-bookings',
  admin: '/api/admin/rental-bookings',
};

export interface BookingFilters {
  status?: BookingStatus;
  /** Merchant and admin lists: order number, renter name, phone or email. */
  q?: string;
}

export function getBookings(
  scope: BookingScope,
  filters: BookingFilters & { cursor?: string | null; signal?: AbortSignal },
): Promise<Page<Booking>> {
  return api<Page<Booking>>(PATHS[scope], {
    query: { status: filters.status, q: filters.q || undefined, cursor: filters.cursor ?? undefined, limit: 20 },
    signal: filters.signal,
  });
}

/** Orders (spec orderList, orderAdminList), newest first, a page at a time. */
export function useBookings(scope: BookingScope, filters: BookingFilters) {
  return useInfiniteQuery({
    queryKey: [...bookingsQueryKey, 'list', scope, filters],
    queryFn: ({ pageParam, signal }) => getBookings(scope, { ...filters, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
