import { type RegionSearchHit, regionsContract } from '@souq/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export function searchRegions(q: string, signal?: AbortSignal) {
  return call(regionsContract.endpoints.search, { query: { q }, signal, slowHint: false });
}

/** Emirates, cities and areas matching a (debounced) query in any language; idle for an empty one. */
export function useRegionSearch(q: string) {
  const query = q.trim();
  return useQuery<RegionSearchHit[]>({
    queryKey: ['regions', 'search', query],
    queryFn: ({ signal }) => searchRegions(query, signal).then((r) => r.items),
    enabled: query.length > 0,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
