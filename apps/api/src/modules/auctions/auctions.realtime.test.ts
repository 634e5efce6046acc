/**
 * The lot rooms: clock sync over the socket, `auction:state` after each accepted bid, the outbid
 * alert to the previous leader, and (with REDIS_URL, on PostgreSQL) a bid on one API process
 * reaching a socket connected to another process over the same database.
 */
import { AUCTION_EVENTS, AUCTION_TIME_EVENT, type LotState } from '@souq/shared/auctions/auctions.schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeServer } from '../../plugins/realtime';
import { emitWithAck, nextEvent, SocketClients, secondNode } from '../../testing/sockets';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { OutbidEvent } from './auctions.events';
import { type AuctionWorld, bid, joinedBidder, openSession, scheduledSession } from './auctions.testing';

let t: TestApp;
let baseUrl: string;
let world: AuctionWorld;
const sockets = new SocketClients();

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  world = await scheduledSession(t, { cars: 2, lotMinutes: 60 });
});
afterEach(() => sockets.closeAll());
afterAll(async () => {
  await t?.close();
});

const client = (url: string, token: string) => sockets.connect(url, token);
const next = <T>(socket: Parameters<typeof nextEvent>[0], event: string) => nextEvent<T>(socket, event);
const ack = emitWithAck;

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
      // The second process: its own HTTP server, sockets and Redis adapter, over the same database.
      const nodeB = await secondNode(t);
      try {
        const realtimeB = nodeB.app.ctx.realtime as RealtimeServer;
        expect(realtimeB.io.of('/').adapter.constructor.name).toBe('RedisAdapter');
        const urlB = nodeB.url;
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
      }
    },
    60_000,
  );
});
