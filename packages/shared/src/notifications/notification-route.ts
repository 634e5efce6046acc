/**
 * Where a notification belongs and where it leads, from its dotted type (`rental.order_confirmed`,
 * `station.message`, `system.message`). Shared by the API (the route a Web Push carries) and the web
 * app (the message centre's tabs and the tap on an item), so both send a user to the same page.
 */

/** The message centre's categories; chat is shown by the chat feature, not by the centre's tabs. */
export const NOTIFICATION_CATEGORIES = ['station', 'rental', 'order', 'booking', 'auction', 'system', 'chat'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** The categories the centre shows as tabs, in order. */
export const CENTRE_CATEGORIES = [
  'station',
  'rental',
  'order',
  'booking',
  'auction',
  'system',
] as const satisfies readonly NotificationCategory[];

/** The first segment of a type decides its category; an unknown one is a system notification. */
const BY_PREFIX: Record<string, NotificationCategory> = {
  station: 'station',
  rental: 'rental',
  lease: 'rental',
  deal: 'order',
  order: 'order',
  payment: 'order',
  refund: 'order',
  charge: 'order',
  wallet: 'order',
  deposit: 'order',
  vip: 'order',
  booking: 'booking',
  service: 'booking',
  services: 'booking',
  auction: 'auction',
  live: 'auction',
  chat: 'chat',
  system: 'system',
  account: 'system',
  listing: 'system',
  shop: 'system',
};

export function notificationCategory(type: string): NotificationCategory {
  return BY_PREFIX[type.split('.', 1)[0] ?? ''] ?? 'system';
}

/** The type prefixes of a category (what the API filters on). */
export function prefixesOf(category: NotificationCategory): string[] {
  const prefixes = Object.entries(BY_PREFIX)
    .filter(([, c]) => c === category)
    .map(([p]) => p);
  return prefixes;
}

/** Every known prefix (a type whose prefix is not here counts as `system`). */
export const KNOWN_PREFIXES: readonly string[] = Object.keys(BY_PREFIX);

/**
 * The spec's system-message sender (section 6): message types 1-5 and 7 open the admin order list,
 * type 6 the long-term list (the spec's longtermList with type=2: here the admin's long-term intents).
 */
export const SYSTEM_MESSAGE_ROUTES = {
  orders: '/admin/rentals/orders',
  longTerm: '/admin/lease/demands',
} as const;

export function systemMessageRoute(kind: unknown): string | null {
  const n = typeof kind === 'string' && /^\d$/.test(kind) ? Number(kind) : kind;
  if (n === 6) return SYSTEM_MESSAGE_ROUTES.longTerm;
  if (n === 1 || n === 2 || n === 3 || n === 4 || n === 5 || n === 7) return SYSTEM_MESSAGE_ROUTES.orders;
  return null;
}

/** An in-app path: starts with one slash, no scheme, no backslash, no control character, bounded. */
export function isAppRoute(route: unknown): route is string {
  return (
    typeof route === 'string' &&
    route.length <= 500 &&
    route.startsWith('/') &&
    !route.startsWith('//') &&
    !route.includes('\\') &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
    !/[\u0000-\u001f\u007f-\u009f]/.test(route)
  );
}

/** Where tapping a notification leads: the system-message routing by kind, else its own route, else nowhere. */
export function notificationTarget(n: {
  type: string;
  route?: string | null;
  params?: Record<string, unknown>;
}): string | null {
  if (n.type === 'system.message') {
    const byKind = systemMessageRoute(n.params?.kind);
    if (byKind) return byKind;
  }
  return isAppRoute(n.route) ? n.route : null;
}

/** The spec (section 2): after a push is tapped the app navigates after 0.5 s, to a live after 1 s. */
export function pushNavigationDelayMs(route: string): number {
  return /^\/live(\/|\?|$)/.test(route) ? 1000 : 500;
}
