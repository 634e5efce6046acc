import { SOCKET_EVENTS } from '@souq/shared';
import { eq } from 'drizzle-orm';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../modules/users/users.tables';
import { bearer, createTestApp, registerUser, type TestApp } from '../testing/test-app';

let t: TestApp;
let baseUrl: string;
const open: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterEach(() => {
  for (const s of open.splice(0)) s.disconnect();
});

afterAll(async () => {
  await t?.close();
});

function client(token: string | null): Socket {
  const socket = connectClient(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(token === null ? {} : { auth: { token } }),
  });
  open.push(socket);
  return socket;
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });
}

function refused(socket: Socket): Promise<Error & { data?: { code?: number } }> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected but should have been refused')));
    socket.once('connect_error', (err) => resolve(err));
  });
}

function next<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, (payload: T) => resolve(payload)));
}

async function makeAdmin(userId: string) {
  await t.database.db
    .update(users)
    .set({ roles: ['user', 'admin'] })
    .where(eq(users.id, userId));
}

describe('realtime sockets', () => {
  it('pushes new notifications and the unread count to the user room', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    const socket = client(user.token);
    const otherSocket = client(other.token);
    await Promise.all([connected(socket), connected(otherSocket)]);
    const strayEvents: unknown[] = [];
    otherSocket.on(SOCKET_EVENTS.notification, (n) => strayEvents.push(n));

    const gotNotification = next<{ id: string; titleKey: string; read: boolean }>(socket, SOCKET_EVENTS.notification);
    const gotUnread = next<{ unread: number }>(socket, SOCKET_EVENTS.unread);
    const sent = await t.app.services.notifications.notify({
      userId: user.userId,
      type: 'test.ping',
      titleKey: 'notifications:passwordChanged.title',
    });
    const notification = await gotNotification;
    expect(notification).toMatchObject({ id: sent.id, titleKey: 'notifications:passwordChanged.title', read: false });
    // The welcome notification at registration counts too.
    const unread = (
      await t.app.inject({ method: 'GET', url: '/api/notifications/unread-count', headers: bearer(user.token) })
    ).json().data;
    expect(await gotUnread).toEqual(unread);
    expect(strayEvents).toEqual([]);
  });

  it('also accepts the token in an Authorization header', async () => {
    const user = await registerUser(t);
    const socket = connectClient(baseUrl, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: bearer(user.token),
    });
    open.push(socket);
    await connected(socket);
  });

  it('refuses a bad token and a missing token with the error id', async () => {
    const bad = await refused(client('not-a-real-token'));
    expect(bad.message).toBe('SESSION_INVALID');
    expect(bad.data).toEqual({ code: 403 });
    const none = await refused(client(null));
    expect(none.message).toBe('AUTH_REQUIRED');
  });

  it("closes the logged-out device's socket, keeps the other device, and refuses the token after logout", async () => {
    const user = await registerUser(t);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile: user.mobile, password: user.password },
    });
    const otherDevice = client(login.json().data.token);
    const thisDevice = client(user.token);
    await Promise.all([connected(thisDevice), connected(otherDevice)]);
    const closed = next<string>(thisDevice, 'disconnect');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) });
    expect(res.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(otherDevice.connected).toBe(true);
    const err = await refused(client(user.token));
    expect(err.message).toBe('SESSION_INVALID');
  });

  it('disconnects every socket of a user who gets locked, and refuses new ones', async () => {
    const admin = await registerUser(t);
    await makeAdmin(admin.userId);
    const user = await registerUser(t);
    const first = client(user.token);
    const second = client(user.token);
    await Promise.all([connected(first), connected(second)]);
    const reasons = Promise.all([next<string>(first, 'disconnect'), next<string>(second, 'disconnect')]);

    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.userId}`,
      headers: bearer(admin.token),
      payload: { locked: true },
    });
    expect(res.statusCode).toBe(200);
    expect(await reasons).toEqual(['io server disconnect', 'io server disconnect']);
    const err = await refused(client(user.token));
    expect(err.message).toBe('SESSION_INVALID');
  });

  it('runs registered connection handlers so domains can add rooms and events', async () => {
    const realtime = t.app.ctx.realtime as import('./realtime').RealtimeServer;
    const off = realtime.onConnection((socket) => {
      socket.on('room:join', async (room: string, ack: (r: { ok: boolean }) => void) => {
        await socket.join(`auction:${room}`);
        ack({ ok: true });
      });
    });
    try {
      const user = await registerUser(t);
      const socket = client(user.token);
      await connected(socket);
      expect(await socket.emitWithAck('room:join', 'a1')).toEqual({ ok: true });
      const got = next<{ bid: number }>(socket, 'auction:bid');
      realtime.toRoom('auction:a1', 'auction:bid', { bid: 5 });
      expect(await got).toEqual({ bid: 5 });
    } finally {
      off();
    }
  });
});

describe('shutdown', () => {
  it('closes the app promptly while sockets are still connected', async () => {
    const app2 = await createTestApp();
    const url = await app2.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await registerUser(app2);
    const socket = connectClient(url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: { token: user.token },
    });
    open.push(socket);
    await connected(socket);
    const reason = next<string>(socket, 'disconnect');
    const started = Date.now();
    await app2.close();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await reason).toBe('io server disconnect');
  });
  it('drops sends that come after the close began (a timer firing during shutdown), with no unhandled rejection', async () => {
    const app2 = await createTestApp();
    const realtime2 = app2.app.ctx.realtime as import('./realtime').RealtimeServer;
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      await app2.close();
      // With REDIS_URL, an emit here would publish on a closed connection.
      expect(() => realtime2.toRoom('live:1', 'test:late', {})).not.toThrow();
      expect(() => realtime2.toUser('1', 'test:late', {})).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });
});

describe('across nodes (Redis adapter)', () => {
  it.skipIf(!process.env.REDIS_URL || process.env.TEST_DB !== 'postgres')(
    'delivers and disconnects through another node',
    async () => {
      const nodeB = await createTestApp();
      try {
        const realtimeB = nodeB.app.ctx.realtime as import('./realtime').RealtimeServer;
        expect(realtimeB.io.of('/').adapter.constructor.name).toBe('RedisAdapter');
        const user = await registerUser(t);
        const socket = client(user.token);
        await connected(socket);
        const got = next<{ hello: string }>(socket, 'test:cross');
        realtimeB.toUser(user.userId, 'test:cross', { hello: 'from B' });
        expect(await got).toEqual({ hello: 'from B' });
        const reason = next<string>(socket, 'disconnect');
        realtimeB.disconnectUser(user.userId);
        expect(await reason).toBe('io server disconnect');
      } finally {
        await nodeB.close();
      }
    },
  );
});
