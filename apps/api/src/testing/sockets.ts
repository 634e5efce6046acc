/**
 * Real Socket.IO clients for API tests: connect with a session token, wait for events, collect
 * them, and a second API process over the same database (Redis adapter tests).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connectClient, type Socket } from 'socket.io-client';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { ZodApp } from '../lib/route';
import type { TestApp } from './test-app';

export type { Socket };

/** Opened clients, to close together (`closeAll` in an afterEach or afterAll). */
export class SocketClients {
  private readonly open: Socket[] = [];

  /** A connected client of `baseUrl` (websocket only, no automatic reconnection). */
  async connect(baseUrl: string, token: string): Promise<Socket> {
    const socket = connectClient(baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: { token },
    });
    this.open.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  closeAll(): void {
    for (const s of this.open.splice(0)) s.disconnect();
  }
}

/** The next payload of an event. */
export function nextEvent<T>(socket: Socket, event: string, timeoutMs = 5_000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Every payload of an event from now on, in arrival order. */
export function collect<T>(socket: Socket, event: string): T[] {
  const got: T[] = [];
  socket.on(event, (payload: T) => got.push(payload));
  return got;
}

/** An emit answered by the server's ack. */
export function emitWithAck<T>(socket: Socket, event: string, payload: unknown): Promise<T> {
  return new Promise<T>((resolve) => socket.emit(event, payload, (answer: T) => resolve(answer)));
}

/** Waits until `check` holds (polling), or fails after `timeoutMs` with `what`. */
export async function eventually(check: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * A second API process (its own HTTP server, sockets and, with REDIS_URL, Redis adapter) over the
 * same database and clock as `t`; `close` leaves the database to `t`.
 */
export async function secondNode(t: TestApp): Promise<{ app: ZodApp; url: string; close(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'souq-node-b-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    AUTH_MOBILE_RATE_LIMIT_MAX: '100000',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    RATE_LIMIT_NAMESPACE: `souq-test-${path.basename(dataDir)}:`,
  });
  const app = await buildApp(config, { database: { ...t.database, close: async () => {} }, clock: t.clock });
  await app.ready();
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
