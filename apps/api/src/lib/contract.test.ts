import { defineContract } from '@souq/shared';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { implement, refuseRoutesWithoutContract } from './contract';
import { ok } from './http';
import type { ZodApp } from './route';

function bareApp(): ZodApp {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('lang', 'en');
  refuseRoutesWithoutContract(app as ZodApp);
  return app as ZodApp;
}

const contract = defineContract('things', {
  get: {
    method: 'GET',
    path: '/api/things/:id',
    summary: 'One thing',
    auth: 'none',
    params: z.object({ id: z.string().max(5) }),
    response: z.object({ id: z.string() }),
  },
});

describe('one contract per endpoint', () => {
  it('registers an endpoint of a contract with its schemas: the path parameter is validated', async () => {
    const app = bareApp();
    implement(app, contract, { get: async (req) => ok(req, { id: req.params.id }) });
    await app.ready();
    expect((await app.inject('/api/things/abc')).json()).toMatchObject({ code: 200, data: { id: 'abc' } });
    expect((await app.inject('/api/things/toolong')).statusCode).toBe(400);
    await app.close();
  });

  it('refuses, at start, an /api/ route added without a contract', async () => {
    const app = bareApp();
    expect(() => app.get('/api/rogue', async () => ({}))).toThrow('GET /api/rogue is not declared in a contract');
    // Pages and files outside /api/ are not endpoints.
    app.get('/pay/page', async () => 'page');
    await app.close();
  });
});
