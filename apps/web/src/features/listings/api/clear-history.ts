import { type HistoryRemoved, listingsContract } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { listingKeys } from './keys';

/** DELETE /api/me/history/cars: forgets every car viewed. */
export function clearHistory(): Promise<HistoryRemoved> {
  return call(listingsContract.endpoints.clearHistory);
}

export function useClearHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearHistory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.history() }),
  });
}
