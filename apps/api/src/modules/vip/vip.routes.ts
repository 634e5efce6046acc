import { envelope, vipMeResponse, vipPlansResponse, vipSubscribeBody, vipSubscribeResponse } from '@souq/shared';
import { ok } from '../../lib/http';
import { idempotencyKeyOf } from '../../lib/idempotency';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';

const tags = ['vip'];

export const vipRoutes: RouteModule = (app, { vip }) => {
  app.get(
    '/api/vip/plans',
    {
      schema: {
        tags,
        summary: 'VIP plans on sale (prices include VAT)',
        response: { 200: envelope(vipPlansResponse) },
      },
    },
    async (req) => ok(req, await vip.plans()),
  );

  app.get(
    '/api/vip/me',
    {
      schema: {
        tags,
        summary: 'My VIP status, benefits and paid memberships',
        response: { 200: envelope(vipMeResponse) },
      },
      config: { auth: true },
    },
    async (req) => ok(req, await vip.me(actorOf(req))),
  );

  app.post(
    '/api/vip/subscriptions',
    {
      schema: {
        tags,
        summary:
          'Buy or renew a plan from the wallet (active at once) or by card (answers the checkout URL). Needs an Idempotency-Key header.',
        body: vipSubscribeBody,
        response: { 200: envelope(vipSubscribeResponse) },
      },
      config: { auth: true },
    },
    async (req) => {
      const result = await vip.subscribe(actorOf(req), req.body, idempotencyKeyOf(req));
      return ok(req, result, result.checkoutUrl ? 'api:vipCheckout' : 'api:vipActivated');
    },
  );
};
