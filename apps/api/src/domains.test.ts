import { existsSync, readdirSync } from 'node:fs';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAINS } from './domains';
import { type AnyDomain, composeDomains, dependencyOrder, domainJobs, registerDomainSockets } from './lib/domain';
import { AppError } from './lib/errors';
import { type RealtimeServer, ROOM_EVENTS } from './plugins/realtime';
import { createTestApp, registerUser, type TestApp } from './testing/test-app';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

describe('the domain list', () => {
  it('builds the app: every domain after its dependencies, every service once', () => {
    const built: string[] = t.app.composition.domains.map((d) => d.name);
    expect(new Set(built)).toEqual(new Set(DOMAINS.map((d) => d.name)));
    for (const [i, domain] of t.app.composition.domains.entries()) {
      for (const dependency of domain.dependsOn) expect(built.indexOf(dependency)).toBeLessThan(i);
    }
    for (const name of ['auth', 'users', 'shops', 'listings', 'fleet', 'bookings', 'ledger', 'deposits', 'lease']) {
      expect(t.app.services).toHaveProperty(name);
    }
    expect(domainJobs(t.app.composition, t.app.ctx).map((j) => j.name)).toEqual([
      'rental-bookings-sweep',
      'auctions-close',
      'auctions-offers-expire',
      'deals-default',
    ]);
  });

  it('holds the domain of every modules/<name>/index.ts', async () => {
    const modules = new URL('./modules/', import.meta.url);
    const listed = new Set<unknown>(DOMAINS);
    const unlisted: string[] = [];
    for (const name of readdirSync(modules)) {
      if (!existsSync(new URL(`${name}/index.ts`, modules))) continue;
      const exported: unknown[] = Object.values(await import(`./modules/${name}/index.ts`));
      if (!exported.some((value) => listed.has(value))) unlisted.push(name);
    }
    expect(unlisted, 'modules whose domain is missing from src/domains.ts').toEqual([]);
  });

  it('fails to build when a dependency is left out of the list, or the list has a cycle', () => {
    const withoutShops = DOMAINS.filter((d) => d.name !== 'shops');
    expect(() => composeDomains(withoutShops, t.app.ctx)).toThrow(/"shops", which is not in the domain list/);
    const looped: AnyDomain[] = DOMAINS.map((d) => (d.name === 'regions' ? { ...d, dependsOn: ['listings'] } : d));
    expect(() => dependencyOrder(looped)).toThrow(/cycle: (\w+ -> )*regions -> (\w+ -> )*listings/);
  });
});

describe("a domain's socket handlers", () => {
  function client(token: string): Socket {
    return connectClient(baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: { token },
    });
  }

  it('run on every connection, and guard the rooms of their prefix', async () => {
    const greeted: string[] = [];
    const probe: AnyDomain = {
      name: 'probe',
      dependsOn: [],
      build: () => ({}),
      sockets: () => ({
        onConnection: (socket) => {
          greeted.push(socket.data.actor.userId);
          socket.emit('probe:hello', { userId: socket.data.actor.userId });
        },
        rooms: {
          probe: {
            authorize: async (_actor, id) => {
              if (id !== 'open') throw new AppError('NOT_FOUND');
            },
          },
        },
      }),
    };
    const off = registerDomainSockets(
      t.app.ctx.realtime as RealtimeServer,
      composeDomains([probe], t.app.ctx),
      t.app.ctx,
    );
    const user = await registerUser(t);
    const socket = client(user.token);
    try {
      const hello = await new Promise((resolve) => socket.once('probe:hello', resolve));
      expect(hello).toEqual({ userId: user.userId });
      expect(greeted).toEqual([user.userId]);

      expect(await socket.emitWithAck(ROOM_EVENTS.join, 'probe:closed')).toEqual({ ok: false, code: 'NOT_FOUND' });
      expect(await socket.emitWithAck(ROOM_EVENTS.join, 'unknown:1')).toEqual({ ok: false, code: 'NOT_FOUND' });
      expect(await socket.emitWithAck(ROOM_EVENTS.join, `user:${user.userId}`)).toEqual({
        ok: false,
        code: 'NOT_FOUND',
      });
      expect(await socket.emitWithAck(ROOM_EVENTS.join, 'probe:open')).toEqual({ ok: true });
      const got = new Promise((resolve) => socket.once('probe:news', resolve));
      t.app.ctx.realtime.toRoom('probe:open', 'probe:news', { n: 1 });
      expect(await got).toEqual({ n: 1 });
      expect(await socket.emitWithAck(ROOM_EVENTS.leave, 'probe:open')).toEqual({ ok: true });
    } finally {
      socket.disconnect();
      off();
    }
  });
});
