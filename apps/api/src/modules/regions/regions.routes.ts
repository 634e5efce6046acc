import {
  envelope,
  hotCitiesResponse,
  regionSearchQuery,
  regionSearchResponse,
  regionsTreeResponse,
} from '@souq/shared';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';

const tags = ['regions'];

export const regionsRoutes: RouteModule = (app, { regions }) => {
  app.get(
    '/api/regions',
    {
      schema: {
        tags,
        summary:
          'Emirates with their cities and areas, names in the request language (spec: region/provinces, citys, areas)',
        response: { 200: envelope(regionsTreeResponse) },
      },
    },
    async (req) => ok(req, { items: await regions.tree(req.lang) }),
  );

  app.get(
    '/api/regions/hot',
    {
      schema: {
        tags,
        summary: 'Hot cities (spec: hotCitys)',
        response: { 200: envelope(hotCitiesResponse) },
      },
    },
    async (req) => ok(req, { items: await regions.hotCities(req.lang) }),
  );

  app.get(
    '/api/regions/search',
    {
      schema: {
        tags,
        summary: 'Emirates, cities and areas whose name in any language matches q (accents and case ignored)',
        querystring: regionSearchQuery,
        response: { 200: envelope(regionSearchResponse) },
      },
    },
    async (req) => ok(req, { items: await regions.search(req.query.q, req.lang) }),
  );
};
