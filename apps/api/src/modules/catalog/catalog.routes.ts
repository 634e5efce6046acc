import {
  bannersQuery,
  bannersResponse,
  brandsQuery,
  brandsResponse,
  catalogIdParams,
  envelope,
  modelsResponse,
  seriesResponse,
} from '@souq/shared';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';

const tags = ['catalog'];

export const catalogRoutes: RouteModule = (app, { catalog }) => {
  app.get(
    '/api/catalog/brands',
    {
      schema: {
        tags,
        summary: 'Brands by letter (hot=1: the hot brands; q: search in any language) (spec: category/goods/brandList)',
        querystring: brandsQuery,
        response: { 200: envelope(brandsResponse) },
      },
    },
    async (req) => ok(req, { items: await catalog.brands({ hot: req.query.hot, q: req.query.q, lang: req.lang }) }),
  );

  app.get(
    '/api/catalog/brands/:id/series',
    {
      schema: {
        tags,
        summary: 'The series of a brand',
        params: catalogIdParams,
        response: { 200: envelope(seriesResponse) },
      },
    },
    async (req) =>
      ok(req, {
        brand: await catalog.brand(req.params.id, req.lang),
        items: await catalog.series(req.params.id, req.lang),
      }),
  );

  app.get(
    '/api/catalog/series/:id/models',
    {
      schema: {
        tags,
        summary: 'The models of a series, newest first',
        params: catalogIdParams,
        response: { 200: envelope(modelsResponse) },
      },
    },
    async (req) =>
      ok(req, {
        series: await catalog.oneSeries(req.params.id, req.lang),
        items: await catalog.models(req.params.id),
      }),
  );

  app.get(
    '/api/catalog/brands/:id/logo.svg',
    {
      schema: { tags, summary: 'A generated monogram logo of the brand (SVG)', params: catalogIdParams },
    },
    async (req, reply) => {
      const svg = await catalog.logoSvg(req.params.id);
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );

  app.get(
    '/api/banners',
    {
      schema: {
        tags: ['banners'],
        summary: 'Home banners of a placement shown now (spec: index/banners)',
        querystring: bannersQuery,
        response: { 200: envelope(bannersResponse) },
      },
    },
    async (req) => ok(req, { items: await catalog.banners(req.query.placement, req.lang) }),
  );
};
