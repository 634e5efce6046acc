import { ActionIcon, Avatar, Menu } from '@mantine/core';
import { badgeText } from '@souq/shared';
import type { Conversation } from '@souq/shared/chat/chat.schema';
import {
  IconBell,
  IconBellOff,
  IconDotsVertical,
  IconEyeOff,
  IconPin,
  IconPinnedOff,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { appLanguage } from '../../../lib/i18n';
import { useCalls } from '../api/get-calls';
import { updateSettings } from '../engine/engine';
import { chatListTime } from '../engine/time';
import { useNow } from '../engine/use-chat';
import classes from './ConversationList.module.css';
import { conversationAvatar, conversationTitle, previewOf } from './names';

function Row({
  conversation,
  me,
  active,
  called,
}: {
  conversation: Conversation;
  me: string | null;
  active: boolean;
  /** A reply to me waits unread in this group (my call list). */
  called: boolean;
}) {
  const { t } = useTranslation('chat');
  const now = useNow();
  const [confirmHide, setConfirmHide] = useState(false);
  const title = conversationTitle(conversation, t);
  const unread = conversation.unreadCount;
  const when = conversation.lastMessage?.at ?? conversation.updatedAt;
  const change = (settings: Partial<Pick<Conversation, 'pinned' | 'muted' | 'hidden'>>) =>
    void updateSettings(conversation.id, settings).catch(() => {});
  return (
    <div
      className={classes.row}
      data-pinned={conversation.pinned}
      data-active={active}
      data-testid="chat-conversation"
      data-conversation-id={conversation.id}
    >
      <Link
        to={`/chat/${conversation.id}`}
        className={classes.link}
        aria-current={active ? 'page' : undefined}
        aria-label={unread > 0 ? `${title}, ${t('list.unread', { count: unread })}` : title}
      >
        <span className={classes.avatar}>
          <Avatar src={conversationAvatar(conversation)} radius="xl" size={48} color="indigo" alt="">
            {conversation.group ? <IconUsersGroup size={24} /> : title.slice(0, 1).toUpperCase()}
          </Avatar>
          {unread > 0 && (
            <span className={classes.badge} data-muted={conversation.muted} data-testid="chat-conversation-unread">
              {badgeText(unread)}
            </span>
          )}
        </span>
        <span className={classes.text}>
          <span className={classes.top}>
            <bdi className={classes.title} dir="auto">
              {title}
            </bdi>
            <span className={classes.time}>
              {chatListTime(when, now, appLanguage(), { justNow: t('time.justNow') })}
            </span>
          </span>
          <span className={classes.bottom}>
            {called && (
              <span className={classes.called} data-testid="chat-call-marker">
                {t('calls.marker')}
              </span>
            )}
            <bdi className={classes.preview} dir="auto" data-testid="chat-conversation-preview">
              {previewOf(conversation, me, t)}
            </bdi>
            {conversation.pinned && <IconPin size={14} aria-label={t('list.pinned')} />}
            {conversation.muted && <IconBellOff size={14} aria-label={t('list.muted')} data-testid="chat-muted" />}
          </span>
        </span>
      </Link>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('list.actions')} data-testid="chat-conversation-menu">
            <IconDotsVertical size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={conversation.pinned ? <IconPinnedOff size={16} /> : <IconPin size={16} />}
            onClick={() => change({ pinned: !conversation.pinned })}
          >
            {conversation.pinned ? t('list.unpin') : t('list.pin')}
          </Menu.Item>
          <Menu.Item
            leftSection={conversation.muted ? <IconBell size={16} /> : <IconBellOff size={16} />}
            onClick={() => change({ muted: !conversation.muted })}
          >
            {conversation.muted ? t('list.unmute') : t('list.mute')}
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconEyeOff size={16} />} onClick={() => setConfirmHide(true)}>
            {t('list.hide')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ConfirmModal
        opened={confirmHide}
        onClose={() => setConfirmHide(false)}
        title={t('list.hideTitle')}
        text={t('list.hideText')}
        confirmLabel={t('list.hide')}
        onConfirm={() => {
          setConfirmHide(false);
          change({ hidden: true });
        }}
      />
    </div>
  );
}

export function ConversationList({
  conversations,
  me,
  activeId,
}: {
  conversations: readonly Conversation[];
  me: string | null;
  activeId: string | null;
}) {
  const calls = useCalls(!!me);
  const called = new Set((calls.data?.items ?? []).map((m) => m.conversationId));
  return (
    <div className={classes.list} data-testid="chat-conversations">
      {conversations.map((c) => (
        <Row key={c.id} conversation={c} me={me} active={c.id === activeId} called={called.has(c.id)} />
      ))}
    </div>
  );
}
