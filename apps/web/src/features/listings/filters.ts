/**
 * The car list's filter state (spec: carList, carListAbord, select-filter) and its round trip
 * through the address bar: every filter lives in the query string, so a list can be shared and
 * the back button restores it. Unknown or malformed values are dropped, never sent to the API.
 */
import {
  BODY_TYPES,
  type BodyType,
  FUEL_TYPES,
  type FuelType,
  LISTING_KINDS,
  LISTING_SORTS,
  type ListingKind,
  type ListingSort,
  REGIONAL_SPECS,
  type RegionalSpec,
  SELLER_TYPES,
  type SellerType,
  TRANSMISSIONS,
  type Transmission,
} from '@souq/shared';

export interface CarFilters {
  q?: string;
  kind: ListingKind[];
  brandId?: string;
  seriesId?: string;
  modelId?: string;
  yearMin?: number;
  yearMax?: number;
  /** Whole AED. */
  priceMin?: number;
  priceMax?: number;
  mileageMin?: number;
  mileageMax?: number;
  fuel: FuelType[];
  bodyType: BodyType[];
  regionalSpec: RegionalSpec[];
  transmission: Transmission[];
  sellerType?: SellerType;
  sort: ListingSort;
}

export const DEFAULT_SORT: ListingSort = 'newest';

export const EMPTY_FILTERS: CarFilters = {
  kind: [],
  fuel: [],
  bodyType: [],
  regionalSpec: [],
  transmission: [],
  sort: DEFAULT_SORT,
};

const LIST_KEYS = ['kind', 'fuel', 'bodyType', 'regionalSpec', 'transmission'] as const;
type ListKey = (typeof LIST_KEYS)[number];
const RANGE_KEYS = ['yearMin', 'yearMax', 'priceMin', 'priceMax', 'mileageMin', 'mileageMax'] as const;
const ID_KEYS = ['brandId', 'seriesId', 'modelId'] as const;

const ALLOWED: Record<ListKey, readonly string[]> = {
  kind: LISTING_KINDS,
  fuel: FUEL_TYPES,
  bodyType: BODY_TYPES,
  regionalSpec: REGIONAL_SPECS,
  transmission: TRANSMISSIONS,
};

/** The order keys are written in, so one filter state always gives one address. */
const KEY_ORDER = ['q', ...ID_KEYS, ...LIST_KEYS, ...RANGE_KEYS, 'sellerType', 'sort'] as const;

const ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;

function nonNegativeInt(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,10}$/.test(raw.trim())) return undefined;
  return Number(raw.trim());
}

function listOf<T extends string>(raw: string | null, allowed: readonly string[]): T[] {
  if (!raw) return [];
  const seen = new Set<string>();
  for (const part of raw.split(',')) {
    const value = part.trim();
    if (allowed.includes(value)) seen.add(value);
  }
  // The vocabulary's order, so "diesel,petrol" and "petrol,diesel" are the same filter.
  return allowed.filter((v) => seen.has(v)) as T[];
}

/** Filter state from the address's query string. */
export function parseFilters(params: URLSearchParams): CarFilters {
  const filters: CarFilters = {
    kind: listOf<ListingKind>(params.get('kind'), ALLOWED.kind),
    fuel: listOf<FuelType>(params.get('fuel'), ALLOWED.fuel),
    bodyType: listOf<BodyType>(params.get('bodyType'), ALLOWED.bodyType),
    regionalSpec: listOf<RegionalSpec>(params.get('regionalSpec'), ALLOWED.regionalSpec),
    transmission: listOf<Transmission>(params.get('transmission'), ALLOWED.transmission),
    sort: (LISTING_SORTS as readonly string[]).includes(params.get('sort') ?? '')
      ? (params.get('sort') as ListingSort)
      : DEFAULT_SORT,
  };
  const q = params.get('q')?.trim().slice(0, 100);
  if (q) filters.q = q;
  for (const key of ID_KEYS) {
    const value = params.get(key)?.trim();
    if (value && ID_PATTERN.test(value)) filters[key] = value;
  }
  // A series belongs to a brand and a model to a series: a lower level without its parent is dropped.
  if (!filters.brandId) delete filters.seriesId;
  if (!filters.seriesId) delete filters.modelId;
  for (const key of RANGE_KEYS) {
    const value = nonNegativeInt(params.get(key));
    if (value !== undefined) filters[key] = value;
  }
  const seller = params.get('sellerType');
  if (seller && (SELLER_TYPES as readonly string[]).includes(seller)) filters.sellerType = seller as SellerType;
  return filters;
}

