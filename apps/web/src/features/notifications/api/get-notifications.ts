import { type NotificationList, notificationsContract } from '@souq/shared';
import type { NotificationCategory } from '@souq/shared/notifications/notification-route';
import { type InfiniteData, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const notificationsQueryKey = ['notifications', 'list'] as const;

export function getNotifications(params: {
  cursor?: string | null;
  limit?: number;
  category?: NotificationCategory;
  signal?: AbortSignal;
}) {
  return call(notificationsContract.endpoints.list, {
    query: {
      cursor: params.cursor ?? undefined,
      limit: params.limit ?? NOTIFICATIONS_PAGE_SIZE,
      ...(params.category ? { category: params.category } : {}),
    },
    signal: params.signal,
  });
}

/** The list of one category (all when none); every category's list lives under notificationsQueryKey. */
export function useNotifications(category?: NotificationCategory) {
  return useInfiniteQuery({
    queryKey: [...notificationsQueryKey, category ?? 'all'],
    queryFn: ({ pageParam, signal }) => getNotifications({ cursor: pageParam, category, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Rewrites each loaded page of the cached notification list; nothing when the list is not loaded. */
export function updateCachedNotificationPages(
  queryClient: QueryClient,
  update: (page: NotificationList) => NotificationList,
): void {
  queryClient.setQueriesData<InfiniteData<NotificationList>>({ queryKey: notificationsQueryKey }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => update(page)) } : data,
  );
}
