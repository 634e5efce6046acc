import { depositsContract } from '@souq/shared';
import { implement } from '../../lib/contract';
import { ok } from '../../lib/http';
import { idempotencyKeyOf } from '../../lib/idempotency';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';

export const depositsRoutes: RouteModule = (app, { deposits }) =>
  implement(app, depositsContract, {
    pay: async (req) => {
      const result = await deposits.pay(actorOf(req), req.body, idempotencyKeyOf(req));
      return ok(req, result, result.checkoutUrl ? 'api:depositCheckout' : 'api:depositHeld');
    },
    list: async (req) => ok(req, await deposits.list(actorOf(req), req.query)),
    held: async (req) => ok(req, await deposits.listHeld(actorOf(req))),
    get: async (req) => ok(req, await deposits.get(actorOf(req), req.params.id)),
    release: async (req) =>
      ok(
        req,
        await deposits.releaseOnRequest(actorOf(req), req.params.id, idempotencyKeyOf(req)),
        'api:depositReleased',
      ),
  });
