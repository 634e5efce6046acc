import type { Driver, DriverPatch } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { driversQueryKey } from './keys';

export function updateDriver({ id, body }: { id: string; body: DriverPatch }): Promise<Driver> {
  return api<Driver>(`/api/me/drivers/${encodeURIComponent(id)}`, { method: 'PATCH', body, silent: true });
}

export function useUpdateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDriver,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driversQueryKey }),
  });
}
