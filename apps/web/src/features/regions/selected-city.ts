/**
 * The chosen city (spec: selected city {city, isProvence}; default nationwide). Remembered in
 * storage and sent with every API request as the `city` and `isProvence` headers (`cityHeaders`,
 * given to the API client at start in main.tsx).
 * Lists put `useCityKey()` in their query keys so they refetch when the city changes.
 */
import { CITY_HEADER, IS_PROVINCE_HEADER, NATIONWIDE } from '@souq/shared';
import { useSyncExternalStore } from 'react';
import { storage } from '../../lib/storage';

export interface SelectedCity {
  /** A city id ('al-ain') or, with isProvince, an emirate id ('sharjah'). */
  id: string;
  /** Its name in the language it was picked in (CityChip shows the current language's name). */
  name: string;
  /** True when the whole emirate was chosen. */
  isProvince: boolean;
}

export const SELECTED_CITY_KEY = 'selectedCity';

function read(): SelectedCity | null {
  const value = storage.getJson<Partial<SelectedCity>>(SELECTED_CITY_KEY);
  if (!value || typeof value.id !== 'string' || !value.id || value.id === NATIONWIDE) return null;
  return { id: value.id, name: typeof value.name === 'string' ? value.name : value.id, isProvince: !!value.isProvince };
}

let current: SelectedCity | null = read();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** The chosen city, or null for nationwide. */
export function getSelectedCity(): SelectedCity | null {
  return current;
}

/** Chooses a city (or an emirate with isProvince), or nationwide with null. */
export function setSelectedCity(city: SelectedCity | null): void {
  current = city && city.id !== NATIONWIDE ? { id: city.id, name: city.name, isProvince: city.isProvince } : null;
  if (current) storage.setJson(SELECTED_CITY_KEY, current);
  else storage.remove(SELECTED_CITY_KEY);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab chose a city: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SELECTED_CITY_KEY && event.key !== null) return;
    current = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The chosen city (null = nationwide), re-rendering when it changes. */
export function useSelectedCity(): SelectedCity | null {
  return useSyncExternalStore(subscribe, getSelectedCity, getSelectedCity);
}

/** The chosen city as a query-key part: its id, 'emirate:<id>' for a whole emirate, or 'nationwide'. */
export function cityKeyOf(city: SelectedCity | null): string {
  if (!city) return NATIONWIDE;
  return city.isProvince ? `emirate:${city.id}` : city.id;
}

/** Put this in the query key of every list the chosen city filters. */
export function useCityKey(): string {
  return cityKeyOf(useSelectedCity());
}

/** The request headers of the chosen city; none for nationwide. */
export function cityHeaders(city: SelectedCity | null = current): Record<string, string> {
  if (!city) return {};
  return { [CITY_HEADER]: encodeURIComponent(city.id), [IS_PROVINCE_HEADER]: city.isProvince ? '1' : '0' };
}
