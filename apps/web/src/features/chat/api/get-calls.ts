import { chatContract } from '@souq/shared/chat/chat.contract';
import type { ChatCalls, ChatMessage } from '@souq/shared/chat/chat.schema';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { chatKeys } from './keys';

/**
 * My call list (GET /api/chat/calls): unread group messages replying to mine, newest first. Reading
 * a conversation clears its entries on the server; the engine adds live replies and refreshes it
 * after a read.
 */
export function useCalls(enabled = true) {
  return useQuery({
    queryKey: chatKeys.calls,
    queryFn: ({ signal }) => call(chatContract.endpoints.calls, { query: {}, signal, silent: true }),
    enabled,
    staleTime: 30_000,
  });
}

/** A group message replying to mine arrived live: on the list at once (the server has it too). */
export function addCall(message: ChatMessage): void {
  queryClient.setQueryData<ChatCalls>(chatKeys.calls, (held) =>
    held && !held.items.some((m) => m.id === message.id) ? { items: [message, ...held.items] } : held,
  );
}

/** After a read: the server dropped what is now read. */
export function refreshCalls(): void {
  void queryClient.invalidateQueries({ queryKey: chatKeys.calls });
}

/** Whether a message is a call for me: a group message of someone else replying to one of mine. */
export function isCallFor(message: ChatMessage, me: string | null): boolean {
  return (
    !!me &&
    message.conversationId.startsWith('group_') &&
    message.replyTo?.senderId === me &&
    message.senderId !== me &&
    !message.revoked
  );
}