/** The query string for a filter state: defaults and empty values are left out, keys in a fixed order. */
export function filtersToParams(filters: CarFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEY_ORDER) {
    if (key === 'sort') {
      if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
      continue;
    }
    const value = filters[key];
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, listOf(value.join(','), ALLOWED[key as ListKey]).join(','));
    } else if (value !== undefined && value !== '') {
      params.set(key, String(value));
    }
  }
  return params;
}

/** The filters as GET /api/listings reads them (lists as comma-separated values). */
export function toApiQuery(filters: CarFilters): Record<string, string | number | undefined> {
  const query: Record<string, string | number | undefined> = {};
  for (const [key, value] of filtersToParams(filters)) query[key] = value;
  for (const key of RANGE_KEYS) if (filters[key] !== undefined) query[key] = filters[key];
  // A range typed the wrong way round is searched the right way round.
  for (const [min, max] of [
    ['yearMin', 'yearMax'],
    ['priceMin', 'priceMax'],
    ['mileageMin', 'mileageMax'],
  ] as const) {
    const lo = filters[min];
    const hi = filters[max];
    if (lo !== undefined && hi !== undefined && lo > hi) {
      query[min] = hi;
      query[max] = lo;
    }
  }
  query.sort = filters.sort;
  return query;
}

/** One removable chip of the applied filters. */
export type FilterChip =
  | { key: 'q'; value: string }
  | { key: 'brand'; brandId: string; seriesId?: string; modelId?: string }
  | { key: ListKey; value: string }
  | { key: 'year' | 'price' | 'mileage'; min?: number; max?: number }
  | { key: 'sellerType'; value: SellerType };

/** The applied filters as chips, in the order the filter drawer shows them (the sort is not a filter). */
export function activeChips(filters: CarFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.q) chips.push({ key: 'q', value: filters.q });
  if (filters.brandId) {
    chips.push({ key: 'brand', brandId: filters.brandId, seriesId: filters.seriesId, modelId: filters.modelId });
  }
  for (const key of LIST_KEYS) for (const value of filters[key]) chips.push({ key, value });
  for (const [key, min, max] of [
    ['year', filters.yearMin, filters.yearMax],
    ['price', filters.priceMin, filters.priceMax],
    ['mileage', filters.mileageMin, filters.mileageMax],
  ] as const) {
    if (min !== undefined || max !== undefined) chips.push({ key, min, max });
  }
  if (filters.sellerType) chips.push({ key: 'sellerType', value: filters.sellerType });
  return chips;
}

/** The filters without one chip. */
export function removeChip(filters: CarFilters, chip: FilterChip): CarFilters {
  const next: CarFilters = {
    ...filters,
    kind: [...filters.kind],
    fuel: [...filters.fuel],
    bodyType: [...filters.bodyType],
    regionalSpec: [...filters.regionalSpec],
    transmission: [...filters.transmission],
  };
  switch (chip.key) {
    case 'q':
      delete next.q;
      break;
    case 'brand':
      delete next.brandId;
      delete next.seriesId;
      delete next.modelId;
      break;
    case 'year':
      delete next.yearMin;
      delete next.yearMax;
      break;
    case 'price':
      delete next.priceMin;
      delete next.priceMax;
      break;
    case 'mileage':
      delete next.mileageMin;
      delete next.mileageMax;
      break;
    case 'sellerType':
      delete next.sellerType;
      break;
    default: {
      const key = chip.key;
      (next[key] as string[]) = (next[key] as string[]).filter((v) => v !== chip.value);
    }
  }
  return next;
}

/** Everything cleared; the search text and sort stay unless `all`. */
export function resetFilters(filters: CarFilters, all = false): CarFilters {
  if (all) return { ...EMPTY_FILTERS };
  return { ...EMPTY_FILTERS, q: filters.q, sort: filters.sort };
}

/** How many filters (not counting the search text and sort) are applied: the drawer button's badge. */
export function filterCount(filters: CarFilters): number {
  return activeChips(filters).filter((chip) => chip.key !== 'q').length;
}

/** Adds or removes one value of a multi-choice filter. */
export function toggleValue<T extends string>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}
