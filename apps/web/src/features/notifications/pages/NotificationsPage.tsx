import { Button, Center, Stack } from '@mantine/core';
import type { Notification } from '@souq/shared';
import { IconBellOff, IconChecks } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import linkRow from '../../../components/LinkRow.module.css';
import { LoadMore } from '../../../components/LoadMore';
import { Page } from '../../../components/Page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/States';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllNotificationsRead } from '../api/mark-all-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationItem } from '../components/NotificationItem';

/** Re-renders every minute so relative times stay true. */
function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export default function NotificationsPage() {
  const { t } = useTranslation('mine');
  const navigate = useNavigate();
  const list = useNotifications();
  const unread = useUnreadCount();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const now = useNow();
  const sentinel = useRef<HTMLDivElement>(null);

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  // Infinite scroll: load the next page when the end of the list comes into view.
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification);
    if (notification.route?.startsWith('/') && !notification.route.startsWith('//')) void navigate(notification.route);
  };

  const hasUnread = unread > 0 || items.some((n) => !n.read);

  return (
    <Page
      title={t('notifications.title')}
      back="/mine"
      actions={
        items.length > 0 && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconChecks size={16} />}
            onClick={() => markAll.mutate()}
            loading={markAll.isPending}
            disabled={!hasUnread}
            data-testid="mark-all-read"
          >
            {t('notifications.markAll')}
          </Button>
        )
      }
    >
      {list.isPending && <LoadingState />}
      {list.isError && !list.data && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
      {list.isSuccess && items.length === 0 && (
        <EmptyState
          icon={<IconBellOff size={34} />}
          title={t('notifications.emptyTitle')}
          description={t('notifications.emptyText')}
        />
      )}
      {items.length > 0 && (
        <Stack gap="md">
          <div className={linkRow.list} data-testid="notification-list">
            {items.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} now={now} onOpen={open} />
            ))}
          </div>
          <div ref={sentinel} />
          <LoadMore
            hasMore={!!hasNextPage}
            loading={isFetchingNextPage}
            onLoad={() => void fetchNextPage()}
            label={t('notifications.loadMore')}
          />
          {!hasNextPage && items.length > 10 && (
            <Center c="dimmed" fz="sm">
              {t('notifications.end')}
            </Center>
          )}
        </Stack>
      )}
    </Page>
  );
}
