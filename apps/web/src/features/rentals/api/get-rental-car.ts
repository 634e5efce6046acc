import type { RentalCarDetail } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { rentalCarsQueryKey } from './keys';

export function getRentalCar(id: string, signal?: AbortSignal): Promise<RentalCarDetail> {
  return api<RentalCarDetail>(`/api/rental-cars/${encodeURIComponent(id)}`, { signal, auth: 'optional' });
}

export function rentalCarQueryKey(id: string) {
  return [...rentalCarsQueryKey, 'detail', id] as const;
}

/** One rental car with its branches and busy ranges (spec rentalCarDetail). */
export function useRentalCar(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: rentalCarQueryKey(id),
    queryFn: ({ signal }) => getRentalCar(id, signal),
    enabled: (options.enabled ?? true) && !!id,
  });
}
