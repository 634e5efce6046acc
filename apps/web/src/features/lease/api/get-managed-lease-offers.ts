import { type LeaseOfferStatus, leaseContract } from '@souq/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { leaseOffersQueryKey } from './get-lease-offers';

/** A merchant's own lease offers, or every offer for an admin. */
export function useManagedLeaseOffers(status?: LeaseOfferStatus) {
  return useInfiniteQuery({
    queryKey: [...leaseOffersQueryKey, 'managed', status ?? 'all'],
    queryFn: ({ pageParam, signal }) =>
      call(leaseContract.endpoints.managedOffers, {
        query: { status, cursor: pageParam ?? undefined, limit: 20 },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
