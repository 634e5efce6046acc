import {
  claimListQuery,
  claimPageSchema,
  createClaimBody,
  decideClaimBody,
  disputeClaimBody,
  envelope,
  rentalClaimSchema,
} from '@souq/shared';
import { z } from 'zod';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';

const tags = ['rental claims'];
const params = z.object({ id: z.uuid() });
const one = { 200: envelope(rentalClaimSchema) };

/** Claims beyond a rental deposit: merchant claims, renter accepts or disputes, admin decides. */
export const claimsRoutes: RouteModule = (app, { claims }) => {
  app.post(
    '/api/rental-bookings/:id/claims',
    {
      schema: {
        tags,
        summary:
          'Merchant or admin: claim itemised charges beyond the deposit on a completed booking (each with a reason; damage and other with photos). The renter accepts or disputes.',
        params,
        body: createClaimBody,
        response: one,
      },
      config: { auth: true },
    },
    async (req) => ok(req, await claims.create(actorOf(req), req.params.id, req.body.items, req.lang)),
  );

  app.get(
    '/api/rental-claims/:id',
    {
      schema: { tags, summary: 'One claim, for its renter, its merchant or an admin', params, response: one },
      config: { auth: true },
    },
    async (req) => ok(req, await claims.get(actorOf(req), req.params.id, req.lang)),
  );

  app.post(
    '/api/rental-claims/:id/accept',
    {
      schema: {
        tags,
        summary:
          'Renter: accept a claim. Paid from the wallet once (INSUFFICIENT_FUNDS when short: recharge and accept again), or sent to an admin for approval when it is large.',
        params,
        response: one,
      },
      config: { auth: true },
    },
    async (req) => ok(req, await claims.accept(actorOf(req), req.params.id, req.lang)),
  );

  app.post(
    '/api/rental-claims/:id/dispute',
    {
      schema: {
        tags,
        summary: 'Renter: dispute a claim within the response window, with a reason; an admin decides',
        params,
        body: disputeClaimBody,
        response: one,
      },
      config: { auth: true },
    },
    async (req) => ok(req, await claims.dispute(actorOf(req), req.params.id, req.body.reason, req.lang)),
  );

  app.get(
    '/api/admin/rental-claims',
    {
      schema: {
        tags,
        summary: 'Admin: the claims queue (pending by default: disputed, awaiting approval, unanswered in time)',
        querystring: claimListQuery,
        response: { 200: envelope(claimPageSchema) },
      },
      config: { auth: { roles: ['admin'] } },
    },
    async (req) => ok(req, await claims.list(req.query, req.lang)),
  );

  app.post(
    '/api/admin/rental-claims/:id/decide',
    {
      schema: {
        tags,
        summary:
          "Admin: uphold (all or part, charged from the renter's balance as far as it goes, the rest recorded as owed) or reject a claim, with a reason",
        params,
        body: decideClaimBody,
        response: one,
      },
      config: { auth: { roles: ['admin'] } },
    },
    async (req) => ok(req, await claims.decide(actorOf(req), req.params.id, req.body, req.lang)),
  );
};
