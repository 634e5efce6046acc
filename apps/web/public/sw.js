/* Souq Motors service worker (hand-written).
 * - Precaches the app shell and the hashed build assets (list written at build time).
 * - Navigations: network first, the cached shell when offline.
 * - /assets/*: cache first (file names are content hashes).
 * - /api, /socket.io, /files, /pay/sandbox (hosted checkout): never cached, straight to the network.
 * - A new version installs and then waits; the update page sends SKIP_WAITING to activate it.
 * - Web Push (sw-push.js): shows pushes and opens the app at their route when tapped.
 */
// Web Push: showing a push and routing its tap (public/sw-push.js).
importScripts('/sw-push.js');

const BUILD_ID = '__BUILD_ID__';
const PRECACHE = [] /* __PRECACHE__ */;
const CACHE = `souq-shell-${BUILD_ID}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(
        PRECACHE.map((url) =>
          cache.add(new Request(url, { cache: 'reload' })).catch(() => {
            /* one missing file must not block the install */
          }),
        ),
      ),
    ),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('souq-shell-') && k !== CACHE).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

function isNetworkOnly(url) {
  return (
    url.pathname.startsWith('/api/') ||
    url.pathname.startsWith('/socket.io') ||
    url.pathname.startsWith('/files/') ||
    // the payment gateway's hosted checkout (served by the API, never the app shell)
    url.pathname.startsWith('/pay/sandbox/')
  );
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (isNetworkOnly(url)) return; // the browser fetches it; nothing is cached

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put('/', copy));
          }
          return response;
        })
        .catch(() => caches.match('/').then((cached) => cached || Response.error())),
    );
    return;
  }

  if (url.pathname.startsWith('/assets/') || PRECACHE.includes(url.pathname)) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok && url.pathname.startsWith('/assets/')) {
              const copy = response.clone();
              caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
