/**
 * Shared by the auction benches (auction-bids.ts, auction-fanout.ts): their own database, one open
 * lot with joined bidders and signed-in watchers, a bare Fastify hello-world as the machine's
 * yardstick, keep-alive HTTP load, and what PostgreSQL's backends were doing during a run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import type { Config } from '../apps/api/src/config';
import type { Database } from '../apps/api/src/db/client';
import type { Actor } from '../apps/api/src/lib/authz';
import { randomToken, sha256 } from '../apps/api/src/lib/crypto';
import type { ZodApp } from '../apps/api/src/lib/route';
import { auctionsRepository } from '../apps/api/src/modules/auctions/auctions.repository';
import { auctionLots } from '../apps/api/src/modules/auctions/auctions.tables';
import { authRepository } from '../apps/api/src/modules/auth/auth.repository';
import { listings } from '../apps/api/src/modules/listings/listings.tables';
import { users } from '../apps/api/src/modules/users/users.tables';
import { percentile, withDb } from './load';

const AED = 100n;
const HOUR = 3_600_000;

/** Load average (1, 5, 15 min) as printed by the benches. */
export const loadText = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The bench's own PostgreSQL database next to DATABASE_URL (dropped first), or null for PGlite. */
export async function createBenchDatabase(name: string): Promise<{ url: string; drop(): Promise<void> } | null> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return null;
  const admin = new pg.Client({ connectionString: withDb(serverUrl, 'postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  return {
    url: withDb(serverUrl, name),
    drop: async () => {
      if (!process.env.BENCH_KEEP) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export interface SignedIn {
  userId: string;
  token: string;
  actor: Actor;
}

/** `count` users with a session each, written the way sign-in writes them (hashed token, 30 days). */
export async function signedInUsers(database: Database, prefix: string, count: number): Promise<SignedIn[]> {
  const out: SignedIn[] = [];
  for (let from = 0; from < count; from += 500) {
    const n = Math.min(500, count - from);
    const rows = await database.db
      .insert(users)
      .values(Array.from({ length: n }, (_, i) => ({ mobile: `${prefix}${String(from + i).padStart(7, '0')}` })))
      .returning({ id: users.id });
    for (const { id } of rows) {
      const token = randomToken();
      const session = await authRepository.insertSession(database.db, {
        userId: id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + 30 * 24 * HOUR),
        userAgent: 'bench',
      });
      out.push({
        userId: id,
        token,
        actor: { userId: id, sessionId: session.id, roles: ['user'], merchantStatus: 'none' },
      });
    }
  }
  return out;
}

export interface AuctionBenchWorld {
  lotId: string;
  sessionId: string;
  startPriceFils: number;
  bidders: SignedIn[];
}

/**
 * One timed session, live since a minute ago, with one open lot (start price AED 10,000, ending in
 * `lotHours`) on a dealer's car, and `bidders` users who each got `walletAed` in the wallet
 * (LedgerService.recharge) and joined with a limit of `limitAed` paid from it
 * (ParticipationService.join: the earnest money, the session's share of the limit, is held as a
 * deposit; a session may set its own share, `depositRateBps`). The session and the lot are
 * written with the domain's repository, as the demo seed does (the admin endpoints refuse a start
 * in the past); the listing row directly.
 */
export async function auctionWorld(
  app: ZodApp,
  database: Database,
  config: Config,
  opts: { bidders: number; limitAed: number; walletAed: number; lotHours?: number; depositRateBps?: number },
): Promise<AuctionBenchWorld> {
  const { db } = database;
  const [seller] = await db
    .insert(users)
    .values({
      mobile: '+971559000001',
      nickname: 'Bench Motors',
      roles: ['user', 'merchant'],
      merchantStatus: 'verified',
    })
    .returning({ id: users.id });
  const [admin] = await db
    .insert(users)
    .values({ mobile: '+971559000002', nickname: 'Bench admin', roles: ['user', 'admin'] })
    .returning({ id: users.id });
  if (!seller || !admin) throw new Error('no seller');
  const now = Date.now();
  const [car] = await db
    .insert(listings)
    .values({
      sellerId: seller.id,
      sellerType: 'dealer',
      kind: 'used',
      brandId: 'toyota',
      seriesId: 'toyota-land-cruiser',
      title: 'Toyota Land Cruiser 2022',
      year: 2022,
      bodyType: 'suv',
      colour: 'white',
      mileageKm: 45_000,
      fuel: 'petrol',
      transmission: 'automatic',
      emissionStandard: 'euro5',
      regionalSpec: 'gcc',
      condition: 'excellent',
      accidentHistory: 'none',
      priceFils: 185_000n * AED,
      cityId: 'dubai-city',
      emirateId: 'dubai',
      status: 'on_sale',
      refreshedAt: new Date(now),
      publishedAt: new Date(now),
    })
    .returning({ id: listings.id });
  if (!car) throw new Error('no listing');
  const startsAt = new Date(now - 60_000);
  const lotHours = opts.lotHours ?? 24;
  const session = await auctionsRepository.insertSession(db, {
    title: 'Bench session',
    kind: 'timed',
    status: 'live',
    cityId: 'dubai-city',
    startsAt,
    lotMinutes: lotHours * 60,
    gapMinutes: 0,
    depositRateBps: opts.depositRateBps ?? config.AUCTION_DEPOSIT_RATE_BPS,
    depositFloorFils: BigInt(config.AUCTION_DEPOSIT_FLOOR_AED) * AED,
    createdBy: admin.id,
    createdAt: new Date(now - HOUR),
    updatedAt: new Date(now),
  });
  const startPriceFils = 10_000n * AED;
  const lot = await auctionsRepository.insertLot(db, {
    sessionId: session.id,
    position: 0,
    listingId: car.id,
    sellerId: seller.id,
    title: 'Toyota Land Cruiser 2022',
    brandId: 'toyota',
    cityId: 'dubai-city',
    status: 'open',
    startPriceFils,
    reserveFils: null,
    startsAt,
    endsAt: new Date(startsAt.getTime() + lotHours * HOUR),
    seq: 1,
    releaseKey: `bench:${car.id}`,
    releaseHash: 'bench',
    createdAt: new Date(now - HOUR),
    updatedAt: new Date(now),
  });

  const bidders = await signedInUsers(database, '+97151', opts.bidders);
  for (const b of bidders) {
    await app.services.ledger.recharge({
      userId: b.userId,
      amountFils: BigInt(opts.walletAed) * AED,
      idempotencyKey: `bench-topup:${b.userId}`,
      ref: { type: 'bench', id: b.userId },
    });
    await app.services.auctionParticipation.join(
      b.actor,
      session.id,
      { limit: String(opts.limitAed), method: 'wallet' },
      randomUUID(),
    );
  }
  return { lotId: lot.id, sessionId: session.id, startPriceFils: Number(startPriceFils), bidders };
}

/** The lot's bid count and seq, its log entries, and the accepted bid requests recorded. */
export async function lotTally(database: Database, lotId: string) {
  const [lot] = await database.db
    .select({ bidCount: auctionLots.bidCount, seq: auctionLots.seq, priceFils: auctionLots.priceFils })
    .from(auctionLots)
    .where(eq(auctionLots.id, lotId));
  const count = async (table: string) => {
    const res = await database.db.execute(
      sql`select count(*)::int as n from ${sql.raw(table)} where lot_id = ${lotId}`,
    );
    const rows = (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as { n: number }[];
    return Number(rows[0]?.n ?? 0);
  };
  return {
    bidCount: lot?.bidCount ?? -1,
    seq: lot?.seq ?? -1,
    priceFils: Number(lot?.priceFils ?? 0),
    logEntries: await count('auction_bids'),
    requests: await count('auction_bid_requests'),
  };
}

// ---------------------------------------------------------------- HTTP load

export interface HttpRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface DriveResult {
  /** Answers by status code. */
  statuses: Record<number, number>;
  /** Latency (ms) of every answer, sorted. */
  latencies: number[];
  /** Transport errors (no answer). */
  errors: number;
  seconds: number;
}

/** One request over a keep-alive agent; resolves with the status and the body. */
export function send(agent: http.Agent, port: number, req: HttpRequest): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const r = http.request(
      {
        host: '127.0.0.1',
        port,
        method: req.method,
        path: req.path,
        agent,
        headers: {
          ...(req.body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(req.body) } : {}),
          ...req.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    r.on('error', reject);
    if (req.body) r.write(req.body);
    r.end();
  });
}

/**
 * Keeps `concurrency` requests in flight for `seconds` (each worker stops starting new ones at the
 * deadline), over one keep-alive agent; `next(worker)` makes each request, `seen` reads each answer.
 */
export async function drive(
  port: number,
  next: (worker: number) => HttpRequest,
  opts: { concurrency: number; seconds: number; seen?: (status: number, body: string, ms: number) => void },
): Promise<DriveResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.concurrency });
  const started = performance.now();
  const deadline = started + opts.seconds * 1000;
  const statuses: Record<number, number> = {};
  const latencies: number[] = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: opts.concurrency }, async (_, worker) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          const res = await send(agent, port, next(worker));
          const ms = performance.now() - t0;
          latencies.push(ms);
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          opts.seen?.(res.status, res.body, ms);
        } catch (err) {
          if (errors === 0) console.error(err);
          errors += 1;
          if (errors > 1000) return;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { statuses, latencies, errors, seconds };
}

