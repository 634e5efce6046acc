import { IconReceipt } from '@tabler/icons-react';
import { lazy } from 'react';
import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

export const dealsFeature = defineFeature({
  name: 'deals',
  routes: {
    loggedIn: [
      { path: 'deals', lazy: lazyPage(() => import('./pages/MyDealsPage')) },
      { path: 'deals/:id', lazy: lazyPage(() => import('./pages/DealPage')) },
    ],
  },
  admin: {
    routes: [{ path: 'deals', lazy: lazyPage(() => import('./pages/AdminDealsPage')) }],
    links: [{ to: '/admin/deals', labelKey: 'deals:admin.title', icon: IconReceipt }],
  },
  mine: { order: 55, Links: lazy(() => import('./components/MineLinks').then((m) => ({ default: m.DealsMineLinks }))) },
});
