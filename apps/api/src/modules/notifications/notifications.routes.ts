import { envelope, notificationListResponse, pageQuerySchema, unreadCountResponse } from '@souq/shared';
import { z } from 'zod';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';

const tags = ['notifications'];

export const notificationsRoutes: RouteModule = (app, { notifications }) => {
  app.get(
    '/api/notifications',
    {
      schema: {
        tags,
        summary: 'My notifications, newest first (cursor paging)',
        querystring: pageQuerySchema,
        response: { 200: envelope(notificationListResponse) },
      },
      config: { auth: true },
    },
    async (req) => ok(req, await notifications.list(actorOf(req).userId, req.query.cursor, req.query.limit)),
  );

  app.get(
    '/api/notifications/unread-count',
    {
      schema: { tags, summary: 'How many notifications are unread', response: { 200: envelope(unreadCountResponse) } },
      config: { auth: true },
    },
    async (req) => ok(req, await notifications.unreadCount(actorOf(req).userId)),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark one notification read; answers the new unread count',
        params: z.object({ id: z.uuid() }),
        response: { 200: envelope(unreadCountResponse) },
      },
      config: { auth: true },
    },
    async (req) => ok(req, await notifications.markRead(actorOf(req).userId, req.params.id), 'api:updated'),
  );

  app.post(
    '/api/notifications/read-all',
    {
      schema: { tags, summary: 'Mark every notification read', response: { 200: envelope(unreadCountResponse) } },
      config: { auth: true },
    },
    async (req) => ok(req, await notifications.markAllRead(actorOf(req).userId), 'api:updated'),
  );
};
