import { vipContract } from '@souq/shared';
import { implement } from '../../lib/contract';
import { ok } from '../../lib/http';
import { idempotencyKeyOf } from '../../lib/idempotency';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';

export const vipRoutes: RouteModule = (app, { vip }) =>
  implement(app, vipContract, {
    plans: async (req) => ok(req, await vip.plans()),
    me: async (req) => ok(req, await vip.me(actorOf(req))),
    subscribe: async (req) => {
      const result = await vip.subscribe(actorOf(req), req.body, idempotencyKeyOf(req));
      return ok(req, result, result.checkoutUrl ? 'api:vipCheckout' : 'api:vipActivated');
    },
  });
