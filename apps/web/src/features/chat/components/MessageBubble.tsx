import { ActionIcon, Alert, Anchor, Button, Group, Menu, Text } from '@mantine/core';
import { CHAT_LIMITS, type Conversation } from '@souq/shared/chat/chat.schema';
import {
  IconAlertTriangle,
  IconArrowBackUp,
  IconArrowForwardUp,
  IconCheck,
  IconChecks,
  IconClock,
  IconDots,
  IconExclamationCircle,
  IconFileTypePdf,
  IconShieldLock,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { appLanguage } from '../../../lib/i18n';
import { deleteForMe, discardMessage, fetchFullMessage, retryMessage, revokeMessage } from '../engine/engine';
import { canRevoke, type DeliveryState, deliveryOf, type LocalMessage } from '../engine/stream';
import { chatTime } from '../engine/time';
import { CardView } from './CardView';
import classes from './MessageBubble.module.css';
import { snippetOf } from './names';

export interface BubbleContext {
  me: string;
  conversation: Conversation | undefined;
  now: number;
  /** A member's shown name (group chats and system messages). */
  nameOf: (userId: string | null) => string;
  group: boolean;
  /** Reply to a message (the composer's quote strip); absent: no "Reply" action. */
  onReply?: (message: LocalMessage) => void;
  /** The replied-to message when it is loaded here. */
  quoteOf?: (messageId: string) => LocalMessage | undefined;
  /** Tapping a reply's quote: scroll to the original. */
  onQuote?: (messageId: string) => void;
}

const LONG_PRESS_MS = 500;

/** Long press (touch) on a bubble: reply, as the "Reply" item of its menu does. */
function useLongPress(onLongPress: (() => void) | undefined) {
  const [timer, setTimer] = useState<ReturnType<typeof setTimeout> | null>(null);
  const cancel = () => {
    if (timer) clearTimeout(timer);
    setTimer(null);
  };
  if (!onLongPress) return {};
  return {
    onPointerDown: (e: React.PointerEvent) => {
      if (e.pointerType === 'mouse') return;
      cancel();
      setTimer(setTimeout(onLongPress, LONG_PRESS_MS));
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerMove: (e: React.PointerEvent) => {
      if (Math.abs(e.movementX) + Math.abs(e.movementY) > 6) cancel();
    },
    onContextMenu: (e: React.MouseEvent) => {
      // A long press opens the browser's menu on touch screens: reply instead.
      if (timer) e.preventDefault();
    },
  };
}

/** A reply's quote of the message it answers: who and what (when loaded here); tapping scrolls to it. */
function Quote({ message, ctx }: { message: LocalMessage; ctx: BubbleContext }) {
  const { t } = useTranslation('chat');
  const replyTo = message.replyTo;
  if (!replyTo) return null;
  const original = ctx.quoteOf?.(replyTo.messageId);
  const name = ctx.nameOf(replyTo.senderId);
  const text = original ? snippetOf(original, t) : t('reply.unavailable');
  return (
    <button
      type="button"
      className={classes.quote}
      onClick={() => ctx.onQuote?.(replyTo.messageId)}
      aria-label={t('reply.quoteLabel', { name, text })}
      data-testid="chat-quote"
    >
      <bdi className={classes.quoteName}>{name}</bdi>
      <span className={classes.quoteText} dir="auto">
        {text}
      </span>
    </button>
  );
}

function DeliveryIcon({ state }: { state: DeliveryState }) {
  if (state === 'sending') return <IconClock size={12} aria-hidden />;
  if (state === 'failed') return <IconExclamationCircle size={12} aria-hidden />;
  if (state === 'sent') return <IconCheck size={12} aria-hidden />;
  return <IconChecks size={12} aria-hidden />;
}

function SystemText({ message, ctx }: { message: LocalMessage; ctx: BubbleContext }) {
  const { t } = useTranslation('chat');
  const system = message.system;
  if (!system) return null;
  const users = system.userIds.map((id) => ctx.nameOf(id)).join(', ');
  return (
    <>
      {t(`system.${system.action}`, {
        actor: ctx.nameOf(system.actorId),
        users,
        role: system.detail ? t(`role.${system.detail}`, { defaultValue: system.detail }) : '',
      })}
    </>
  );
}

function Body({ message }: { message: LocalMessage }) {
  const { t } = useTranslation('chat');
  const [opening, setOpening] = useState(false);
  if (message.type === 'card' && message.card) return <CardView card={message.card} />;
  if (message.type === 'image') {
    const src = message.media?.thumbUrl ?? message.media?.url ?? message.previewUrl ?? undefined;
    const img = <img className={classes.image} src={src} alt={t('message.image')} loading="lazy" />;
    return message.media ? (
      <a href={message.media.url} target="_blank" rel="noreferrer" data-testid="chat-image">
        {img}
      </a>
    ) : (
      <span data-testid="chat-image">{img}</span>
    );
  }
  if (message.type === 'video' && message.media) {
    // biome-ignore lint/a11y/useMediaCaption: a user's own video has no captions
    return <video className={classes.video} src={message.media.url} controls preload="metadata" />;
  }
  if (message.type === 'file') {
    return message.media ? (
      <Anchor href={message.media.url} target="_blank" rel="noreferrer" size="sm">
        <Group gap={6} wrap="nowrap">
          <IconFileTypePdf size={22} aria-hidden />
          {t('chat.openFile')}
        </Group>
      </Anchor>
    ) : (
      <Group gap={6} wrap="nowrap">
        <IconFileTypePdf size={22} aria-hidden />
        {t('message.file')}
      </Group>
    );
  }
  if (message.type === 'video') return <>{t('message.video')}</>;
  return (
    <>
      <div dir="auto" data-testid="chat-text">
        {message.text}
        {message.truncated && '…'}
      </div>
      {message.truncated && (
        <Button
          variant="subtle"
          size="compact-xs"
          display="block"
          mt={4}
          loading={opening}
          onClick={() => {
            setOpening(true);
            void fetchFullMessage(message.conversationId, message.id).finally(() => setOpening(false));
          }}
          data-testid="chat-read-more"
        >
          {t('chat.readMore')}
        </Button>
      )}
    </>
  );
}

/** One message: its bubble (or a notice), the receiver's safety notes, time and state, and its actions. */
export function MessageBubble({ message, ctx }: { message: LocalMessage; ctx: BubbleContext }) {
  const { t } = useTranslation('chat');
  const [confirm, setConfirm] = useState<'revoke' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);
  const mine = message.senderId === ctx.me;
  const replyable =
    !message.local && !!ctx.onReply && message.type !== 'system' && !message.revoked && !message.deleted;
  const press = useLongPress(replyable ? () => ctx.onReply?.(message) : undefined);
  const time = chatTime(message.createdAt, ctx.now, appLanguage(), { justNow: t('time.justNow') });

  if (message.type === 'system' || message.revoked || message.deleted) {
    const notice =
      message.type === 'system' ? (
        <SystemText message={message} ctx={ctx} />
      ) : message.revoked ? (
        t('message.withdrawn')
      ) : (
        t('message.deleted')
      );
    const testId = message.type === 'system' ? 'chat-system' : message.revoked ? 'chat-withdrawn' : 'chat-deleted';
    return (
      <div className={classes.row} data-testid="chat-message" data-seq={message.seq} data-message-id={message.id}>
        <span className={classes.notice} data-testid={testId}>
          {notice}
        </span>
      </div>
    );
  }

  const state = deliveryOf(message, ctx.me, ctx.conversation);
  const revocable = canRevoke(message, ctx.me, ctx.conversation?.role ?? null, ctx.now, CHAT_LIMITS.revokeWindowMs);
  const kind =
    message.type === 'image' || message.type === 'video' ? 'media' : message.type === 'card' ? 'card' : 'text';
  const act = async () => {
    if (!confirm) return;
    setBusy(true);
    try {
      if (confirm === 'revoke') await revokeMessage(message.conversationId, message.id);
      else await deleteForMe(message.conversationId, message.id);
    } catch {
      // the API client showed the reason
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };

  return (
    <div
      className={classes.row}
      data-mine={mine}
      data-local={message.local}
      data-testid="chat-message"
      data-seq={message.seq}
      data-message-id={message.id}
      data-state={state ?? undefined}
    >
      {!mine && message.warning && (
        <Alert
          className={classes.warning}
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          py={6}
          data-testid="chat-warning"
        >
          <Text size="xs">{t(`warning.${message.warning}`)}</Text>
        </Alert>
      )}
      {ctx.group && !mine && <bdi className={classes.name}>{ctx.nameOf(message.senderId)}</bdi>}
      <div className={classes.line}>
        <div className={classes.bubble} data-kind={kind} {...press}>
          <Quote message={message} ctx={ctx} />
          <Body message={message} />
        </div>
        {!message.local && (
          <Menu position={mine ? 'bottom-end' : 'bottom-start'} withinPortal>
            <Menu.Target>
              <ActionIcon
                className={classes.more}
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t('chat.menu')}
                data-testid="chat-message-menu"
              >
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {replyable && (
                <Menu.Item
                  leftSection={<IconArrowForwardUp className="icon-directional" size={16} />}
                  onClick={() => ctx.onReply?.(message)}
                  data-testid="chat-reply"
                >
                  {t('reply.action')}
                </Menu.Item>
              )}
              {revocable && (
                <Menu.Item
                  leftSection={<IconArrowBackUp size={16} />}
                  onClick={() => setConfirm('revoke')}
                  data-testid="chat-revoke"
                >
                  {t('chat.revoke')}
                </Menu.Item>
              )}
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => setConfirm('delete')}
                data-testid="chat-delete"
              >
                {t('chat.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </div>
      {!mine && message.masked && (
        <Group gap={4} wrap="nowrap" className={classes.note} data-testid="chat-masked">
          <IconShieldLock size={14} aria-hidden />
          <span>{t('safety.masked')}</span>
        </Group>
      )}
      <span className={classes.meta} data-state={state ?? undefined}>
        <span>{time}</span>
        {state && (
          <>
            <DeliveryIcon state={state} />
            <span data-testid="chat-delivery">{t(`chat.status.${state}`)}</span>
          </>
        )}
      </span>
      {message.local === 'failed' && (
        <Group gap={4}>
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => retryMessage(message.conversationId, message.clientId)}
            data-testid="chat-retry"
          >
            {t('chat.retry')}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="gray"
            onClick={() => discardMessage(message.conversationId, message.clientId)}
          >
            {t('chat.discard')}
          </Button>
        </Group>
      )}
      <ConfirmModal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm === 'revoke' ? t('chat.revokeTitle') : t('chat.deleteTitle')}
        text={confirm === 'revoke' ? t('chat.revokeText') : t('chat.deleteText')}
        confirmLabel={confirm === 'revoke' ? t('chat.revoke') : t('chat.delete')}
        onConfirm={() => void act()}
        loading={busy}
        confirmTestId="chat-confirm"
      />
    </div>
  );
}
