import { type LeaseDemandBody, leaseContract } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { leaseDemandsQueryKey } from './get-my-lease-demands';

/** Submits a car demand (usercardemand); field errors land on the form. */
export function useCreateLeaseDemand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeaseDemandBody) => call(leaseContract.endpoints.createDemand, { body, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaseDemandsQueryKey }),
  });
}
