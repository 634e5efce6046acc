import { notificationsContract } from '@souq/shared';
import { implement } from '../../lib/contract';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';

export const notificationsRoutes: RouteModule = (app, { notifications }) =>
  implement(app, notificationsContract, {
    list: async (req) => ok(req, await notifications.list(actorOf(req).userId, req.query.cursor, req.query.limit)),
    unreadCount: async (req) => ok(req, await notifications.unreadCount(actorOf(req).userId)),
    markRead: async (req) => ok(req, await notifications.markRead(actorOf(req).userId, req.params.id), 'api:updated'),
    markAllRead: async (req) => ok(req, await notifications.markAllRead(actorOf(req).userId), 'api:updated'),
  });
