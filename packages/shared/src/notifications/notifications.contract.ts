import { adminEndpoint, defineContract } from '../contract';
import { idParams, pageQuerySchema } from '../envelope';
import { notificationListResponse, unreadCountResponse } from './notifications.schema';
import {
  categoryQuery,
  notificationListQuery,
  pushKeyResponse,
  pushSubscribeBody,
  pushSubscriptionResponse,
  pushUnsubscribeBody,
  stationMessageBody,
  stationMessagePage,
  stationMessageSchema,
  unreadByCategoryResponse,
} from './push.schema';

export const notificationsContract = defineContract('notifications', {
  list: {
    method: 'GET',
    path: '/api/notifications',
    summary: 'My notifications, newest first (cursor paging), optionally of one category',
    auth: 'required',
    query: notificationListQuery,
    response: notificationListResponse,
  },
  unreadCount: {
    method: 'GET',
    path: '/api/notifications/unread-count',
    summary: 'How many notifications are unread',
    auth: 'required',
    response: unreadCountResponse,
  },
  unreadByCategory: {
    method: 'GET',
    path: '/api/notifications/unread-by-category',
    summary: 'Unread notifications per category of the message centre (station, rental, order, …)',
    auth: 'required',
    response: unreadByCategoryResponse,
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
    summary: 'Mark every notification read, or those of one category',
    auth: 'required',
    query: categoryQuery,
    response: unreadCountResponse,
  },
  pushKey: {
    method: 'GET',
    path: '/api/notifications/push/key',
    summary: 'The public VAPID key browsers subscribe to Web Push with',
    auth: 'none',
    response: pushKeyResponse,
  },
  pushSubscribe: {
    method: 'POST',
    path: '/api/notifications/push/subscriptions',
    summary: 'Register this device for push (a Web Push subscription or an FCM token), bound to the session',
    description:
      'A web endpoint must be https on a public host (at most 1024 characters); keys are base64url. A user keeps at most 10 devices: a new one replaces the oldest.',
    auth: 'required',
    body: pushSubscribeBody,
    response: pushSubscriptionResponse,
  },
  pushUnsubscribe: {
    method: 'POST',
    path: '/api/notifications/push/subscriptions/remove',
    summary: 'Stop pushes to this device (by its endpoint or FCM token)',
    auth: 'required',
    body: pushUnsubscribeBody,
    response: pushSubscriptionResponse,
  },
  sendStationMessage: adminEndpoint(
    'POST',
    '/api/admin/notifications/station-messages',
    'Admin: send a message from the platform to every user or to one (by mobile); it appears in their centre and is pushed',
    { body: stationMessageBody, response: stationMessageSchema },
  ),
  stationMessages: adminEndpoint(
    'GET',
    '/api/admin/notifications/station-messages',
    'Admin: station messages sent, newest first',
    {
      query: pageQuerySchema,
      response: stationMessagePage,
    },
  ),
});
