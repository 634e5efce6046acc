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
      { path: 'live', lazy: lazyPage(() => import('./pages/LivesPage')) },
      {
        path: 'live/:sessionId/host',
        lazy: lazyPage(() => import('./pages/HostConsolePage')),
        handle: { hideTabBar: true },
      },
    ],
  },
  mine: { order: 46, Links: lazy(() => import('./components/MineLinks').then((m) => ({ default: m.LiveMineLinks }))) },
});
