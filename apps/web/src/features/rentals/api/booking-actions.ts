import type { Booking, ReturnCarBody } from '@souq/shared';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { idempotencyHeaders, useIdempotentMutation } from '../../../lib/idempotency';
import { walletQueryKey } from '../../wallet/api/get-wallet';
import { bookingQueryKey } from './get-booking';
import { bookingsQueryKey, rentalCarsQueryKey } from './keys';

export interface HandoverInput {
  odometerKm: number;
  fuelEighths: number;
  photoUploadIds: string[];
  note?: string;
}

/** What each order action sends: the renter cancels; the merchant confirms, declines, hands over, takes back. */
export type BookingAction =
  | { kind: 'cancel'; reason: string }
  | { kind: 'confirm' }
  | { kind: 'decline'; reason: string }
  | { kind: 'handover'; body: HandoverInput }
  | { kind: 'return'; body: ReturnCarBody };

function bodyOf(action: BookingAction): unknown {
  switch (action.kind) {
    case 'cancel':
    case 'decline':
      return { reason: action.reason };
    case 'confirm':
      return {};
    case 'handover':
    case 'return':
      return action.body;
  }
}

/**
 * POST /api/rental-bookings/:id/<action>. Cancel, decline and return move money (refunds, deposit
 * captures and releases), so every action carries an idempotency key: a retry never moves it twice.
 */
export function bookingAction(
  { id, action }: { id: string; action: BookingAction },
  idempotencyKey: string,
): Promise<Booking> {
  return api<Booking>(`/api/rental-bookings/${encodeURIComponent(id)}/${action.kind}`, {
    method: 'POST',
    body: bodyOf(action),
    headers: idempotencyHeaders(idempotencyKey),
    silent: action.kind === 'handover' || action.kind === 'return',
  });
}

export function useBookingAction(id: string) {
  const queryClient = useQueryClient();
  return useIdempotentMutation(bookingAction, {
    onSuccess: (booking) => {
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
