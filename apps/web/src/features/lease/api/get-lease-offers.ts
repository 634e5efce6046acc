import type { LeaseOfferPage } from '@souq/shared';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useCityKey } from '../../regions/selected-city';
import { leaseQueryKey } from './get-lease-info';

export const leaseOffersQueryKey = [...leaseQueryKey, 'offers'] as const;

export interface LeaseOfferFilters {
  brandId?: string;
  leaseToOwn?: boolean;
  months?: number;
  /** Monthly budget in AED. */
  maxMonthly?: string;
}

export function getLeaseOffers(
  filters: LeaseOfferFilters,
  params: { cursor?: string | null; signal?: AbortSignal },
): Promise<LeaseOfferPage> {
  return api<LeaseOfferPage>('/api/lease/offers', {
    query: {
      brandId: filters.brandId,
      leaseToOwn: filters.leaseToOwn ? '1' : undefined,
      months: filters.months,
      maxMonthly: filters.maxMonthly,
      cursor: params.cursor ?? undefined,
      limit: 12,
    },
    signal: params.signal,
    auth: 'optional',
  });
}

/** Active lease offers (longtermList type=2) in the chosen city, newest first. */
export function useLeaseOffers(filters: LeaseOfferFilters) {
  const city = useCityKey();
  return useInfiniteQuery({
    queryKey: [...leaseOffersQueryKey, 'list', city, filters],
    queryFn: ({ pageParam, signal }) => getLeaseOffers(filters, { cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
