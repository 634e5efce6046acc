import { appContract } from '@souq/shared';
import { implement } from '../../lib/contract';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';

export const appRoutes: RouteModule = (app, { app: service }) =>
  implement(app, appContract, {
    health: {
      with: { config: { rateLimit: false } },
      handler: async (req) => {
        try {
          return ok(req, await service.health());
        } catch (err) {
          req.log.error({ err }, 'health check failed');
          throw new AppError('SERVICE_UNAVAILABLE');
        }
      },
    },
    version: async (req) => ok(req, await service.version(req.query.current)),
  });
