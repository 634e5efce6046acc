/**
 * Service worker: registered in production web builds only (not in dev, not inside Capacitor).
 * A new version installs and waits; `activateUpdate()` (the update page) tells it to take over and
 * reloads once it controls the page.
 */
import { isNativeApp } from './native';

export function serviceWorkerSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !serviceWorkerSupported() || isNativeApp()) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      /* the app works without it, only not offline */
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

function waitForWaiting(registration: ServiceWorkerRegistration, timeoutMs: number): Promise<ServiceWorker | null> {
  if (registration.waiting) return Promise.resolve(registration.waiting);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(registration.waiting), timeoutMs);
    const track = (worker: ServiceWorker | null) => {
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed') {
          clearTimeout(timer);
          resolve(registration.waiting ?? worker);
        }
      });
    };
    track(registration.installing);
    registration.addEventListener('updatefound', () => track(registration.installing));
  });
}

/** Activates the waiting service worker and reloads; without one, a plain reload fetches the new build. */
export async function activateUpdate(reload: () => void = () => window.location.reload()): Promise<void> {
  if (!serviceWorkerSupported()) {
    reload();
    return;
  }
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) {
    reload();
    return;
  }
  await registration.update().catch(() => {});
  if (!registration.installing && !registration.waiting) {
    // No newer worker: the build on the server is what we run; a reload fetches the newest shell.
    reload();
    return;
  }
  const waiting = await waitForWaiting(registration, 20_000);
  if (!waiting) {
    reload();
    return;
  }
  let reloaded = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloaded) return;
    reloaded = true;
    reload();
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
  // If the browser never fires controllerchange, reload anyway.
  setTimeout(() => {
    if (!reloaded) {
      reloaded = true;
      reload();
    }
  }, 5_000);
}
