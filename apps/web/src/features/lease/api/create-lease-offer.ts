import { type LeaseOfferInput, leaseContract } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { leaseOffersQueryKey } from './get-lease-offers';

/** Publishes a lease offer (admin or verified merchant). */
export function useCreateLeaseOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeaseOfferInput) => call(leaseContract.endpoints.createOffer, { body, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaseOffersQueryKey }),
  });
}
