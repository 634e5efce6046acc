import { rentalClaimsContract } from '@souq/shared';
import { implement } from '../../lib/contract';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';

/** Claims beyond a rental deposit: merchant claims, renter accepts or disputes, admin decides. */
export const claimsRoutes: RouteModule = (app, { claims }) =>
  implement(app, rentalClaimsContract, {
    create: async (req) => ok(req, await claims.create(actorOf(req), req.params.id, req.body.items, req.lang)),
    get: async (req) => ok(req, await claims.get(actorOf(req), req.params.id, req.lang)),
    accept: async (req) => ok(req, await claims.accept(actorOf(req), req.params.id, req.lang)),
    dispute: async (req) => ok(req, await claims.dispute(actorOf(req), req.params.id, req.body.reason, req.lang)),
    queue: async (req) => ok(req, await claims.list(req.query, req.lang)),
    decide: async (req) => ok(req, await claims.decide(actorOf(req), req.params.id, req.body, req.lang)),
  });
