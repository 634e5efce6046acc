import { chatContract } from '@souq/shared/chat/chat.contract';
import { CHAT_EVENTS } from '@souq/shared/chat/chat.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../../lib/api';
import { useIsLoggedIn, useSession } from '../../../lib/session';
import { connectSocket } from '../../../lib/socket';
import { chatKeys } from './keys';

export function getChatUnread(signal?: AbortSignal) {
  return call(chatContract.endpoints.unread, { signal, silent: true, slowHint: false });
}

/** The one place the total unread is written from (the chat engine, a read answer, the socket). */
export function setChatUnread(queryClient: ReturnType<typeof useQueryClient>, totalUnread: number): void {
  queryClient.setQueryData(chatKeys.unread, { totalUnread: Math.max(0, totalUnread) });
}

/**
 * The chat's total unread (conversations not muted) for the tab badges: small on purpose, so the
 * app's first page does not load the chat. It follows the socket: a read answer carries the total;
 * any other change of my conversations, a reconnect or the app coming back asks again.
 */
export function useChatUnread(): number {
  const loggedIn = useIsLoggedIn();
  const { token } = useSession();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: chatKeys.unread,
    queryFn: ({ signal }) => getChatUnread(signal),
    enabled: loggedIn,
    staleTime: 60_000,
  });
  useEffect(() => {
    if (!token || !loggedIn) return;
    const socket = connectSocket(token);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: chatKeys.unread }), 150);
    };
    const onRead = (payload: { totalUnread?: number }) => {
      if (typeof payload?.totalUnread === 'number') setChatUnread(queryClient, payload.totalUnread);
      else refresh();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    socket.on('connect', refresh);
    socket.on(CHAT_EVENTS.conversation, refresh);
    socket.on(CHAT_EVENTS.message, refresh);
    socket.on(CHAT_EVENTS.read, onRead);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      socket.off('connect', refresh);
      socket.off(CHAT_EVENTS.conversation, refresh);
      socket.off(CHAT_EVENTS.message, refresh);
      socket.off(CHAT_EVENTS.read, onRead);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [token, loggedIn, queryClient]);
  return loggedIn ? (data?.totalUnread ?? 0) : 0;
}
