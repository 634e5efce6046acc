import {
  adminLeaseDemandsQuery,
  envelope,
  leaseDemandBody,
  leaseDemandPageSchema,
  leaseDemandSchema,
  leaseInfoSchema,
  leaseOfferInput,
  leaseOfferPageSchema,
  leaseOfferSchema,
  leaseOffersQuery,
  manageLeaseOffersQuery,
  myLeaseDemandsQuery,
  selectLeaseOfferBody,
  updateLeaseDemandBody,
  updateLeaseOfferBody,
} from '@souq/shared';
import { z } from 'zod';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';
import { cityFilterOf } from '../regions/city-filter';

const tags = ['lease'];
const idParams = z.object({ id: z.uuid() });

export const leaseRoutes: RouteModule = (app, { lease }) => {
  app.get(
    '/api/lease/info',
    {
      schema: {
        tags,
        summary: 'What the lease pages need: the WhatsApp number of the lease desk and the lease limits',
        response: { 200: envelope(leaseInfoSchema) },
      },
    },
    async (req) => ok(req, lease.info()),
  );

  // ---- car demands (usercardemand) and the admin's list of long-term intents ----

  app.post(
    '/api/lease/demands',
    {
      schema: {
        tags,
        summary: 'Submit a car demand for a long-term lease or lease-to-own',
        body: leaseDemandBody,
        response: { 200: envelope(leaseDemandSchema) },
      },
      config: { auth: true },
    },
    async (req) => ok(req, await lease.createDemand(actorOf(req), req.body, req.lang), 'api:leaseDemandSubmitted'),
  );

  app.get(
    '/api/me/lease/demands',
    {
      schema: {
        tags,
        summary: 'My car demands and offer choices with their status, newest first (cursor paging)',
        querystring: myLeaseDemandsQuery,
        response: { 200: envelope(leaseDemandPageSchema) },
      },
      config: { auth: true },
    },
    async (req) => ok(req, await lease.myDemands(actorOf(req), req.query, req.lang)),
  );

  app.get(
    '/api/admin/lease/demands',
    {
      schema: {
        tags,
        summary: 'Admin: long-term intents (demands and offer choices) by status and search, newest first',
        querystring: adminLeaseDemandsQuery,
        response: { 200: envelope(leaseDemandPageSchema) },
      },
      config: { auth: { roles: ['admin'] } },
    },
    async (req) => ok(req, await lease.adminDemands(req.query, req.lang)),
  );

  app.patch(
    '/api/admin/lease/demands/:id',
    {
      schema: {
        tags,
        summary: 'Admin: change an intent’s status and/or note; the customer is notified',
        params: idParams,
        body: updateLeaseDemandBody,
        response: { 200: envelope(leaseDemandSchema) },
      },
      config: { auth: { roles: ['admin'] } },
    },
    async (req) => ok(req, await lease.updateDemand(req.params.id, req.body, req.lang), 'api:updated'),
  );

  // ---- lease offers (longtermList type=2, longtermDetail, longtermSelect) ----

  app.get(
    '/api/lease/offers',
    {
      schema: {
        tags,
        summary: 'Active lease offers in the chosen city (headers city, isProvence), newest first',
        querystring: leaseOffersQuery,
        response: { 200: envelope(leaseOfferPageSchema) },
      },
    },
    async (req) => ok(req, await lease.listOffers(req.query, cityFilterOf(req), req.lang)),
  );

  app.get(
    '/api/lease/offers/managed',
    {
      schema: {
        tags,
        summary: 'Merchant: my lease offers; admin: every offer (active and inactive)',
        querystring: manageLeaseOffersQuery,
        response: { 200: envelope(leaseOfferPageSchema) },
      },
      config: { auth: true },
    },
    async (req) => ok(req, await lease.manageOffers(actorOf(req), req.query, req.lang)),
  );

  app.get(
    '/api/lease/offers/:id',
    {
      schema: {
        tags,
        summary: 'A lease offer: photos, terms by months, what is included',
        params: idParams,
        response: { 200: envelope(leaseOfferSchema) },
      },
      config: { auth: 'optional' },
    },
    async (req) => ok(req, await lease.getOffer(req.actor, req.params.id, req.lang)),
  );

  app.post(
    '/api/lease/offers',
    {
      schema: {
        tags,
        summary: 'Admin or verified merchant: publish a lease offer',
        body: leaseOfferInput,
        response: { 200: envelope(leaseOfferSchema) },
      },
      config: { auth: true },
    },
    async (req) => ok(req, await lease.createOffer(actorOf(req), req.body, req.lang), 'api:leaseOfferSaved'),
  );

  app.patch(
    '/api/lease/offers/:id',
    {
      schema: {
        tags,
        summary: 'Edit, deactivate or reactivate a lease offer (its merchant or an admin)',
        params: idParams,
        body: updateLeaseOfferBody,
        response: { 200: envelope(leaseOfferSchema) },
      },
      config: { auth: true },
    },
    async (req) =>
      ok(req, await lease.updateOffer(actorOf(req), req.params.id, req.body, req.lang), 'api:leaseOfferSaved'),
  );

  app.post(
    '/api/lease/offers/:id/select',
    {
      schema: {
        tags,
        summary: 'Choose a term and a down payment on an offer: the server quotes it and records the intent',
        params: idParams,
        body: selectLeaseOfferBody,
        response: { 200: envelope(leaseDemandSchema) },
      },
      config: { auth: true },
    },
    async (req) =>
      ok(req, await lease.selectOffer(actorOf(req), req.params.id, req.body, req.lang), 'api:leaseOfferSelected'),
  );
};
