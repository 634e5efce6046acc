import { IconGavel, IconShieldCheck } from '@tabler/icons-react';
import { lazy } from 'react';
import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

/** Auctions: sessions and lots, earnest money, live bidding, my bids and watch list, releasing a car, the admins' review and schedule. */
export const auctionsFeature = defineFeature({
  name: 'auctions',
  routes: {
    public: [
      { path: 'auctions', lazy: lazyPage(() => import('./pages/AuctionsPage')) },
      { path: 'auctions/sessions/:id', lazy: lazyPage(() => import('./pages/SessionPage')) },
      { path: 'auctions/lots/:id', lazy: lazyPage(() => import('./pages/LotPage')) },
    ],
    loggedIn: [
      { path: 'auctions/me/bids', lazy: lazyPage(() => import('./pages/MyBidsPage')) },
      { path: 'auctions/me/watches', lazy: lazyPage(() => import('./pages/MyWatchesPage')) },
      { path: 'auctions/me/releases', lazy: lazyPage(() => import('./pages/MyReleasesPage')) },
      { path: 'auctions/release', lazy: lazyPage(() => import('./pages/ReleasePage')) },
      { path: 'auctions/release/:listingId', lazy: lazyPage(() => import('./pages/ReleasePage')) },
    ],
  },
  admin: {
    routes: [
      { path: 'auctions', lazy: lazyPage(() => import('./pages/AdminSessionsPage')) },
      { path: 'auctions/releases', lazy: lazyPage(() => import('./pages/AdminReleasesPage')) },
      { path: 'auctions/sessions/new', lazy: lazyPage(() => import('./pages/AdminNewSessionPage')) },
      { path: 'auctions/sessions/:id', lazy: lazyPage(() => import('./pages/AdminSessionPage')) },
    ],
    links: [
      { to: '/admin/auctions', labelKey: 'auctions:admin.sessionsTitle', icon: IconGavel },
      { to: '/admin/auctions/releases', labelKey: 'auctions:admin.releasesTitle', icon: IconShieldCheck },
    ],
  },
  mine: {
    order: 45,
    Links: lazy(() => import('./components/MineLinks').then((m) => ({ default: m.AuctionsMineLinks }))),
  },
  home: [
    {
      key: 'auctions',
      labelKey: 'home:home.tabs.auctions',
      order: 30,
      Content: lazy(() => import('./components/HomeAuctionsTab').then((m) => ({ default: m.HomeAuctionsTab }))),
    },
  ],
  publish: [{ key: 'auctionCar', icon: IconGavel, to: '/auctions/release', order: 35 }],
});
