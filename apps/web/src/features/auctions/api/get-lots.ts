import { auctionsContract } from '@souq/shared/auctions/auctions.contract';
import type { AuctionWhen } from '@souq/shared/auctions/auctions.schema';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { auctionKeys } from './keys';

export interface LotFilters {
  when: AuctionWhen;
  sessionId?: string;
  cityId?: string;
  brandId?: string;
  /** Decimal AED. */
  minPrice?: string;
  maxPrice?: string;
}

export function getLots(filters: LotFilters, cursor: string | null, signal?: AbortSignal) {
  const query = {
    when: filters.when,
    sessionId: filters.sessionId || undefined,
    cityId: filters.cityId || undefined,
    brandId: filters.brandId || undefined,
    minPrice: filters.minPrice || undefined,
    maxPrice: filters.maxPrice || undefined,
    cursor: cursor ?? undefined,
    limit: 20,
  };
  return call(auctionsContract.endpoints.lots, { query, signal });
}

/** Lots by the server's clock (live now, upcoming, ended), filtered; live lists refresh every 15 s. */
export function useLots(filters: LotFilters) {
  return useInfiniteQuery({
    queryKey: auctionKeys.lots(filters),
    queryFn: ({ pageParam, signal }) => getLots(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: filters.when === 'live' ? 15_000 : false,
  });
}
