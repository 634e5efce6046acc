import { type Notification, SOCKET_EVENTS } from '@souq/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { appLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { connectSocket, disconnectSocket } from '../../../lib/socket';
import { toast } from '../../../lib/toast';
import { notificationsQueryKey } from '../api/get-notifications';
import { unreadByCategoryQueryKey } from '../api/get-unread-by-category';
import { unreadCountQueryKey } from '../api/get-unread-count';
import { notificationText } from '../text';

/**
 * Keeps the socket open while logged in: the unread count follows `notification:unread`, a new
 * notification refreshes the list and shows a toast; after a reconnect what was missed is pulled.
 */
export function RealtimeBridge() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  useEffect(() => {
    if (!token) {
      disconnectSocket();
      return;
    }
    const socket = connectSocket(token);
    // On every (re)connect pull what may have been missed while disconnected.
    const onConnect = () => {
      void queryClient.invalidateQueries({ queryKey: unreadCountQueryKey });
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: unreadByCategoryQueryKey });
    };
    // Spec 4: on app show, refresh as well.
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      void queryClient.invalidateQueries({ queryKey: unreadCountQueryKey });
      void queryClient.invalidateQueries({ queryKey: unreadByCategoryQueryKey });
    };
    document.addEventListener('visibilitychange', onVisible);
    const onUnread = (payload: { unread: number }) => {
      if (typeof payload?.unread === 'number')
        queryClient.setQueryData(unreadCountQueryKey, { unread: payload.unread });
      void queryClient.invalidateQueries({ queryKey: unreadByCategoryQueryKey });
    };
    const onNew = (notification: Notification) => {
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      if (notification?.titleKey) {
        toast({ kind: 'info', message: notificationText(t, appLanguage(), notification) });
      }
    };
    socket.on('connect', onConnect);
    socket.on(SOCKET_EVENTS.unread, onUnread);
    socket.on(SOCKET_EVENTS.notification, onNew);
    return () => {
      socket.off('connect', onConnect);
      socket.off(SOCKET_EVENTS.unread, onUnread);
      socket.off(SOCKET_EVENTS.notification, onNew);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [token, queryClient, t]);

  useEffect(() => () => disconnectSocket(), []);
  return null;
}
