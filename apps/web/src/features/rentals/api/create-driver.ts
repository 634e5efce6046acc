import type { Driver, DriverInput } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { driversQueryKey } from './keys';

export function createDriver(body: DriverInput): Promise<Driver> {
  return api<Driver>('/api/me/drivers', { method: 'POST', body, silent: true });
}

export function useCreateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDriver,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driversQueryKey }),
  });
}
