import { LIVE_EVENTS, type LiveMessage } from '@souq/shared/live/live.schema';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  registerAdmin,
  registerUser,
  registerWithRoles,
  type TestApp,
  type TestUser,
} from '../../testing/test-app';
import { auctionsRepository } from '../auctions/auctions.repository';
import { bid, joinedBidder, scheduledSession } from '../auctions/auctions.testing';
import { auctionsPort } from './live.auctions-port';
import type { LiveAuctionsPort, LiveLotInfo } from './live.ports';

let t: TestApp;
let baseUrl: string;
let admin: TestUser;
let host: TestUser;
let viewer: TestUser;
let other: TestUser;

/** Every event the rooms emitted, in order (the realtime port is wrapped). */
const emitted: { room: string; event: string; payload: unknown; at: number }[] = [];
const toUsers: { userId: string; event: string; payload: unknown }[] = [];
/** Lots of the fake auctions side, by session; and what the host's actions asked of it. */
const lotsBySession = new Map<string, LiveLotInfo[]>();
const calls: string[] = [];
/** Sessions the fake side shows as scheduled (the real one is a draft until lots are scheduled). */
const kinds = new Map<string, 'timed' | 'live'>();
/** Sessions the fake side lists as upcoming, and the sessions each user watches a lot of. */
const upcomingIds: string[] = [];
const watchedBy = new Map<string, string[]>();
let fakePort: LiveAuctionsPort;

