import { leaseContract } from '@souq/shared';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useCityKey } from '../../regions';
import { leaseQueryKey } from './get-lease-info';

export const leaseOffersQueryKey = [...leaseQueryKey, 'offers'] as const;

export interface LeaseOfferFilters {
  brandId?: string;
  leaseToOwn?: boolean;
  months?: number;
  /** Monthly budget in AED. */
  maxMonthly?: string;
}

/** Active lease offers (longtermList type=2) in the chosen city, newest first. */
export function useLeaseOffers(filters: LeaseOfferFilters) {
  const city = useCityKey();
  return useInfiniteQuery({
    queryKey: [...leaseOffersQueryKey, 'list', city, filters],
    queryFn: ({ pageParam, signal }) =>
      call(leaseContract.endpoints.offers, {
        query: {
          brandId: filters.brandId,
          leaseToOwn: filters.leaseToOwn ? '1' : undefined,
          months: filters.months,
          maxMonthly: filters.maxMonthly,
          cursor: pageParam ?? undefined,
          limit: 12,
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
