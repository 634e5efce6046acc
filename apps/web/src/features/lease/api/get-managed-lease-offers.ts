import type { LeaseOfferPage, LeaseOfferStatus } from '@souq/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { leaseOffersQueryKey } from './get-lease-offers';

export function getManagedLeaseOffers(
  status: LeaseOfferStatus | undefined,
  params: { cursor?: string | null; signal?: AbortSignal },
): Promise<LeaseOfferPage> {
  return api<LeaseOfferPage>('/api/lease/offers/managed', {
    query: { status, cursor: params.cursor ?? undefined, limit: 20 },
    signal: params.signal,
  });
}

/** A merchant's own lease offers, or every offer for an admin. */
export function useManagedLeaseOffers(status?: LeaseOfferStatus) {
  return useInfiniteQuery({
    queryKey: [...leaseOffersQueryKey, 'managed', status ?? 'all'],
    queryFn: ({ pageParam, signal }) => getManagedLeaseOffers(status, { cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
