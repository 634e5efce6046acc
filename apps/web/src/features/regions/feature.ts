import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

export const regionsFeature = defineFeature({
  name: 'regions',
  routes: {
    public: [{ path: 'city', lazy: lazyPage(() => import('./pages/CityPage')), handle: { hideTabBar: true } }],
  },
});
