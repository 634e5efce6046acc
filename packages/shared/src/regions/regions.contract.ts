import { defineContract } from '../contract';
import { hotCitiesResponse, regionSearchQuery, regionSearchResponse, regionsTreeResponse } from './regions.schema';

export const regionsContract = defineContract('regions', {
  tree: {
    method: 'GET',
    path: '/api/regions',
    summary:
      'Emirates with their cities and areas, names in the request language (spec: region/provinces, citys, areas)',
    auth: 'none',
    response: regionsTreeResponse,
  },
  hotCities: {
    method: 'GET',
    path: '/api/regions/hot',
    summary: 'Hot cities (spec: hotCitys)',
    auth: 'none',
    response: hotCitiesResponse,
  },
  search: {
    method: 'GET',
    path: '/api/regions/search',
    summary: 'Emirates, cities and areas whose name in any language matches q (accents and case ignored)',
    auth: 'none',
    query: regionSearchQuery,
    response: regionSearchResponse,
  },
});
