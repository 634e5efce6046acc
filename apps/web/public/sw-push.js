/* Souq Motors: Web Push in the service worker (imported by sw.js with importScripts).
 * - push: shows the notification the API sent ({ title, body, route, tag }), unless a window of the
 *   app is visible and focused (the app shows its own toast then).
 * - notificationclick: focuses an open window and posts it the route (the app navigates after 0.5 s,
 *   a live after 1 s), or opens a new window at the route.
 * The pure parts are on self.souqPush so that a unit test can load this file and call them.
 */
((scope) => {
  var ICON = '/icons/icon-192.png';

  /** An in-app path only: one leading slash, no scheme or host, no backslash, no control character. */
  function isAppRoute(route) {
    return (
      typeof route === 'string' &&
      route.length <= 500 &&
      route.charAt(0) === '/' &&
      route.charAt(1) !== '/' &&
      route.indexOf('\\') === -1 &&
      // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
      !/[\u0000-\u001f\u007f-\u009f]/.test(route)
    );
  }

  /** The spec: navigate 0.5 s after the tap, 1 s for a live. */
  function delayFor(route) {
    return /^\/live(\/|\?|$)/.test(route) ? 1000 : 500;
  }

  function text(value, max) {
    var s = typeof value === 'string' ? value : '';
    return s.length > max ? `${s.slice(0, max - 1)}\u2026` : s;
  }

  /** What to show for a push's JSON (anything else: a plain notice that opens the centre). */
  function parsePush(data) {
    var d = data && typeof data === 'object' ? data : {};
    var route = isAppRoute(d.route) ? d.route : '/notifications';
    return {
      title: text(d.title, 120) || 'Souq Motors',
      options: {
        body: text(d.body, 300),
        icon: ICON,
        badge: ICON,
        tag: typeof d.tag === 'string' && d.tag ? text(d.tag, 64) : undefined,
        data: { route: route },
      },
    };
  }

  /** Where a tap goes: the URL to open and how long the app waits before navigating. */
  function clickTarget(data, origin) {
    var route = data && isAppRoute(data.route) ? data.route : '/notifications';
    return { route: route, url: `${origin}${route}`, delayMs: delayFor(route) };
  }

  scope.souqPush = { isAppRoute: isAppRoute, delayFor: delayFor, parsePush: parsePush, clickTarget: clickTarget };

  if (typeof scope.addEventListener !== 'function' || !scope.registration) return;

  scope.addEventListener('push', (event) => {
    var json = null;
    try {
      json = event.data ? event.data.json() : null;
    } catch (_e) {
      json = { body: event.data ? event.data.text() : '' };
    }
    var shown = parsePush(json);
    event.waitUntil(
      scope.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        var focused = windows.some((w) => w.focused && w.visibilityState === 'visible');
        if (focused) return undefined; // the open app shows it live
        return scope.registration.showNotification(shown.title, shown.options);
      }),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    var target = clickTarget(event.notification.data, scope.location.origin);
    event.waitUntil(
      scope.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        var open = windows.find((w) => new URL(w.url).origin === scope.location.origin);
        if (open) {
          return open.focus().then((w) => {
            (w || open).postMessage({ type: 'souq:navigate', route: target.route });
          });
        }
        return scope.clients.openWindow(target.url);
      }),
    );
  });
})(self);
