import { defineContract } from '../contract';
import { idParams, pageQuerySchema } from '../envelope';
import { notificationListResponse, unreadCountResponse } from './notifications.schema';

export const notificationsContract = defineContract('notifications', {
  list: {
    method: 'GET',
    path: '/api/notifications',
    summary: 'My notifications, newest first (cursor paging)',
    auth: 'required',
    query: pageQuerySchema,
    response: notificationListResponse,
  },
  unreadCount: {
    method: 'GET',
    path: '/api/notifications/unread-count',
    summary: 'How many notifications are unread',
    auth: 'required',
    response: unreadCountResponse,
  },
  markRead: {
    method: 'POST',
    path: '/api/notifications/:id/read',
    summary: 'Mark one notification read; answers the new unread count',
    auth: 'required',
    params: idParams,
    response: unreadCountResponse,
  },
  markAllRead: {
    method: 'POST',
    path: '/api/notifications/read-all',
    summary: 'Mark every notification read',
    auth: 'required',
    response: unreadCountResponse,
  },
});
