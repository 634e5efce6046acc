import type { RentalCarSummary } from '@souq/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useCityKey } from '../../regions/selected-city';
import { type RentalListOptions, type RentalSearch, searchQuery } from '../search';
import { type Page, rentalCarsQueryKey } from './keys';

export function searchRentalCars(
  query: Record<string, string | number | boolean | undefined>,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<Page<RentalCarSummary>> {
  return api<Page<RentalCarSummary>>('/api/rental-cars', {
    query: { ...query, cursor: cursor ?? undefined },
    signal,
    auth: 'optional',
    silent: true,
  });
}

/**
 * Rental cars for a search (the chosen city travels as headers, so it is part of the key), a page
 * at a time. Without a search (`null`) it lists popular cars with their availability right now.
 */
export function useRentalCars(search: RentalSearch | null, options: RentalListOptions, limit = 20) {
  const city = useCityKey();
  const query = { ...searchQuery(search, options), limit };
  return useInfiniteQuery({
    queryKey: [...rentalCarsQueryKey, 'search', city, query],
    queryFn: ({ pageParam, signal }) => searchRentalCars(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
