import type { LeaseOffer } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { leaseOffersQueryKey } from './get-lease-offers';

export function getLeaseOffer(id: string, signal?: AbortSignal): Promise<LeaseOffer> {
  return api<LeaseOffer>(`/api/lease/offers/${encodeURIComponent(id)}`, { signal, auth: 'optional' });
}

/** One lease offer (longtermDetail). */
export function useLeaseOffer(id: string | undefined) {
  return useQuery({
    queryKey: [...leaseOffersQueryKey, 'detail', id],
    queryFn: ({ signal }) => getLeaseOffer(id as string, signal),
    enabled: !!id,
  });
}
