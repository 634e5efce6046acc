/**
 * What every probe shares: the API started in this process on the probe's own PostgreSQL database
 * and reached over real HTTP on 127.0.0.1, a small HTTP client, and accounts made through the API
 * (codes read from the dev SMS outbox) with roles and money given the way the API tests give them.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MerchantStatus, Role } from '@souq/shared';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import type { Database } from '../../apps/api/src/db/client';
import type { OffsetClock } from '../../apps/api/src/lib/clock';
import type { ZodApp } from '../../apps/api/src/lib/route';
import { users } from '../../apps/api/src/modules/users/users.tables';

/** One line of the report. */
export interface Outcome {
  probe: string;
  ok: boolean;
  detail: string;
  /** Further lines printed under a FAIL (offending requests). */
  evidence?: string[];
}

/** What the probes run against: the database (for roles and money) and the clock all servers share. */
export interface ProbeEnv {
  databaseUrl: string;
  database: Database;
  clock: OffsetClock;
  redisUrl?: string;
}

export interface Reply {
  status: number;
  /** The error code of an error envelope (`error`), if any. */
  error?: string;
  // biome-ignore lint/suspicious/noExplicitAny: JSON answers of many shapes
  json: any;
  text: string;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as is, instead of JSON of `body`. */
  rawBody?: string | FormData;
  headers?: Record<string, string>;
}

/** A running API: its base URL, the Fastify instance, and the causes of its 5xx answers by request id. */
export class ProbeServer {
  readonly serverErrors = new Map<string, string>();
  private constructor(
    readonly app: ZodApp,
    readonly url: string,
    private readonly dataDir: string,
  ) {}

