import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { registerAuth } from './auth';
import { registerErrorHandling } from './errors';
import { registerIdempotencyClaims } from './idempotency';
import { idempotencyClaims } from './idempotency.tables';

const USER = '00000000-0000-4000-8000-000000000001';
let t: TestApp;
let app: FastifyInstance;
/** How many times the slow handler ran, and how long each run takes. */
let runs = 0;
let workMs = 0;
/** Handlers running right now, and the most that ever ran at once. */
let active = 0;
let mostAtOnce = 0;

beforeAll(async () => {
  t = await createTestApp();
  app = Fastify();
  registerErrorHandling(app);
  registerAuth(app, async () => ({ userId: USER, roles: ['user'] }) as never);
  registerIdempotencyClaims(app, t.database.db, { waitMs: 500, pollMs: 10 });
  app.post('/api/pay', { config: { auth: true } }, async () => {
    runs += 1;
    active += 1;
    mostAtOnce = Math.max(mostAtOnce, active);
    await sleep(workMs);
    active -= 1;
    return { code: 200, data: { run: runs } };
  });
  app.post('/api/fail', { config: { auth: true } }, async () => {
    throw new Error('boom');
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const post = (url: string, key: string) =>
  app.inject({ method: 'POST', url, headers: { authorization: 'Bearer x', 'idempotency-key': key } });

describe('one request at a time per Idempotency-Key', () => {
  it('a twin that outwaits the first answers 409 IDEMPOTENCY_IN_PROGRESS, and the handler ran once', async () => {
    runs = 0;
    workMs = 1_500;
    const results = await Promise.all([post('/api/pay', 'k-slow'), post('/api/pay', 'k-slow')]);
    // Whichever claimed first runs; the other gives up waiting.
    const first = results.find((r) => r.statusCode === 200);
    const twin = results.find((r) => r.statusCode !== 200);
    expect(first?.json()).toMatchObject({ code: 200, data: { run: 1 } });
    expect(twin?.statusCode).toBe(409);
    expect(twin?.json()).toMatchObject({ code: 409, error: 'IDEMPOTENCY_IN_PROGRESS' });
    expect(runs).toBe(1);
  });

  it('a twin waits for a quick first and then runs (the service replays the stored result)', async () => {
    runs = 0;
    workMs = 20;
    mostAtOnce = 0;
    const results = await Promise.all(Array.from({ length: 4 }, () => post('/api/pay', 'k-quick')));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    // One after the other, never side by side.
    expect(results.map((r) => r.json().data.run).sort()).toEqual([1, 2, 3, 4]);
    expect(mostAtOnce).toBe(1);
  });

  it('other keys are not held up', async () => {
    workMs = 500;
    mostAtOnce = 0;
    const results = await Promise.all([post('/api/pay', 'k-a'), post('/api/pay', 'k-b'), post('/api/pay', 'k-c')]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(mostAtOnce).toBe(3);
  });

  it('gives the claim back after an error too', async () => {
    expect((await post('/api/fail', 'k-fail')).statusCode).toBe(500);
    expect((await post('/api/fail', 'k-fail')).statusCode).toBe(500);
    expect(await t.database.db.select().from(idempotencyClaims)).toEqual([]);
  });

  it('takes over a claim left behind by a crash after a few minutes', async () => {
    workMs = 0;
    await t.database.db.insert(idempotencyClaims).values({
      userId: USER,
      scope: 'POST /api/pay',
      key: 'k-crashed',
      token: '00000000-0000-4000-8000-0000000000ff',
      claimedAt: new Date(Date.now() - 10 * 60_000),
    });
    expect((await post('/api/pay', 'k-crashed')).statusCode).toBe(200);
  });
});
