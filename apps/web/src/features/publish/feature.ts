import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

/** The Publish tab lists the other features' kinds (their `publish` entries). */
export const publishFeature = defineFeature({
  name: 'publish',
  routes: { public: [{ path: 'publish', lazy: lazyPage(() => import('./pages/PublishPage')) }] },
});
