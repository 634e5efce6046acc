import { notificationsContract } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { updateCachedNotificationPages } from './get-notifications';
import { unreadCountQueryKey } from './get-unread-count';

export function markAllNotificationsRead() {
  return call(notificationsContract.endpoints.markAllRead);
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