async function createSession(opts: { kind?: 'timed' | 'live'; hostId?: string; streamUrl?: string } = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/auctions/sessions',
    headers: bearer(admin.token),
    payload: {
      title: 'Friday live',
      kind: opts.kind ?? 'live',
      startsAt: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
      lotMinutes: 10,
      hostId: opts.hostId ?? host.userId,
      ...(opts.streamUrl ? { streamUrl: opts.streamUrl } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data.id as string;
  kinds.set(id, opts.kind ?? 'live');
  lotsBySession.set(id, [
    lot(`${id.slice(0, 8)}-0000-4000-8000-000000000001`, 0),
    lot(`${id.slice(0, 8)}-0000-4000-8000-000000000002`, 1),
  ]);
  return id;
}

function lot(id: string, position: number): LiveLotInfo {
  return {
    id,
    title: `Car ${position + 1}`,
    position,
    status: 'scheduled',
    startPriceFils: 5_000_000,
    priceFils: null,
    bidCount: 0,
  };
}

beforeAll(async () => {
  t = await createTestApp({ LIVE_STREAM_ORIGINS: 'https://cdn.example.com' });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const realtime = t.app.ctx.realtime;
  const toRoom = realtime.toRoom.bind(realtime);
  realtime.toRoom = (room, event, payload) => {
    emitted.push({ room, event, payload, at: Date.now() });
    toRoom(room, event, payload);
  };
  const toUser = realtime.toUser.bind(realtime);
  realtime.toUser = (userId, event, payload) => {
    toUsers.push({ userId, event, payload });
    toUser(userId, event, payload);
  };
  const real = auctionsPort(t.app.services);
  const session = async (id: string) => {
    const s = await real.session(id);
    return s ? { ...s, status: 'scheduled' } : null;
  };
  const fake: LiveAuctionsPort = {
    // The session as the auctions service reads it, shown as scheduled.
    session,
    upcomingLiveSessions: async () => (await Promise.all(upcomingIds.map(session))).filter((s) => s !== null),
    watchedSessionIds: async (actor) => watchedBy.get(actor.userId) ?? [],
    lots: async (id) => lotsBySession.get(id) ?? [],
    openLot: async (_actor, id) => {
      calls.push(`open:${id}`);
    },
    closeLot: async (_actor, id) => {
      calls.push(`close:${id}`);
    },
    setStartPrice: async (_actor, id, fils) => {
      calls.push(`price:${id}:${fils}`);
      for (const lots of lotsBySession.values()) {
        const l = lots.find((x) => x.id === id);
        if (l) l.startPriceFils = fils;
      }
    },
  };
  fakePort = fake;
  t.app.services.live.plugAuctions(fake);
  admin = await registerAdmin(t);
  host = await registerWithRoles(t, ['user', 'host']);
  viewer = await registerUser(t);
  other = await registerWithRoles(t, ['user', 'host']);
});

afterAll(async () => {
  await t?.close();
});

beforeEach(() => {
  emitted.length = 0;
  toUsers.length = 0;
  calls.length = 0;
});

let n = 0;
const cid = () => `client-${Date.now().toString(36)}-${++n}`;

function act(user: TestUser, sessionId: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/live/rooms/${sessionId}/actions`,
    headers: bearer(user.token),
    payload: { clientId: cid(), ...body },
  });
}

function send(user: TestUser, sessionId: string, text: string, clientId = cid()) {
  return t.app.inject({
    method: 'POST',
    url: `/api/live/rooms/${sessionId}/messages`,
    headers: bearer(user.token),
    payload: { clientId, text },
  });
}

const messagesOf = (sessionId: string) =>
  emitted
    .filter((e) => e.room === `live:${sessionId}` && e.event === LIVE_EVENTS.message)
    .map((e) => e.payload as LiveMessage);

describe('host actions', () => {
  it('runs a live through message types 8, 6, 3, 2, 5, 6, 5 and 9, numbered and delivered after commit', async () => {
    const id = await createSession();
    const steps: [Record<string, unknown>, number][] = [
      [{ action: 'startLive' }, 8],
      [{ action: 'startCarSale' }, 6],
      [{ action: 'baseNumber', startPrice: '45000' }, 3],
      [{ action: 'countdown', seconds: 10 }, 2],
      [{ action: 'endCarSale' }, 5],
      [{ action: 'startCarSale' }, 6],
      [{ action: 'endCarSale' }, 5],
      [{ action: 'endLive' }, 9],
    ];
    for (const [body, type] of steps) {
      const res = await act(host, id, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.type).toBe(type);
    }
    const sent = messagesOf(id);
    expect(sent.map((m) => m.type)).toEqual([8, 6, 3, 2, 5, 6, 5, 9]);
    expect(sent.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const lots = lotsBySession.get(id) as LiveLotInfo[];
    expect(sent[1]?.lotId).toBe(lots[0]?.id);
    expect(sent[2]?.startPriceFils).toBe(4_500_000);
    expect(sent[3]?.seconds).toBe(10);
    expect(sent[4]?.userType).toBe(20);
    expect(sent[5]?.lotId).toBe(lots[1]?.id);
    expect(calls).toEqual([
      `open:${lots[0]?.id}`,
      `price:${lots[0]?.id}:4500000`,
      `close:${lots[0]?.id}`,
      `open:${lots[1]?.id}`,
      `close:${lots[1]?.id}`,
    ]);
    // Persisted: the page answers the same messages in order.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/live/rooms/${id}/messages`,
      headers: bearer(viewer.token),
    });
    expect(page.json().data.items.map((m: LiveMessage) => m.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(page.json().data.lastSeq).toBe(8);
    const room = await t.app.inject({ method: 'GET', url: `/api/live/rooms/${id}` });
    expect(room.json().data.status).toBe('ended');
    // Ended: nothing more.
    expect((await act(host, id, { action: 'startLive' })).json().error).toBe('LIVE_ALREADY_ENDED');
    expect((await send(viewer, id, 'hello')).statusCode).toBe(409);
  });

  it('an admin starting and ending for the host sends types 7 and 4', async () => {
    const id = await createSession();
    expect((await act(admin, id, { action: 'startLive' })).json().data.type).toBe(7);
    expect((await act(admin, id, { action: 'endLive' })).json().data.type).toBe(4);
  });

  it('refuses a viewer and another host (403), an unknown session (404), a timed session (409)', async () => {
    const id = await createSession();
    for (const user of [viewer, other]) {
      const res = await act(user, id, { action: 'startLive' });
      expect(res.statusCode).toBe(403);
    }
    expect((await act(host, '00000000-0000-4000-8000-000000000000', { action: 'startLive' })).statusCode).toBe(404);
    const timed = await createSession({ kind: 'timed' });
    expect((await act(host, timed, { action: 'startLive' })).json().error).toBe('LIVE_NOT_A_LIVE_SESSION');
    expect(messagesOf(id)).toEqual([]);
  });

  it('refuses out-of-order actions with 409 and bad input with 400, never 500', async () => {
    const id = await createSession();
    expect((await act(host, id, { action: 'startCarSale' })).statusCode).toBe(409);
    expect((await act(host, id, { action: 'countdown', seconds: 5 })).statusCode).toBe(409);
    await act(host, id, { action: 'startLive' });
    expect((await act(host, id, { action: 'startLive' })).statusCode).toBe(409);
    expect((await act(host, id, { action: 'endCarSale' })).json().error).toBe('LIVE_NO_CURRENT_LOT');
    expect((await act(host, id, { action: 'countdown', seconds: 0 })).statusCode).toBe(400);
    expect((await act(host, id, { action: 'countdown', seconds: 1e9 })).statusCode).toBe(400);
    expect((await act(host, id, { action: 'baseNumber', startPrice: '-1' })).statusCode).toBe(400);
    expect((await act(host, id, { action: 'fly' })).statusCode).toBe(400);
    expect((await act(host, id, { action: 'startLive', clientId: 'x' })).statusCode).toBe(400);
    await act(host, id, { action: 'startCarSale' });
    // A second start before the sale ends.
    expect((await act(host, id, { action: 'startCarSale' })).statusCode).toBe(409);
    // A bid arrived: the base number is fixed.
    const lots = lotsBySession.get(id) as LiveLotInfo[];
    (lots[0] as LiveLotInfo).bidCount = 1;
    expect((await act(host, id, { action: 'baseNumber', startPrice: '1000' })).json().error).toBe('LIVE_LOT_HAS_BIDS');
    await act(host, id, { action: 'endCarSale' });
    await act(host, id, { action: 'startCarSale' });
    await act(host, id, { action: 'endCarSale' });
    expect((await act(host, id, { action: 'startCarSale' })).json().error).toBe('LIVE_NO_NEXT_LOT');
  });

  it('two racing starts: one wins, the loser gets 409', async () => {
    const id = await createSession();
    const results = await Promise.all([
      act(host, id, { action: 'startLive' }),
      act(admin, id, { action: 'startLive' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const races = await Promise.all([
      act(host, id, { action: 'startCarSale' }),
      act(admin, id, { action: 'startCarSale' }),
    ]);
    expect(races.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(messagesOf(id).map((m) => m.seq)).toEqual([1, 2]);
  });

  it('a repeated client id answers the first message, once', async () => {
    const id = await createSession();
    const clientId = cid();
    const a = await act(host, id, { action: 'startLive', clientId });
    const b = await act(host, id, { action: 'startLive', clientId });
    expect(b.statusCode).toBe(200);
    expect(b.json().data.id).toBe(a.json().data.id);
    expect(messagesOf(id)).toHaveLength(1);
  });
});

describe('barrage', () => {
  it('is persisted and delivered; limited to one per 2 s per user; deduped by client id', async () => {
    const id = await createSession();
    await act(host, id, { action: 'startLive' });
    const clientId = cid();
    const first = await send(viewer, id, '  Nice car!  ', clientId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ type: 1, text: 'Nice car!', seq: 2 });
    // The same client id within the window: the same message, no 429.
    const again = await send(viewer, id, 'Nice car!', clientId);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect((await send(viewer, id, 'too soon')).json().error).toBe('LIVE_BARRAGE_TOO_FAST');
    expect((await send(viewer, id, 'too soon')).statusCode).toBe(429);
    // Another user is not limited by the first.
    expect((await send(other, id, 'me too')).statusCode).toBe(200);
    t.clock.advance(2_000);
    expect((await send(viewer, id, 'later')).statusCode).toBe(200);
    expect(messagesOf(id).map((m) => m.seq)).toEqual([1, 2, 3, 4]);
  });

  it('refuses too long, empty, and control characters', async () => {
    const id = await createSession();
    expect((await send(viewer, id, 'x'.repeat(201))).statusCode).toBe(400);
    expect((await send(viewer, id, '   ')).statusCode).toBe(400);
    expect((await send(viewer, id, 'bad\u0007bell')).statusCode).toBe(400);
    expect((await send(viewer, id, 'line\nbreak')).statusCode).toBe(400);
    expect((await send(viewer, id, 'x'.repeat(200))).statusCode).toBe(200);
  });

  it('holds the limit under 20 concurrent sends', async () => {
    const id = await createSession();
    t.clock.advance(10_000);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => send(viewer, id, `burst ${i}`)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 429)).toHaveLength(19);
    expect(messagesOf(id)).toHaveLength(1);
  });

  it('the host or an admin deletes a barrage; the room hears it; others cannot', async () => {
    const id = await createSession();
    t.clock.advance(10_000);
    const msg = (await send(viewer, id, 'spam')).json().data as LiveMessage;
    const url = `/api/live/rooms/${id}/messages/${msg.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(viewer.token) })).statusCode).toBe(403);
    const del = await t.app.inject({ method: 'DELETE', url, headers: bearer(host.token) });
    expect(del.statusCode, del.body).toBe(200);
    expect(emitted.find((e) => e.event === LIVE_EVENTS.deleted)?.payload).toEqual({
      sessionId: id,
      messageId: msg.id,
      seq: msg.seq,
    });
    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(admin.token) })).statusCode).toBe(409);
    const page = await t.app.inject({ method: 'GET', url: `/api/live/rooms/${id}/messages` });
    expect(page.json().data.items).toEqual([]);
  });
});

describe('follows', () => {
  it('a follower is notified and reminded when the host starts the live', async () => {
    const id = await createSession();
    const follow = await t.app.inject({
      method: 'PUT',
      url: `/api/live/hosts/${host.userId}/follow`,
      headers: bearer(viewer.token),
    });
    expect(follow.json().data).toEqual({ following: true, followers: 1 });
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/live/hosts/${host.userId}/follow`, headers: bearer(host.token) }))
        .statusCode,
    ).toBe(400);
    await act(host, id, { action: 'startLive' });
    await new Promise((r) => setTimeout(r, 100));
    const notes = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(viewer.token) });
    const item = notes.json().data.items.find((x: { type: string }) => x.type === 'live.started');
    expect(item).toMatchObject({ titleKey: 'live:notify.started', route: `/live/${id}` });
    expect(toUsers.find((u) => u.userId === viewer.userId && u.event === LIVE_EVENTS.reminder)?.payload).toMatchObject({
      roomId: id,
      status: 1,
    });
    const reminders = await t.app.inject({ method: 'GET', url: '/api/live/reminders', headers: bearer(viewer.token) });
    expect(reminders.json().data.items.map((r: { roomId: string }) => r.roomId)).toContain(id);
    const room = await t.app.inject({ method: 'GET', url: `/api/live/rooms/${id}`, headers: bearer(viewer.token) });
    expect(room.json().data.me).toEqual({ canHost: false, following: true });
    const un = await t.app.inject({
      method: 'DELETE',
      url: `/api/live/hosts/${host.userId}/follow`,
      headers: bearer(viewer.token),
    });
    expect(un.json().data).toEqual({ following: false, followers: 0 });
  });
});

