import { type PaymentProvider, paymentsContract } from '@souq/shared';
import type { FastifyRequest } from 'fastify';
import { implement } from '../../lib/contract';
import { ok } from '../../lib/http';
import { idempotencyKeyOf } from '../../lib/idempotency';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';
import type { PaymentsService } from './payments.service';
import { rechargeAmountChecker } from './recharge-amount';
import { registerSandboxPage } from './sandbox.routes';

export const paymentsRoutes: RouteModule = (app, { payments }, { config }) => {
  const rechargeAmountFils = rechargeAmountChecker(config);
  implement(app, paymentsContract, {
    recharge: async (req) => {
      const actor = actorOf(req);
      const idempotencyKey = idempotencyKeyOf(req);
      const checkout = await payments.startCheckout({
        actor,
        purpose: 'recharge',
        ref: { type: 'wallet', id: actor.userId },
        amountFils: rechargeAmountFils(req.body, req.lang),
        resultRoute: '/wallet',
        idempotencyKey,
        language: req.lang,
      });
      return ok(req, checkout, 'api:rechargeCheckout');
    },
    payment: async (req) => ok(req, await payments.get(actorOf(req), req.params.id)),
    // The signature is over the raw bytes: these endpoints get the body as it arrived.
    sandboxWebhook: async (req) => ok(req, await webhook(payments, 'sandbox', req), 'api:webhookReceived'),
    stripeWebhook: async (req) => ok(req, await webhook(payments, 'stripe', req), 'api:webhookReceived'),
  });
  registerSandboxPage(app, payments);
};

async function webhook(
  payments: PaymentsService,
  provider: PaymentProvider,
  req: Pick<FastifyRequest, 'headers'> & { body: unknown },
) {
  const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  const result = await payments.handleWebhook(provider, body, req.headers);
  return { received: true as const, outcome: result.outcome };
}
