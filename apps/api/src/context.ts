import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Clock } from './lib/clock';
import type { SmsSender } from './modules/sms/sms.port';
import type { FileStorage } from './modules/uploads/storage';

/** Sends to sockets; the in-process adapter by default, Redis across nodes. */
export interface Realtime {
  toUser(userId: string, event: string, payload: unknown): void;
  /** The same payload to several users at once: one broadcast (one Redis publish) instead of one per user. */
  toUsers(userIds: readonly string[], event: string, payload: unknown): void;
  /** Emits to any room (`auction:<id>`, `conversation:<id>`), across nodes with the Redis adapter. */
  toRoom(room: string, event: string, payload: unknown): void;
  /** Disconnects every socket of a user (logout everywhere, lock, cancellation). */
  disconnectUser(userId: string): void;
  /** Disconnects the sockets opened with one session (logout of one device). */
  disconnectSession(sessionId: string): void;
}

/** What every service gets: the outside world behind small ports, replaceable in tests. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  realtime: Realtime;
  sms: SmsSender;
  storage: FileStorage;
}
