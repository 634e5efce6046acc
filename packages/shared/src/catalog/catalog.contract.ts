import { defineContract } from '../contract';
import {
  bannersQuery,
  bannersResponse,
  brandsQuery,
  brandsResponse,
  catalogIdParams,
  modelsResponse,
  seriesResponse,
} from './catalog.schema';

/** Brands, series and models (reference data). */
export const catalogContract = defineContract('catalog', {
  brands: {
    method: 'GET',
    path: '/api/catalog/brands',
    summary: 'Brands by letter (hot=1: the hot brands; q: search in any language) (spec: category/goods/brandList)',
    auth: 'none',
    query: brandsQuery,
    response: brandsResponse,
  },
  series: {
    method: 'GET',
    path: '/api/catalog/brands/:id/series',
    summary: 'The series of a brand',
    auth: 'none',
    params: catalogIdParams,
    response: seriesResponse,
  },
  models: {
    method: 'GET',
    path: '/api/catalog/series/:id/models',
    summary: 'The models of a series, newest first',
    auth: 'none',
    params: catalogIdParams,
    response: modelsResponse,
  },
  brandLogo: {
    method: 'GET',
    path: '/api/catalog/brands/:id/logo.svg',
    summary: 'A generated monogram logo of the brand (SVG)',
    auth: 'none',
    params: catalogIdParams,
    // Not an envelope: the SVG itself, used as an image's address.
    response: 'html',
  },
});

/** The home page's banners. */
export const bannersContract = defineContract('banners', {
  list: {
    method: 'GET',
    path: '/api/banners',
    summary: 'Home banners of a placement shown now (spec: index/banners)',
    auth: 'none',
    query: bannersQuery,
    response: bannersResponse,
  },
});
