import type { RentalCarDetail, RentalCarInput } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { rentalCarsQueryKey } from './keys';

export function createRentalCar(body: RentalCarInput): Promise<RentalCarDetail> {
  return api<RentalCarDetail>('/api/rental-cars', { method: 'POST', body, silent: true });
}

/** A merchant publishes a rental car (spec publishRentalCar). */
export function useCreateRentalCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRentalCar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rentalCarsQueryKey }),
  });
}
