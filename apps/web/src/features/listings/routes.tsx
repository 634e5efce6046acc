import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const page = {
  list: lazyPage(() => import('./pages/CarListPage')),
  search: lazyPage(() => import('./pages/CarSearchPage')),
  detail: lazyPage(() => import('./pages/CarDetailPage')),
  report: lazyPage(() => import('./pages/CarReportPage')),
  seller: lazyPage(() => import('./pages/SellerPage')),
  publish: lazyPage(() => import('./pages/PublishCarPage')),
  edit: lazyPage(() => import('./pages/EditCarPage')),
  mine: lazyPage(() => import('./pages/MyCarsPage')),
  favourites: lazyPage(() => import('./pages/FavouritesPage')),
  history: lazyPage(() => import('./pages/HistoryPage')),
  admin: lazyPage(() => import('./pages/AdminListingsPage')),
  review: lazyPage(() => import('./pages/AdminListingReviewPage')),
};

/** Pages of this feature anyone may open. */
export const publicRoutes: RouteObject[] = [
  { path: 'cars', lazy: page.list },
  { path: 'cars/search', lazy: page.search, handle: { hideTabBar: true } },
  { path: 'cars/:id', lazy: page.detail, handle: { hideTabBar: true } },
  { path: 'cars/:id/report', lazy: page.report, handle: { hideTabBar: true } },
  { path: 'sellers/:userId', lazy: page.seller },
];

/** Pages that need a logged-in user (rendered inside the auth guard). */
export const authRoutes: RouteObject[] = [
  { path: 'cars/publish', lazy: page.publish, handle: { hideTabBar: true } },
  { path: 'cars/:id/edit', lazy: page.edit, handle: { hideTabBar: true } },
  { path: 'me/cars', lazy: page.mine },
  { path: 'me/favourites', lazy: page.favourites },
  { path: 'me/history', lazy: page.history },
  { path: 'admin/listings', lazy: page.admin },
  { path: 'admin/listings/:id', lazy: page.review, handle: { hideTabBar: true } },
];
