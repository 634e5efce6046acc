/**
 * What the car pages keep on the device: recent searches (spec: searchcar) and, for guests, when
 * the car list was last opened (the Home tab's new-cars badge counts from there).
 */
import { storage } from '../../lib/storage';

export const RECENT_SEARCHES_KEY = 'cars.recentSearches';
export const RECENT_SEARCHES_MAX = 10;
export const LAST_VISIT_KEY = 'cars.lastVisit';

/** A search added to the front; the same text (ignoring case and spaces) only once; at most `max`. */
export function addRecentSearch(list: readonly string[], text: string, max = RECENT_SEARCHES_MAX): string[] {
  const value = text.trim().replace(/\s+/g, ' ').slice(0, 100);
  if (!value) return [...list];
  const key = value.toLocaleLowerCase();
  return [value, ...list.filter((item) => item.toLocaleLowerCase() !== key)].slice(0, max);
}

export function readRecentSearches(): string[] {
  const list = storage.getJson<unknown>(RECENT_SEARCHES_KEY);
  return Array.isArray(list)
    ? list.filter((x): x is string => typeof x === 'string').slice(0, RECENT_SEARCHES_MAX)
    : [];
}

export function saveRecentSearch(text: string): string[] {
  const next = addRecentSearch(readRecentSearches(), text);
  storage.setJson(RECENT_SEARCHES_KEY, next);
  return next;
}

export function clearRecentSearches(): void {
  storage.remove(RECENT_SEARCHES_KEY);
}

/** The guest's last visit to the car list (ISO time), or null before the first. */
export function readLastVisit(): string | null {
  const value = storage.get(LAST_VISIT_KEY);
  return value && !Number.isNaN(Date.parse(value)) ? value : null;
}

export function saveLastVisit(at: string): void {
  storage.set(LAST_VISIT_KEY, at);
}
