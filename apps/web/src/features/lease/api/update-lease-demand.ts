import type { LeaseDemand, UpdateLeaseDemandBody } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { leaseDemandsQueryKey } from './get-my-lease-demands';

export function updateLeaseDemand({ id, ...body }: UpdateLeaseDemandBody & { id: string }): Promise<LeaseDemand> {
  return api<LeaseDemand>(`/api/admin/lease/demands/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
  });
}

/** Admin: moves an intent along and/or writes a note; the customer is notified. */
export function useUpdateLeaseDemand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLeaseDemand,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaseDemandsQueryKey }),
  });
}
