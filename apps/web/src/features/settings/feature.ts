import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

export const settingsFeature = defineFeature({
  name: 'settings',
  routes: { public: [{ path: 'settings', lazy: lazyPage(() => import('./pages/SettingsPage')) }] },
});
