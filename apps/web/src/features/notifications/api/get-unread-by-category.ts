import { notificationsContract } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useIsLoggedIn } from '../../../lib/session';

export const unreadByCategoryQueryKey = ['notifications', 'unread-by-category'] as const;

export function getUnreadByCategory(signal?: AbortSignal) {
  return call(notificationsContract.endpoints.unreadByCategory, { signal, silent: true, slowHint: false });
}

/** The centre's badges; refreshed by the socket's events (RealtimeBridge) and every minute while shown. */
export function useUnreadByCategory() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: unreadByCategoryQueryKey,
    queryFn: ({ signal }) => getUnreadByCategory(signal),
    enabled: loggedIn,
    refetchInterval: 60_000,
  });
}
