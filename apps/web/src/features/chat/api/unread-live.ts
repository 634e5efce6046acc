import { chatContract } from '@souq/shared/chat/chat.contract';
import { CHAT_EVENTS } from '@souq/shared/chat/chat.schema';
import type { Socket } from 'socket.io-client';
import { call } from '../../../lib/api';

/** The total unread, read from the server (loaded after the first page: see get-unread.ts). */
export function getChatUnread(signal?: AbortSignal) {
  return call(chatContract.endpoints.unread, { signal, silent: true, slowHint: false });
}

/** Listens for what changes the total: a read answer carries it; any other change asks again. */
export function listenForUnread(
  socket: Socket,
  refresh: () => void,
  onTotal: (totalUnread: number) => void,
): () => void {
  const onRead = (payload: { totalUnread?: number }) => {
    if (typeof payload?.totalUnread === 'number') onTotal(payload.totalUnread);
    else refresh();
  };
  socket.on(CHAT_EVENTS.conversation, refresh);
  socket.on(CHAT_EVENTS.message, refresh);
  socket.on(CHAT_EVENTS.read, onRead);
  return () => {
    socket.off(CHAT_EVENTS.conversation, refresh);
    socket.off(CHAT_EVENTS.message, refresh);
    socket.off(CHAT_EVENTS.read, onRead);
  };
}
