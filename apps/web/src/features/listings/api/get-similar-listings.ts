import { listingsContract, type SimilarListings } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { listingKeys } from './keys';

/** GET /api/listings/:id/similar: cars like this one (same series or brand, near the price). */
export function getSimilarListings(id: string, signal?: AbortSignal): Promise<SimilarListings> {
  return call(listingsContract.endpoints.similar, { params: { id }, signal, silent: true });
}

export function useSimilarListings(id: string | undefined) {
  return useQuery({
    queryKey: listingKeys.similar(id ?? ''),
    queryFn: ({ signal }) => getSimilarListings(id as string, signal),
    enabled: !!id,
  });
}
