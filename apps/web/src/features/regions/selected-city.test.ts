import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureApi, resetApiState } from '../../lib/api';
import {
  cityHeaders,
  cityKeyOf,
  getSelectedCity,
  SELECTED_CITY_KEY,
  setSelectedCity,
  useCityKey,
  useSelectedCity,
} from './selected-city';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

beforeEach(() => {
  setSelectedCity(null);
  resetApiState();
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () => new Response(JSON.stringify({ code: 200, message: 'OK', data: {} }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ getToken: () => null, getLanguage: () => 'en', extraHeaders: () => cityHeaders() });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const sentHeaders = () => (fetchMock.mock.calls.at(-1)?.[1].headers ?? {}) as Record<string, string>;

describe('the chosen city', () => {
  it('is nationwide by default and sends no city headers', async () => {
    expect(getSelectedCity()).toBeNull();
    expect(cityHeaders()).toEqual({});
    await api('/api/listings');
    expect(sentHeaders()).not.toHaveProperty('city');
    expect(sentHeaders()).not.toHaveProperty('isProvence');
  });

  it('is remembered in storage and sent, URL-encoded, with every request', async () => {
    setSelectedCity({ id: 'ras-al-khor', name: 'Ras Al Khor', isProvince: false });
    expect(JSON.parse(window.localStorage.getItem(SELECTED_CITY_KEY) ?? 'null')).toEqual({
      id: 'ras-al-khor',
      name: 'Ras Al Khor',
      isProvince: false,
    });
    await api('/api/listings');
    expect(sentHeaders()).toMatchObject({ city: 'ras-al-khor', isProvence: '0' });

    setSelectedCity({ id: 'umm al/quwain', name: 'x', isProvince: true });
    await api('/api/rentals/cars');
    expect(sentHeaders()).toMatchObject({ city: 'umm%20al%2Fquwain', isProvence: '1' });
  });

  it('goes back to nationwide and forgets the stored city', async () => {
    setSelectedCity({ id: 'sharjah', name: 'Sharjah', isProvince: true });
    setSelectedCity(null);
    expect(window.localStorage.getItem(SELECTED_CITY_KEY)).toBeNull();
    await api('/api/listings');
    expect(sentHeaders()).not.toHaveProperty('city');
  });

  it('gives lists a query-key part that changes with the city', () => {
    const { result } = renderHook(() => ({ key: useCityKey(), city: useSelectedCity() }));
    expect(result.current.key).toBe('nationwide');
    act(() => setSelectedCity({ id: 'al-ain', name: 'Al Ain', isProvince: false }));
    expect(result.current.key).toBe('al-ain');
    expect(result.current.city?.name).toBe('Al Ain');
    act(() => setSelectedCity({ id: 'dubai', name: 'Dubai', isProvince: true }));
    expect(result.current.key).toBe('emirate:dubai');
    expect(cityKeyOf(null)).toBe('nationwide');
  });

  it('follows a city chosen in another tab', () => {
    const { result } = renderHook(() => useSelectedCity());
    window.localStorage.setItem(
      SELECTED_CITY_KEY,
      JSON.stringify({ id: 'fujairah-city', name: 'Fujairah', isProvince: false }),
    );
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SELECTED_CITY_KEY }));
    });
    expect(result.current).toEqual({ id: 'fujairah-city', name: 'Fujairah', isProvince: false });
  });
});
