import { listingsContract } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setTabBadge } from '../../../app/tab-badges';
import { call } from '../../../lib/api';
import { isLoggedIn } from '../../../lib/session';
import { saveLastVisit } from '../local';
import { listingKeys } from './keys';

/**
 * The user opened the cars tab or the car list: POST /api/listings/visits for a signed-in user,
 * the time on this device for a guest. The Home tab's new-cars badge clears at once.
 */
export async function markCarsVisit(): Promise<void> {
  if (isLoggedIn()) {
    await call(listingsContract.endpoints.markVisited, { silent: true, slowHint: false });
  } else {
    saveLastVisit(new Date().toISOString());
  }
}

export function useMarkCarsVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markCarsVisit,
    onMutate: () => setTabBadge('home', 0),
    onSettled: async () => {
      // A count asked for before the visit was stored would bring the old badge back: ask again.
      const queryKey = [...listingKeys.all, 'new-count'];
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueriesData({ queryKey }, (old: unknown) =>
        old && typeof old === 'object' ? { ...old, count: 0 } : old,
      );
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
