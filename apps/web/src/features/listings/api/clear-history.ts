import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { listingKeys } from './keys';

/** DELETE /api/me/history/cars: forgets every car viewed. */
export function clearHistory(): Promise<unknown> {
  return api<unknown>('/api/me/history/cars', { method: 'DELETE' });
}

export function useClearHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearHistory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.history() }),
  });
}
