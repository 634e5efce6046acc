import type { Booking, CreateBookingBody } from '@souq/shared';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { idempotencyHeaders, useIdempotentMutation } from '../../../lib/idempotency';
import { walletQueryKey } from '../../wallet/api/get-wallet';
import { rentalsQueryKey } from './keys';

export interface CreateBookingResult {
  booking: Booking;
  checkoutUrl?: string;
}

export function createBooking(body: CreateBookingBody, idempotencyKey: string): Promise<CreateBookingResult> {
  return api<CreateBookingResult>('/api/rental-bookings', {
    method: 'POST',
    body,
    headers: idempotencyHeaders(idempotencyKey),
    // The page explains a changed price or a taken car itself.
    silent: true,
  });
}

/** Books and pays: from the wallet (charged and the deposit held at once) or by card (a checkout URL). */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useIdempotentMutation(createBooking, {
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rentalsQueryKey }),
        queryClient.invalidateQueries({ queryKey: walletQueryKey }),
      ]);
    },
  });
}
