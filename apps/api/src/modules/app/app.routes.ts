import { envelope, healthResponse, versionResponse } from '@souq/shared';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';

export const appRoutes: RouteModule = (app, { app: service }) => {
  app.get(
    '/api/health',
    {
      schema: { tags: ['app'], summary: 'Liveness with a database check', response: { 200: envelope(healthResponse) } },
      config: { rateLimit: false },
    },
    async (req) => {
      try {
        return ok(req, await service.health());
      } catch (err) {
        req.log.error({ err }, 'health check failed');
        throw new AppError('SERVICE_UNAVAILABLE');
      }
    },
  );

  app.get(
    '/api/app/version',
    {
      schema: {
        tags: ['app'],
        summary: 'Latest app version and whether updating is mandatory',
        querystring: z.object({
          current: z
            .string()
            .regex(/^\d+(\.\d+){0,3}$/)
            .optional(),
        }),
        response: { 200: envelope(versionResponse) },
      },
    },
    async (req) => ok(req, await service.version(req.query.current)),
  );
};
