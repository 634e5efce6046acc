import type { RentalClaim, RentalClaimStatus } from '@souq/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { claimsQueryKey, type Page } from './keys';

/** `pending`: disputed, accepted but awaiting approval, or unanswered past the window. */
export type ClaimQueue = 'pending' | RentalClaimStatus;

export function getClaims(status: ClaimQueue, cursor: string | null, signal?: AbortSignal): Promise<Page<RentalClaim>> {
  return api<Page<RentalClaim>>('/api/admin/rental-claims', {
    query: { status, cursor: cursor ?? undefined, limit: 20 },
    signal,
  });
}

/** Admin: the claims queue, newest first, a page at a time. */
export function useClaims(status: ClaimQueue) {
  return useInfiniteQuery({
    queryKey: [...claimsQueryKey, status],
    queryFn: ({ pageParam, signal }) => getClaims(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
