import { lazy } from 'react';
import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

/** Live rooms of live auction sessions: the room, the host's console, the lives of followed hosts. */
export const liveFeature = defineFeature({
  name: 'live',
  routes: {
    public: [
      { path: 'live/:sessionId', lazy: lazyPage(() => import('./pages/LiveRoomPage')), handle: { hideTabBar: true } },
    ],
    loggedIn: [
      // The lives list draws the reminders itself.
      { path: 'live', lazy: lazyPage(() => import('./pages/LivesPage')), handle: { hideShell: true } },
      {
        path: 'live/:sessionId/host',
        lazy: lazyPage(() => import('./pages/HostConsolePage')),
        handle: { hideTabBar: true },
      },
    ],
  },
  // The broadcast reminders above every page for a signed-in user (loaded lazily, after the page).
  shell: [
    {
      order: 10,
      when: 'signedIn',
      Component: lazy(() => import('./components/LiveReminderBanner').then((m) => ({ default: m.LiveReminderBanner }))),
    },
  ],
  mine: { order: 46, Links: lazy(() => import('./components/MineLinks').then((m) => ({ default: m.LiveMineLinks }))) },
});
