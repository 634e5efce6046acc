import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

/** Pages of this feature anyone may open. */
export const publicRoutes: RouteObject[] = [
  { path: 'brands', lazy: lazyPage(() => import('./pages/BrandsPage')), handle: { hideTabBar: true } },
];

/** Pages that need a logged-in user (rendered inside the auth guard). */
export const authRoutes: RouteObject[] = [];
