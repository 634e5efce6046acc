import { devClockContract } from '@souq/shared';
import type { OffsetClock } from '../../lib/clock';
import { implement } from '../../lib/contract';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';

/** Browser journeys only (DEV_CLOCK_CONTROL, never in production): move the server clock forward. */
export const devClockRoutes =
  (clock: OffsetClock): RouteModule =>
  (app) =>
    implement(app, devClockContract, {
      clock: async (req) => ok(req, { now: clock.now().toISOString() }),
      advanceClock: async (req) => {
        clock.advance(req.body.advanceMs);
        return ok(req, { now: clock.now().toISOString() });
      },
    });
