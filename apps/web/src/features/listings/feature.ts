import { IconCar, IconShieldCheck, IconWorldUpload } from '@tabler/icons-react';
import { lazy } from 'react';
import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

const full = { hideTabBar: true };

export const listingsFeature = defineFeature({
  name: 'listings',
  routes: {
    public: [
      { path: 'cars', lazy: lazyPage(() => import('./pages/CarListPage')) },
      { path: 'cars/search', lazy: lazyPage(() => import('./pages/CarSearchPage')), handle: full },
      { path: 'cars/:id', lazy: lazyPage(() => import('./pages/CarDetailPage')), handle: full },
      { path: 'cars/:id/report', lazy: lazyPage(() => import('./pages/CarReportPage')), handle: full },
      { path: 'sellers/:userId', lazy: lazyPage(() => import('./pages/SellerPage')) },
    ],
    loggedIn: [
      { path: 'cars/publish', lazy: lazyPage(() => import('./pages/PublishCarPage')), handle: full },
      { path: 'cars/:id/edit', lazy: lazyPage(() => import('./pages/EditCarPage')), handle: full },
      { path: 'me/cars', lazy: lazyPage(() => import('./pages/MyCarsPage')) },
      { path: 'me/favourites', lazy: lazyPage(() => import('./pages/FavouritesPage')) },
      { path: 'me/history', lazy: lazyPage(() => import('./pages/HistoryPage')) },
    ],
  },
  admin: {
    routes: [
      { path: 'listings', lazy: lazyPage(() => import('./pages/AdminListingsPage')) },
      { path: 'listings/:id', lazy: lazyPage(() => import('./pages/AdminListingReviewPage')), handle: full },
    ],
    links: [{ to: '/admin/listings', labelKey: 'listings:admin.title', icon: IconShieldCheck }],
  },
  mine: {
    order: 20,
    Links: lazy(() => import('./components/MineLinks').then((m) => ({ default: m.ListingsMineLinks }))),
  },
  home: [
    {
      key: 'cars',
      labelKey: 'home:home.tabs.cars',
      order: 20,
      Content: lazy(() => import('./components/HomeCarsTab').then((m) => ({ default: m.HomeCarsTab }))),
    },
  ],
  publish: [
    { key: 'car', icon: IconCar, to: '/cars/publish', order: 10 },
    { key: 'exportCar', icon: IconWorldUpload, to: '/cars/publish?kind=export', order: 20 },
  ],
});
