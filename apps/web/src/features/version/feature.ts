import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

export const versionFeature = defineFeature({
  name: 'version',
  routes: { plain: [{ path: 'new-version', lazy: lazyPage(() => import('./pages/NewVersionPage')) }] },
});
