import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { LoadingState } from '../components/States';
import * as catalogRoutes from '../features/catalog/routes';
import * as leaseRoutes from '../features/lease/routes';
import * as listingsRoutes from '../features/listings/routes';
import * as regionsRoutes from '../features/regions/routes';
import * as rentalsRoutes from '../features/rentals/routes';
import * as shopsRoutes from '../features/shops/routes';
import { mustUpdateBeforeNavigating } from '../features/version/version';
import { setNavigator } from '../lib/navigation';
import { RequireAuth, requireAuthLoader } from './guards';
import { AppLayout, PlainLayout } from './layout/AppLayout';
import { lazyPage } from './lazy-page';
import { RootShell } from './RootShell';
import { RouteError } from './RouteError';

/** Runs on launch and on every navigation: a mandatory update wins over any destination. */
async function versionGate({ request }: { request: Request }) {
  const { pathname } = new URL(request.url);
  if (pathname !== '/new-version' && (await mustUpdateBeforeNavigating())) throw redirect('/new-version');
  return null;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootShell,
    loader: versionGate,
    shouldRevalidate: () => true,
    ErrorBoundary: RouteError,
    HydrateFallback: () => <LoadingState />,
    children: [
      {
        Component: AppLayout,
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: lazyPage(() => import('../features/home/pages/HomePage')) },
          { path: 'moments', lazy: lazyPage(() => import('../features/moments/pages/MomentsPage')) },
          { path: 'publish', lazy: lazyPage(() => import('../features/publish/pages/PublishPage')) },
          { path: 'settings', lazy: lazyPage(() => import('../features/settings/pages/SettingsPage')) },
          { path: 'about/agreement', lazy: lazyPage(() => import('../features/about/pages/AgreementPage')) },
          { path: 'about/privacy', lazy: lazyPage(() => import('../features/about/pages/PrivacyPage')) },
          { path: 'about/terms', lazy: lazyPage(() => import('../features/about/pages/TermsPage')) },
          { path: 'contact', lazy: lazyPage(() => import('../features/about/pages/ContactPage')) },
          ...regionsRoutes.publicRoutes,
          ...catalogRoutes.publicRoutes,
          ...listingsRoutes.publicRoutes,
          ...shopsRoutes.publicRoutes,
          ...rentalsRoutes.publicRoutes,
          ...leaseRoutes.publicRoutes,
          {
            loader: requireAuthLoader,
            Component: RequireAuth,
            children: [
              { path: 'mine', lazy: lazyPage(() => import('../features/users/pages/MinePage')) },
              {
                path: 'notifications',
                lazy: lazyPage(() => import('../features/notifications/pages/NotificationsPage')),
              },
              { path: 'settings/profile', lazy: lazyPage(() => import('../features/users/pages/EditProfilePage')) },
              { path: 'settings/password', lazy: lazyPage(() => import('../features/users/pages/ChangePasswordPage')) },
              {
                path: 'settings/delete-account',
                lazy: lazyPage(() => import('../features/users/pages/DeleteAccountPage')),
              },
              { path: 'wallet', lazy: lazyPage(() => import('../features/wallet/pages/WalletPage')) },
              { path: 'wallet/recharge', lazy: lazyPage(() => import('../features/wallet/pages/RechargePage')) },
              { path: 'wallet/withdraw', lazy: lazyPage(() => import('../features/wallet/pages/WithdrawPage')) },
              { path: 'wallet/withdrawals', lazy: lazyPage(() => import('../features/wallet/pages/WithdrawalsPage')) },
              {
                path: 'wallet/transactions/:id',
                lazy: lazyPage(() => import('../features/wallet/pages/TransactionDetailPage')),
              },
              {
                path: 'pay/result/:paymentId',
                lazy: lazyPage(() => import('../features/payments/pages/PaymentResultPage')),
              },
              { path: 'deposits', lazy: lazyPage(() => import('../features/deposits/pages/DepositsPage')) },
              { path: 'deposits/pay', lazy: lazyPage(() => import('../features/deposits/pages/DepositPayPage')) },
              { path: 'deposits/:id', lazy: lazyPage(() => import('../features/deposits/pages/DepositDetailPage')) },
              { path: 'vip', lazy: lazyPage(() => import('../features/vip/pages/VipPage')) },
              {
                path: 'admin/withdrawals',
                lazy: lazyPage(() => import('../features/wallet/pages/AdminWithdrawalsPage')),
              },
              {
                path: 'admin/withdrawals/:id/payout',
                lazy: lazyPage(() => import('../features/wallet/pages/AdminPayoutPage')),
                handle: { hideTabBar: true },
              },
              ...regionsRoutes.authRoutes,
              ...catalogRoutes.authRoutes,
              ...listingsRoutes.authRoutes,
              ...shopsRoutes.authRoutes,
              ...rentalsRoutes.authRoutes,
              ...leaseRoutes.authRoutes,
            ],
          },
          { path: '*', lazy: lazyPage(() => import('./NotFoundPage')) },
        ],
      },
      {
        Component: PlainLayout,
        ErrorBoundary: RouteError,
        children: [
          { path: 'login', lazy: lazyPage(() => import('../features/auth/pages/LoginPage')) },
          { path: 'register', lazy: lazyPage(() => import('../features/auth/pages/RegisterPage')) },
          { path: 'forgot-password', lazy: lazyPage(() => import('../features/auth/pages/ForgotPasswordPage')) },
          { path: 'new-version', lazy: lazyPage(() => import('../features/version/pages/NewVersionPage')) },
        ],
      },
    ],
  },
];

/** Created after i18n and the API client are ready: the first loaders run at creation. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setNavigator((to, options) => (typeof to === 'number' ? router.navigate(to) : router.navigate(to, options)));
  return router;
}
