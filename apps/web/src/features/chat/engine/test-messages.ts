import type { ChatMessage } from '@souq/shared/chat/chat.schema';

/** A message for tests: text `m<seq>` from `u1` unless told otherwise. */
export function msg(seq: number, over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: `id-${seq}`,
    conversationId: 'single_0123456789abcdef0123456789abcdef',
    seq,
    clientId: `client-${seq}`,
    senderId: 'u1',
    type: 'text',
    text: `m${seq}`,
    long: false,
    truncated: false,
    media: null,
    card: null,
    system: null,
    replyTo: null,
    masked: false,
    warning: null,
    revoked: false,
    revokedAt: null,
    revokedBy: null,
    deleted: false,
    createdAt: new Date(Date.UTC(2026, 10, 27, 10, 0, seq)).toISOString(),
    ...over,
  };
}
