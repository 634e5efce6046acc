import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

export const aboutFeature = defineFeature({
  name: 'about',
  routes: {
    public: [
      { path: 'about/agreement', lazy: lazyPage(() => import('./pages/AgreementPage')) },
      { path: 'about/privacy', lazy: lazyPage(() => import('./pages/PrivacyPage')) },
      { path: 'about/terms', lazy: lazyPage(() => import('./pages/TermsPage')) },
      { path: 'contact', lazy: lazyPage(() => import('./pages/ContactPage')) },
    ],
  },
});