export const pct = (sorted: number[]) =>
  `p50 ${percentile(sorted, 0.5)} ms, p95 ${percentile(sorted, 0.95)} ms, p99 ${percentile(sorted, 0.99)} ms`;

// ---------------------------------------------------------------- hello world

/** A bare Fastify 5 with one route, `GET /hello` → `{"hello":"world"}`, listening on 127.0.0.1. */
export async function serveHello(): Promise<void> {
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.send?.({ type: 'listening', port: typeof address === 'object' && address ? address.port : 0 });
  // Bounded: ends with the parent, on SIGTERM, or after 10 minutes whatever happens.
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('disconnect', stop);
  process.on('SIGTERM', stop);
  setTimeout(stop, 600_000).unref();
}

/** Starts `self` in a child process (tsx) with an IPC channel and the given role; resolves on its first message. */
export function startChild<T extends { type: string }>(
  self: string,
  role: string,
  env: Record<string, string | undefined> = {},
): Promise<{ child: ChildProcess; first: T }> {
  return new Promise((resolve, reject) => {
    // BENCH_CPU_PROF=<folder>: the children write V8 CPU profiles there (open them in Chrome's DevTools).
    const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
    const child = spawn(process.execPath, [...prof, '--import', 'tsx', self], {
      env: { ...process.env, ...env, BENCH_ROLE: role },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (m) => resolve({ child, first: m as T }));
    child.once('exit', (code) => reject(new Error(`${role} child exited with ${code}`)));
  });
}

/** The next message of a child of the given type. */
export function nextMessage<T extends { type: string }>(
  child: ChildProcess,
  type: string,
  timeoutMs: number,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', on);
      reject(new Error(`no ${type} message within ${timeoutMs} ms`));
    }, timeoutMs);
    const on = (m: unknown) => {
      if ((m as { type?: string }).type !== type) return;
      clearTimeout(timer);
      child.off('message', on);
      resolve(m as T);
    };
    child.on('message', on);
  });
}

