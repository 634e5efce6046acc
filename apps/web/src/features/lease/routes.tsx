import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

/** Form and detail pages hide the phone tab bar. */
const full = { hideTabBar: true };

/** Pages of this feature anyone may open. */
export const publicRoutes: RouteObject[] = [
  { path: 'lease', lazy: lazyPage(() => import('./pages/LeaseHomePage')) },
  { path: 'lease/tips', lazy: lazyPage(() => import('./pages/LeaseTipsPage')) },
  { path: 'lease/offers', lazy: lazyPage(() => import('./pages/LeaseOffersPage')) },
  { path: 'lease/offers/:id', lazy: lazyPage(() => import('./pages/LeaseOfferDetailPage')), handle: full },
  { path: 'lease/offers/:id/select', lazy: lazyPage(() => import('./pages/LeaseOfferSelectPage')), handle: full },
  { path: 'lease/calculator', lazy: lazyPage(() => import('./pages/LeaseCalculatorPage')), handle: full },
  { path: 'lease/loans', lazy: lazyPage(() => import('./pages/LoanComparisonPage')), handle: full },
  { path: 'lease/faq', lazy: lazyPage(() => import('./pages/LeaseFaqPage')) },
  { path: 'rentals/terms', lazy: lazyPage(() => import('./pages/RentalTermsPage')) },
];

/** Pages that need a logged-in user (rendered inside the auth guard). */
export const authRoutes: RouteObject[] = [
  { path: 'lease/demand', lazy: lazyPage(() => import('./pages/LeaseDemandPage')), handle: full },
  { path: 'me/lease', lazy: lazyPage(() => import('./pages/MyLeasePage')) },
  { path: 'admin/lease/demands', lazy: lazyPage(() => import('./pages/AdminLeaseDemandsPage')) },
  { path: 'admin/lease/offers', lazy: lazyPage(() => import('./pages/AdminLeaseOffersPage')) },
  { path: 'admin/lease/offers/new', lazy: lazyPage(() => import('./pages/LeaseOfferFormPage')), handle: full },
  { path: 'admin/lease/offers/:id/edit', lazy: lazyPage(() => import('./pages/LeaseOfferFormPage')), handle: full },
];
