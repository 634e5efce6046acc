import { type Notification, notificationsContract, type UnreadCount } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { updateCachedNotificationPages } from './get-notifications';
import { unreadByCategoryQueryKey } from './get-unread-by-category';
import { unreadCountQueryKey } from './get-unread-count';

export function markNotificationRead(id: string) {
  return call(notificationsContract.endpoints.markRead, { params: { id }, slowHint: false });
}

/** Marks one notification read, optimistically in the list and in the unread count. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notification: Notification) => markNotificationRead(notification.id),
    onMutate: (notification) => {
      if (notification.read) return;
      updateCachedNotificationPages(queryClient, (page) => ({
        ...page,
        items: page.items.map((n) => (n.id === notification.id ? { ...n, read: true } : n)),
      }));
      queryClient.setQueryData<UnreadCount>(unreadCountQueryKey, (old) =>
        old ? { unread: Math.max(0, old.unread - 1) } : old,
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: unreadCountQueryKey });
      void queryClient.invalidateQueries({ queryKey: unreadByCategoryQueryKey });
    },
  });
}
