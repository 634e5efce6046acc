import { IconBuildingStore } from '@tabler/icons-react';
import { lazy } from 'react';
import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

const full = { hideTabBar: true };

export const shopsFeature = defineFeature({
  name: 'shops',
  routes: {
    public: [
      { path: 'shops', lazy: lazyPage(() => import('./pages/ShopsPage')) },
      { path: 'shops/:id', lazy: lazyPage(() => import('./pages/ShopPage')), handle: full },
    ],
    loggedIn: [
      { path: 'me/shop', lazy: lazyPage(() => import('./pages/MyShopPage')) },
      { path: 'me/shop/open', lazy: lazyPage(() => import('./pages/OpenShopPage')), handle: full },
      { path: 'me/shop/edit', lazy: lazyPage(() => import('./pages/EditShopPage')), handle: full },
      { path: 'me/shop/consultants', lazy: lazyPage(() => import('./pages/ConsultantsPage')), handle: full },
      { path: 'me/following', lazy: lazyPage(() => import('./pages/FollowingPage')) },
    ],
  },
  admin: {
    routes: [{ path: 'shops', lazy: lazyPage(() => import('./pages/AdminShopsPage')) }],
    links: [{ to: '/admin/shops', labelKey: 'shops:admin.title', icon: IconBuildingStore }],
  },
  mine: {
    order: 30,
    Links: lazy(() => import('./components/MineLinks').then((m) => ({ default: m.ShopsMineLinks }))),
  },
});
