// First: zod must be jitless before any schema is built (no eval under our CSP).
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import './app/app.css';
import { createAppRouter } from './app/router';
import { bootstrapSession, clearSessionAfterLoggedOut } from './app/session-flows';
import { cityHeaders } from './features/regions/selected-city';
import { API_ORIGIN, configureApi, SLOW_HINT_ID } from './lib/api';
import { appLanguage, i18n, initI18n } from './lib/i18n';
import { currentLocation, navigateTo } from './lib/navigation';
import { getToken } from './lib/session';
import { registerServiceWorker } from './lib/sw';
import { hideToast, toast } from './lib/toast';

async function start() {
  await initI18n();
  configureApi({
    baseUrl: API_ORIGIN,
    getToken,
    getLanguage: appLanguage,
    translate: (key, params) => i18n.t(key, params) as string,
    notify: ({ id, kind, message }) => toast({ id, kind, message, autoClose: id === SLOW_HINT_ID ? false : 3000 }),
    hideNotice: hideToast,
    clearSession: clearSessionAfterLoggedOut,
    getLocation: currentLocation,
    navigate: (to) => void navigateTo(to),
    extraHeaders: () => cityHeaders(),
  });
  // Spec 4, launch: a stored token is checked against the server in the background.
  void bootstrapSession();
  registerServiceWorker();

  const router = createAppRouter();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
