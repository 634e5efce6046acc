import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

export const notificationsFeature = defineFeature({
  name: 'notifications',
  routes: {
    loggedIn: [{ path: 'notifications', lazy: lazyPage(() => import('./pages/NotificationsPage')) }],
  },
});
