import type { LeaseOffer, LeaseOfferInput } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { leaseOffersQueryKey } from './get-lease-offers';

export function createLeaseOffer(body: LeaseOfferInput): Promise<LeaseOffer> {
  return api<LeaseOffer>('/api/lease/offers', { method: 'POST', body, silent: true });
}

/** Publishes a lease offer (admin or verified merchant). */
export function useCreateLeaseOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLeaseOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaseOffersQueryKey }),
  });
}
