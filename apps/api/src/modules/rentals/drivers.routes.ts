import { rentalDriversContract } from '@souq/shared';
import { implement } from '../../lib/contract';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';

export const driversRoutes: RouteModule = (app, { drivers }) =>
  implement(app, rentalDriversContract, {
    myDrivers: async (req) => ok(req, await drivers.list(actorOf(req))),
    createDriver: async (req) => ok(req, await drivers.create(actorOf(req), req.body, req.lang), 'api:driverSaved'),
    driver: async (req) => ok(req, await drivers.get(actorOf(req), req.params.id)),
    updateDriver: async (req) =>
      ok(req, await drivers.update(actorOf(req), req.params.id, req.body, req.lang), 'api:driverSaved'),
    removeDriver: async (req) => {
      await drivers.remove(actorOf(req), req.params.id);
      return ok(req, { ok: true as const }, 'api:driverRemoved');
    },
  });
