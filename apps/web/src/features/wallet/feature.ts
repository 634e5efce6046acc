import { IconCash } from '@tabler/icons-react';
import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

export const walletFeature = defineFeature({
  name: 'wallet',
  routes: {
    loggedIn: [
      { path: 'wallet', lazy: lazyPage(() => import('./pages/WalletPage')) },
      { path: 'wallet/recharge', lazy: lazyPage(() => import('./pages/RechargePage')) },
      { path: 'wallet/withdraw', lazy: lazyPage(() => import('./pages/WithdrawPage')) },
      { path: 'wallet/withdrawals', lazy: lazyPage(() => import('./pages/WithdrawalsPage')) },
      { path: 'wallet/transactions/:id', lazy: lazyPage(() => import('./pages/TransactionDetailPage')) },
    ],
  },
  admin: {
    routes: [
      { path: 'withdrawals', lazy: lazyPage(() => import('./pages/AdminWithdrawalsPage')) },
      {
        path: 'withdrawals/:id/payout',
        lazy: lazyPage(() => import('./pages/AdminPayoutPage')),
        handle: { hideTabBar: true },
      },
    ],
    links: [{ to: '/admin/withdrawals', labelKey: 'wallet:admin.title', icon: IconCash }],
  },
});
