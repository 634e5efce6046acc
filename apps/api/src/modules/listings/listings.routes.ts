import { type ListingStatus, listingsContract } from '@souq/shared';
import { implement } from '../../lib/contract';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';
import { cityFilterOf } from '../regions/city-filter';

export const listingsRoutes: RouteModule = (app, { listings }) =>
  implement(app, listingsContract, {
    // ---- VIN ----
    decodeVin: async (req) => ok(req, await listings.decodeVin(req.body.vin)),

    // ---- search and reading ----
    search: async (req) => ok(req, await listings.search(req.query, cityFilterOf(req), req.lang)),
    newCount: async (req) => ok(req, await listings.newCount(req.actor, req.query.since, cityFilterOf(req))),
    markVisited: async (req) => ok(req, await listings.markVisited(actorOf(req))),
    detail: async (req) => ok(req, await listings.detail(req.actor, req.params.id, req.lang)),
    similar: async (req) => ok(req, await listings.similar(req.actor, req.params.id, req.lang)),

    // ---- publish and manage ----
    create: async (req) => {
      const listing = await listings.create(actorOf(req), req.body, req.lang);
      return ok(req, listing, listingMessage(listing.status));
    },
    update: async (req) => {
      const listing = await listings.update(actorOf(req), req.params.id, req.body, req.lang);
      return ok(req, listing, listingMessage(listing.status));
    },
    remove: async (req) => ok(req, await listings.remove(actorOf(req), req.params.id, req.lang), 'api:listingRemoved'),
    submit: async (req) => {
      const listing = await listings.submit(actorOf(req), req.params.id, req.lang);
      return ok(req, listing, listingMessage(listing.status));
    },
    markSold: async (req) => ok(req, await listings.markSold(actorOf(req), req.params.id, req.lang), 'api:listingSold'),
    reserve: async (req) =>
      ok(req, await listings.reserve(actorOf(req), req.params.id, req.lang), 'api:listingReserved'),
    unreserve: async (req) =>
      ok(req, await listings.unreserve(actorOf(req), req.params.id, req.lang), 'api:listingOnSale'),
    refresh: async (req) =>
      ok(req, await listings.refresh(actorOf(req), req.params.id, req.lang), 'api:listingRefreshed'),
    changePrice: async (req) =>
      ok(
        req,
        await listings.changePrice(actorOf(req), req.params.id, req.body.price, req.lang),
        'api:listingPriceChanged',
      ),
    mine: async (req) => ok(req, await listings.mine(actorOf(req), req.query, req.lang)),
    myCounts: async (req) => ok(req, await listings.countsOf(actorOf(req).userId)),

    // ---- favourites and history ----
    addFavourite: async (req) =>
      ok(req, await listings.setFavourite(actorOf(req), req.params.id, true), 'api:favouriteAdded'),
    removeFavourite: async (req) =>
      ok(req, await listings.setFavourite(actorOf(req), req.params.id, false), 'api:favouriteRemoved'),
    favourites: async (req) =>
      ok(req, await listings.favourites(actorOf(req), req.query.cursor, req.query.limit, req.lang)),
    history: async (req) => ok(req, await listings.history(actorOf(req), req.query.cursor, req.query.limit, req.lang)),
    clearHistory: async (req) => ok(req, await listings.clearHistory(actorOf(req)), 'api:historyCleared'),
    deleteHistoryItem: async (req) => ok(req, await listings.deleteHistoryItem(actorOf(req), req.params.listingId)),

    // ---- review (admins) ----
    adminList: async (req) => ok(req, await listings.adminList(req.query, req.lang)),
    approve: async (req) =>
      ok(req, await listings.approve(actorOf(req), req.params.id, req.lang), 'api:listingApproved'),
    reject: async (req) =>
      ok(req, await listings.reject(actorOf(req), req.params.id, req.body.reason, req.lang), 'api:listingRejected'),
  });

/** The message of a save: on sale, waiting for review, or a draft. */
function listingMessage(status: ListingStatus): string {
  if (status === 'on_sale' || status === 'reserved') return 'api:listingOnSale';
  if (status === 'pending_review') return 'api:listingInReview';
  return 'api:listingSaved';
}
