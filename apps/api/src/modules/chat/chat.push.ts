import { CHAT_LIMITS, type ChatMessage, groupIdOf } from '@souq/shared/chat/chat.schema';
import type { NotificationsService } from '../notifications/notifications.service';
import { chatRepository as repo } from './chat.repository';
import type { ChatPushPort, ChatService } from './chat.service';

/** What a push says of a message that is not text (the device shows it as is). */
const NOT_TEXT: Record<string, string> = { image: '📷', video: '🎬', file: '📄', card: '🚗' };

/**
 * New messages as pushes through the notifications service (Web Push / FCM): the sender (or the
 * group) as title, the first 50 characters as body, one notification per conversation on the
 * device; the service skips a user active in that conversation (`chat:active` on the socket).
 */
export function chatPush(chat: ChatService, notifications: NotificationsService): ChatPushPort {
  return {
    async newMessage({ userIds, conversationId, message }) {
      const title = await titleOf(chat, conversationId, message);
      const body = bodyOf(message);
      // One read of the members' devices; presence is checked there for those who have one.
      await notifications.pushMany(userIds, {
        title,
        body,
        route: `/chat/${conversationId}`,
        tag: conversationId,
        conversationId,
      });
    },
  };
}

async function titleOf(chat: ChatService, conversationId: string, message: ChatMessage): Promise<string> {
  const sender = message.senderId ? (await chat.userCard(message.senderId)).nickname : '';
  const groupId = groupIdOf(conversationId);
  if (!groupId) return sender || '…';
  const group = await repo.findGroup(chat.ctx.db, groupId);
  return group ? `${group.name}${sender ? ` · ${sender}` : ''}` : sender || '…';
}

function bodyOf(message: ChatMessage): string {
  if (message.type === 'text' && message.text)
    return [...message.text].slice(0, CHAT_LIMITS.longPreviewLength).join('');
  return NOT_TEXT[message.type] ?? '…';
}
