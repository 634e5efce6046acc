import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const page = {
  list: lazyPage(() => import('./pages/ShopsPage')),
  detail: lazyPage(() => import('./pages/ShopPage')),
  open: lazyPage(() => import('./pages/OpenShopPage')),
  manage: lazyPage(() => import('./pages/MyShopPage')),
  edit: lazyPage(() => import('./pages/EditShopPage')),
  consultants: lazyPage(() => import('./pages/ConsultantsPage')),
  following: lazyPage(() => import('./pages/FollowingPage')),
  admin: lazyPage(() => import('./pages/AdminShopsPage')),
};

/** Pages of this feature anyone may open. */
export const publicRoutes: RouteObject[] = [
  { path: 'shops', lazy: page.list },
  { path: 'shops/:id', lazy: page.detail, handle: { hideTabBar: true } },
];

/** Pages that need a logged-in user (rendered inside the auth guard). */
export const authRoutes: RouteObject[] = [
  { path: 'me/shop', lazy: page.manage },
  { path: 'me/shop/open', lazy: page.open, handle: { hideTabBar: true } },
  { path: 'me/shop/edit', lazy: page.edit, handle: { hideTabBar: true } },
  { path: 'me/shop/consultants', lazy: page.consultants, handle: { hideTabBar: true } },
  { path: 'me/following', lazy: page.following },
  { path: 'admin/shops', lazy: page.admin },
];
