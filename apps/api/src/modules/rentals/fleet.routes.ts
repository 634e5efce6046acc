import {
  envelope,
  okSchema,
  rentalBranchInput,
  rentalBranchListResponse,
  rentalBranchPatch,
  rentalBranchSchema,
  rentalCarDetailSchema,
  rentalCarInput,
  rentalCarListQuery,
  rentalCarPageSchema,
  rentalCarPatch,
  rentalQuoteQuery,
  rentalQuoteSchema,
  rentalSearchQuery,
} from '@souq/shared';
import { z } from 'zod';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';
import { cityFilterOf } from '../regions/city-filter';

const tags = ['rentals'];
const adminTags = ['admin'];
const idParams = z.object({ id: z.uuid() });
const merchant = { auth: true } as const;

export const fleetRoutes: RouteModule = (app, { fleet }) => {
  // ---- search and detail (public) ----

  app.get(
    '/api/rental-cars',
    {
      schema: {
        tags,
        summary: 'Search rental cars (home rent tab, rental list): range, cities, car type, brand; cursor paging',
        description:
          'The chosen city travels as the `city` and `isProvence` headers. With a range, each car shows its ' +
          'availability and whole-range quote total; only cars free for the whole range unless onlyAvailable=false.',
        querystring: rentalSearchQuery,
        response: { 200: envelope(rentalCarPageSchema) },
      },
    },
    async (req) => ok(req, await fleet.search(req.query, cityFilterOf(req), req.lang)),
  );

  app.get(
    '/api/rental-cars/:id',
    {
      schema: {
        tags,
        summary: 'A rental car: photos, branches, booked ranges from now on',
        params: idParams,
        response: { 200: envelope(rentalCarDetailSchema) },
      },
      config: { auth: 'optional' },
    },
    async (req) => ok(req, await fleet.detail(req.actor, req.params.id, req.lang)),
  );

  app.get(
    '/api/rental-cars/:id/quote',
    {
      schema: {
        tags,
        summary: 'The price quote of a car for a range and extras (VAT as its own figure, deposit held apart)',
        params: idParams,
        querystring: rentalQuoteQuery,
        response: { 200: envelope(rentalQuoteSchema) },
      },
      config: { auth: 'optional' },
    },
    async (req) => ok(req, await fleet.quote(req.actor, req.params.id, req.query)),
  );

  // ---- the merchant's fleet ----

  app.post(
    '/api/rental-cars',
    {
      schema: {
        tags,
        summary: 'Publish a rental car (merchants)',
        body: rentalCarInput,
        response: { 200: envelope(rentalCarDetailSchema) },
      },
      config: merchant,
    },
    async (req) => ok(req, await fleet.createCar(actorOf(req), req.body, req.lang), 'api:rentalCarPublished'),
  );

  app.patch(
    '/api/rental-cars/:id',
    {
      schema: {
        tags,
        summary: 'Edit one of my rental cars',
        params: idParams,
        body: rentalCarPatch,
        response: { 200: envelope(rentalCarDetailSchema) },
      },
      config: merchant,
    },
    async (req) =>
      ok(req, await fleet.updateCar(actorOf(req), req.params.id, req.body, req.lang), 'api:rentalCarUpdated'),
  );

  app.post(
    '/api/rental-cars/:id/pause',
    {
      schema: {
        tags,
        summary: 'Pause one of my rental cars (hidden from search, bookings kept)',
        params: idParams,
        response: { 200: envelope(rentalCarDetailSchema) },
      },
      config: merchant,
    },
    async (req) => ok(req, await fleet.pauseCar(actorOf(req), req.params.id, req.lang), 'api:rentalCarPaused'),
  );

  app.post(
    '/api/rental-cars/:id/resume',
    {
      schema: {
        tags,
        summary: 'Put a paused rental car back on offer',
        params: idParams,
        response: { 200: envelope(rentalCarDetailSchema) },
      },
      config: merchant,
    },
    async (req) => ok(req, await fleet.resumeCar(actorOf(req), req.params.id, req.lang), 'api:rentalCarResumed'),
  );

  app.delete(
    '/api/rental-cars/:id',
    {
      schema: {
        tags,
        summary: 'Remove one of my rental cars (refused while a booking holds it)',
        params: idParams,
        response: { 200: envelope(okSchema) },
      },
      config: merchant,
    },
    async (req) => {
      await fleet.removeCar(actorOf(req), req.params.id);
      return ok(req, { ok: true as const }, 'api:rentalCarRemoved');
    },
  );

  app.get(
    '/api/me/rental-cars',
    {
      schema: {
        tags,
        summary: 'My rental fleet, newest first, with status and availability now (cursor paging)',
        querystring: rentalCarListQuery,
        response: { 200: envelope(rentalCarPageSchema) },
      },
      config: merchant,
    },
    async (req) => ok(req, await fleet.myCars(actorOf(req), req.query, req.lang)),
  );

  app.get(
    '/api/admin/rental-cars',
    {
      schema: {
        tags: adminTags,
        summary: 'Every rental car: search by title or merchant, filter by status (cursor paging)',
        querystring: rentalCarListQuery,
        response: { 200: envelope(rentalCarPageSchema) },
      },
      config: { auth: { roles: ['admin'] } },
    },
    async (req) => ok(req, await fleet.adminCars(actorOf(req), req.query, req.lang)),
  );

  // ---- branches ----

  app.get(
    '/api/me/rental-branches',
    {
      schema: {
        tags,
        summary: 'My pick-up and return branches',
        response: { 200: envelope(rentalBranchListResponse) },
      },
      config: merchant,
    },
    async (req) => ok(req, await fleet.myBranches(actorOf(req), req.lang)),
  );

  app.post(
    '/api/me/rental-branches',
    {
      schema: {
        tags,
        summary: 'Add a pick-up and return branch (merchants)',
        body: rentalBranchInput,
        response: { 200: envelope(rentalBranchSchema) },
      },
      config: merchant,
    },
    async (req) => ok(req, await fleet.createBranch(actorOf(req), req.body, req.lang), 'api:rentalBranchSaved'),
  );

  app.get(
    '/api/me/rental-branches/:id',
    {
      schema: {
        tags,
        summary: 'One of my branches',
        params: idParams,
        response: { 200: envelope(rentalBranchSchema) },
      },
      config: merchant,
    },
    async (req) => ok(req, await fleet.getBranch(actorOf(req), req.params.id, req.lang)),
  );

  app.patch(
    '/api/me/rental-branches/:id',
    {
      schema: {
        tags,
        summary: 'Edit one of my branches',
        params: idParams,
        body: rentalBranchPatch,
        response: { 200: envelope(rentalBranchSchema) },
      },
      config: merchant,
    },
    async (req) =>
      ok(req, await fleet.updateBranch(actorOf(req), req.params.id, req.body, req.lang), 'api:rentalBranchSaved'),
  );

  app.delete(
    '/api/me/rental-branches/:id',
    {
      schema: {
        tags,
        summary: 'Remove one of my branches (refused while a car offers it)',
        params: idParams,
        response: { 200: envelope(okSchema) },
      },
      config: merchant,
    },
    async (req) => {
      await fleet.deleteBranch(actorOf(req), req.params.id);
      return ok(req, { ok: true as const }, 'api:rentalBranchRemoved');
    },
  );
};
