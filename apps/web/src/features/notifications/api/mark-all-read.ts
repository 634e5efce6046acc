import { notificationsContract } from '@souq/shared';
import { type NotificationCategory, notificationCategory } from '@souq/shared/notifications/notification-route';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { updateCachedNotificationPages } from './get-notifications';
import { unreadByCategoryQueryKey } from './get-unread-by-category';
import { unreadCountQueryKey } from './get-unread-count';

export function markAllNotificationsRead(category?: NotificationCategory) {
  return call(notificationsContract.endpoints.markAllRead, { query: category ? { category } : {} });
}

/** Marks every notification read, or those of one category. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (category?: NotificationCategory) => markAllNotificationsRead(category),
    onSuccess: (result, category) => {
      updateCachedNotificationPages(queryClient, (page) => ({
        ...page,
        unread: result.unread,
        items: page.items.map((n) =>
          !category || notificationCategory(n.type) === category ? { ...n, read: true } : n,
        ),
      }));
      queryClient.setQueryData(unreadCountQueryKey, { unread: result.unread });
      void queryClient.invalidateQueries({ queryKey: unreadByCategoryQueryKey });
    },
  });
}
