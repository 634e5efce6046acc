import type { LeaseDemand, LeaseDemandBody } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { leaseDemandsQueryKey } from './get-my-lease-demands';

export function createLeaseDemand(body: LeaseDemandBody): Promise<LeaseDemand> {
  return api<LeaseDemand>('/api/lease/demands', { method: 'POST', body, silent: true });
}

/** Submits a car demand (usercardemand); field errors land on the form. */
export function useCreateLeaseDemand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLeaseDemand,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaseDemandsQueryKey }),
  });
}
