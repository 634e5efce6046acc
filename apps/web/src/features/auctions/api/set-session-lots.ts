import { auctionsContract } from '@souq/shared/auctions/auctions.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { auctionKeys } from './keys';

export function setSessionLots(input: { sessionId: string; lotIds: string[] }) {
  return call(auctionsContract.endpoints.adminSetLots, {
    params: { id: input.sessionId },
    body: { lotIds: input.lotIds },
  });
}

/** Admins: a draft session's approved lots in the order they run. */
export function useSetSessionLots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSessionLots,
    onSuccess: (session) => queryClient.setQueryData(auctionKeys.adminSession(session.id), session),
    onSettled: () => queryClient.invalidateQueries({ queryKey: auctionKeys.admin }),
  });
}