  /**
   * Starts the API as configured for development (dev SMS outbox, sandbox gateway) with the default
   * limits unless `env` says otherwise.
   */
  static async start(env: ProbeEnv, overrides: Record<string, string> = {}): Promise<ProbeServer> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'souq-probe-'));
    const config = loadConfig({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.PROBE_LOG_LEVEL ?? 'silent',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      DATABASE_URL: env.databaseUrl,
      DATABASE_POOL_SIZE: '10',
      REDIS_URL: env.redisUrl,
      RATE_LIMIT_NAMESPACE: `souq-probe-${randomBytes(6).toString('hex')}:`,
      PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
      SEED_DEMO_DATA: 'false',
      // A cached search page would hide a row stored by the probes.
      LISTING_SEARCH_CACHE_MS: '0',
      ...overrides,
    });
    const app = await buildApp(config, { clock: env.clock });
    const server = new ProbeServer(app, '', dataDir);
    app.addHook('onError', async (request, _reply, error) => {
      server.serverErrors.set(request.id, describe(error));
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    return Object.assign(server, { url: `http://127.0.0.1:${port}` });
  }

  async close(): Promise<void> {
    await this.app.close();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  async call(method: string, urlPath: string, options: CallOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = { 'accept-language': 'en', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | FormData | undefined = options.rawBody;
    if (body === undefined && options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    try {
      const res = await fetch(`${this.url}${urlPath}`, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        // not JSON
      }
      const error = (json as { error?: unknown } | null)?.error;
      return { status: res.status, error: typeof error === 'string' ? error : undefined, json, text };
    } catch (err) {
      // No answer at all (connection reset, timeout) counts like a 5xx.
      return { status: 599, error: 'NO_ANSWER', json: null, text: String(err) };
    }
  }

  /** The cause the server logged for a 5xx answer, when there is one. */
  causeOf(reply: Reply): string {
    const requestId = (reply.json as { requestId?: string } | null)?.requestId;
    const cause = requestId ? this.serverErrors.get(requestId) : undefined;
    return cause ?? reply.text.slice(0, 200);
  }
}

/** An error in one line: a failed query by its database error (not its SQL), others by their message. */
function describe(error: Error): string {
  const cause = (error as { cause?: unknown }).cause;
  const first = error.message.split('\n')[0] ?? '';
  if (cause instanceof Error) {
    const what = first.startsWith('Failed query')
      ? (/^Failed query: (\w+ \w+ "?\w+"?)/.exec(first)?.[1] ?? 'query')
      : first;
    return `${what}: ${cause.message}`.slice(0, 240);
  }
  return `${error.name}: ${first}`.slice(0, 240);
}

export const PASSWORD = 'Desert2026';
const WEBHOOK_SECRET = `probe-webhook-${randomBytes(12).toString('hex')}`;
export const webhookSecret = (): string => WEBHOOK_SECRET;

const usedMobiles = new Set<string>();
/** A valid UAE mobile (E.164) not used before in this run. */
export function newMobile(): string {
  for (;;) {
    const mobile = `+97150${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
    if (!usedMobiles.has(mobile)) {
      usedMobiles.add(mobile);
      return mobile;
    }
  }
}

/** The newest code the dev outbox "sent" to a number (through the API, as a client would read it). */
export async function outboxCode(server: ProbeServer, mobile: string): Promise<string> {
  const res = await server.call('GET', `/api/dev/sms-outbox?mobile=${encodeURIComponent(mobile)}`);
  const code = res.json?.data?.items?.[0]?.code as string | undefined;
  if (res.status !== 200 || !code)
    throw new Error(`no SMS code for ${mobile}: ${res.status} ${res.text.slice(0, 200)}`);
  return code;
}

export interface Account {
  mobile: string;
  password: string;
  token: string;
  userId: string;
}

/** Registers a user through the API; later codes for the number then need no wait. */
export async function registerUser(server: ProbeServer, env: ProbeEnv, mobile = newMobile()): Promise<Account> {
  const sent = await server.call('POST', '/api/auth/sms-codes', { body: { mobile, purpose: 'register' } });
  if (sent.status !== 200) throw new Error(`asking for a registration code: ${sent.status} ${sent.text.slice(0, 200)}`);
  const code = await outboxCode(server, mobile);
  const res = await server.call('POST', '/api/auth/register', {
    body: { mobile, code, password: PASSWORD, passwordConfirm: PASSWORD },
  });
  if (res.status !== 200) throw new Error(`registering: ${res.status} ${res.text.slice(0, 200)}`);
  // The next code for this number must not wait out the resend window.
  env.clock.advance(61_000);
  const data = res.json.data as { token: string; user: { id: string } };
  return { mobile, password: PASSWORD, token: data.token, userId: data.user.id };
}

/** Roles (and a merchant status) given directly in the database, as the API tests do. */
export async function grantRoles(
  env: ProbeEnv,
  account: Account,
  roles: Role[],
  merchantStatus: MerchantStatus = roles.includes('merchant') ? 'verified' : 'none',
): Promise<void> {
  await env.database.db.update(users).set({ roles, merchantStatus }).where(eq(users.id, account.userId));
}

/** Money in the wallet, credited as the payment gateway's confirmation would. */
export async function credit(server: ProbeServer, account: Account, aed: number): Promise<void> {
  await server.app.services.ledger.recharge({
    userId: account.userId,
    amountFils: BigInt(aed) * 100n,
    idempotencyKey: `probe-topup:${account.userId}:${randomBytes(4).toString('hex')}`,
    ref: { type: 'test', id: account.userId },
  });
}

/** "403 FORBIDDEN ×3, 200 ×1": how a batch of replies was answered. */
export function tally(replies: Reply[]): string {
  const counts = new Map<string, number>();
  for (const r of replies) {
    const key = `${r.status}${r.error ? ` ${r.error}` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()].map(([k, n]) => `${k} ×${n}`).join(', ');
}

export const isServerError = (r: Reply): boolean => r.status >= 500;
export const isSuccess = (r: Reply): boolean => r.status >= 200 && r.status < 300;

/** The id of what a creation answered: `data.id`, or the id of the one object inside (`data.booking.id`). */
export function idIn(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const record = data as Record<string, unknown>;
  if (typeof record.id === 'string') return record.id;
  for (const value of Object.values(record)) {
    const inner = value && typeof value === 'object' ? (value as Record<string, unknown>).id : undefined;
    if (typeof inner === 'string') return inner;
  }
  return undefined;
}
