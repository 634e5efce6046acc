import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

export const authFeature = defineFeature({
  name: 'auth',
  routes: {
    plain: [
      { path: 'login', lazy: lazyPage(() => import('./pages/LoginPage')) },
      { path: 'register', lazy: lazyPage(() => import('./pages/RegisterPage')) },
      { path: 'forgot-password', lazy: lazyPage(() => import('./pages/ForgotPasswordPage')) },
    ],
  },
});
