import { leaseContract, type UpdateLeaseDemandBody } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { leaseDemandsQueryKey } from './get-my-lease-demands';

/** Admin: moves an intent along and/or writes a note; the customer is notified. */
export function useUpdateLeaseDemand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateLeaseDemandBody & { id: string }) =>
      call(leaseContract.endpoints.updateDemand, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaseDemandsQueryKey }),
  });
}
