import { auctionsContract } from '@souq/shared/auctions/auctions.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { auctionKeys } from './keys';

export function scheduleSession(sessionId: string) {
  return call(auctionsContract.endpoints.adminSchedule, { params: { id: sessionId } });
}

/** Admins: schedule a draft session; its lots get their times and go on the public lists. */
export function useScheduleSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: auctionKeys.all }),
  });
}
