import { auctionsContract } from '@souq/shared/auctions/auctions.contract';
import type { CreateSessionBody } from '@souq/shared/auctions/auctions.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { auctionKeys } from './keys';

export function createSession(body: CreateSessionBody) {
  return call(auctionsContract.endpoints.adminCreateSession, { body, silent: true });
}

/** Admins: a new session (a draft until it is scheduled). Field errors are shown on the form. */
export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auctionKeys.admin }),
  });
}
