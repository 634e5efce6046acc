import { notificationsContract } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useIsLoggedIn } from '../../../lib/session';

export const unreadCountQueryKey = ['notifications', 'unread-count'] as const;

export function getUnreadCount(signal?: AbortSignal) {
  return call(notificationsContract.endpoints.unreadCount, { signal, silent: true, slowHint: false });
}

/** The notification unread count; kept live by the socket (see RealtimeBridge). 0 for guests. */
export function useUnreadCount(): number {
  const loggedIn = useIsLoggedIn();
  const { data } = useQuery({
    queryKey: unreadCountQueryKey,
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: loggedIn,
    staleTime: 60_000,
  });
  return loggedIn ? (data?.unread ?? 0) : 0;
}
