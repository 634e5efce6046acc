import { bannersContract, catalogContract } from '@souq/shared';
import { implement } from '../../lib/contract';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';

export const catalogRoutes: RouteModule = (app, { catalog }) => {
  implement(app, catalogContract, {
    brands: async (req) =>
      ok(req, { items: await catalog.brands({ hot: req.query.hot, q: req.query.q, lang: req.lang }) }),
    series: async (req) =>
      ok(req, {
        brand: await catalog.brand(req.params.id, req.lang),
        items: await catalog.series(req.params.id, req.lang),
      }),
    models: async (req) =>
      ok(req, {
        series: await catalog.oneSeries(req.params.id, req.lang),
        items: await catalog.models(req.params.id),
      }),
    brandLogo: async (req, reply) => {
      const svg = await catalog.logoSvg(req.params.id);
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(svg);
    },
  });
  implement(app, bannersContract, {
    list: async (req) => ok(req, { items: await catalog.banners(req.query.placement, req.lang) }),
  });
};
