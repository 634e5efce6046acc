import { describe, expect, it } from 'vitest';
import {
  extrasFromParam,
  hasRange,
  listOptionsFromParams,
  rangeParams,
  searchFromParams,
  searchQuery,
  searchToParams,
} from './search';

const NOW = Date.parse('2026-03-10T05:17:00Z');

describe('the rental search in the address bar', () => {
  it('round-trips through the query string', () => {
    const search = {
      pickupAt: '2026-03-12T10:00:00+04:00',
      returnAt: '2026-03-13T10:00:00+04:00',
      pickupCityId: 'dubai-city',
      returnCityId: 'abu-dhabi-city',
      carTypes: ['suv' as const, 'luxury' as const],
    };
    const params = searchToParams(search, { sort: 'price_asc', onlyAvailable: false });
    // "+04:00" survives encoding (a bare "+" would read back as a space).
    const reread = new URLSearchParams(params.toString());
    expect(searchFromParams(reread, NOW)).toEqual(search);
    expect(listOptionsFromParams(reread)).toEqual({ sort: 'price_asc', onlyAvailable: false });
    expect(hasRange(reread)).toBe(true);
  });

  it('falls back to the default range when the dates are missing, broken or reversed', () => {
    const fallback = { pickupAt: '2026-03-12T10:00:00+04:00', returnAt: '2026-03-15T10:00:00+04:00' };
    expect(searchFromParams(new URLSearchParams(), NOW)).toMatchObject(fallback);
    expect(searchFromParams(new URLSearchParams('pickupAt=soon&returnAt=later'), NOW)).toMatchObject(fallback);
    const reversed = searchToParams({
      pickupAt: '2026-03-20T10:00:00+04:00',
      returnAt: '2026-03-19T10:00:00+04:00',
      pickupCityId: null,
      returnCityId: null,
      carTypes: [],
    });
    expect(searchFromParams(reversed, NOW)).toMatchObject(fallback);
    expect(hasRange(new URLSearchParams())).toBe(false);
  });

  it('ignores unknown car types and sorts', () => {
    const params = new URLSearchParams('carType=suv,spaceship,van&sort=cheapest');
    expect(searchFromParams(params, NOW).carTypes).toEqual(['suv', 'van']);
    expect(listOptionsFromParams(params)).toEqual({ sort: 'recommended', onlyAvailable: true });
  });

  it('asks the API for the range, cities, types and options', () => {
    const search = searchFromParams(new URLSearchParams('pickupCityId=dubai-city&carType=suv'), NOW);
    expect(searchQuery(search, { sort: 'price_desc', onlyAvailable: true })).toEqual({
      pickupAt: '2026-03-12T10:00:00+04:00',
      returnAt: '2026-03-15T10:00:00+04:00',
      pickupCityId: 'dubai-city',
      returnCityId: undefined,
      carType: 'suv',
      sort: 'price_desc',
      onlyAvailable: true,
    });
    // Popular cars: no range, so no availability filter either.
    expect(searchQuery(null, { sort: 'recommended', onlyAvailable: true })).toMatchObject({
      pickupAt: undefined,
      onlyAvailable: undefined,
    });
  });

  it('carries only the range and cities to a car page', () => {
    const search = searchFromParams(new URLSearchParams('pickupCityId=dubai-city&carType=suv&sort=newest'), NOW);
    expect([...rangeParams(search).keys()]).toEqual(['pickupAt', 'returnAt', 'pickupCityId']);
  });

  it('reads the chosen extras in their fixed order, ignoring unknown ones', () => {
    expect(extrasFromParam('delivery,chauffeur,jetpack')).toEqual(['chauffeur', 'delivery']);
    expect(extrasFromParam(null)).toEqual([]);
  });
});
