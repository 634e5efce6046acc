import { describe, expect, it } from 'vitest';
import {
  activeChips,
  type CarFilters,
  EMPTY_FILTERS,
  filterCount,
  filtersToParams,
  parseFilters,
  removeChip,
  resetFilters,
  toApiQuery,
  toggleValue,
} from './filters';

const parse = (qs: string) => parseFilters(new URLSearchParams(qs));

describe('car list filters in the address', () => {
  it('round-trips a full filter state through the query string', () => {
    const filters: CarFilters = {
      q: 'land cruiser',
      kind: ['import', 'export'],
      brandId: 'toyota',
      seriesId: 'toyota-land-cruiser',
      yearMin: 2018,
      yearMax: 2024,
      priceMin: 50000,
      priceMax: 250000,
      mileageMax: 120000,
      fuel: ['petrol', 'hybrid'],
      bodyType: ['suv'],
      regionalSpec: ['gcc'],
      transmission: ['automatic'],
      sellerType: 'dealer',
      sort: 'price_asc',
    };
    const qs = filtersToParams(filters).toString();
    expect(parseFilters(new URLSearchParams(qs))).toEqual(filters);
    // Lists as comma-separated values, in the vocabulary's order.
    expect(qs).toContain('kind=import%2Cexport');
    expect(qs).toContain('fuel=petrol%2Chybrid');
  });

  it('writes nothing for the default state, so /cars stays /cars', () => {
    expect(filtersToParams(EMPTY_FILTERS).toString()).toBe('');
    expect(parse('')).toEqual(EMPTY_FILTERS);
  });

  it('gives one address for one state whatever the order values were typed in', () => {
    const a = filtersToParams(parse('fuel=diesel,petrol&priceMax=9&brandId=bmw')).toString();
    const b = filtersToParams(parse('brandId=bmw&priceMax=9&fuel=petrol,diesel')).toString();
    expect(a).toBe(b);
  });

  it('drops unknown values, malformed numbers and orphan series or models', () => {
    const filters = parse(
      'kind=import,boat&fuel=coal&sort=cheapest&yearMin=-3&priceMax=1e9&mileageMax=12.5&seriesId=bmw-x5&sellerType=pirate&brandId=<b>',
    );
    expect(filters).toEqual({ ...EMPTY_FILTERS, kind: ['import'] });
  });

  it('keeps a model only under its series', () => {
    expect(parse('brandId=toyota&modelId=x').modelId).toBeUndefined();
    expect(parse('brandId=toyota&seriesId=toyota-camry&modelId=camry-2024').modelId).toBe('camry-2024');
  });

  it('sends ranges the right way round and the sort always', () => {
    const query = toApiQuery(parse('priceMin=90000&priceMax=10000&yearMin=2020'));
    expect(query).toMatchObject({ priceMin: 10000, priceMax: 90000, yearMin: 2020, sort: 'newest' });
    expect(toApiQuery(parse('fuel=diesel,petrol'))).toMatchObject({ fuel: 'petrol,diesel' });
  });
});

describe('applied-filter chips', () => {
  const filters = parse(
    'q=patrol&brandId=nissan&seriesId=nissan-patrol&fuel=petrol,diesel&priceMin=1000&sellerType=dealer',
  );

  it('lists each applied filter once, ranges as one chip', () => {
    expect(activeChips(filters).map((c) => c.key)).toEqual(['q', 'brand', 'fuel', 'fuel', 'price', 'sellerType']);
    expect(filterCount(filters)).toBe(5);
  });

  it('removes exactly the chip tapped', () => {
    const chips = activeChips(filters);
    const diesel = chips.find((c) => c.key === 'fuel' && c.value === 'diesel');
    if (!diesel) throw new Error('no diesel chip');
    expect(removeChip(filters, diesel).fuel).toEqual(['petrol']);
    const brand = chips.find((c) => c.key === 'brand');
    if (!brand) throw new Error('no brand chip');
    const withoutBrand = removeChip(filters, brand);
    expect(withoutBrand.brandId).toBeUndefined();
    expect(withoutBrand.seriesId).toBeUndefined();
    expect(filters.brandId).toBe('nissan');
  });

  it('reset keeps the search text and sort unless everything goes', () => {
    const sorted = { ...filters, sort: 'year_desc' as const };
    expect(resetFilters(sorted)).toEqual({ ...EMPTY_FILTERS, q: 'patrol', sort: 'year_desc' });
    expect(resetFilters(sorted, true)).toEqual(EMPTY_FILTERS);
  });

  it('toggles a value of a multi-choice filter', () => {
    expect(toggleValue(['suv'], 'sedan')).toEqual(['suv', 'sedan']);
    expect(toggleValue(['suv', 'sedan'], 'suv')).toEqual(['sedan']);
  });
});
