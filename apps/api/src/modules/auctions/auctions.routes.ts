import { auctionsContract } from '@souq/shared/auctions/auctions.contract';
import { implement } from '../../lib/contract';
import { ok } from '../../lib/http';
import { idempotencyKeyOf } from '../../lib/idempotency';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';

/** The auctions contract: validate, authorize, call the service, answer. */
export const auctionsRoutes: RouteModule = (
  app,
  { auctions, auctionBids, auctionParticipation, auctionClose, auctionReleases, auctionSecondChance },
) =>
  implement(app, auctionsContract, {
    terms: async (req) => ok(req, await auctions.terms(req.actor)),
    time: async (req) => ok(req, { serverNow: auctions.now().toISOString() }),
    sessions: async (req) => ok(req, await auctions.sessions(req.query, req.lang)),
    session: async (req) => ok(req, await auctions.session(req.actor, req.params.id, req.lang)),
    lots: async (req) => ok(req, await auctions.lots(req.actor, req.query, req.lang)),
    lot: async (req) => ok(req, await auctions.lot(req.actor, req.params.id, req.lang)),
    bidLog: async (req) => ok(req, await auctions.bidLog(req.actor, req.params.id, req.query)),
    join: async (req) =>
      ok(req, await auctionParticipation.join(actorOf(req), req.params.id, req.body, idempotencyKeyOf(req))),
    bid: async (req) => ok(req, await auctionBids.bid(actorOf(req), req.params.id, req.body, idempotencyKeyOf(req))),
    watch: async (req) => ok(req, await auctions.setWatch(actorOf(req), req.params.id, true)),
    unwatch: async (req) => ok(req, await auctions.setWatch(actorOf(req), req.params.id, false)),
    myBids: async (req) => ok(req, await auctions.myBids(actorOf(req), req.query, req.lang)),
    myWatches: async (req) => ok(req, await auctions.myWatches(actorOf(req), req.query, req.lang)),
    myOffers: async (req) => ok(req, await auctionSecondChance.mine(actorOf(req))),
    decideOffer: async (req) =>
      ok(req, await auctionSecondChance.decide(actorOf(req), req.params.id, req.body.accept, idempotencyKeyOf(req))),
    offerSecondChance: async (req) =>
      ok(req, await auctionSecondChance.offer(actorOf(req), req.params.id, idempotencyKeyOf(req))),
    release: async (req) =>
      ok(req, await auctionReleases.release(actorOf(req), req.body, idempotencyKeyOf(req), req.lang)),
    myReleases: async (req) =>
      ok(
        req,
        await auctionReleases.releases(
          { sellerId: actorOf(req).userId, status: req.query.status },
          req.query,
          req.lang,
        ),
      ),
    decideApproval: async (req) =>
      ok(
        req,
        await auctionClose.decideApproval(
          actorOf(req),
          req.params.id,
          req.body.accept,
          idempotencyKeyOf(req),
          req.lang,
        ),
      ),
    adminReleases: async (req) =>
      ok(req, await auctionReleases.releases({ status: req.query.status }, req.query, req.lang)),
    adminApproveRelease: async (req) =>
      ok(req, await auctionReleases.review(actorOf(req), req.params.id, { approve: true }, req.lang)),
    adminRejectRelease: async (req) =>
      ok(
        req,
        await auctionReleases.review(
          actorOf(req),
          req.params.id,
          { approve: false, reason: req.body.reason },
          req.lang,
        ),
      ),
    adminSessions: async (req) => ok(req, await auctionReleases.adminSessions(req.query.status, req.query, req.lang)),
    adminSession: async (req) => ok(req, await auctionReleases.adminSession(req.params.id, req.lang)),
    adminCreateSession: async (req) => ok(req, await auctionReleases.createSession(actorOf(req), req.body, req.lang)),
    adminSetLots: async (req) => ok(req, await auctionReleases.setLots(req.params.id, req.body.lotIds, req.lang)),
    adminSchedule: async (req) => ok(req, await auctionReleases.schedule(req.params.id, req.lang)),
  });
