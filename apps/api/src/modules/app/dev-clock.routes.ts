import { envelope } from '@souq/shared';
import { z } from 'zod';
import type { OffsetClock } from '../../lib/clock';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';

const clockSchema = z.object({ now: z.string() });

/** Browser journeys only (DEV_CLOCK_CONTROL, never in production): move the server clock forward. */
export const devClockRoutes =
  (clock: OffsetClock): RouteModule =>
  (app) => {
    app.get(
      '/api/dev/clock',
      {
        schema: {
          tags: ['dev'],
          summary: 'Development only: the server time',
          response: { 200: envelope(clockSchema) },
        },
      },
      async (req) => ok(req, { now: clock.now().toISOString() }),
    );
    app.post(
      '/api/dev/clock',
      {
        schema: {
          tags: ['dev'],
          summary: 'Development only: move the server clock forward',
          body: z.object({
            advanceMs: z
              .number()
              .int()
              .min(0)
              .max(366 * 86_400_000),
          }),
          response: { 200: envelope(clockSchema) },
        },
      },
      async (req) => {
        clock.advance(req.body.advanceMs);
        return ok(req, { now: clock.now().toISOString() });
      },
    );
  };
