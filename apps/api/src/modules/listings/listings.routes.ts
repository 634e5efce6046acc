import {
  adminListingsQuery,
  envelope,
  favouriteStateSchema,
  historyPageSchema,
  listingCountsSchema,
  listingDetailSchema,
  listingInput,
  listingPageSchema,
  listingPriceBody,
  listingRejectBody,
  listingSearchQuery,
  myListingsQuery,
  newCarsCountQuery,
  newCarsCountSchema,
  pageQuerySchema,
  similarListingsSchema,
  vinDecodeBody,
  vinDecodeSchema,
} from '@souq/shared';
import { z } from 'zod';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';
import { cityFilterOf } from '../regions/city-filter';

const tags = ['listings'];
const idParams = z.object({ id: z.uuid() });
const detail = { 200: envelope(listingDetailSchema) };
const removedSchema = z.object({ removed: z.number().int() });

export const listingsRoutes: RouteModule = (app, { listings }) => {
  // ---- VIN ----

  app.post(
    '/api/vin/decode',
    {
      schema: {
        tags,
        summary: 'Check a VIN (length, letters, check digit) and decode maker, brand, country and model year',
        description:
          'The publish form prefills from this. A bad VIN answers field errors vinLength, vinLetters or vinCheckDigit.',
        body: vinDecodeBody,
        response: { 200: envelope(vinDecodeSchema) },
      },
      config: { auth: 'optional' },
    },
    async (req) => ok(req, await listings.decodeVin(req.body.vin)),
  );

  // ---- search and reading ----

  app.get(
    '/api/listings',
    {
      schema: {
        tags,
        summary: 'Search cars for sale: filters, full text, five sorts, cursor pages; the chosen city from the headers',
        querystring: listingSearchQuery,
        response: { 200: envelope(listingPageSchema) },
      },
      config: { auth: 'optional' },
    },
    async (req) => ok(req, await listings.search(req.query, await cityFilterOf(req), req.lang)),
  );

  app.get(
    '/api/listings/new-count',
    {
      schema: {
        tags,
        summary: 'How many cars went on sale since the last visit (stored for a user; `since` for a guest)',
        querystring: newCarsCountQuery,
        response: { 200: envelope(newCarsCountSchema) },
      },
      config: { auth: 'optional' },
    },
    async (req) => ok(req, await listings.newCount(req.actor, req.query.since, await cityFilterOf(req))),
  );

  app.post(
    '/api/listings/visits',
    {
      schema: {
        tags,
        summary: 'Marks now as the last visit of the cars lists (the badge counts from it)',
        response: { 200: envelope(z.object({ since: z.string() })) },
      },
      config: { auth: true },
    },
    async (req) => ok(req, await listings.markVisited(actorOf(req))),
  );

  app.get(
    '/api/listings/:id',
    {
      schema: {
        tags,
        summary: 'One car; drafts and cars in review only to their seller and admins (404 to others)',
        params: idParams,
        response: detail,
      },
      config: { auth: 'optional' },
    },
    async (req) => ok(req, await listings.detail(req.actor, req.params.id, req.lang)),
  );

  app.get(
    '/api/listings/:id/similar',
    {
      schema: {
        tags,
        summary: 'Up to 6 cars of the same series or body type in a similar price band',
        params: idParams,
        response: { 200: envelope(similarListingsSchema) },
      },
      config: { auth: 'optional' },
    },
    async (req) => ok(req, await listings.similar(req.actor, req.params.id, req.lang)),
  );

  // ---- publish and manage ----

  app.post(
    '/api/listings',
    {
      schema: {
        tags,
        summary:
          'Publish a car (`publish: false` saves a draft); verified dealers go on sale at once, others to review',
        body: listingInput,
        response: detail,
      },
      config: { auth: true },
    },
    async (req) => {
      const listing = await listings.create(actorOf(req), req.body, req.lang);
      return ok(req, listing, listingMessage(listing.status));
    },
  );

  app.patch(
    '/api/listings/:id',
    {
      schema: {
        tags,
        summary: 'Edit a car (the whole form); an unverified seller’s car on sale goes back to review',
        params: idParams,
        body: listingInput,
        response: detail,
      },
      config: { auth: true },
    },
    async (req) => {
      const listing = await listings.update(actorOf(req), req.params.id, req.body, req.lang);
      return ok(req, listing, listingMessage(listing.status));
    },
  );

  app.delete(
    '/api/listings/:id',
    {
      schema: { tags, summary: 'Remove a car from sale (soft delete)', params: idParams, response: detail },
      config: { auth: true },
    },
    async (req) => ok(req, await listings.remove(actorOf(req), req.params.id, req.lang), 'api:listingRemoved'),
  );

  const action = (
    path: string,
    summary: string,
    run: typeof listings.submit,
    message: string | ((status: string) => string),
  ) =>
    app.post(
      `/api/listings/:id/${path}`,
      { schema: { tags, summary, params: idParams, response: detail }, config: { auth: true } },
      async (req) => {
        const listing = await run.call(listings, actorOf(req), req.params.id, req.lang);
        return ok(req, listing, typeof message === 'string' ? message : message(listing.status));
      },
    );

  action('submit', 'Send a draft or rejected car to review (or on sale)', listings.submit, listingMessage);
  action('sold', 'Mark a car sold', listings.markSold, 'api:listingSold');
  action('reserve', 'Mark a car reserved (it stays listed)', listings.reserve, 'api:listingReserved');
  action('unreserve', 'Put a reserved car back on sale', listings.unreserve, 'api:listingOnSale');
  action(
    'refresh',
    'Move a car to the top of the newest list (limited per day)',
    listings.refresh,
    'api:listingRefreshed',
  );

  app.post(
    '/api/listings/:id/price',
    {
      schema: {
        tags,
        summary: 'Change the asking price (decimal AED); the price history keeps the old one',
        params: idParams,
        body: listingPriceBody,
        response: detail,
      },
      config: { auth: true },
    },
    async (req) =>
      ok(
        req,
        await listings.changePrice(actorOf(req), req.params.id, req.body.price, req.lang),
        'api:listingPriceChanged',
      ),
  );

  app.get(
    '/api/me/listings',
    {
      schema: {
        tags,
        summary: 'My cars, every status or one, newest first',
        querystring: myListingsQuery,
        response: { 200: envelope(listingPageSchema) },
      },
      config: { auth: true },
    },
    async (req) => ok(req, await listings.mine(actorOf(req), req.query, req.lang)),
  );

  app.get(
    '/api/me/listings/counts',
    {
      schema: {
        tags,
        summary: 'How many of my cars are in each status',
        response: { 200: envelope(listingCountsSchema) },
      },
      config: { auth: true },
    },
    async (req) => ok(req, await listings.countsOf(actorOf(req).userId)),
  );

  // ---- favourites and history ----

  for (const method of ['PUT', 'DELETE'] as const) {
    app.route({
      method,
      url: '/api/listings/:id/favourite',
      schema: {
        tags,
        summary: method === 'PUT' ? 'Add a car to my favourites (repeat-safe)' : 'Remove a car from my favourites',
        params: idParams,
        response: { 200: envelope(favouriteStateSchema) },
      },
      config: { auth: true },
      handler: async (req) =>
        ok(
          req,
          await listings.setFavourite(actorOf(req), req.params.id, method === 'PUT'),
          method === 'PUT' ? 'api:favouriteAdded' : 'api:favouriteRemoved',
        ),
    });
  }

  app.get(
    '/api/me/favourites/cars',
    {
      schema: {
        tags,
        summary: 'My favourite cars, newest first',
        querystring: pageQuerySchema,
        response: { 200: envelope(listingPageSchema) },
      },
      config: { auth: true },
    },
    async (req) => ok(req, await listings.favourites(actorOf(req), req.query.cursor, req.query.limit, req.lang)),
  );

  app.get(
    '/api/me/history/cars',
    {
      schema: {
        tags,
        summary: 'Cars I viewed, last viewed first',
        querystring: pageQuerySchema,
        response: { 200: envelope(historyPageSchema) },
      },
      config: { auth: true },
    },
    async (req) => ok(req, await listings.history(actorOf(req), req.query.cursor, req.query.limit, req.lang)),
  );

  app.delete(
    '/api/me/history/cars',
    {
      schema: { tags, summary: 'Clear my browsing history of cars', response: { 200: envelope(removedSchema) } },
      config: { auth: true },
    },
    async (req) => ok(req, await listings.clearHistory(actorOf(req)), 'api:historyCleared'),
  );

  app.delete(
    '/api/me/history/cars/:listingId',
    {
      schema: {
        tags,
        summary: 'Forget one car of my browsing history',
        params: z.object({ listingId: z.uuid() }),
        response: { 200: envelope(removedSchema) },
      },
      config: { auth: true },
    },
    async (req) => ok(req, await listings.deleteHistoryItem(actorOf(req), req.params.listingId)),
  );

  // ---- review (admins) ----

  app.get(
    '/api/admin/listings',
    {
      schema: {
        tags,
        summary: 'Admin: cars by status (the review queue), found by text, newest first',
        querystring: adminListingsQuery,
        response: { 200: envelope(listingPageSchema) },
      },
      config: { auth: { roles: ['admin'] } },
    },
    async (req) => ok(req, await listings.adminList(req.query, req.lang)),
  );

  app.post(
    '/api/admin/listings/:id/approve',
    {
      schema: { tags, summary: 'Admin: put a car in review on sale', params: idParams, response: detail },
      config: { auth: { roles: ['admin'] } },
    },
    async (req) => ok(req, await listings.approve(actorOf(req), req.params.id, req.lang), 'api:listingApproved'),
  );

  app.post(
    '/api/admin/listings/:id/reject',
    {
      schema: {
        tags,
        summary: 'Admin: send a car in review back to its seller with a reason',
        params: idParams,
        body: listingRejectBody,
        response: detail,
      },
      config: { auth: { roles: ['admin'] } },
    },
    async (req) =>
      ok(req, await listings.reject(actorOf(req), req.params.id, req.body.reason, req.lang), 'api:listingRejected'),
  );
};

/** The message of a save: on sale, waiting for review, or a draft. */
function listingMessage(status: string): string {
  if (status === 'on_sale' || status === 'reserved') return 'api:listingOnSale';
  if (status === 'pending_review') return 'api:listingInReview';
  return 'api:listingSaved';
}
