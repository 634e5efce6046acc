/**
 * Regions (spec: cbsarea, newArea; selected city {city, isProvence}). The chosen city travels with
 * every list request as the headers below; "nationwide" (no headers) is the default.
 */
export const CITY_HEADER = 'city';
export const IS_PROVINCE_HEADER = 'isprovence';
export const NATIONWIDE = 'nationwide';
