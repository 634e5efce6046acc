import { defineDomain } from '../../lib/domain';
import { notificationsRoutes } from './notifications.routes';
import { NotificationsService } from './notifications.service';

/** In-app notifications, pushed to the user's sockets. */
export const notificationsDomain = defineDomain({
  name: 'notifications',
  build: (ctx) => ({ notifications: new NotificationsService(ctx) }),
  routes: [notificationsRoutes],
});
