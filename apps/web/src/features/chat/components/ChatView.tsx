import { ActionIcon, Alert, Avatar, Button, Menu, Text } from '@mantine/core';
import type { ChatCard, LeftReason } from '@souq/shared/chat/chat.schema';
import {
  IconArrowLeft,
  IconBan,
  IconDotsVertical,
  IconFlag,
  IconInfoCircle,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { LoadingState, NotFoundState } from '../../../components/States';
import { isApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { friendCalls, useBlocks } from '../api/friends';
import { useGroupMembers } from '../api/groups';
import { chatKeys } from '../api/keys';
import {
  fetchConversation,
  isConversationLoaded,
  loadOlder,
  openConversation,
  REMOVAL_DELAY_MS,
  setActiveConversation,
} from '../engine/engine';
import { emptyStream, type LocalMessage, visibleMessages } from '../engine/stream';
import { useChat, useNow } from '../engine/use-chat';
import { CallsMenu } from './CallsMenu';
import { OfflineBanner } from './ChatNotices';
import classes from './ChatView.module.css';
import { Composer } from './Composer';
import { MessageBubble } from './MessageBubble';
import { conversationAvatar, conversationTitle } from './names';
import { RemovedNotice } from './RemovedNotice';
import { ReportModal } from './ReportModal';
import { SyncIndicator } from './SyncIndicator';

/** One conversation: header with its actions, messages (older on demand), the composer. */
export function ChatView({
  conversationId,
  showBack,
  card,
  onCardDone,
}: {
  conversationId: string;
  showBack: boolean;
  card: ChatCard | null;
  onCardDone: () => void;
}) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useSession().user?.id ?? '';
  const now = useNow(15_000);
  const conversation = useChat((s) => s.conversations.get(conversationId));
  const stream = useChat((s) => s.streams.get(conversationId)) ?? emptyStream;
  const removed = useChat((s) => s.removed.get(conversationId));
  const running = useChat((s) => s.userId !== null);
  const [notFound, setNotFound] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [reply, setReply] = useState<LocalMessage | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const prevHeight = useRef<number | null>(null);

  const groupId = conversation?.group?.id ?? null;
  const members = useGroupMembers(groupId);
  const blocks = useBlocks();
  const peerId = conversation?.peer?.userId ?? null;
  const blocked = !!peerId && !!blocks.data?.items.some((u) => u.userId === peerId);

  useEffect(() => {
    if (!running) return;
    setNotFound(false);
    setReply(null);
    stick.current = true;
    void openConversation(conversationId);
    fetchConversation(conversationId).catch((error) => {
      if (isApiError(error) && error.status === 404) setNotFound(true);
    });
    setActiveConversation(conversationId);
    return () => setActiveConversation(null);
  }, [conversationId, running]);

  // Removed while viewing (expelled, dissolved, left elsewhere): say why, in a toast and as the
  // conversation's last (system) message, and go back to the list when the engine drops it after 1 s.
  // Held here: the engine forgets the reason when it drops the conversation.
  const [gone, setGone] = useState<LeftReason | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another conversation starts afresh
  useEffect(() => setGone(null), [conversationId]);
  useEffect(() => {
    if (removed) setGone(removed);
  }, [removed]);
  useEffect(() => {
    if (!gone) return;
    toast({ kind: 'info', message: t(`removed.${gone}`) });
    const timer = setTimeout(() => void navigate('/chat', { replace: true }), REMOVAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [gone, navigate, t]);

  const messages = visibleMessages(stream);
  const last = messages.at(-1);

  // Keep the newest message in view while the reader is at the bottom; keep the place when older ones join above.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the messages change (a new one, older ones joined, a revoke)
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (prevHeight.current !== null) {
      el.scrollTop += el.scrollHeight - prevHeight.current;
      prevHeight.current = null;
    } else if (stick.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [messages.length, last?.id, last?.revoked]);

  const older = useCallback(async () => {
    const el = scroller.current;
    prevHeight.current = el ? el.scrollHeight : null;
    setLoadingOlder(true);
    try {
      await loadOlder(conversationId);
    } catch {
      prevHeight.current = null;
    } finally {
      setLoadingOlder(false);
    }
  }, [conversationId]);

  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const m of members.data?.items ?? []) map.set(m.userId, m.nickname);
    if (conversation?.peer) map.set(conversation.peer.userId, conversation.peer.remark || conversation.peer.nickname);
    return map;
  }, [members.data, conversation?.peer]);
  const nameOf = useCallback(
    (userId: string | null) => (userId === me ? t('you') : (userId && names.get(userId)) || t('someone')),
    [names, me, t],
  );

  const byId = useMemo(() => new Map(messages.map((m) => [m.id, m])), [messages]);
  const quoteOf = useCallback((messageId: string) => byId.get(messageId), [byId]);
  // A quote or a call tapped: the original, when loaded here, scrolls into view and lights up.
  const showMessage = useCallback(
    (messageId: string) => {
      const el = scroller.current?.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(messageId)}"]`);
      if (!el) {
        toast({ kind: 'info', message: t('reply.notLoaded') });
        return;
      }
      el.scrollIntoView({ block: 'center', behavior: 'smooth' });
      el.dataset.flash = 'true';
      setTimeout(() => delete el.dataset.flash, 1500);
    },
    [t],
  );

  if (notFound) return <NotFoundState title={t('chat.notFound')} description={null} />;
  const title = conversationTitle(conversation, t);
  const loaded = isConversationLoaded(conversationId);

  const block = async () => {
    if (!peerId) return;
    try {
      if (blocked) {
        await friendCalls.unblock(peerId);
        toast({ kind: 'success', message: t('menu.unblocked') });
      } else {
        await friendCalls.block(peerId);
        toast({ kind: 'success', message: t('menu.blocked') });
      }
      void queryClient.invalidateQueries({ queryKey: chatKeys.blocks });
    } catch {
      // shown by the API client
    } finally {
      setConfirmBlock(false);
    }
  };

  return (
    <section className={classes.view} data-testid="chat-view" aria-label={title}>
      <header className={`${classes.header} page-header`}>
        {showBack && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            component={Link}
            to="/chat"
            aria-label={t('common:actions.back')}
            data-testid="chat-back"
          >
            <IconArrowLeft className="icon-directional" size={22} />
          </ActionIcon>
        )}
        <Avatar src={conversationAvatar(conversation)} radius="xl" size={36} color="indigo" alt="">
          {conversation?.group ? <IconUsersGroup size={20} /> : title.slice(0, 1).toUpperCase()}
        </Avatar>
        <div className={classes.headText}>
          <h1 className={`${classes.title} page-title`} data-testid="chat-title">
            <bdi>{title}</bdi>
          </h1>
          {conversation?.group ? (
            <Text size="xs" c="dimmed">
              {t('chat.members', { count: conversation.group.memberCount })}
            </Text>
          ) : null}
        </div>
        {groupId && <CallsMenu conversationId={conversationId} now={now} nameOf={nameOf} onOpen={showMessage} />}
        <SyncIndicator />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('menu.more')} data-testid="chat-menu">
              <IconDotsVertical size={20} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {groupId && (
              <Menu.Item component={Link} to={`/chat/groups/${groupId}`} leftSection={<IconInfoCircle size={16} />}>
                {t('menu.groupInfo')}
              </Menu.Item>
            )}
            {peerId && (
              <>
                <Menu.Item
                  leftSection={<IconBan size={16} />}
                  onClick={() => (blocked ? void block() : setConfirmBlock(true))}
                  data-testid="chat-block"
                >
                  {blocked ? t('menu.unblock') : t('menu.block')}
                </Menu.Item>
                <Menu.Item
                  color="red"
                  leftSection={<IconFlag size={16} />}
                  onClick={() => setReporting(true)}
                  data-testid="chat-report"
                >
                  {t('menu.report')}
                </Menu.Item>
              </>
            )}
          </Menu.Dropdown>
        </Menu>
      </header>
      <div className={classes.banners}>
        <OfflineBanner />
        {blocked && (
          <Alert color="gray" variant="light" icon={<IconBan size={18} />} py={6}>
            <Text size="sm">{t('menu.blocked')}</Text>
          </Alert>
        )}
      </div>
      <div
        className={classes.messages}
        ref={scroller}
        onScroll={(e) => {
          const el = e.currentTarget;
          stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
        }}
        data-testid="chat-messages"
        aria-live="polite"
      >
        {messages.length > 0 && (
          <div className={classes.older}>
            {stream.hasOlder && (messages[0]?.seq ?? 0) > 1 ? (
              <Button
                variant="subtle"
                size="compact-sm"
                loading={loadingOlder}
                onClick={() => void older()}
                data-testid="chat-load-older"
              >
                {t('chat.loadOlder')}
              </Button>
            ) : (
              <Text size="xs" c="dimmed">
                {t('chat.noOlder')}
              </Text>
            )}
          </div>
        )}
        {messages.length === 0 && !loaded && <LoadingState />}
        {messages.length === 0 && loaded && (
          <Text ta="center" c="dimmed" py="xl" data-testid="chat-empty">
            {t('chat.empty')}
          </Text>
        )}
        {messages.map((m) => (
          <MessageBubble
            key={m.local ? m.id : `${m.seq}`}
            message={m}
            ctx={{
              me,
              conversation,
              now,
              nameOf,
              group: !!groupId,
              onReply: removed || gone ? undefined : setReply,
              quoteOf,
              onQuote: showMessage,
            }}
          />
        ))}
        {gone && <RemovedNotice reason={gone} />}
      </div>
      <Composer
        conversationId={conversationId}
        card={card}
        onCardDone={onCardDone}
        disabled={!!removed || !!gone}
        reply={reply}
        replyName={reply ? nameOf(reply.senderId) : ''}
        onReplyDone={() => setReply(null)}
      />
      <ConfirmModal
        opened={confirmBlock}
        onClose={() => setConfirmBlock(false)}
        title={t('menu.blockTitle')}
        text={t('menu.blockText')}
        confirmLabel={t('menu.block')}
        onConfirm={() => void block()}
        confirmTestId="chat-block-confirm"
      />
      {peerId && (
        <ReportModal
          opened={reporting}
          onClose={() => setReporting(false)}
          userId={peerId}
          conversationId={conversationId}
        />
      )}
    </section>
  );
}