describe('broadcast reminders', () => {
  it('lists upcoming and started lives of followed hosts and watched sessions, once each', async () => {
    const followed = await createSession();
    const watched = await createSession({ hostId: other.userId });
    const unrelated = await createSession({ hostId: other.userId });
    upcomingIds.push(followed, watched, unrelated);
    const fan = await registerUser(t);
    watchedBy.set(fan.userId, [watched]);
    await t.app.inject({ method: 'PUT', url: `/api/live/hosts/${host.userId}/follow`, headers: bearer(fan.token) });
    const list = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/live/reminders', headers: bearer(fan.token) })).json().data
        .items as { roomId: string; status: number }[];
    const before = await list();
    expect(before.filter((r) => [followed, watched, unrelated].includes(r.roomId))).toEqual([
      expect.objectContaining({ roomId: followed, status: 0 }),
      expect.objectContaining({ roomId: watched, status: 0 }),
    ]);
    await act(host, followed, { action: 'startLive' });
    await act(other, watched, { action: 'startLive' });
    const after = (await list()).filter((r) => [followed, watched, unrelated].includes(r.roomId));
    expect(after.map((r) => [r.roomId, r.status]).sort()).toEqual(
      [
        [followed, 1],
        [watched, 1],
      ].sort(),
    );
  });
});

