import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type NotificationPage, notificationsQueryKey } from './get-notifications';
import { unreadCountQueryKey } from './get-unread-count';

export function markAllNotificationsRead(): Promise<unknown> {
  return api('/api/notifications/read-all', { method: 'POST' });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      queryClient.setQueryData<InfiniteData<NotificationPage>>(notificationsQueryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                unread: 0,
                items: page.items.map((n) => ({ ...n, read: true })),
              })),
            }
          : data,
      );
      queryClient.setQueryData(unreadCountQueryKey, { unread: 0 });
    },
  });
}
