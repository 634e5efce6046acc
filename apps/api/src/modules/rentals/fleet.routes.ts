import { rentalFleetAdminContract, rentalFleetContract } from '@souq/shared';
import { implement } from '../../lib/contract';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';
import { cityFilterOf } from '../regions/city-filter';

export const fleetRoutes: RouteModule = (app, { fleet }) => {
  implement(app, rentalFleetContract, {
    // ---- search and detail (public) ----
    search: async (req) => ok(req, await fleet.search(req.query, cityFilterOf(req), req.lang)),
    car: async (req) => ok(req, await fleet.detail(req.actor, req.params.id, req.lang)),
    quote: async (req) => ok(req, await fleet.quote(req.actor, req.params.id, req.query)),

    // ---- the merchant's fleet ----
    createCar: async (req) =>
      ok(req, await fleet.createCar(actorOf(req), req.body, req.lang), 'api:rentalCarPublished'),
    updateCar: async (req) =>
      ok(req, await fleet.updateCar(actorOf(req), req.params.id, req.body, req.lang), 'api:rentalCarUpdated'),
    pauseCar: async (req) =>
      ok(req, await fleet.pauseCar(actorOf(req), req.params.id, req.lang), 'api:rentalCarPaused'),
    resumeCar: async (req) =>
      ok(req, await fleet.resumeCar(actorOf(req), req.params.id, req.lang), 'api:rentalCarResumed'),
    removeCar: async (req) => {
      await fleet.removeCar(actorOf(req), req.params.id);
      return ok(req, { ok: true as const }, 'api:rentalCarRemoved');
    },
    myCars: async (req) => ok(req, await fleet.myCars(actorOf(req), req.query, req.lang)),

    // ---- branches ----
    myBranches: async (req) => ok(req, await fleet.myBranches(actorOf(req), req.lang)),
    createBranch: async (req) =>
      ok(req, await fleet.createBranch(actorOf(req), req.body, req.lang), 'api:rentalBranchSaved'),
    branch: async (req) => ok(req, await fleet.getBranch(actorOf(req), req.params.id, req.lang)),
    updateBranch: async (req) =>
      ok(req, await fleet.updateBranch(actorOf(req), req.params.id, req.body, req.lang), 'api:rentalBranchSaved'),
    removeBranch: async (req) => {
      await fleet.deleteBranch(actorOf(req), req.params.id);
      return ok(req, { ok: true as const }, 'api:rentalBranchRemoved');
    },
  });

  implement(app, rentalFleetAdminContract, {
    rentalCars: async (req) => ok(req, await fleet.adminCars(actorOf(req), req.query, req.lang)),
  });
};
