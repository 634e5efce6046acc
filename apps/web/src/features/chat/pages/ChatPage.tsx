import { ActionIcon, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { WIDESCREEN_MIN_WIDTH } from '@souq/shared';
import type { ChatCard } from '@souq/shared/chat/chat.schema';
import { IconMessages, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { LoadMore } from '../../../components/LoadMore';
import { EmptyState, ErrorState, LoadingState } from '../../../components/States';
import { useSession } from '../../../lib/session';
import { NoCacheModal, OfflineBanner } from '../components/ChatNotices';
import { ChatView } from '../components/ChatView';
import { ConversationList } from '../components/ConversationList';
import { LoadWhenSeen } from '../components/LoadWhenSeen';
import { SyncIndicator } from '../components/SyncIndicator';
import { loadMoreConversations, retryList } from '../engine/engine';
import { sortConversations } from '../engine/stream';
import { useChat } from '../engine/use-chat';
import classes from './ChatPage.module.css';

function ListColumn({ activeId }: { activeId: string | null }) {
  const { t } = useTranslation('chat');
  const me = useSession().user?.id ?? null;
  const conversations = useChat((s) => s.conversations);
  const list = useChat((s) => s.list);
  const sorted = useMemo(() => sortConversations(conversations.values()), [conversations]);
  return (
    <div className={classes.listColumn}>
      <div className={classes.listHeader}>
        <h1 className={`${classes.listTitle} ${activeId ? '' : 'page-title'}`}>{t('title')}</h1>
        <SyncIndicator />
        <ActionIcon
          component={Link}
          to="/chat/friends"
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('entry.friends')}
          data-testid="chat-friends-link"
        >
          <IconUserPlus size={20} />
        </ActionIcon>
        <ActionIcon
          component={Link}
          to="/chat/groups"
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('entry.groups')}
          data-testid="chat-groups-link"
        >
          <IconUsersGroup size={20} />
        </ActionIcon>
      </div>
      <OfflineBanner />
      <div className={classes.listScroll}>
        {!list.loaded && !list.error && <LoadingState />}
        {!list.loaded && !!list.error && <ErrorState error={list.error} onRetry={retryList} />}
        {list.loaded && sorted.length === 0 && (
          <EmptyState
            testId="chat-empty-list"
            icon={<IconMessages size={34} />}
            title={t('list.empty')}
            description={t('list.emptyText')}
          />
        )}
        <ConversationList conversations={sorted} me={me} activeId={activeId} />
        <LoadWhenSeen active={!!list.cursor && !list.loadingMore} onSeen={() => void loadMoreConversations()} />
        <LoadMore hasMore={!!list.cursor} loading={list.loadingMore} onLoad={() => void loadMoreConversations()} />
      </div>
    </div>
  );
}

/**
 * The chat (spec: uni-im index and chat pages): on a phone the list, or one conversation full
 * screen; over 960 px both side by side, the whole at most 960 px wide.
 */
export default function ChatPage() {
  const { t } = useTranslation('chat');
  const { conversationId = null } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const wide = useMediaQuery(`(min-width: ${WIDESCREEN_MIN_WIDTH + 1}px)`, window.innerWidth > WIDESCREEN_MIN_WIDTH, {
    getInitialValueInEffect: false,
  });
  const card = (location.state as { card?: ChatCard } | null)?.card ?? null;
  const clearCard = () => void navigate(location.pathname, { replace: true, state: null });
  const list = useChat((s) => s.conversations.get(conversationId ?? ''));

  useEffect(() => {
    document.title = `${t('title')} · ${t('common:app.name')}`;
  }, [t]);

  const chat = conversationId ? (
    <ChatView
      key={conversationId}
      conversationId={conversationId}
      showBack={!wide}
      card={card}
      onCardDone={clearCard}
    />
  ) : null;

  return (
    <div
      className={wide ? `${classes.page} ${classes.wide}` : conversationId ? classes.full : classes.page}
      data-testid="chat-page"
      data-has-chat={!!list}
    >
      <NoCacheModal />
      {(wide || !conversationId) && <ListColumn activeId={conversationId} />}
      {conversationId ? (
        <div className={classes.chatColumn}>{chat}</div>
      ) : (
        wide && (
          <div className={classes.placeholder}>
            <Stack align="center" gap="sm">
              <ThemeIcon size={64} radius="xl" variant="light">
                <IconMessages size={34} />
              </ThemeIcon>
              <Group>
                <Text c="dimmed">{t('list.select')}</Text>
              </Group>
            </Stack>
          </div>
        )
      )}
    </div>
  );
}
