import type http from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { type AnyErrorCode, type DomainError, type ErrorCode, envelopeCodeFor } from '@souq/shared';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { type DefaultEventsMap, Server, type Socket } from 'socket.io';
import type { Config } from '../config';
import type { Realtime } from '../context';
import type { Actor } from '../lib/authz';
import { AppError } from '../lib/errors';
import { closeRedis, waitReady } from '../lib/redis-close';

/** What the server keeps on every authenticated socket. */
export interface SocketData {
  actor: Actor;
}

export type AppSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;
export type AppIo = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

/**
 * Runs for every authenticated socket, after it joined `user:<id>`, to add a domain's own events.
 * A domain declares it in its definition (`sockets: () => ({ onConnection })`, lib/domain.ts); its
 * rooms are guarded by a RoomHandler, and it sends with
 * `realtime.toRoom(`auction:${id}`, 'auction:bid', payload)` after commit.
 * Handlers apply to sockets that connect after registration; a throwing handler is logged and
 * does not disconnect the socket.
 */
export type ConnectionHandler = (socket: AppSocket) => void | Promise<void>;

/**
 * Guards the rooms of one prefix, e.g. `auction` for `auction:<id>`. A client asks with
 * `socket.emit('rooms:join', 'auction:42', ack)`; the socket joins when `authorize` resolves, and the
 * ack says `{ ok: true }` or `{ ok: false, code }` with the error id `authorize` threw (an AppError).
 * `rooms:leave` leaves a room. `user:` and `session:` rooms are the server's own and cannot be asked for.
 */
export interface RoomHandler {
  authorize(actor: Actor, id: string): Promise<void>;
}

/** The client's events to join and leave a guarded room. */
export const ROOM_EVENTS = { join: 'rooms:join', leave: 'rooms:leave' } as const;

type RoomAck = (answer: { ok: true } | { ok: false; code: AnyErrorCode }) => void;

export interface RealtimeServer extends Realtime {
  io: AppIo;
  /** Registers a per-connection handler (see ConnectionHandler). Returns an unregister function. */
  onConnection(handler: ConnectionHandler): () => void;
  /** Registers the guard of the rooms `<prefix>:<id>` (see RoomHandler). Returns an unregister function. */
  onRoom(prefix: string, handler: RoomHandler): () => void;
  /** Disconnects this node's sockets, stops the adapter and its Redis clients. Idempotent. */
  close(): Promise<void>;
}

export interface RealtimeOptions {
  config: Config;
  log: FastifyBaseLogger;
  resolveToken(token: string): Promise<Actor>;
}

export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** The token from `auth: { token }` (browsers) or an `Authorization: Bearer` header (native clients). */
function handshakeToken(handshake: AppSocket['handshake']): string | null {
  const fromAuth = (handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof fromAuth === 'string' && fromAuth) return fromAuth;
  const header = handshake.headers.authorization;
  if (typeof header === 'string') {
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() === 'bearer' && token) return token;
  }
  return null;
}

/**
 * A refused handshake: the client sees `connect_error` with the error id as message and `data.code`
 * (the error's own status, or the logged-out code).
 */
function refusal(error: ErrorCode | DomainError): Error & { data: { code: number } } {
  const code = typeof error === 'string' ? error : error.code;
  return Object.assign(new Error(code), { data: { code: envelopeCodeFor(error) } });
}

/**
 * Socket.IO on the API's own HTTP server at `/socket.io`. Sockets authenticate with the same
 * session tokens as HTTP and join `user:<id>`; with REDIS_URL the rooms span every node.
 */
