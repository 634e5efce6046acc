import { type BannerPlacement, bannersContract } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export function getBanners(placement: BannerPlacement, signal?: AbortSignal) {
  return call(bannersContract.endpoints.list, { query: { placement }, signal, silent: true }).then((r) => r.items);
}

/** The home banners of a placement shown now. */
export function useBanners(placement: BannerPlacement) {
  return useQuery({
    queryKey: ['banners', placement],
    queryFn: ({ signal }) => getBanners(placement, signal),
    staleTime: 5 * 60_000,
  });
}
