import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { updateCachedNotificationPages } from './get-notifications';
import { unreadCountQueryKey } from './get-unread-count';

export function markAllNotificationsRead(): Promise<unknown> {
  return api('/api/notifications/read-all', { method: 'POST' });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      updateCachedNotificationPages(queryClient, (page) => ({
        ...page,
        unread: 0,
        items: page.items.map((n) => ({ ...n, read: true })),
      }));
      queryClient.setQueryData(unreadCountQueryKey, { unread: 0 });
    },
  });
}
