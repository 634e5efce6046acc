import type { RentalCarDetail, RentalCarPatch } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { rentalCarsQueryKey } from './keys';

export function updateRentalCar({ id, body }: { id: string; body: RentalCarPatch }): Promise<RentalCarDetail> {
  return api<RentalCarDetail>(`/api/rental-cars/${encodeURIComponent(id)}`, { method: 'PATCH', body, silent: true });
}

export function useUpdateRentalCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRentalCar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rentalCarsQueryKey }),
  });
}
