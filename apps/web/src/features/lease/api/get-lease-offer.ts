import { leaseContract } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { leaseOffersQueryKey } from './get-lease-offers';

/** One lease offer (longtermDetail). */
export function useLeaseOffer(id: string | undefined) {
  return useQuery({
    queryKey: [...leaseOffersQueryKey, 'detail', id],
    queryFn: ({ signal }) => call(leaseContract.endpoints.offer, { params: { id: id as string }, signal }),
    enabled: !!id,
  });
}
