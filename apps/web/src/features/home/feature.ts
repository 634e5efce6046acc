import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

/** Home gathers the other features' tabs (their `home` entries); it has no content of its own. */
export const homeFeature = defineFeature({
  name: 'home',
  routes: { public: [{ index: true, lazy: lazyPage(() => import('./pages/HomePage')) }] },
});
