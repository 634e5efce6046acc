import {
  createDepositBody,
  createDepositResponse,
  depositListQuery,
  depositListResponse,
  depositSchema,
  envelope,
  heldFundsResponse,
} from '@souq/shared';
import { z } from 'zod';
import { ok } from '../../lib/http';
import { idempotencyKeyOf } from '../../lib/idempotency';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';

const tags = ['deposits'];

export const depositsRoutes: RouteModule = (app, { deposits }) => {
  app.post(
    '/api/deposits',
    {
      schema: {
        tags,
        summary:
          'Pay a deposit (earnest money) from the wallet (held at once) or by card (answers the checkout URL). Needs an Idempotency-Key header.',
        body: createDepositBody,
        response: { 200: envelope(createDepositResponse) },
      },
      config: { auth: true },
    },
    async (req) => {
      const key = idempotencyKeyOf(req);
      const result = await deposits.pay(actorOf(req), req.body, key);
      return ok(req, result, result.checkoutUrl ? 'api:depositCheckout' : 'api:depositHeld');
    },
  );

  app.get(
    '/api/deposits',
    {
      schema: {
        tags,
        summary: 'My deposits, newest first (cursor paging)',
        querystring: depositListQuery,
        response: { 200: envelope(depositListResponse) },
      },
      config: { auth: true },
    },
    async (req) => ok(req, await deposits.list(actorOf(req), req.query)),
  );

  app.get(
    '/api/deposits/holds',
    {
      schema: {
        tags,
        summary:
          'Everything blocked for me, newest first: wallet holds of any kind and card authorisations, each with what it is for and its state',
        response: { 200: envelope(heldFundsResponse) },
      },
      config: { auth: true },
    },
    async (req) => ok(req, await deposits.listHeld(actorOf(req))),
  );

  app.get(
    '/api/deposits/:id',
    {
      schema: {
        tags,
        summary: 'One of my deposits (the success page after paying)',
        params: z.object({ id: z.uuid() }),
        response: { 200: envelope(depositSchema) },
      },
      config: { auth: true },
    },
    async (req) => ok(req, await deposits.get(actorOf(req), req.params.id)),
  );

  app.post(
    '/api/deposits/:id/release',
    {
      schema: {
        tags,
        summary:
          'Release a held general deposit back to the available balance: its owner after the waiting period, an admin at any time. Needs an Idempotency-Key header; a deposit already released or applied answers 409.',
        params: z.object({ id: z.uuid() }),
        response: { 200: envelope(depositSchema) },
      },
      config: { auth: true },
    },
    async (req) => {
      const key = idempotencyKeyOf(req);
      return ok(req, await deposits.releaseOnRequest(actorOf(req), req.params.id, key), 'api:depositReleased');
    },
  );
};
