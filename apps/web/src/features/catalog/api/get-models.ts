import { catalogContract } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export function getModels(seriesId: string, signal?: AbortSignal) {
  return call(catalogContract.endpoints.models, { params: { id: seriesId }, signal });
}

/** The models of a series, newest first; idle without a series. */
export function useModels(seriesId: string | null | undefined) {
  return useQuery({
    queryKey: ['catalog', 'models', seriesId],
    queryFn: ({ signal }) => getModels(seriesId as string, signal),
    enabled: !!seriesId,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60 * 60_000,
  });
}
