/**
 * New-price fan-out: the API listens on 127.0.0.1 (buildApp + listen in this process, with the
 * Redis adapter when REDIS_URL is set), 1,000 signed-in Socket.IO clients in a separate child
 * process join the lot's room (`rooms:join` 'auction:<lotId>', acknowledged), then this process
 * places 50 bids one every 200 ms (two joined bidders taking turns at the next minimum from the last
 * receipt, so every bid is accepted) and measures, for each bid and each socket, the time from just
 * before the bid's HTTP request to that socket's receipt of the `auction:state` with the bid's seq.
 * Both processes read the same clock: `process.hrtime` (CLOCK_MONOTONIC, one per machine).
 * In the same run: a bare Fastify hello-world route's request rate (50 in flight, keep-alive HTTP,
 * a child process), as in auction-bids.ts: the ratio's base.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 npm run bench:auction-fanout
 *   npm run bench:auction-fanout                                                          # PGlite, no Redis
 *
 * On PostgreSQL it creates (and drops, unless BENCH_KEEP=1) its own database
 * `souq_bench_auction_fanout`. Knobs: BENCH_SOCKETS (1000), BENCH_BIDS (50), BENCH_SPACING_MS
 * (200), BENCH_CLIENT_PROCS (1: processes the sockets are spread over), BENCH_HELLO_SECONDS (5),
 * BENCH_CPU_PROF=<folder> (V8 CPU profiles of the child processes).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { filsToDecimalString } from '@souq/shared';
import { AUCTION_EVENTS, type BidReceipt, type LotState } from '@souq/shared/auctions/auctions.schema';
import type { Socket } from 'socket.io-client';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import {
  auctionWorld,
  childCpuMs,
  createBenchDatabase,
  helloRate,
  loadText,
  lotTally,
  nextMessage,
  send,
  serveHello,
  signedInUsers,
  startChild,
} from './auction-world';
import { connectSocket as connect, percentile } from './load';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1_000);
const BIDS = Number(process.env.BENCH_BIDS ?? 50);
const SPACING_MS = Number(process.env.BENCH_SPACING_MS ?? 200);
const CLIENT_PROCS = Number(process.env.BENCH_CLIENT_PROCS ?? 1);
const HELLO_SECONDS = Number(process.env.BENCH_HELLO_SECONDS ?? 5);
const HELLO_CONCURRENCY = 50;
const WARMUP_BIDS = 3;
const DB_NAME = 'souq_bench_auction_fanout';
const SELF = fileURLToPath(import.meta.url);

/** Milliseconds on the machine's monotonic clock, the same in every process. */
const clockMs = () => Number(process.hrtime.bigint()) / 1e6;

interface Connect {
  type: 'connect';
  url: string;
  lotId: string;
  tokens: string[];
}
interface Ready {
  type: 'ready';
  connected: number;
  joined: number;
  failures: string[];
  seconds: number;
}
interface Deliveries {
  type: 'deliveries';
  /** For each seq asked for, the clock (ms) at which each socket received it. */
  bySeq: Record<number, number[]>;
  disconnects: number;
}

// ---------------------------------------------------------------- the clients' process

