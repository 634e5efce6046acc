import { Alert, Badge, Button, Center, ScrollArea, Stack, Tabs } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { BADGE_MAX, type Notification } from '@souq/shared';
import {
  CENTRE_CATEGORIES,
  type NotificationCategory,
  notificationTarget,
} from '@souq/shared/notifications/notification-route';
import { IconBellOff, IconChecks, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import linkRow from '../../../components/LinkRow.module.css';
import { LoadMore } from '../../../components/LoadMore';
import { Page } from '../../../components/Page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/States';
import { useNotifications } from '../api/get-notifications';
import { useUnreadByCategory } from '../api/get-unread-by-category';
import { useMarkAllNotificationsRead } from '../api/mark-all-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationItem } from '../components/NotificationItem';
import { PushPrompt } from '../components/PushPrompt';

/** Re-renders every minute so relative times stay true. */
function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

type Tab = 'all' | (typeof CENTRE_CATEGORIES)[number];
const TABS: readonly Tab[] = ['all', ...CENTRE_CATEGORIES];
const isTab = (value: string | null): value is Tab => !!value && (TABS as readonly string[]).includes(value);

/** The tab labels, written out so the locale tests can find each key. */
function useTabLabels(): Record<Tab, string> {
  const { t } = useTranslation('notifications');
  return {
    all: t('tabs.all'),
    station: t('tabs.station'),
    rental: t('tabs.rental'),
    order: t('tabs.order'),
    booking: t('tabs.booking'),
    auction: t('tabs.auction'),
    system: t('tabs.system'),
  };
}

const badgeText = (n: number) => (n > BADGE_MAX ? `${BADGE_MAX}+` : String(n));

/** The message centre: platform messages, rentals, orders, bookings, auctions and system notices. */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'all';
  const category: NotificationCategory | undefined = tab === 'all' ? undefined : tab;
  const list = useNotifications(category);
  const counts = useUnreadByCategory();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const labels = useTabLabels();
  const { online } = useNetwork();
  const now = useNow();
  const sentinel = useRef<HTMLDivElement>(null);

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const unreadOf = (which: Tab) =>
    which === 'all'
      ? CENTRE_CATEGORIES.reduce((sum, c) => sum + (counts.data?.categories[c] ?? 0), 0)
      : (counts.data?.categories[which] ?? 0);

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
    const target = notificationTarget(notification);
    if (target) void navigate(target);
  };

  const selectTab = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (!value || value === 'all') next.delete('tab');
    else next.set('tab', value);
    setParams(next, { replace: true });
  };

  const hasUnread = unreadOf(tab) > 0 || items.some((n) => !n.read);

  return (
    <Page
      title={t('centre.title')}
      back="/mine"
      actions={
        items.length > 0 && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconChecks size={16} />}
            onClick={() => markAll.mutate(category)}
            loading={markAll.isPending}
            disabled={!hasUnread}
            data-testid="mark-all-read"
          >
            {tab === 'all' ? t('centre.markAll') : t('centre.markAllIn')}
          </Button>
        )
      }
    >
      <Stack gap="md">
        {!online && (
          <Alert
            color="gray"
            variant="light"
            icon={<IconWifiOff size={18} />}
            title={t('centre.offlineTitle')}
            data-testid="centre-offline"
          >
            {t('centre.offlineText')}
          </Alert>
        )}
        <PushPrompt />
        <Tabs value={tab} onChange={selectTab} variant="pills" radius="xl" keepMounted={false}>
          <ScrollArea type="never" offsetScrollbars={false}>
            <Tabs.List aria-label={t('centre.tabsLabel')} style={{ flexWrap: 'nowrap' }}>
              {TABS.map((which) => {
                const unread = unreadOf(which);
                return (
                  <Tabs.Tab
                    key={which}
                    value={which}
                    data-testid={`centre-tab-${which}`}
                    rightSection={
                      unread > 0 ? (
                        <Badge
                          size="sm"
                          circle={unread < 10}
                          color="red"
                          data-testid={`centre-badge-${which}`}
                          aria-label={t('centre.unreadCount', { count: unread })}
                        >
                          {badgeText(unread)}
                        </Badge>
                      ) : undefined
                    }
                  >
                    {labels[which]}
                  </Tabs.Tab>
                );
              })}
            </Tabs.List>
          </ScrollArea>
        </Tabs>

        {list.isPending && <LoadingState />}
        {list.isError && !list.data && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
        {list.isSuccess && items.length === 0 && (
          <EmptyState
            icon={<IconBellOff size={34} />}
            title={t('centre.emptyTitle')}
            description={tab === 'all' ? t('centre.emptyText') : t('centre.emptyCategory')}
            testId="centre-empty"
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
              label={t('centre.loadMore')}
            />
            {!hasNextPage && items.length > 10 && (
              <Center c="dimmed" fz="sm">
                {t('centre.end')}
              </Center>
            )}
          </Stack>
        )}
      </Stack>
    </Page>
  );
}
