import { regionsContract } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const hotCitiesQueryKey = ['regions', 'hot'] as const;

export function getHotCities(signal?: AbortSignal) {
  return call(regionsContract.endpoints.hotCities, { signal });
}

/** The hot cities shown as chips above the emirates. */
export function useHotCities() {
  return useQuery({
    queryKey: hotCitiesQueryKey,
    queryFn: ({ signal }) => getHotCities(signal).then((r) => r.items),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60 * 60_000,
  });
}
