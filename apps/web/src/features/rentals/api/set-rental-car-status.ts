import type { RentalCarDetail } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { rentalCarsQueryKey } from './keys';

export type RentalCarAction = 'pause' | 'resume';

/** POST /api/rental-cars/:id/pause or /resume: a paused car is not offered for new bookings. */
export function setRentalCarStatus({ id, action }: { id: string; action: RentalCarAction }): Promise<RentalCarDetail> {
  return api<RentalCarDetail>(`/api/rental-cars/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    body: {},
  });
}

export function useSetRentalCarStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRentalCarStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rentalCarsQueryKey }),
  });
}
