import { devSmsContract } from '@souq/shared';
import { implement } from '../../lib/contract';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';
import type { OutboxSmsSender } from './sms.outbox';

/** Development only: what the dev outbox "sent". Never registered in production. */
export const devSmsRoutes =
  (outbox: OutboxSmsSender): RouteModule =>
  (app) =>
    implement(app, devSmsContract, {
      smsOutbox: async (req) => {
        const rows = await outbox.list(req.query.mobile);
        const items = rows.map((r) => ({
          mobile: r.mobile,
          body: r.body,
          code: /\b(\d{6})\b/.exec(r.body)?.[1] ?? null,
          createdAt: r.createdAt.toISOString(),
        }));
        return ok(req, { items });
      },
    });
