import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAuth } from './auth';
import { registerErrorHandling } from './errors';

/** What a query that PostgreSQL picked as a deadlock victim throws, wrapped as Drizzle wraps it. */
const deadlock = () =>
  Object.assign(new Error('Failed query: update ...'), {
    cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }),
  });

describe('a deadlock that escapes every transaction helper', () => {
  it('answers 409 CONFLICT_RETRY in the envelope, translated, not a 500', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    registerAuth(app, async () => {
      throw new Error('unused');
    });
    app.post('/api/x', async () => {
      throw deadlock();
    });
    const res = await app.inject({ method: 'POST', url: '/api/x', headers: { 'accept-language': 'fr' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 409, error: 'CONFLICT_RETRY', data: null });
    expect(res.json().message).toMatch(/réessayer/);
    await app.close();
  });
});
