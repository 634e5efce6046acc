import type { RentalCarStatus, RentalCarSummary } from '@souq/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type Page, rentalCarsQueryKey } from './keys';

/** Whose cars: the merchant's own fleet, or every car for an admin. */
export type FleetScope = 'merchant' | 'admin';

export interface FleetFilters {
  status?: RentalCarStatus;
  q?: string;
}

export function getFleet(
  scope: FleetScope,
  filters: FleetFilters & { cursor?: string | null; signal?: AbortSignal },
): Promise<Page<RentalCarSummary>> {
  return api<Page<RentalCarSummary>>(scope === 'admin' ? '/api/admin/rental-cars' : '/api/me/rental-cars', {
    query: { status: filters.status, q: filters.q, cursor: filters.cursor ?? undefined, limit: 20 },
    signal: filters.signal,
  });
}

/** GET /api/me/rental-cars (my fleet) or GET /api/admin/rental-cars (all rental cars). */
export function useFleet(scope: FleetScope, filters: FleetFilters) {
  return useInfiniteQuery({
    queryKey: [...rentalCarsQueryKey, 'fleet', scope, filters],
    queryFn: ({ pageParam, signal }) => getFleet(scope, { ...filters, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