async function clients() {
  const sockets: Socket[] = [];
  const bySeq = new Map<number, number[]>();
  let disconnects = 0;
  const stop = () => {
    for (const s of sockets) s.disconnect();
    process.exit(0);
  };
  process.on('disconnect', stop);
  setTimeout(stop, 600_000).unref();
  process.on('message', async (m: Connect | { type: 'collect'; seqs: number[]; timeoutMs: number }) => {
    if (m.type === 'connect') {
      const started = performance.now();
      const failures: string[] = [];
      let joined = 0;
      // 50 handshakes at a time (each resolves its token on the server), at most 2 minutes in all.
      const deadline = Date.now() + 120_000;
      let next = 0;
      await Promise.all(
        Array.from({ length: 50 }, async () => {
          while (next < m.tokens.length && Date.now() < deadline) {
            const token = m.tokens[next++] as string;
            try {
              const socket = await connect(m.url, token);
              sockets.push(socket);
              socket.on(AUCTION_EVENTS.state, (state: LotState) => {
                const at = clockMs();
                const list = bySeq.get(state.seq);
                if (list) list.push(at);
                else bySeq.set(state.seq, [at]);
              });
              socket.on('disconnect', () => {
                disconnects += 1;
              });
              const ack = (await socket.timeout(30_000).emitWithAck('rooms:join', `auction:${m.lotId}`)) as {
                ok: boolean;
              };
              if (ack.ok) joined += 1;
              else failures.push(JSON.stringify(ack));
            } catch (err) {
              failures.push(String(err));
            }
          }
        }),
      );
      const ready: Ready = {
        type: 'ready',
        connected: sockets.length,
        joined,
        failures: failures.slice(0, 5),
        seconds: (performance.now() - started) / 1000,
      };
      process.send?.(ready);
    } else if (m.type === 'collect') {
      // Waits until every socket has every asked seq, or the timeout.
      const until = Date.now() + m.timeoutMs;
      const complete = () => m.seqs.every((s) => (bySeq.get(s)?.length ?? 0) >= sockets.length);
      while (!complete() && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      const out: Deliveries = {
        type: 'deliveries',
        bySeq: Object.fromEntries(m.seqs.map((s) => [s, bySeq.get(s) ?? []])),
        disconnects,
      };
      process.send?.(out);
    }
  });
  process.send?.({ type: 'started' });
}

// ---------------------------------------------------------------- the API and the bids

async function main() {
  const pgDb = await createBenchDatabase(DB_NAME);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'souq-bench-fanout-'));
  const redisUrl = process.env.REDIS_URL;
  const engine = pgDb ? 'PostgreSQL' : 'PGlite';
  const loadBefore = loadText();
  console.log(
    `engine ${engine}; ${redisUrl ? 'Redis adapter' : 'in-memory adapter (no REDIS_URL)'}; ${SOCKETS} sockets in ` +
      `${CLIENT_PROCS} client process(es); ${BIDS} bids ${SPACING_MS} ms apart`,
  );
  console.log(`load average before: ${loadBefore}`);

  const hello = await helloRate(SELF, HELLO_CONCURRENCY, HELLO_SECONDS);
  console.log(
    `Fastify hello-world: ${hello.rate.toFixed(0)} requests/s (${HELLO_CONCURRENCY} in flight, ${HELLO_SECONDS} s), ` +
      `p50 ${percentile(hello.latencies, 0.5)} ms, p95 ${percentile(hello.latencies, 0.95)} ms`,
  );

  const database = await openDatabase(
    pgDb ? { databaseUrl: pgDb.url, poolSize: 20 } : { dataDir: path.join(dataDir, 'db') },
  );
  await database.migrate();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir,
    DATABASE_POOL_SIZE: '20',
    RATE_LIMIT_MAX: '100000000',
    REDIS_URL: redisUrl,
  });
  const app = await buildApp(config, { database });
  await app.ready();
  const world = await auctionWorld(app, database, config, {
    bidders: 2,
    limitAed: 50_000_000,
    walletAed: 1_000_000,
    depositRateBps: 100,
  });
  const watchers = await signedInUsers(database, '+97152', SOCKETS);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;

  // The sockets, in CLIENT_PROCS child processes.
  const children = await Promise.all(Array.from({ length: CLIENT_PROCS }, () => startChild(SELF, 'clients')));
  const per = Math.ceil(SOCKETS / CLIENT_PROCS);
  const readies = await Promise.all(
    children.map(({ child }, i) => {
      const connect: Connect = {
        type: 'connect',
        url,
        lotId: world.lotId,
        tokens: watchers.slice(i * per, (i + 1) * per).map((w) => w.token),
      };
      child.send(connect);
      return nextMessage<Ready>(child, 'ready', 180_000);
    }),
  );
  const connected = readies.reduce((n, r) => n + r.connected, 0);
  const joined = readies.reduce((n, r) => n + r.joined, 0);
  console.log(
    `sockets: ${connected} connected, ${joined} joined the lot's room in ` +
      `${Math.max(...readies.map((r) => r.seconds)).toFixed(1)} s` +
      (readies.some((r) => r.failures.length) ? `; failures: ${readies.flatMap((r) => r.failures).join(' | ')}` : ''),
  );
  // Let the viewer count (debounced) and the handshakes settle.
  await new Promise((r) => setTimeout(r, 1_000));

  // Two bidders take turns at the next minimum: every bid is accepted and moves the price.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  let minFils = world.startPriceFils;
  const sentAt = new Map<number, number>();
  const answeredAt = new Map<number, number>();
  const responseMs: number[] = [];
  const statuses: Record<number, number> = {};
  const cpu0 = process.cpuUsage();
  const clientCpu0 = children.map(({ child }) => childCpuMs(child.pid));
  const loadAtBids = loadText();
  for (let i = 0; i < WARMUP_BIDS + BIDS; i++) {
    const bidder = world.bidders[i % 2] as (typeof world.bidders)[number];
    const t0 = clockMs();
    const res = await send(agent, port, {
      method: 'POST',
      path: `/api/auctions/lots/${world.lotId}/bids`,
      headers: { authorization: `Bearer ${bidder.token}`, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ amount: filsToDecimalString(minFils), kind: 'bid' }),
    });
    const took = clockMs() - t0;
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    if (res.status === 200) {
      const receipt = (JSON.parse(res.body) as { data: BidReceipt }).data;
      minFils = receipt.state.minNextBidFils;
      if (i >= WARMUP_BIDS) {
        sentAt.set(receipt.state.seq, t0);
        answeredAt.set(receipt.state.seq, t0 + took);
        responseMs.push(took);
      }
    } else console.error(`bid ${i}: ${res.status} ${res.body.slice(0, 300)}`);
    const wait = SPACING_MS - (clockMs() - t0);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  const serverCpu = process.cpuUsage(cpu0);
  const clientCpuMs = children.reduce((n, { child }, i) => n + childCpuMs(child.pid) - (clientCpu0[i] ?? 0), 0);
  agent.destroy();

  const seqs = [...sentAt.keys()];
  const collected = await Promise.all(
    children.map(({ child }) => {
      child.send({ type: 'collect', seqs, timeoutMs: 10_000 });
      return nextMessage<Deliveries>(child, 'deliveries', 30_000);
    }),
  );
  const loadAfter = loadText();
  const latencies: number[] = [];
  const lastPerBid: number[] = [];
  /** From the bid's HTTP answer (which leaves after the room broadcast): negative when the socket was first. */
  const afterAnswer: number[] = [];
  for (const seq of seqs) {
    const t0 = sentAt.get(seq) as number;
    const t1 = answeredAt.get(seq) as number;
    let last = 0;
    for (const c of collected) {
      for (const at of c.bySeq[seq] ?? []) {
        latencies.push(at - t0);
        afterAnswer.push(at - t1);
        last = Math.max(last, at - t0);
      }
    }
    lastPerBid.push(last);
  }
  latencies.sort((a, b) => a - b);
  afterAnswer.sort((a, b) => a - b);
  lastPerBid.sort((a, b) => a - b);
  responseMs.sort((a, b) => a - b);
  const expected = seqs.length * joined;
  const tally = await lotTally(database, world.lotId);

  console.log('');
  console.log(
    `bids: ${seqs.length} measured (+${WARMUP_BIDS} warm-up), statuses ${JSON.stringify(statuses)}; HTTP answer ` +
      `p50 ${percentile(responseMs, 0.5)} ms, p95 ${percentile(responseMs, 0.95)} ms, max ${(responseMs.at(-1) ?? 0).toFixed(1)} ms`,
  );
  console.log(
    `deliveries: ${latencies.length} of ${expected} expected (${seqs.length} bids x ${joined} sockets); ` +
      `disconnects ${collected.reduce((n, c) => n + c.disconnects, 0)}`,
  );
  console.log(
    `bid request to a socket's auction:state: p50 ${percentile(latencies, 0.5)} ms, p95 ${percentile(latencies, 0.95)} ms, ` +
      `p99 ${percentile(latencies, 0.99)} ms, max ${(latencies.at(-1) ?? 0).toFixed(1)} ms (target p95 < 100 ms)`,
  );
  console.log(
    `bid request to the last of the ${joined} sockets: p50 ${percentile(lastPerBid, 0.5)} ms, ` +
      `p95 ${percentile(lastPerBid, 0.95)} ms; delivery measured from the bid's HTTP answer instead: ` +
      `p50 ${percentile(afterAnswer, 0.5)} ms, p95 ${percentile(afterAnswer, 0.95)} ms`,
  );
  const bidsRun = WARMUP_BIDS + BIDS;
  console.log(
    `CPU per bid: API process (server + this driver) ${((serverCpu.user + serverCpu.system) / 1000 / bidsRun).toFixed(1)} ms, ` +
      `client process(es) ${(clientCpuMs / bidsRun).toFixed(1)} ms (${((clientCpuMs / bidsRun / Math.max(1, joined)) * 1000).toFixed(1)} µs per delivery)`,
  );
  console.log(
    `ratio: one bid's fan-out (p50 to the last socket) is ${(
      Number(percentile(lastPerBid, 0.5)) / (1000 / hello.rate)
    ).toFixed(0)} hello-world request times (1 / ${hello.rate.toFixed(0)} per s)`,
  );
  console.log(
    `lot: bid count ${tally.bidCount}, log entries ${tally.logEntries}, seq ${tally.seq}; ` +
      `load average before ${loadBefore}, at the bids ${loadAtBids}, after ${loadAfter}`,
  );
  const ok = latencies.length === expected && joined === SOCKETS && tally.bidCount === tally.logEntries;
  if (!ok) {
    console.error('FAILED: not every socket joined or received every state, or the log differs from the bid count');
    process.exitCode = 1;
  }

  for (const { child } of children) child.kill('SIGTERM');
  await app.close();
  await database.close();
  await pgDb?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

const role = process.env.BENCH_ROLE;
const run = role === 'hello' ? serveHello : role === 'clients' ? clients : main;
run().catch((err) => {
  console.error(err);
  process.exit(1);
});
