import { leaseContract, type UpdateLeaseOfferBody } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { leaseOffersQueryKey } from './get-lease-offers';

/** Edits, deactivates or reactivates a lease offer. */
export function useUpdateLeaseOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, silent = true }: { id: string; body: UpdateLeaseOfferBody; silent?: boolean }) =>
      call(leaseContract.endpoints.updateOffer, { params: { id }, body, silent }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaseOffersQueryKey }),
  });
}
