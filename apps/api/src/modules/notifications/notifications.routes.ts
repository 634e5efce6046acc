import { notificationsContract } from '@souq/shared';
import { implement } from '../../lib/contract';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';

export const notificationsRoutes: RouteModule = (app, { notifications, users }) => {
  app.addHook('onClose', async () => notifications.close());
  implement(app, notificationsContract, {
    list: async (req) =>
      ok(req, await notifications.list(actorOf(req).userId, req.query.cursor, req.query.limit, req.query.category)),
    unreadCount: async (req) => ok(req, await notifications.unreadCount(actorOf(req).userId)),
    unreadByCategory: async (req) => ok(req, await notifications.unreadByCategory(actorOf(req).userId)),
    markRead: async (req) => ok(req, await notifications.markRead(actorOf(req).userId, req.params.id), 'api:updated'),
    markAllRead: async (req) =>
      ok(req, await notifications.markAllRead(actorOf(req).userId, req.query.category), 'api:updated'),
    pushKey: async (req) => ok(req, { vapidPublicKey: notifications.vapidPublicKey() }),
    pushSubscribe: async (req) => ok(req, await notifications.subscribe(actorOf(req), req.body), 'api:updated'),
    pushUnsubscribe: async (req) =>
      ok(req, await notifications.unsubscribe(actorOf(req), req.body.endpoint), 'api:updated'),
    sendStationMessage: async (req) => {
      const { audience, mobile, title, body, route } = req.body;
      // The one recipient is named by mobile, as admins know users; an unknown number is 404.
      const recipient = audience === 'user' && mobile ? await users.findByMobile(mobile) : null;
      if (audience === 'user' && !recipient) throw notFound();
      const sent = await notifications.sendStation(actorOf(req), {
        audience,
        userId: recipient?.id ?? null,
        title,
        body,
        route: route || null,
      });
      return ok(req, sent);
    },
    stationMessages: async (req) => ok(req, await notifications.stationMessages(req.query.cursor, req.query.limit)),
  });
};
