import { leaseContract, type SelectLeaseOfferBody } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { leaseDemandsQueryKey } from './get-my-lease-demands';

/** Sends the chosen term and down payment on an offer (longtermSelect). */
export function useSelectLeaseOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: SelectLeaseOfferBody & { id: string }) =>
      call(leaseContract.endpoints.selectOffer, { params: { id }, body, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaseDemandsQueryKey }),
  });
}
