import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

export const vipFeature = defineFeature({
  name: 'vip',
  routes: { loggedIn: [{ path: 'vip', lazy: lazyPage(() => import('./pages/VipPage')) }] },
});
