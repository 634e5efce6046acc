import { regionsContract } from '@souq/shared';
import { implement } from '../../lib/contract';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';

export const regionsRoutes: RouteModule = (app, { regions }) =>
  implement(app, regionsContract, {
    tree: async (req) => ok(req, { items: await regions.tree(req.lang) }),
    hotCities: async (req) => ok(req, { items: await regions.hotCities(req.lang) }),
    search: async (req) => ok(req, { items: await regions.search(req.query.q, req.lang) }),
  });
