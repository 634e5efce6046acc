import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

/** The Mine page gathers the other features' rows (their `mine` entries). */
export const usersFeature = defineFeature({
  name: 'users',
  routes: {
    loggedIn: [
      { path: 'mine', lazy: lazyPage(() => import('./pages/MinePage')) },
      { path: 'settings/profile', lazy: lazyPage(() => import('./pages/EditProfilePage')) },
      { path: 'settings/password', lazy: lazyPage(() => import('./pages/ChangePasswordPage')) },
      { path: 'settings/delete-account', lazy: lazyPage(() => import('./pages/DeleteAccountPage')) },
    ],
  },
});
