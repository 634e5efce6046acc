import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

export const momentsFeature = defineFeature({
  name: 'moments',
  routes: { public: [{ path: 'moments', lazy: lazyPage(() => import('./pages/MomentsPage')) }] },
});
