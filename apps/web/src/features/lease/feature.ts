import { IconCarSuv, IconClipboardList } from '@tabler/icons-react';
import { lazy } from 'react';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';
import { getSession } from '../../lib/session';
import { ADMIN_OFFERS_PATH, MERCHANT_OFFERS_PATH } from './offers-path';

/** Form and detail pages hide the phone tab bar. */
const full = { hideTabBar: true };

const offerPages = {
  list: lazyPage(() => import('./pages/AdminLeaseOffersPage')),
  form: lazyPage(() => import('./pages/LeaseOfferFormPage')),
};

/** A merchant's old link to /admin/lease/offers... (or an edit button for their offer) leads to /merchant. */
function merchantsToTheirOffers({ request }: LoaderFunctionArgs) {
  if (getSession().user?.roles.includes('admin')) return null;
  const url = new URL(request.url);
  throw redirect(url.pathname.replace(ADMIN_OFFERS_PATH, MERCHANT_OFFERS_PATH) + url.search);
}

export const leaseFeature = defineFeature({
  name: 'lease',
  routes: {
    public: [
      { path: 'lease', lazy: lazyPage(() => import('./pages/LeaseHomePage')) },
      { path: 'lease/tips', lazy: lazyPage(() => import('./pages/LeaseTipsPage')) },
      { path: 'lease/offers', lazy: lazyPage(() => import('./pages/LeaseOffersPage')) },
      { path: 'lease/offers/:id', lazy: lazyPage(() => import('./pages/LeaseOfferDetailPage')), handle: full },
      { path: 'lease/offers/:id/select', lazy: lazyPage(() => import('./pages/LeaseOfferSelectPage')), handle: full },
      { path: 'lease/calculator', lazy: lazyPage(() => import('./pages/LeaseCalculatorPage')), handle: full },
      { path: 'lease/loans', lazy: lazyPage(() => import('./pages/LoanComparisonPage')), handle: full },
      { path: 'lease/faq', lazy: lazyPage(() => import('./pages/LeaseFaqPage')) },
      { path: 'rentals/terms', lazy: lazyPage(() => import('./pages/RentalTermsPage')) },
    ],
    loggedIn: [
      { path: 'lease/demand', lazy: lazyPage(() => import('./pages/LeaseDemandPage')), handle: full },
      { path: 'me/lease', lazy: lazyPage(() => import('./pages/MyLeasePage')) },
      { path: 'merchant/lease/offers', lazy: offerPages.list },
      { path: 'merchant/lease/offers/new', lazy: offerPages.form, handle: full },
      { path: 'merchant/lease/offers/:id/edit', lazy: offerPages.form, handle: full },
    ],
  },
  admin: {
    routes: [
      { path: 'lease/demands', lazy: lazyPage(() => import('./pages/AdminLeaseDemandsPage')) },
      { path: 'lease/offers', lazy: offerPages.list, loader: merchantsToTheirOffers },
      { path: 'lease/offers/new', lazy: offerPages.form, loader: merchantsToTheirOffers, handle: full },
      { path: 'lease/offers/:id/edit', lazy: offerPages.form, loader: merchantsToTheirOffers, handle: full },
    ],
    links: [
      { to: '/admin/lease/demands', labelKey: 'lease:nav.adminDemands', icon: IconClipboardList },
      { to: ADMIN_OFFERS_PATH, labelKey: 'lease:nav.adminOffers', icon: IconCarSuv },
    ],
  },
  mine: {
    order: 40,
    Links: lazy(() => import('./components/MineLinks').then((m) => ({ default: m.LeaseMineLinks }))),
  },
});
