import type { ChatMessage, Conversation } from '@souq/shared/chat/chat.schema';
import type { TFunction } from 'i18next';

/** A conversation's title: my remark for the peer, their nickname, or the group's name. */
export function conversationTitle(conversation: Conversation | undefined, t: TFunction): string {
  if (!conversation) return t('chat:title');
  if (conversation.group) return conversation.group.name;
  return conversation.peer?.remark || conversation.peer?.nickname || t('chat:someone');
}

export function conversationAvatar(conversation: Conversation | undefined): string | null {
  return conversation?.group?.avatarUrl ?? conversation?.peer?.avatarUrl ?? null;
}

/** The row's preview: the text's first 30 characters, the kind of media, or the withdrawn notice. */
export function previewOf(conversation: Conversation, me: string | null, t: TFunction): string {
  const last = conversation.lastMessage;
  if (!last) return t('chat:list.noMessages');
  const mine = last.senderId !== null && last.senderId === me;
  const body = last.revoked
    ? t('chat:message.withdrawn')
    : last.type === 'text'
      ? (last.preview ?? '')
      : last.type === 'system'
        ? (last.preview ?? t('chat:message.system'))
        : t(`chat:message.${last.type}`);
  // The text is isolated (FSI … PDI): an English message after the Arabic "You:" keeps its punctuation in place.
  return mine && !last.revoked ? `${t('chat:you')}: \u2068${body}\u2069` : body;
}

/** A quoted message in a line (the reply strip and a reply's quote): its text's first 50 characters, or its kind. */
export function snippetOf(message: Pick<ChatMessage, 'type' | 'text' | 'revoked' | 'deleted'>, t: TFunction): string {
  if (message.revoked) return t('chat:message.withdrawn');
  if (message.deleted) return t('chat:message.deleted');
  if (message.type === 'text') {
    const chars = [...(message.text ?? '')];
    return chars.length > 50 ? `${chars.slice(0, 50).join('')}…` : chars.join('');
  }
  return t(`chat:message.${message.type}`);
}
