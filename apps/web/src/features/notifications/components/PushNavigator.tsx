import { isAppRoute, pushNavigationDelayMs } from '@souq/shared/notifications/notification-route';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * A tapped push in a window that was already open: the service worker focuses it and posts the
 * route; the app goes there after 0.5 s (a live after 1 s), as the spec says.
 */
export default function PushNavigator() {
  const navigate = useNavigate();
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; route?: unknown } | null;
      if (data?.type !== 'souq:navigate' || !isAppRoute(data.route)) return;
      const route = data.route;
      timers.push(setTimeout(() => void navigate(route), pushNavigationDelayMs(route)));
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => {
      navigator.serviceWorker.removeEventListener('message', onMessage);
      for (const timer of timers) clearTimeout(timer);
    };
  }, [navigate]);
  return null;
}
