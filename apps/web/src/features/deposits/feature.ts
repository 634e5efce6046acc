import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

export const depositsFeature = defineFeature({
  name: 'deposits',
  routes: {
    loggedIn: [
      { path: 'deposits', lazy: lazyPage(() => import('./pages/DepositsPage')) },
      { path: 'deposits/pay', lazy: lazyPage(() => import('./pages/DepositPayPage')) },
      { path: 'deposits/:id', lazy: lazyPage(() => import('./pages/DepositDetailPage')) },
    ],
  },
});
