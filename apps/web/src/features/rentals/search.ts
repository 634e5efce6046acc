/**
 * The rental search as it travels in the address bar (`/rentals?pickupAt&returnAt&pickupCityId&
 * returnCityId&carType`), so a search can be shared, reloaded and carried to a car's page.
 */
import {
  RENTAL_CAR_TYPES,
  RENTAL_EXTRAS,
  type RentalCarType,
  type RentalExtra,
  type RentalSearchQuery,
} from '@souq/shared';
import { defaultRange, parseInstant } from './dates';

export const RENTAL_SORTS = ['recommended', 'price_asc', 'price_desc', 'newest'] as const;
export type RentalSort = (typeof RENTAL_SORTS)[number];

export interface RentalSearch {
  pickupAt: string;
  returnAt: string;
  pickupCityId: string | null;
  returnCityId: string | null;
  carTypes: RentalCarType[];
}

export interface RentalListOptions {
  sort: RentalSort;
  /** Only cars free for the whole range (the API's default when a range is given). */
  onlyAvailable: boolean;
}

function carTypesOf(value: string | null): RentalCarType[] {
  if (!value) return [];
  const wanted = new Set(value.split(','));
  return RENTAL_CAR_TYPES.filter((type) => wanted.has(type));
}

/** The search in the query string; missing or broken dates fall back to the default range. */
export function searchFromParams(params: URLSearchParams, now: Date | number = Date.now()): RentalSearch {
  let pickupAt = parseInstant(params.get('pickupAt'));
  let returnAt = parseInstant(params.get('returnAt'));
  if (!pickupAt || !returnAt || Date.parse(returnAt) <= Date.parse(pickupAt)) {
    ({ pickupAt, returnAt } = defaultRange(now));
  }
  return {
    pickupAt,
    returnAt,
    pickupCityId: params.get('pickupCityId') || null,
    returnCityId: params.get('returnCityId') || null,
    carTypes: carTypesOf(params.get('carType')),
  };
}

/** True when the query string carries a range of its own (not the default). */
export function hasRange(params: URLSearchParams): boolean {
  return !!parseInstant(params.get('pickupAt')) && !!parseInstant(params.get('returnAt'));
}

export function listOptionsFromParams(params: URLSearchParams): RentalListOptions {
  const sort = params.get('sort');
  return {
    sort: (RENTAL_SORTS as readonly string[]).includes(sort ?? '') ? (sort as RentalSort) : 'recommended',
    onlyAvailable: params.get('onlyAvailable') !== '0',
  };
}

/** The search (and list options when given) as query parameters; empty values are left out. */
export function searchToParams(search: RentalSearch, options?: Partial<RentalListOptions>): URLSearchParams {
  const params = new URLSearchParams();
  params.set('pickupAt', search.pickupAt);
  params.set('returnAt', search.returnAt);
  if (search.pickupCityId) params.set('pickupCityId', search.pickupCityId);
  if (search.returnCityId) params.set('returnCityId', search.returnCityId);
  if (search.carTypes.length > 0) params.set('carType', search.carTypes.join(','));
  if (options?.sort && options.sort !== 'recommended') params.set('sort', options.sort);
  if (options?.onlyAvailable === false) params.set('onlyAvailable', '0');
  return params;
}

/** The query of GET /api/rental-cars for a search. */
export function searchQuery(search: RentalSearch | null, options: RentalListOptions): RentalSearchQuery {
  return {
    pickupAt: search?.pickupAt,
    returnAt: search?.returnAt,
    pickupCityId: search?.pickupCityId ?? undefined,
    returnCityId: search?.returnCityId ?? undefined,
    carType: search && search.carTypes.length > 0 ? search.carTypes.join(',') : undefined,
    sort: options.sort,
    onlyAvailable: search ? options.onlyAvailable : undefined,
  };
}

/** Keeps only the range (and branch cities) when going from the list to a car's page. */
export function rangeParams(search: Pick<RentalSearch, 'pickupAt' | 'returnAt' | 'pickupCityId' | 'returnCityId'>) {
  const params = new URLSearchParams();
  params.set('pickupAt', search.pickupAt);
  params.set('returnAt', search.returnAt);
  if (search.pickupCityId) params.set('pickupCityId', search.pickupCityId);
  if (search.returnCityId) params.set('returnCityId', search.returnCityId);
  return params;
}

/** The extras in a query string ("chauffeur,guide"), unknown names left out. */
export function extrasFromParam(value: string | null): RentalExtra[] {
  if (!value) return [];
  const wanted = new Set(value.split(','));
  return RENTAL_EXTRAS.filter((extra) => wanted.has(extra));
}
