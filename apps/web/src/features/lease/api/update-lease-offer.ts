import type { LeaseOffer, UpdateLeaseOfferBody } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { leaseOffersQueryKey } from './get-lease-offers';

export function updateLeaseOffer({
  id,
  body,
  silent = true,
}: {
  id: string;
  body: UpdateLeaseOfferBody;
  silent?: boolean;
}): Promise<LeaseOffer> {
  return api<LeaseOffer>(`/api/lease/offers/${encodeURIComponent(id)}`, { method: 'PATCH', body, silent });
}

/** Edits, deactivates or reactivates a lease offer. */
export function useUpdateLeaseOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLeaseOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaseOffersQueryKey }),
  });
}
