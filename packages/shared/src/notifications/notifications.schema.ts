import { z } from 'zod';

export const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  /** Translation key of the title, e.g. `notifications:welcome.title`. */
  titleKey: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  /** In-app route the notification opens, e.g. `/orders/123`. */
  route: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListResponse = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListResponse>;

export const unreadCountResponse = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountResponse>;

/** Socket.IO event names, server to client. */
export const SOCKET_EVENTS = {
  notification: 'notification:new',
  unread: 'notification:unread',
} as const;
