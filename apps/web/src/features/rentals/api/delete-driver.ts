import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { driversQueryKey } from './keys';

export function deleteDriver(id: string): Promise<unknown> {
  return api(`/api/me/drivers/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDriver,
    onSettled: () => queryClient.invalidateQueries({ queryKey: driversQueryKey }),
  });
}