export function createRealtime(server: http.Server, opts: RealtimeOptions): RealtimeServer {
  const { config, log } = opts;
  const io: AppIo = new Server(server, {
    path: '/socket.io',
    serveClient: false,
    cors: { origin: config.CORS_ORIGINS.length ? config.CORS_ORIGINS : false, credentials: false },
  });

  let redis: { pub: Redis; sub: Redis } | null = null;
  if (config.REDIS_URL) {
    const pub = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) client.on('error', (err) => log.warn({ err }, 'realtime redis error'));
    io.adapter(createAdapter(pub, sub));
    redis = { pub, sub };
  }

  io.use(async (socket, next) => {
    const token = handshakeToken(socket.handshake);
    if (!token) return next(refusal('AUTH_REQUIRED'));
    try {
      socket.data.actor = await opts.resolveToken(token);
      next();
    } catch (err) {
      if (err instanceof AppError) return next(refusal(err));
      log.error({ err }, 'socket authentication failed');
      next(refusal('SERVICE_UNAVAILABLE'));
    }
  });

  const handlers = new Set<ConnectionHandler>();
  const rooms = new Map<string, RoomHandler>();
  /** The guard and id of `<prefix>:<id>`, or null for a room nobody guards (never `user:` or `session:`). */
  const guardOf = (room: unknown): { handler: RoomHandler; id: string } | null => {
    if (typeof room !== 'string') return null;
    const at = room.indexOf(':');
    const handler = at > 0 ? rooms.get(room.slice(0, at)) : undefined;
    const id = room.slice(at + 1);
    return handler && id ? { handler, id } : null;
  };
  io.on('connection', (socket) => {
    const { actor } = socket.data;
    // Synchronous with the in-memory and Redis adapters: the rooms exist before any event.
    void socket.join([userRoom(actor.userId), sessionRoom(actor.sessionId)]);
    socket.on(ROOM_EVENTS.join, async (room: unknown, ack?: RoomAck) => {
      const guard = guardOf(room);
      if (!guard) return ack?.({ ok: false, code: 'NOT_FOUND' });
      try {
        await guard.handler.authorize(actor, guard.id);
        await socket.join(room as string);
        ack?.({ ok: true });
      } catch (err) {
        if (!(err instanceof AppError)) log.error({ err, room }, 'socket room authorization failed');
        ack?.({ ok: false, code: err instanceof AppError ? err.code : 'SERVICE_UNAVAILABLE' });
      }
    });
    socket.on(ROOM_EVENTS.leave, async (room: unknown, ack?: RoomAck) => {
      if (guardOf(room)) await socket.leave(room as string);
      ack?.({ ok: true });
    });
    for (const handler of handlers) {
      try {
        Promise.resolve(handler(socket)).catch((err: unknown) =>
          log.error({ err }, 'socket connection handler failed'),
        );
      } catch (err) {
        log.error({ err }, 'socket connection handler failed');
      }
    }
  });

  let closing: Promise<void> | null = null;
  return {
    io,
    // After close() starts, sends are dropped: a timer or an after-commit hook that fires during
    // shutdown would otherwise publish on a closed Redis connection (an unhandled rejection).
    toUser(userId, event, payload) {
      if (!closing) io.to(userRoom(userId)).emit(event, payload);
    },
    toUsers(userIds, event, payload) {
      if (!closing && userIds.length) io.to(userIds.map(userRoom)).emit(event, payload);
    },
    toRoom(room, event, payload) {
      if (!closing) io.to(room).emit(event, payload);
    },
    disconnectUser(userId) {
      io.in(userRoom(userId)).disconnectSockets(true);
    },
    disconnectSession(sessionId) {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    onConnection(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    onRoom(prefix, handler) {
      if (!/^[a-z][a-z0-9-]*$/.test(prefix) || prefix === 'user' || prefix === 'session') {
        throw new Error(`socket room prefix "${prefix}" is reserved or not a lower-case word`);
      }
      if (rooms.has(prefix)) throw new Error(`socket rooms "${prefix}:" already have a guard`);
      rooms.set(prefix, handler);
      return () => rooms.delete(prefix);
    },
    close() {
      // Not io.close(): that also closes the HTTP server, which Fastify owns and closes itself.
      closing ??= (async () => {
        // The adapter's subscribe and unsubscribe commands must reach a live connection before QUIT.
        if (redis) await Promise.all([waitReady(redis.pub), waitReady(redis.sub)]);
        io.local.disconnectSockets(true);
        await Promise.allSettled([Promise.resolve(io.of('/').adapter.close())]);
        io.engine.close();
        if (redis) await Promise.all([closeRedis(redis.pub), closeRedis(redis.sub)]);
      })();
      return closing;
    },
  };
}
