import type { LeaseDemand, SelectLeaseOfferBody } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { leaseDemandsQueryKey } from './get-my-lease-demands';

export function selectLeaseOffer({ id, ...body }: SelectLeaseOfferBody & { id: string }): Promise<LeaseDemand> {
  return api<LeaseDemand>(`/api/lease/offers/${encodeURIComponent(id)}/select`, {
    method: 'POST',
    body,
    silent: true,
  });
}

/** Sends the chosen term and down payment on an offer (longtermSelect). */
export function useSelectLeaseOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectLeaseOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaseDemandsQueryKey }),
  });
}
