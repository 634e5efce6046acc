import type { RegionEmirate } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const regionsQueryKey = ['regions', 'tree'] as const;

export function getRegions(signal?: AbortSignal): Promise<{ items: RegionEmirate[] }> {
  return api<{ items: RegionEmirate[] }>('/api/regions', { signal });
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
