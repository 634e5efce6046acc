import { IconSpeakerphone } from '@tabler/icons-react';
import { lazy } from 'react';
import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

export const notificationsFeature = defineFeature({
  name: 'notifications',
  routes: {
    loggedIn: [{ path: 'notifications', lazy: lazyPage(() => import('./pages/NotificationsPage')) }],
  },
  admin: {
    routes: [{ path: 'station-messages', lazy: lazyPage(() => import('./pages/AdminStationMessagesPage')) }],
    links: [{ to: '/admin/station-messages', labelKey: 'notifications:admin.nav', icon: IconSpeakerphone }],
  },
  // A tapped push in an open window: the service worker posts the route, this navigates (0.5 s / 1 s).
  shell: [{ order: 90, when: 'signedIn', Component: lazy(() => import('./components/PushNavigator')) }],
});
