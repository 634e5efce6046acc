/**
 * The lot rooms: clock sync over the socket, `auction:state` after each accepted bid, the outbid
 * alert to the previous leader, and (with REDIS_URL, on PostgreSQL) a bid on one API process
 * reaching a socket connected to another process over the same database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUCTION_EVENTS, AUCTION_TIME_EVENT, type LotState } from '@souq/shared/auctions/auctions.schema';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { RealtimeServer } from '../../plugins/realtime';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { OutbidEvent } from './auctions.events';
import { type AuctionWorld, bid, joinedBidder, openSession, scheduledSession } from './auctions.testing';

let t: TestApp;
let baseUrl: string;
let world: AuctionWorld;
const open: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  world = await scheduledSession(t, { cars: 2, lotMinutes: 60 });
});
afterEach(() => {
  for (const s of open.splice(0)) s.disconnect();
});
afterAll(async () => {
  await t?.close();
});

async function client(url: string, token: string): Promise<Socket> {
  const socket = connectClient(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
  });
  open.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

const next = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)));
const ack = <T>(socket: Socket, event: string, arg: unknown) =>
  new Promise<T>((resolve) => socket.emit(event, arg, (answer: T) => resolve(answer)));

describe('lot rooms', () => {
  it('answers the clock sync with the server time', async () => {
    const user = await joinedBidder(t, world.sessionId);
    const socket = await client(baseUrl, user.token);
    const answer = await ack<{ serverNow: number }>(socket, AUCTION_TIME_EVENT, Date.now());
    expect(answer.serverNow).toBe(t.clock.now().getTime());
  });

  it('tells the room every new state after the commit and alerts the bidder who lost the lead', async () => {
    const [lotId] = world.lotIds as [string];
    const alice = await joinedBidder(t, world.sessionId);
    const bob = await joinedBidder(t, world.sessionId);
    await openSession(t, world);
    const watcher = await client(baseUrl, alice.token);
    expect(await ack(watcher, 'rooms:join', `auction:${lotId}`)).toEqual({ ok: true });
    expect(await ack(watcher, 'rooms:join', 'auction:00000000-0000-4000-8000-000000000000')).toEqual({
      ok: false,
      code: 'NOT_FOUND',
    });

    const first = next<LotState>(watcher, AUCTION_EVENTS.state);
    const placed = await bid(t, alice, lotId, '11000');
    expect(placed.status).toBe(200);
    const state = await first;
    expect(state).toMatchObject({
      lotId,
      seq: placed.receipt.state.seq,
      priceFils: placed.receipt.state.priceFils,
      leader: { alias: placed.receipt.state.leader?.alias, isMe: false },
    });

    const outbid = next<OutbidEvent>(watcher, AUCTION_EVENTS.outbid);
    const second = next<LotState>(watcher, AUCTION_EVENTS.state);
    const over = await bid(t, bob, lotId, '15000');
    expect(over.receipt.leading).toBe(true);
    const alert = await outbid;
    expect(alert).toMatchObject({ lotId, priceFils: over.receipt.state.priceFils });
    expect((await second).seq).toBe(over.receipt.state.seq);
    expect(over.receipt.state.seq).toBe(placed.receipt.state.seq + 1);
  });
});

describe('viewers', () => {
  it('tells the room how many sockets watch the lot when one joins or leaves', async () => {
    const [, lotId] = world.lotIds as [string, string];
    const a = await joinedBidder(t, world.sessionId);
    const b = await joinedBidder(t, world.sessionId);
    const first = await client(baseUrl, a.token);
    const second = await client(baseUrl, b.token);
    const alone = next<{ lotId: string; viewers: number }>(first, AUCTION_EVENTS.viewers);
    await ack(first, 'rooms:join', `auction:${lotId}`);
    expect(await alone).toEqual({ lotId, viewers: 1 });
    const two = next<{ viewers: number }>(first, AUCTION_EVENTS.viewers);
    await ack(second, 'rooms:join', `auction:${lotId}`);
    expect((await two).viewers).toBe(2);
    const one = next<{ viewers: number }>(first, AUCTION_EVENTS.viewers);
    await ack(second, 'rooms:leave', `auction:${lotId}`);
    expect((await one).viewers).toBe(1);
  });
});

describe('across API processes (Redis adapter)', () => {
  it.skipIf(!process.env.REDIS_URL || process.env.TEST_DB !== 'postgres')(
    'a bid on one process reaches a socket connected to the other',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'souq-node-b-'));
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'no-web'),
        RATE_LIMIT_MAX: '100000',
        REDIS_URL: process.env.REDIS_URL as string,
        RATE_LIMIT_NAMESPACE: `souq-test-${path.basename(dataDir)}:`,
      });
      // The second process: its own HTTP server, sockets and Redis adapter, over the same database.
      const nodeB = await buildApp(config, { database: { ...t.database, close: async () => {} }, clock: t.clock });
      try {
        await nodeB.ready();
        const realtimeB = nodeB.ctx.realtime as RealtimeServer;
        expect(realtimeB.io.of('/').adapter.constructor.name).toBe('RedisAdapter');
        const urlB = await nodeB.listen({ port: 0, host: '127.0.0.1' });
        const [, lotId] = world.lotIds as [string, string];
        const bidder = await joinedBidder(t, world.sessionId);
        await openSession(t, world);
        const onB = await client(urlB, bidder.token);
        expect(await ack(onB, 'rooms:join', `auction:${lotId}`)).toEqual({ ok: true });
        const got = next<LotState>(onB, AUCTION_EVENTS.state);
        const placed = await bid(t, bidder, lotId, '10000');
        expect(placed.status).toBe(200);
        expect(await got).toMatchObject({
          lotId,
          seq: placed.receipt.state.seq,
          priceFils: placed.receipt.state.priceFils,
        });
      } finally {
        await nodeB.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
