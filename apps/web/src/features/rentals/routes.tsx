import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

/** Form and detail pages hide the phone tab bar. */
const full = { hideTabBar: true };

/** Pages of this feature anyone may open. */
export const publicRoutes: RouteObject[] = [
  { path: 'rentals', lazy: lazyPage(() => import('./pages/RentalListPage')) },
  { path: 'rentals/cars/:id', lazy: lazyPage(() => import('./pages/RentalCarDetailPage')), handle: full },
  { path: 'rentals/notice', lazy: lazyPage(() => import('./pages/RentalNoticePage')) },
  { path: 'rentals/agreements/:doc', lazy: lazyPage(() => import('./pages/RentalAgreementPage')) },
];

/** Pages that need a logged-in user (rendered inside the auth guard). */
export const authRoutes: RouteObject[] = [
  { path: 'rentals/cars/:id/book', lazy: lazyPage(() => import('./pages/BookingConfirmPage')), handle: full },
  { path: 'me/drivers', lazy: lazyPage(() => import('./pages/DriversPage')) },
  { path: 'me/drivers/new', lazy: lazyPage(() => import('./pages/DriverEditPage')), handle: full },
  { path: 'me/drivers/:id', lazy: lazyPage(() => import('./pages/DriverEditPage')), handle: full },
  { path: 'me/rentals', lazy: lazyPage(() => import('./pages/MyBookingsPage')) },
  { path: 'me/rentals/:id', lazy: lazyPage(() => import('./pages/BookingDetailPage')), handle: full },
  { path: 'rentals/publish', lazy: lazyPage(() => import('./pages/PublishRentalCarPage')), handle: full },
  { path: 'merchant/rentals/cars', lazy: lazyPage(() => import('./pages/FleetPage')) },
  {
    path: 'merchant/rentals/cars/:id/edit',
    lazy: lazyPage(() => import('./pages/PublishRentalCarPage')),
    handle: full,
  },
  { path: 'merchant/rentals/branches', lazy: lazyPage(() => import('./pages/BranchesPage')) },
  { path: 'merchant/rentals/orders', lazy: lazyPage(() => import('./pages/OrdersAdminPage')) },
  {
    path: 'merchant/rentals/orders/:id',
    lazy: lazyPage(() => import('./pages/OrderAdminDetailPage')),
    handle: full,
  },
  { path: 'admin/rentals/cars', lazy: lazyPage(() => import('./pages/AdminFleetPage')) },
  { path: 'admin/rentals/orders', lazy: lazyPage(() => import('./pages/AdminOrdersPage')) },
  { path: 'admin/rentals/orders/:id', lazy: lazyPage(() => import('./pages/OrderAdminDetailPage')), handle: full },
  { path: 'admin/rentals/claims', lazy: lazyPage(() => import('./pages/AdminClaimsPage')) },
];
