import { regionsContract } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const regionsQueryKey = ['regions', 'tree'] as const;

export function getRegions(signal?: AbortSignal) {
  return call(regionsContract.endpoints.tree, { signal });
}

/** Emirates → cities → areas (reference data: kept for the session). */
export function useRegions() {
  return useQuery({
    queryKey: regionsQueryKey,
    queryFn: ({ signal }) => getRegions(signal).then((r) => r.items),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60 * 60_000,
  });
}
