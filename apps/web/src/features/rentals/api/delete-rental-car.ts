import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { rentalCarsQueryKey } from './keys';

export function deleteRentalCar(id: string): Promise<unknown> {
  return api(`/api/rental-cars/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Removes a car from the fleet (refused while it has a booking to honour). */
export function useDeleteRentalCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRentalCar,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rentalCarsQueryKey }),
  });
}
