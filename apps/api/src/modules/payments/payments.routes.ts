import {
  checkoutResponse,
  envelope,
  formatAed,
  type PaymentProvider,
  parseAmountToFils,
  paymentSchema,
  rechargeAmountSchema,
  rechargeBody,
  textSchema,
} from '@souq/shared';
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, fieldError } from '../../lib/errors';
import { ok } from '../../lib/http';
import { idempotencyKeyOf } from '../../lib/idempotency';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';
import type { SandboxCardForm } from './gateway.sandbox';
import { renderCheckoutPage, renderCompletedPage, renderNotFoundPage } from './sandbox.page';

const tags = ['payments'];

/** The sandbox's hosted page (GET shows it, POST submits the card form); not part of the API docs. */
const sandboxPageSchema = {
  hide: true,
  params: z.object({ sessionId: textSchema({ min: 1, max: 100 }) }),
  querystring: z.object({ lang: textSchema({ max: 20 }).optional() }),
};

const webhookResponse = z.object({ received: z.literal(true), outcome: z.string() });

export const paymentsRoutes: RouteModule = (app, { payments }, { config }) => {
  // The recharge form's own schema: the same limits, checked the same way on both sides.
  const rechargeLimits = rechargeAmountSchema({ minAed: config.RECHARGE_MIN_AED, maxAed: config.RECHARGE_MAX_AED });
  app.post(
    '/api/wallet/recharges',
    {
      schema: {
        tags: ['wallet', ...tags],
        summary: 'Recharge the wallet by card: opens a gateway checkout (header Idempotency-Key)',
        description:
          'The balance rises only when the gateway confirms the payment by webhook. ' +
          'The same Idempotency-Key with the same body answers the same checkout.',
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: rechargeBody,
        response: { 200: envelope(checkoutResponse) },
      },
      config: { auth: true },
    },
    async (req) => {
      const actor = actorOf(req);
      const idempotencyKey = idempotencyKeyOf(req);
      const { amount, currency } = req.body;
      if (currency !== undefined && currency.toUpperCase() !== 'AED') throw new AppError('CURRENCY_UNSUPPORTED');
      const amountFils = parseAmountToFils(amount);
      if (amountFils === null || amountFils <= 0n) throw fieldError('AMOUNT_INVALID', 'amount', 'amount');
      const within = rechargeLimits.safeParse({ amount });
      if (!within.success) {
        const tooSmall = within.error.issues.some((issue) => issue.message === 'validation:amountTooSmall');
        const bound = BigInt(tooSmall ? config.RECHARGE_MIN_AED : config.RECHARGE_MAX_AED) * 100n;
        throw new AppError(tooSmall ? 'AMOUNT_TOO_SMALL' : 'AMOUNT_TOO_LARGE', { limit: formatAed(bound, req.lang) });
      }
      const checkout = await payments.startCheckout({
        actor,
        purpose: 'recharge',
        ref: { type: 'wallet', id: actor.userId },
        amountFils,
        resultRoute: '/wallet',
        idempotencyKey,
        language: req.lang,
      });
      return ok(req, checkout, 'api:rechargeCheckout');
    },
  );

  app.get(
    '/api/payments/:id',
    {
      schema: {
        tags,
        summary: 'One of my payments: what the result page shows',
        params: z.object({ id: z.string() }),
        response: { 200: envelope(paymentSchema) },
      },
      config: { auth: true },
    },
    async (req) => ok(req, await payments.get(actorOf(req), req.params.id)),
  );

  // Webhooks and the sandbox's hosted page need the body as it arrived (the signature is over
  // the raw bytes; the card form is urlencoded): their own scope keeps every body as a Buffer.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    const raw = scope.withTypeProvider<ZodTypeProvider>();

    for (const provider of ['sandbox', 'stripe'] as const satisfies readonly PaymentProvider[]) {
      raw.post(
        `/api/payments/webhooks/${provider}`,
        {
          schema: {
            tags,
            summary: `Webhook of the ${provider} gateway (signed over the raw body)`,
            response: { 200: envelope(webhookResponse) },
          },
        },
        async (req) => {
          const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
          const result = await payments.handleWebhook(provider, body, req.headers);
          return ok(req, { received: true as const, outcome: result.outcome }, 'api:webhookReceived');
        },
      );
    }

    raw.get(
      '/pay/sandbox/:sessionId',
      {
        schema: sandboxPageSchema,
      },
      async (req, reply) => {
        const sandbox = payments.sandbox;
        const session = sandbox ? await sandbox.getSession(req.params.sessionId) : null;
        const lang = sandbox ? sandbox.pageLanguage(session, req.query.lang, req.lang) : req.lang;
        if (!session) return html(reply, 404, renderNotFoundPage(lang));
        if (session.status !== 'open') {
          const next = session.status === 'canceled' ? session.cancelUrl : session.successUrl;
          return html(reply, 200, renderCompletedPage(lang, next));
        }
        return html(reply, 200, renderCheckoutPage(lang, session));
      },
    );

    raw.post(
      '/pay/sandbox/:sessionId',
      {
        schema: sandboxPageSchema,
      },
      async (req, reply) => {
        const sandbox = payments.sandbox;
        if (!sandbox) return html(reply, 404, renderNotFoundPage(req.lang));
        const fields = new URLSearchParams(Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '');
        const form: SandboxCardForm = {
          cardNumber: fields.get('cardNumber') ?? undefined,
          expiry: fields.get('expiry') ?? undefined,
          cvc: fields.get('cvc') ?? undefined,
        };
        const action = fields.get('action') === 'cancel' ? 'cancel' : 'pay';
        const result = await sandbox.submit(req.params.sessionId, action, form);
        if (result.kind === 'redirect') return reply.redirect(result.url, 303);
        const lang = sandbox.pageLanguage(result.kind === 'form' ? result.session : null, req.query.lang, req.lang);
        if (result.kind === 'notFound') return html(reply, 404, renderNotFoundPage(lang));
        return html(reply, 422, renderCheckoutPage(lang, result.session, result.error, form));
      },
    );
  });
};

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(body);
}
