import {
  type Booking,
  type BookingListQuery,
  type CreateBookingBody,
  type HandoverBody,
  type ReturnCarBody,
  rentalBookingsContract,
} from '@souq/shared';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useIdempotentMutation } from '../../../lib/idempotency';
import { walletQueryKey } from '../../wallet';
import { bookingsQueryKey, rentalCarsQueryKey, rentalsQueryKey } from './keys';

const bookings = rentalBookingsContract.endpoints;

/** Books and pays: from the wallet (charged and the deposit held at once) or by card (a checkout URL). */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useIdempotentMutation(
    // The page explains a changed price or a taken car itself.
    (body: CreateBookingBody, idempotencyKey: string) => call(bookings.create, { body, idempotencyKey, silent: true }),
    {
      onSuccess: async () => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: rentalsQueryKey }),
          queryClient.invalidateQueries({ queryKey: walletQueryKey }),
        ]);
      },
    },
  );
}

/** Whose orders: the renter's own, the merchant's customers', or every order for an admin. */
export type BookingScope = 'renter' | 'merchant' | 'admin';

const LISTS = { renter: bookings.mine, merchant: bookings.merchant, admin: bookings.all } as const;

export type BookingFilters = Pick<BookingListQuery, 'status' | 'q'>;

/** Orders (spec orderList, orderAdminList), newest first, a page at a time. */
export function useBookings(scope: BookingScope, filters: BookingFilters) {
  return useInfiniteQuery({
    queryKey: [...bookingsQueryKey, 'list', scope, filters],
    queryFn: ({ pageParam, signal }) =>
      call(LISTS[scope], {
        query: { status: filters.status, q: filters.q || undefined, cursor: pageParam ?? undefined, limit: 20 },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function bookingQueryKey(id: string) {
  return [...bookingsQueryKey, 'detail', id] as const;
}

/** One order (renter, the car's merchant or an admin); polled while a card payment is open. */
export function useBooking(id: string) {
  return useQuery({
    queryKey: bookingQueryKey(id),
    queryFn: ({ signal }) => call(bookings.get, { params: { id }, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'pending_payment' ? 5_000 : false),
  });
}

/** What each order action sends: the renter cancels; the merchant confirms, declines, hands over, takes back. */
export type BookingAction =
  | { kind: 'cancel'; reason: string }
  | { kind: 'confirm' }
  | { kind: 'decline'; reason: string }
  | { kind: 'handover'; body: HandoverBody }
  | { kind: 'return'; body: ReturnCarBody };

/**
 * Cancel, decline and return move money (refunds, deposit captures and releases), so every action
 * carries an idempotency key: a retry never moves it twice. Hand-over and return show their errors
 * on the form.
 */
function sendBookingAction({ id, action }: { id: string; action: BookingAction }, idempotencyKey: string) {
  const params = { id };
  switch (action.kind) {
    case 'cancel':
      return call(bookings.cancel, { params, body: { reason: action.reason }, idempotencyKey });
    case 'decline':
      return call(bookings.decline, { params, body: { reason: action.reason }, idempotencyKey });
    case 'confirm':
      return call(bookings.confirm, { params, idempotencyKey });
    case 'handover':
      return call(bookings.handover, { params, body: action.body, idempotencyKey, silent: true });
    case 'return':
      return call(bookings.return, { params, body: action.body, idempotencyKey, silent: true });
  }
}

export function useBookingAction(id: string) {
  const queryClient = useQueryClient();
  return useIdempotentMutation(sendBookingAction, {
    onSuccess: (booking: Booking) => {
      queryClient.setQueryData(bookingQueryKey(id), booking);
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: rentalCarsQueryKey }),
        queryClient.invalidateQueries({ queryKey: walletQueryKey }),
      ]);
    },
  });
}
