import type { Notification } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { updateCachedNotificationPages } from './get-notifications';
import { unreadCountQueryKey } from './get-unread-count';

export function markNotificationRead(id: string): Promise<unknown> {
  return api(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST', slowHint: false });
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
      queryClient.setQueryData<{ unread: number }>(unreadCountQueryKey, (old) =>
        old ? { unread: Math.max(0, old.unread - 1) } : old,
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: unreadCountQueryKey });
    },
  });
}
