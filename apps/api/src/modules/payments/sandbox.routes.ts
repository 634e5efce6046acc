/**
 * The sandbox gateway's hosted checkout page (GET shows it, POST submits the card form). A page,
 * not an API endpoint: a plain route left out of the API docs. The card form is urlencoded and read
 * from the raw body, so the page has a scope that keeps every body as a Buffer.
 */
import { textSchema } from '@souq/shared';
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ZodApp } from '../../lib/route';
import type { SandboxCardForm } from './gateway.sandbox';
import type { PaymentsService } from './payments.service';
import { renderCheckoutPage, renderCompletedPage, renderNotFoundPage } from './sandbox.page';

const sandboxPageSchema = {
  hide: true,
  params: z.object({ sessionId: textSchema({ min: 1, max: 100 }) }),
  querystring: z.object({ lang: textSchema({ max: 20 }).optional() }),
};

export function registerSandboxPage(app: ZodApp, payments: PaymentsService): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    const raw = scope.withTypeProvider<ZodTypeProvider>();

    raw.get('/pay/sandbox/:sessionId', { schema: sandboxPageSchema }, async (req, reply) => {
      const sandbox = payments.sandbox;
      const session = sandbox ? await sandbox.getSession(req.params.sessionId) : null;
      const lang = sandbox ? sandbox.pageLanguage(session, req.query.lang, req.lang) : req.lang;
      if (!session) return html(reply, 404, renderNotFoundPage(lang));
      if (session.status !== 'open') {
        const next = session.status === 'canceled' ? session.cancelUrl : session.successUrl;
        return html(reply, 200, renderCompletedPage(lang, next));
      }
      return html(reply, 200, renderCheckoutPage(lang, session));
    });

    raw.post('/pay/sandbox/:sessionId', { schema: sandboxPageSchema }, async (req, reply) => {
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
    });
  });
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(body);
}
