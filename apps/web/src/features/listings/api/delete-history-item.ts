import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { listingKeys } from './keys';

/** DELETE /api/me/history/cars/:listingId: forgets one car. */
export function deleteHistoryItem(listingId: string): Promise<unknown> {
  return api<unknown>(`/api/me/history/cars/${encodeURIComponent(listingId)}`, { method: 'DELETE' });
}

export function useDeleteHistoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHistoryItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.history() }),
  });
}
