import { leaseContract } from '@souq/shared';
import { implement } from '../../lib/contract';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';
import { cityFilterOf } from '../regions/city-filter';

export const leaseRoutes: RouteModule = (app, { lease }) =>
  implement(app, leaseContract, {
    info: async (req) => ok(req, lease.info()),

    // Car demands (usercardemand) and the admin's list of long-term intents.
    createDemand: async (req) =>
      ok(req, await lease.createDemand(actorOf(req), req.body, req.lang), 'api:leaseDemandSubmitted'),
    myDemands: async (req) => ok(req, await lease.myDemands(actorOf(req), req.query, req.lang)),
    adminDemands: async (req) => ok(req, await lease.adminDemands(req.query, req.lang)),
    updateDemand: async (req) => ok(req, await lease.updateDemand(req.params.id, req.body, req.lang), 'api:updated'),

    // Lease offers (longtermList type=2, longtermDetail, longtermSelect).
    offers: async (req) => ok(req, await lease.listOffers(req.query, cityFilterOf(req), req.lang)),
    managedOffers: async (req) => ok(req, await lease.manageOffers(actorOf(req), req.query, req.lang)),
    offer: async (req) => ok(req, await lease.getOffer(req.actor, req.params.id, req.lang)),
    createOffer: async (req) =>
      ok(req, await lease.createOffer(actorOf(req), req.body, req.lang), 'api:leaseOfferSaved'),
    updateOffer: async (req) =>
      ok(req, await lease.updateOffer(actorOf(req), req.params.id, req.body, req.lang), 'api:leaseOfferSaved'),
    selectOffer: async (req) =>
      ok(req, await lease.selectOffer(actorOf(req), req.params.id, req.body, req.lang), 'api:leaseOfferSelected'),
  });
