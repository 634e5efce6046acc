import { type ListingDetail, listingsContract } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { listingKeys } from './keys';

/** GET /api/listings/:id: open to guests; the seller (and admins) also see drafts and review notes. */
export function getListing(id: string, signal?: AbortSignal): Promise<ListingDetail> {
  return call(listingsContract.endpoints.detail, { params: { id }, signal, silent: true });
}

export function useListing(id: string | undefined) {
  return useQuery({
    queryKey: listingKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getListing(id as string, signal),
    enabled: !!id,
  });
}
