import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

export const paymentsFeature = defineFeature({
  name: 'payments',
  routes: {
    loggedIn: [{ path: 'pay/result/:paymentId', lazy: lazyPage(() => import('./pages/PaymentResultPage')) }],
  },
});
