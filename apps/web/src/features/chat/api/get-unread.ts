import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIsLoggedIn, useSession } from '../../../lib/session';
import { connectSocket } from '../../../lib/socket';
import { chatKeys } from './keys';

/** The chat's contract and events load after the first page (they are most of the chat's schemas). */
const live = () => import('./unread-live');

/**
 * The chat's total unread (conversations not muted) for the tab badges. Small on purpose: the app's
 * first page does not load the chat. It follows the socket: a read answer carries the total; any
 * other change of my conversations, a reconnect or the app coming back asks again.
 */
export function useChatUnread(): number {
  const loggedIn = useIsLoggedIn();
  const { token } = useSession();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: chatKeys.unread,
    queryFn: async ({ signal }) => (await live()).getChatUnread(signal),
    enabled: loggedIn,
    staleTime: 60_000,
  });
  useEffect(() => {
    if (!token || !loggedIn) return;
    const socket = connectSocket(token);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stop: (() => void) | null = null;
    let gone = false;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: chatKeys.unread }), 150);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    void live().then((m) => {
      if (gone) return;
      stop = m.listenForUnread(socket, refresh, (totalUnread) =>
        queryClient.setQueryData(chatKeys.unread, { totalUnread: Math.max(0, totalUnread) }),
      );
    });
    socket.on('connect', refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      gone = true;
      clearTimeout(timer);
      stop?.();
      socket.off('connect', refresh);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [token, loggedIn, queryClient]);
  return loggedIn ? (data?.totalUnread ?? 0) : 0;
}
