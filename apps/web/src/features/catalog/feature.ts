import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

export const catalogFeature = defineFeature({
  name: 'catalog',
  routes: {
    public: [{ path: 'brands', lazy: lazyPage(() => import('./pages/BrandsPage')), handle: { hideTabBar: true } }],
  },
});
