import { IconCar, IconGavel, IconKey, IconListDetails } from '@tabler/icons-react';
import { lazy } from 'react';
import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

/** Form and detail pages hide the phone tab bar. */
const full = { hideTabBar: true };

export const rentalsFeature = defineFeature({
  name: 'rentals',
  routes: {
    public: [
      { path: 'rentals', lazy: lazyPage(() => import('./pages/RentalListPage')) },
      { path: 'rentals/cars/:id', lazy: lazyPage(() => import('./pages/RentalCarDetailPage')), handle: full },
      { path: 'rentals/notice', lazy: lazyPage(() => import('./pages/RentalNoticePage')) },
      { path: 'rentals/agreements/:doc', lazy: lazyPage(() => import('./pages/RentalAgreementPage')) },
    ],
    loggedIn: [
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
    ],
  },
  admin: {
    routes: [
      { path: 'rentals/cars', lazy: lazyPage(() => import('./pages/AdminFleetPage')) },
      { path: 'rentals/orders', lazy: lazyPage(() => import('./pages/AdminOrdersPage')) },
      { path: 'rentals/orders/:id', lazy: lazyPage(() => import('./pages/OrderAdminDetailPage')), handle: full },
      { path: 'rentals/claims', lazy: lazyPage(() => import('./pages/AdminClaimsPage')) },
    ],
    links: [
      { to: '/admin/rentals/orders', labelKey: 'rentals:mine.adminOrders', icon: IconListDetails },
      { to: '/admin/rentals/cars', labelKey: 'rentals:mine.adminCars', icon: IconCar },
      { to: '/admin/rentals/claims', labelKey: 'rentals:mine.adminClaims', icon: IconGavel },
    ],
  },
  mine: {
    order: 10,
    Links: lazy(() => import('./components/MineLinks').then((m) => ({ default: m.RentalsMineLinks }))),
  },
  home: [
    {
      key: 'rent',
      labelKey: 'home:home.tabs.rent',
      order: 10,
      Content: lazy(() => import('./components/HomeRentTab').then((m) => ({ default: m.HomeRentTab }))),
    },
  ],
  publish: [{ key: 'rentalCar', icon: IconKey, to: '/rentals/publish', order: 30 }],
});
