import { ActionIcon, Button, Menu, Text, Textarea } from '@mantine/core';
import { CHAT_LIMITS, type ChatCard } from '@souq/shared/chat/chat.schema';
import {
  IconArrowForwardUp,
  IconFileTypePdf,
  IconPaperclip,
  IconPhoto,
  IconSend,
  IconVideo,
  IconX,
} from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendMessage } from '../engine/engine';
import type { LocalMessage } from '../engine/stream';
import { CardView } from './CardView';
import classes from './ChatView.module.css';
import { snippetOf } from './names';

const ACCEPT = { image: 'image/jpeg,image/png,image/webp', video: 'video/mp4', file: 'application/pdf' } as const;

/**
 * The text box, attachments (photo, video, PDF), the quote of the message being replied to (with a
 * cancel) and, when the chat was opened about an object, its card to send.
 */
export function Composer({
  conversationId,
  card,
  onCardDone,
  disabled,
  reply = null,
  replyName = '',
  onReplyDone,
}: {
  conversationId: string;
  card: ChatCard | null;
  onCardDone: () => void;
  disabled?: boolean;
  /** The message the next text answers. */
  reply?: LocalMessage | null;
  replyName?: string;
  onReplyDone?: () => void;
}) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const inputs = useRef<Record<'image' | 'video' | 'file', HTMLInputElement | null>>({
    image: null,
    video: null,
    file: null,
  });
  const input = useRef<HTMLTextAreaElement>(null);
  // Choosing "Reply" puts the cursor in the box.
  useEffect(() => {
    if (reply) input.current?.focus();
  }, [reply]);
  const send = () => {
    const value = text.trim();
    if (!value) return;
    sendMessage(
      conversationId,
      reply
        ? { type: 'text', text: value, replyToId: reply.id, replyToSenderId: reply.senderId }
        : { type: 'text', text: value },
    );
    setText('');
    onReplyDone?.();
  };
  const attach = (type: 'image' | 'video' | 'file') => (file: File | null) => {
    if (file) sendMessage(conversationId, { type, file });
  };
  return (
    <div className={classes.composer}>
      {card && (
        <div className={classes.cardOffer} data-testid="chat-card-offer">
          <Text size="xs" c="dimmed">
            {t('chat.cardAbout')}
          </Text>
          <CardView card={card} linked={false} />
          <Button
            size="xs"
            onClick={() => {
              sendMessage(conversationId, { type: 'card', card });
              onCardDone();
            }}
            data-testid="chat-send-card"
          >
            {t('chat.sendCard')}
          </Button>
          <ActionIcon variant="subtle" color="gray" aria-label={t('chat.dismissCard')} onClick={onCardDone}>
            <IconX size={16} />
          </ActionIcon>
        </div>
      )}
      {reply && (
        <div className={classes.replyStrip} data-testid="chat-reply-strip">
          <IconArrowForwardUp className="icon-directional" size={18} aria-hidden />
          <div className={classes.replyText}>
            <Text size="xs" fw={600} c="indigo.7" truncate>
              {t('reply.replyingTo', { name: replyName })}
            </Text>
            <Text size="xs" c="dimmed" truncate dir="auto">
              {snippetOf(reply, t)}
            </Text>
          </div>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('reply.cancel')}
            onClick={onReplyDone}
            data-testid="chat-reply-cancel"
          >
            <IconX size={16} />
          </ActionIcon>
        </div>
      )}
      {/* The file inputs live with the composer: the menu's items unmount when it closes, before a file is picked. */}
      {(['image', 'video', 'file'] as const).map((type) => (
        <input
          key={type}
          ref={(el) => {
            inputs.current[type] = el;
          }}
          type="file"
          accept={ACCEPT[type]}
          hidden
          onChange={(e) => {
            attach(type)(e.currentTarget.files?.[0] ?? null);
            e.currentTarget.value = '';
          }}
          data-testid={`chat-file-${type}`}
        />
      ))}
      <div className={classes.composeRow}>
        <Menu position="top-start" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('chat.attach')}
              disabled={disabled}
              data-testid="chat-attach"
            >
              <IconPaperclip size={22} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconPhoto size={16} />}
              onClick={() => inputs.current.image?.click()}
              data-testid="chat-attach-image"
            >
              {t('chat.image')}
            </Menu.Item>
            <Menu.Item leftSection={<IconVideo size={16} />} onClick={() => inputs.current.video?.click()}>
              {t('chat.video')}
            </Menu.Item>
            <Menu.Item leftSection={<IconFileTypePdf size={16} />} onClick={() => inputs.current.file?.click()}>
              {t('chat.file')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <Textarea
          className={classes.input}
          ref={input}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              send();
            }
          }}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.placeholder')}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={CHAT_LIMITS.textMax}
          disabled={disabled}
          dir="auto"
          radius="xl"
          data-testid="chat-input"
        />
        <ActionIcon
          size="lg"
          radius="xl"
          onClick={send}
          disabled={disabled || text.trim() === ''}
          aria-label={t('chat.send')}
          data-testid="chat-send"
        >
          <IconSend className="icon-directional" size={18} />
        </ActionIcon>
      </div>
    </div>
  );
}
