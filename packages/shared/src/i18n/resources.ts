/**
 * The i18n namespaces: one JSON file per namespace under `locales/<lng>/<namespace>.json`.
 * Add a namespace here when you add its file; the locale parity test fails on a file not listed.
 */
export const NAMESPACES = [
  'common',
  'auth',
  'settings',
  'errors',
  'validation',
  'notifications',
  'time',
  'api',
  'mine',
  'home',
  'legal',
  'payments',
  'vip',
  'wallet',
  'regions',
  'catalog',
  'listings',
  'shops',
  'rentals',
  'lease',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

export const DEFAULT_NAMESPACE: Namespace = 'common';

export function isNamespace(value: unknown): value is Namespace {
  return typeof value === 'string' && (NAMESPACES as readonly string[]).includes(value);
}
