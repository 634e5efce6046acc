import { listingsContract, type NewCarsCount } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useIsLoggedIn } from '../../../lib/session';
import { readLastVisit } from '../local';
import { listingKeys } from './keys';

/** How often the Home tab's badge asks again while the app is open. */
export const NEW_COUNT_REFRESH_MS = 5 * 60_000;

/**
 * GET /api/listings/new-count?since=: cars put on sale since the last visit. A signed-in user's
 * last visit is kept by the server; a guest's is sent from this device.
 */
export function getNewCarsCount(since: string | null, signal?: AbortSignal): Promise<NewCarsCount> {
  return call(listingsContract.endpoints.newCount, {
    query: { since: since ?? undefined },
    signal,
    silent: true,
    slowHint: false,
  });
}

export function useNewCarsCount() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: listingKeys.newCount(loggedIn ? 'user' : 'guest'),
    // A guest's last visit is read at each fetch: opening the car list moves it.
    queryFn: ({ signal }) => getNewCarsCount(loggedIn ? null : readLastVisit(), signal),
    refetchInterval: NEW_COUNT_REFRESH_MS,
    staleTime: 60_000,
    retry: false,
  });
}