/** Hello-world requests/s with `concurrency` in flight for `seconds` (1 s warm-up first), on a fresh child. */
export async function helloRate(self: string, concurrency: number, seconds: number) {
  const { child, first } = await startChild<{ type: string; port: number }>(self, 'hello');
  const request = (): HttpRequest => ({ method: 'GET', path: '/hello' });
  await drive(first.port, request, { concurrency, seconds: 1 });
  const cpu0 = childCpuMs(child.pid);
  const result = await drive(first.port, request, { concurrency, seconds });
  const cpuMs = childCpuMs(child.pid) - cpu0;
  child.kill('SIGTERM');
  const ok = result.statuses[200] ?? 0;
  return { ...result, ok, rate: ok / result.seconds, cpuPerRequestMs: cpuMs / Math.max(1, ok) };
}

/** CPU time (user + system, ms) a local process has used, from /proc. */
export function childCpuMs(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // USER_HZ 100
  } catch {
    return 0;
  }
}

// ---------------------------------------------------------------- PostgreSQL

/** CPU time (ms) of every backend connected to the bench database (local server only). */
export async function backendsCpuMs(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  await client.end();
  return rows.reduce((sum, { pid }) => sum + childCpuMs(pid), 0);
}

/**
 * Samples pg_stat_activity of the bench database every `everyMs` until stopped (at most `maxMs`):
 * how many backends were running, waiting for a lock, or idle in a transaction waiting for the API.
 */
export function sampleActivity(url: string, everyMs: number, maxMs: number) {
  const client = new pg.Client({ connectionString: url });
  const counts = new Map<string, number>();
  let samples = 0;
  let stopped = false;
  const done = (async () => {
    await client.connect();
    const until = Date.now() + maxMs;
    while (!stopped && Date.now() < until) {
      const { rows } = await client.query<{ what: string; n: number }>(
        `select case
            when state = 'active' and wait_event_type = 'Lock' then 'waiting for a lock (' || wait_event || ')'
            when state = 'active' and wait_event_type is not null then 'active, waiting on ' || wait_event_type || ':' || wait_event
            when state = 'active' then 'active, on CPU'
            else state end as what, count(*)::int as n
          from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() group by 1`,
      );
      for (const r of rows) counts.set(r.what, (counts.get(r.what) ?? 0) + r.n);
      samples += 1;
      await new Promise((r) => setTimeout(r, everyMs));
    }
    await client.end();
  })();
  return {
    async stop() {
      stopped = true;
      await done;
      return { samples, mean: [...counts].map(([what, n]) => ({ what, n: n / Math.max(1, samples) })) };
    },
  };
}
