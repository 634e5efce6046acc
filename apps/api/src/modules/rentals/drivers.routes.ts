import { driverInput, driverListResponse, driverPatch, driverSchema, envelope, okSchema } from '@souq/shared';
import { z } from 'zod';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';

const tags = ['rentals'];
const idParams = z.object({ id: z.uuid() });
const auth = { auth: true } as const;

export const driversRoutes: RouteModule = (app, { drivers }) => {
  app.get(
    '/api/me/drivers',
    {
      schema: {
        tags,
        summary: 'My driver records (renters), newest first; licence images as short-lived signed URLs',
        response: { 200: envelope(driverListResponse) },
      },
      config: auth,
    },
    async (req) => ok(req, await drivers.list(actorOf(req))),
  );

  app.post(
    '/api/me/drivers',
    {
      schema: {
        tags,
        summary: 'Add a driver: an adult with a valid licence and private licence images (purpose licence)',
        body: driverInput,
        response: { 200: envelope(driverSchema) },
      },
      config: auth,
    },
    async (req) => ok(req, await drivers.create(actorOf(req), req.body, req.lang), 'api:driverSaved'),
  );

  app.get(
    '/api/me/drivers/:id',
    {
      schema: {
        tags,
        summary: 'One of my driver records',
        params: idParams,
        response: { 200: envelope(driverSchema) },
      },
      config: auth,
    },
    async (req) => ok(req, await drivers.get(actorOf(req), req.params.id)),
  );

  app.patch(
    '/api/me/drivers/:id',
    {
      schema: {
        tags,
        summary: 'Edit one of my driver records',
        params: idParams,
        body: driverPatch,
        response: { 200: envelope(driverSchema) },
      },
      config: auth,
    },
    async (req) => ok(req, await drivers.update(actorOf(req), req.params.id, req.body, req.lang), 'api:driverSaved'),
  );

  app.delete(
    '/api/me/drivers/:id',
    {
      schema: {
        tags,
        summary: 'Remove one of my driver records (orders keep their copy)',
        params: idParams,
        response: { 200: envelope(okSchema) },
      },
      config: auth,
    },
    async (req) => {
      await drivers.remove(actorOf(req), req.params.id);
      return ok(req, { ok: true as const }, 'api:driverRemoved');
    },
  );
};
