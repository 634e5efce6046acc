import { type DecideClaimBody, type RentalClaimStatus, rentalClaimsContract } from '@souq/shared';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useIdempotentMutation } from '../../../lib/idempotency';
import { walletQueryKey } from '../../wallet';
import { bookingsQueryKey, claimsQueryKey } from './keys';

const claims = rentalClaimsContract.endpoints;

/** `pending`: disputed, accepted but awaiting approval, or unanswered past the window. */
export type ClaimQueue = 'pending' | RentalClaimStatus;

/** Admin: the claims queue, newest first, a page at a time. */
export function useClaims(status: ClaimQueue) {
  return useInfiniteQuery({
    queryKey: [...claimsQueryKey, status],
    queryFn: ({ pageParam, signal }) =>
      call(claims.queue, { query: { status, cursor: pageParam ?? undefined, limit: 20 }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** What a claim step sends: the renter accepts or disputes; an admin decides. */
export type ClaimAction =
  | { kind: 'accept' }
  | { kind: 'dispute'; reason: string }
  | { kind: 'decide'; body: DecideClaimBody };

/**
 * Accepting and deciding move money; the server pays a claim once whatever the number of requests,
 * and the key lets a retried request replay.
 */
function sendClaimAction({ id, action }: { id: string; action: ClaimAction }, idempotencyKey: string) {
  const params = { id };
  switch (action.kind) {
    case 'accept':
      return call(claims.accept, { params, idempotencyKey });
    case 'dispute':
      return call(claims.dispute, { params, body: { reason: action.reason }, idempotencyKey });
    case 'decide':
      return call(claims.decide, { params, body: action.body, idempotencyKey });
  }
}

export function useClaimAction() {
  const queryClient = useQueryClient();
  return useIdempotentMutation(sendClaimAction, {
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: claimsQueryKey }),
        queryClient.invalidateQueries({ queryKey: walletQueryKey }),
      ]);
    },
  });
}
