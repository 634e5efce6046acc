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
/** A twin gives up after 500 ms here; `patient` waits long enough for any queue on a loaded machine. */
let app: FastifyInstance;
let patient: FastifyInstance;
/** How many times the slow handler ran, and how long each run takes. */
let runs = 0;
let workMs = 0;
/** Handlers running right now, and the most that ever ran at once. */
let active = 0;
let mostAtOnce = 0;

async function claimsApp(waitMs: number): Promise<FastifyInstance> {
  const server = Fastify();
  registerErrorHandling(server);
  registerAuth(server, async () => ({ userId: USER, roles: ['user'] }) as never);
  registerIdempotencyClaims(server, t.database.db, { waitMs, pollMs: 10 });
  server.post('/api/pay', { config: { auth: true } }, async () => {
    runs += 1;
    active += 1;
    mostAtOnce = Math.max(mostAtOnce, active);
    await sleep(workMs);
    active -= 1;
    return { code: 200, data: { run: runs } };
  });
  server.post('/api/fail', { config: { auth: true } }, async () => {
    throw new Error('boom');
  });
  await server.ready();
  return server;
}

beforeAll(async () => {
  t = await createTestApp();
  app = await claimsApp(500);
  patient = await claimsApp(60_000);
});
afterAll(async () => {
  await app?.close();
  await patient?.close();
  await t?.close();
});

const post = (url: string, key: string, server = app) =>
  server.inject({ method: 'POST', url, headers: { authorization: 'Bearer x', 'idempotency-key': key } });

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
    const results = await Promise.all(Array.from({ length: 4 }, () => post('/api/pay', 'k-quick', patient)));
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
