import { shopsAdminContract, shopsContract } from '@souq/shared';
import { implement } from '../../lib/contract';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';
import { cityFilterOf } from '../regions/city-filter';

export const shopsRoutes: RouteModule = (app, { shops }) => {
  implement(app, shopsContract, {
    // ---- public ----
    list: async (req) => ok(req, await shops.list(req.query, cityFilterOf(req), req.lang)),
    detail: async (req) => ok(req, await shops.detail(req.actor, req.params.id, req.lang)),
    consultants: async (req) => ok(req, await shops.consultants(req.actor, req.params.id)),

    // ---- follows ----
    follow: async (req) => ok(req, await shops.follow(actorOf(req), req.params.id), 'api:shopFollowed'),
    unfollow: async (req) => ok(req, await shops.unfollow(actorOf(req), req.params.id), 'api:shopUnfollowed'),
    following: async (req) => ok(req, await shops.following(actorOf(req), req.query.cursor, req.query.limit, req.lang)),

    // ---- owner ----
    mine: async (req) => ok(req, { shop: await shops.mine(actorOf(req), req.lang) }),
    open: async (req) => ok(req, await shops.open(actorOf(req), req.body, req.lang), 'api:shopOpened'),
    update: async (req) => ok(req, await shops.update(actorOf(req), req.body, req.lang), 'api:shopUpdated'),
    addConsultant: async (req) => ok(req, await shops.addConsultant(actorOf(req), req.body), 'api:consultantSaved'),
    updateConsultant: async (req) =>
      ok(req, await shops.updateConsultant(actorOf(req), req.params.id, req.body), 'api:consultantSaved'),
    removeConsultant: async (req) => {
      await shops.removeConsultant(actorOf(req), req.params.id);
      return ok(req, { ok: true as const }, 'api:consultantRemoved');
    },
  });

  implement(app, shopsAdminContract, {
    listShops: async (req) => ok(req, await shops.adminList(actorOf(req), req.query, req.lang)),
    getShop: async (req) => ok(req, await shops.adminGet(actorOf(req), req.params.id, req.lang)),
    verifyShop: async (req) => ok(req, await shops.verify(actorOf(req), req.params.id, req.lang), 'api:shopVerified'),
    rejectShop: async (req) =>
      ok(req, await shops.reject(actorOf(req), req.params.id, req.body.reason, req.lang), 'api:shopRejected'),
    suspendShop: async (req) =>
      ok(req, await shops.suspend(actorOf(req), req.params.id, req.body.reason, req.lang), 'api:shopSuspended'),
  });
};
