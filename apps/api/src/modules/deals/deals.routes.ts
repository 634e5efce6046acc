import { dealsContract } from '@souq/shared/deals/deals.contract';
import { implement } from '../../lib/contract';
import { ok } from '../../lib/http';
import { idempotencyKeyOf } from '../../lib/idempotency';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';

export const dealsRoutes: RouteModule = (app, { deals, dealContracts }) =>
  implement(app, dealsContract, {
    mine: async (req) => ok(req, await deals.mine(actorOf(req), req.query)),
    get: async (req) => ok(req, await deals.get(actorOf(req), req.params.id)),
    ofLot: async (req) => ok(req, await deals.ofLot(actorOf(req), req.params.id)),
    pay: async (req) =>
      ok(req, await deals.pay(actorOf(req), req.params.id, req.body, idempotencyKeyOf(req), req.lang)),
    contract: async (req) => ok(req, await dealContracts.view(actorOf(req), req.params.id, req.query.lang ?? req.lang)),
    sign: async (req) => ok(req, await dealContracts.sign(actorOf(req), req.params.id, req.body)),
    contractPdf: async (req, reply) => {
      const lang = req.query.lang ?? req.lang;
      const pdf = await dealContracts.pdf(actorOf(req), req.params.id, lang);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="contract-${req.params.id.slice(0, 8)}-${lang}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
    chooseLogistics: async (req) => ok(req, await deals.chooseLogistics(actorOf(req), req.params.id, req.body)),
    adminList: async (req) => ok(req, await deals.adminList(actorOf(req), req.query)),
    adminStep: async (req) => ok(req, await deals.adminStep(actorOf(req), req.params.id, req.body)),
  });
