import { catalogContract } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export function getSeries(brandId: string, signal?: AbortSignal) {
  return call(catalogContract.endpoints.series, { params: { id: brandId }, signal });
}

/** The series of a brand (and the brand itself); idle without a brand. */
export function useSeries(brandId: string | null | undefined) {
  return useQuery({
    queryKey: ['catalog', 'series', brandId],
    queryFn: ({ signal }) => getSeries(brandId as string, signal),
    enabled: !!brandId,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60 * 60_000,
  });
}
