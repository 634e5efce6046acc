import { type NotificationList, notificationsContract } from '@souq/shared';
import { type InfiniteData, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const notificationsQueryKey = ['notifications', 'list'] as const;

export function getNotifications(params: { cursor?: string | null; limit?: number; signal?: AbortSignal }) {
  return call(notificationsContract.endpoints.list, {
    query: { cursor: params.cursor ?? undefined, limit: params.limit ?? NOTIFICATIONS_PAGE_SIZE },
    signal: params.signal,
  });
}

export function useNotifications() {
  return useInfiniteQuery({
    queryKey: notificationsQueryKey,
    queryFn: ({ pageParam, signal }) => getNotifications({ cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Rewrites each loaded page of the cached notification list; nothing when the list is not loaded. */
export function updateCachedNotificationPages(
  queryClient: QueryClient,
  update: (page: NotificationList) => NotificationList,
): void {
  queryClient.setQueryData<InfiniteData<NotificationList>>(notificationsQueryKey, (data) =>
    data ? { ...data, pages: data.pages.map((page) => update(page)) } : data,
  );
}
