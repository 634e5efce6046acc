/**
 * Tab bar badges. Mine shows the notification unread count plus the chat's total unread (both live
 * over the socket; the chat's entry is on Mine and in the side navigation). Home (new
 * cars) and Moments (new circle posts) are filled by their features through `setTabBadge`; until
 * those exist they stay 0 and no badge is drawn.
 */
import { useSyncExternalStore } from 'react';
import { useChatUnread } from '../features/chat';
import { useUnreadCount } from '../features/notifications/api/get-unread-count';

export type TabKey = 'home' | 'moments' | 'publish' | 'mine';
export type TabBadges = Record<TabKey, number>;

let counts: Omit<TabBadges, 'mine'> = { home: 0, moments: 0, publish: 0 };
const listeners = new Set<() => void>();

export function setTabBadge(tab: Exclude<TabKey, 'mine'>, count: number): void {
  if (counts[tab] === count) return;
  counts = { ...counts, [tab]: Math.max(0, Math.floor(count)) };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTabBadges(): TabBadges {
  const external = useSyncExternalStore(
    subscribe,
    () => counts,
    () => counts,
  );
  const unread = useUnreadCount();
  const chat = useChatUnread();
  return { ...external, mine: unread + chat };
}
