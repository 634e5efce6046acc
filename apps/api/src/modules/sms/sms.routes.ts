import { envelope, mobileSchema } from '@souq/shared';
import { z } from 'zod';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';
import type { OutboxSmsSender } from './sms.outbox';

const outboxItem = z.object({
  mobile: z.string(),
  body: z.string(),
  code: z.string().nullable(),
  createdAt: z.string(),
});

/** Development only: what the dev outbox "sent". Never registered in production. */
export const devSmsRoutes =
  (outbox: OutboxSmsSender): RouteModule =>
  (app) => {
    app.get(
      '/api/dev/sms-outbox',
      {
        schema: {
          tags: ['dev'],
          summary: 'Development only: messages in the SMS outbox, newest first',
          querystring: z.object({ mobile: mobileSchema.optional() }),
          response: { 200: envelope(z.object({ items: z.array(outboxItem) })) },
        },
      },
      async (req) => {
        const rows = await outbox.list(req.query.mobile);
        const items = rows.map((r) => ({
          mobile: r.mobile,
          body: r.body,
          code: /\b(\d{6})\b/.exec(r.body)?.[1] ?? null,
          createdAt: r.createdAt.toISOString(),
        }));
        return ok(req, { items });
      },
    );
  };