describe('the auctions adapter', () => {
  it("reads a live session's host and stream, and answers lists from the auctions service", async () => {
    const id = await createSession({ streamUrl: 'https://cdn.example.com/hls/friday.m3u8' });
    const port = auctionsPort(t.app.services);
    expect(await port.session(id)).toMatchObject({
      id,
      kind: 'live',
      status: 'draft',
      hostId: host.userId,
      streamUrl: 'https://cdn.example.com/hls/friday.m3u8',
    });
    expect(await port.session('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await port.lots(id)).toEqual([]);
    // Drafts are not upcoming; nobody watches anything yet.
    expect(
      (await port.upcomingLiveSessions({ hostIds: [host.userId], sessionIds: [id] }, 5)).map((s) => s.id),
    ).not.toContain(id);
    const actor = {
      userId: viewer.userId,
      sessionId: 'test',
      roles: ['user' as const],
      merchantStatus: 'none' as const,
    };
    expect(await port.watchedSessionIds(actor)).toEqual([]);
    // The lot control exists now: an unknown lot is not found (no more LIVE_ACTION_UNAVAILABLE).
    await expect(port.setStartPrice(actor, '00000000-0000-4000-8000-000000000000', 100)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('host actions drive the real lots', () => {
  beforeAll(() => t.app.services.live.plugAuctions(auctionsPort(t.app.services)));
  afterAll(() => t.app.services.live.plugAuctions(fakePort));
  it('types 6, 3 and 5 open the lot now, change its start price and close it now, then post', async () => {
    const world = await scheduledSession(t, { cars: 2, admin, live: { hostId: host.userId }, lotMinutes: 30 });
    const [lot1, lot2] = world.lotIds as [string, string];
    const id = world.sessionId;
    const lotRow = (lotId: string) => auctionsRepository.findLot(t.database.db, lotId);
    expect((await act(host, id, { action: 'startLive' })).statusCode).toBe(200);
    const started = await act(host, id, { action: 'startCarSale' });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data).toMatchObject({ type: 6, lotId: lot1 });
    expect(await lotRow(lot1)).toMatchObject({ status: 'open', startsAt: t.clock.now() });
    expect((await lotRow(lot2))?.status).toBe('scheduled');
    const price = await act(host, id, { action: 'baseNumber', startPrice: '45000' });
    expect(price.statusCode, price.body).toBe(200);
    expect(price.json().data).toMatchObject({ type: 3, startPriceFils: 4_500_000 });
    expect((await lotRow(lot1))?.startPriceFils).toBe(4_500_000n);
    const bidder = await joinedBidder(t, id);
    expect((await bid(t, bidder, lot1, '45000')).status).toBe(200);
    // After the first bid the lot refuses, and no message is posted.
    const late = await act(host, id, { action: 'baseNumber', startPrice: '40000' });
    expect(late.statusCode).toBe(409);
    expect(['LIVE_LOT_HAS_BIDS', 'LOT_HAS_BIDS']).toContain(late.json().error);
    const ended = await act(host, id, { action: 'endCarSale' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data).toMatchObject({ type: 5, lotId: lot1 });
    expect(await lotRow(lot1)).toMatchObject({ status: 'closed', result: 'sold', winnerId: bidder.userId });
    // The next car opens; the room's lot list reads the lots' state.
    expect((await act(host, id, { action: 'startCarSale' })).json().data).toMatchObject({ type: 6, lotId: lot2 });
    expect((await lotRow(lot2))?.status).toBe('open');
    const room = await t.app.inject({ method: 'GET', url: `/api/live/rooms/${id}`, headers: bearer(viewer.token) });
    expect(room.json().data).toMatchObject({ currentLot: { id: lot2, status: 'open' }, nextLotId: null, lotCount: 2 });
    expect(messagesOf(id).map((m) => m.type)).toEqual([8, 6, 3, 5, 6]);
    // A lot its time already closed: the host still ends the sale (the message only).
    t.clock.set(new Date(t.clock.now().getTime() + 31 * 60_000));
    await t.app.services.auctionClose.closeDue();
    expect((await lotRow(lot2))?.status).toBe('closed');
    expect((await act(host, id, { action: 'endCarSale' })).json().data).toMatchObject({ type: 5, lotId: lot2 });
  });
});

describe('sockets', () => {
  const open: Socket[] = [];
  afterAll(() => {
    for (const s of open) s.disconnect();
  });
  async function client(token: string): Promise<Socket> {
    const socket = connectClient(baseUrl, {
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
  const ask = <T>(socket: Socket, event: string, payload: unknown) =>
    new Promise<T>((resolve) => socket.emit(event, payload, (answer: T) => resolve(answer)));

  it('joins live:<id>, hears messages and viewer counts, sends barrage with an ack', async () => {
    const id = await createSession();
    t.clock.advance(10_000);
    const s = await client(viewer.token);
    expect(await ask(s, 'rooms:join', `live:${id}`)).toEqual({ ok: true });
    expect(await ask(s, 'rooms:join', 'live:00000000-0000-4000-8000-000000000000')).toEqual({
      ok: false,
      code: 'NOT_FOUND',
    });
    const viewers = await new Promise((resolve) => s.once(LIVE_EVENTS.viewers, resolve));
    expect(viewers).toEqual({ sessionId: id, viewers: 1 });
    const heard = new Promise<LiveMessage>((resolve) => s.once(LIVE_EVENTS.message, resolve));
    const ack = await ask<{ ok: boolean; message?: LiveMessage; code?: string }>(s, LIVE_EVENTS.send, {
      sessionId: id,
      clientId: cid(),
      text: 'from the socket',
    });
    expect(ack.ok).toBe(true);
    expect((await heard).id).toBe(ack.message?.id);
    const limited = await ask<{ ok: boolean; code?: string }>(s, LIVE_EVENTS.send, {
      sessionId: id,
      clientId: cid(),
      text: 'again',
    });
    expect(limited).toEqual({ ok: false, code: 'LIVE_BARRAGE_TOO_FAST' });
    expect(await ask(s, LIVE_EVENTS.send, { sessionId: id, clientId: cid(), text: 'a\u0000b' })).toEqual({
      ok: false,
      code: 'VALIDATION_FAILED',
    });
  });
});
