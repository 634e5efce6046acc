import { type Brand, catalogContract } from '@souq/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export function getBrands(options: { hot?: boolean; q?: string; signal?: AbortSignal } = {}): Promise<Brand[]> {
  return call(catalogContract.endpoints.brands, {
    query: { hot: options.hot ? '1' : undefined, q: options.q?.trim() || undefined },
    signal: options.signal,
    slowHint: !options.q,
  }).then((r) => r.items);
}

/** Brands by letter; `hot` the popular ones; `q` a search in any language (reference data: cached). */
export function useBrands(options: { hot?: boolean; q?: string } = {}) {
  const q = options.q?.trim() ?? '';
  return useQuery<Brand[]>({
    queryKey: ['catalog', 'brands', { hot: !!options.hot, q }],
    queryFn: ({ signal }) => getBrands({ hot: options.hot, q, signal }),
    staleTime: q ? 5 * 60_000 : Number.POSITIVE_INFINITY,
    gcTime: 60 * 60_000,
    placeholderData: q ? keepPreviousData : undefined,
  });
}
