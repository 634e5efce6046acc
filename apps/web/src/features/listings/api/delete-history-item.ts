import { type HistoryRemoved, listingsContract } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { listingKeys } from './keys';

/** DELETE /api/me/history/cars/:listingId: forgets one car. */
export function deleteHistoryItem(listingId: string): Promise<HistoryRemoved> {
  return call(listingsContract.endpoints.deleteHistoryItem, { params: { listingId } });
}

export function useDeleteHistoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHistoryItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.history() }),
  });
}
