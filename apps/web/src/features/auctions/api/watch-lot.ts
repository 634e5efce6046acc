import { auctionsContract } from '@souq/shared/auctions/auctions.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { auctionKeys } from './keys';

export function setWatching(lotId: string, watching: boolean) {
  const endpoint = watching ? auctionsContract.endpoints.watch : auctionsContract.endpoints.unwatch;
  return call(endpoint, { params: { id: lotId } });
}

/** Watch or stop watching a lot; lists and the lot refresh after. */
export function useSetWatching() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lotId, watching }: { lotId: string; watching: boolean }) => setWatching(lotId, watching),
    onSettled: () => queryClient.invalidateQueries({ queryKey: auctionKeys.all }),
  });
}
