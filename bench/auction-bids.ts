/**
 * Accepted bids per second on one hot lot: 200 joined bidders (wallet credit and earnest money
 * through LedgerService and ParticipationService) bid on one open lot through the whole API
 * (`POST /api/auctions/lots/:id/bids`: auth, validation, idempotency key, the bidding transaction
 * with the lot row locked, the receipt, the after-commit broadcast), 50 requests in flight for
 * 10 s after 2 s of warm-up. In the same run and the same way (a child process listening on
 * 127.0.0.1, keep-alive HTTP from this process, the same concurrency and duration), a bare
 * Fastify hello-world route before and after the bids: the ratio's base.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:auction-bids   # PostgreSQL
 *   npm run bench:auction-bids                                                       # PGlite
 *
 * On PostgreSQL it creates (and drops, unless BENCH_KEEP=1) its own database `souq_bench_auctions`
 * next to the given one; without DATABASE_URL the API runs on a PGlite in a temporary folder.
 * Each request is a valid bid: the amounts rise by two increments per request sent (BENCH_STEP) and
 * the bidders take turns. A bid below the leader's maximum is still accepted (it raises the price to
 * it, the leader's maximum answers automatically), so a bid is refused (409 BID_TOO_LOW) only when
 * two later ones overtook it on the way to the lot's lock (with a step of one increment: one). Every answer must be 200 or 409; afterwards the lot's bid count must
 * equal its log entries and the accepted answers the recorded bid requests.
 * Knobs: BENCH_BIDDERS, BENCH_CONCURRENCY, BENCH_SECONDS, BENCH_POOL (API's pool, default 20),
 * BENCH_STEP, BENCH_CPU_PROF=<folder> (V8 CPU profiles of the API and hello-world processes).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { filsToDecimalString } from '@souq/shared';
import { incrementAt } from '@souq/shared/auctions/increments';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import {
  auctionWorld,
  backendsCpuMs,
  childCpuMs,
  createBenchDatabase,
  type DriveResult,
  drive,
  type HttpRequest,
  helloRate,
  loadText,
  lotTally,
  nextMessage,
  pct,
  sampleActivity,
  serveHello,
  startChild,
} from './auction-world';

const BIDDERS = Number(process.env.BENCH_BIDDERS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const POOL = Number(process.env.BENCH_POOL ?? 20);
const STEP = Number(process.env.BENCH_STEP ?? 2);
const WARMUP_SECONDS = 2;
const DB_NAME = 'souq_bench_auctions';
const SELF = fileURLToPath(import.meta.url);
/**
 * Far above what 12 s of bids can reach (about AED 1,000 per accepted bid above AED 150,000). A
 * deposit is at most AED 1,000,000, so the session asks 1% of the limit as earnest money.
 */
const LIMIT_AED = 90_000_000;

interface Ready {
  type: 'ready';
  port: number;
  lotId: string;
  startPriceFils: number;
  tokens: string[];
  setupSeconds: number;
}
type Tally = Awaited<ReturnType<typeof lotTally>> & { type: 'tally' };

/** The API in this child: its database, the lot and its bidders, then listening. */
async function serveApi() {
  const started = performance.now();
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = process.env.BENCH_DATA_DIR as string;
  const database = await openDatabase(
    databaseUrl ? { databaseUrl, poolSize: POOL } : { dataDir: path.join(dataDir, 'db') },
  );
  await database.migrate();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir,
    DATABASE_POOL_SIZE: String(POOL),
    RATE_LIMIT_MAX: '100000000',
  });
  const app = await buildApp(config, { database });
  await app.ready();
  const world = await auctionWorld(app, database, config, {
    bidders: BIDDERS,
    limitAed: LIMIT_AED,
    walletAed: LIMIT_AED / 50,
    depositRateBps: 100,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const ready: Ready = {
    type: 'ready',
    port: typeof address === 'object' && address ? address.port : 0,
    lotId: world.lotId,
    startPriceFils: world.startPriceFils,
    tokens: world.bidders.map((b) => b.token),
    setupSeconds: (performance.now() - started) / 1000,
  };
  process.send?.(ready);
  process.on('message', (m: { type: string }) => {
    if (m.type === 'tally') void lotTally(database, world.lotId).then((t) => process.send?.({ type: 'tally', ...t }));
  });
  // Bounded: ends with the parent, on SIGTERM, or after 15 minutes whatever happens.
  const stop = () =>
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  process.on('disconnect', stop);
  process.on('SIGTERM', stop);
  setTimeout(stop, 900_000).unref();
}

async function main() {
  const pgDb = await createBenchDatabase(DB_NAME);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'souq-bench-auctions-'));
  const engine = pgDb ? 'PostgreSQL' : 'PGlite';
  const loadBefore = loadText();
  console.log(
    `engine ${engine}; ${BIDDERS} bidders on one lot; ${CONCURRENCY} in flight; ${SECONDS} s per run; ` +
      `amounts ${STEP} increment(s) apart; API pool ${POOL}`,
  );
  console.log(`load average before: ${loadBefore}`);

  const helloBefore = await helloRate(SELF, CONCURRENCY, SECONDS);

  const { child, first: ready } = await startChild<Ready>(SELF, 'api', {
    BENCH_DATABASE_URL: pgDb?.url,
    BENCH_DATA_DIR: dataDir,
  });
  console.log(`API ready in ${ready.setupSeconds.toFixed(1)} s (migrations, ${BIDDERS} bidders joined)`);

  // Amounts rise by STEP increments per request sent; a receipt showing a higher minimum moves them up.
  let nextFils = ready.startPriceFils;
  let sent = 0;
  const bidRequest = (): HttpRequest => {
    const amount = nextFils;
    for (let i = 0; i < STEP; i++) nextFils += incrementAt(nextFils);
    const token = ready.tokens[sent++ % ready.tokens.length] as string;
    return {
      method: 'POST',
      path: `/api/auctions/lots/${ready.lotId}/bids`,
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ amount: filsToDecimalString(amount), kind: 'bid' }),
    };
  };
  const refusals: Record<string, number> = {};
  const others: string[] = [];
  let acceptedLatencies: number[] = [];
  const seen = (status: number, body: string, ms: number) => {
    if (status === 200) {
      acceptedLatencies.push(ms);
      const min = (JSON.parse(body) as { data: { state: { minNextBidFils: number } } }).data.state.minNextBidFils;
      if (min > nextFils) nextFils = min;
    } else if (status === 409) {
      const code = (JSON.parse(body) as { error?: string }).error ?? '?';
      refusals[code] = (refusals[code] ?? 0) + 1;
    } else if (others.length < 5) others.push(`${status} ${body.slice(0, 300)}`);
  };

  const warm = await drive(ready.port, bidRequest, { concurrency: CONCURRENCY, seconds: WARMUP_SECONDS, seen });
  acceptedLatencies = [];
  for (const k of Object.keys(refusals)) delete refusals[k];

  const sampler = pgDb ? sampleActivity(pgDb.url, 50, (SECONDS + 5) * 1000) : null;
  const apiCpu0 = childCpuMs(child.pid);
  const pgCpu0 = pgDb ? await backendsCpuMs(pgDb.url) : 0;
  const selfCpu0 = process.cpuUsage();
  const bids = await drive(ready.port, bidRequest, { concurrency: CONCURRENCY, seconds: SECONDS, seen });
  const selfCpu = process.cpuUsage(selfCpu0);
  const apiCpuMs = childCpuMs(child.pid) - apiCpu0;
  const pgCpuMs = pgDb ? (await backendsCpuMs(pgDb.url)) - pgCpu0 : 0;
  const activity = sampler ? await sampler.stop() : null;
  const loadAfterBids = loadText();

  child.send({ type: 'tally' });
  const tally = await nextMessage<Tally>(child, 'tally', 30_000);
  child.kill('SIGTERM');

  const helloAfter = await helloRate(SELF, CONCURRENCY, SECONDS);
  const loadAfter = loadText();

  acceptedLatencies.sort((a, b) => a - b);
  const accepted = bids.statuses[200] ?? 0;
  const refused = bids.statuses[409] ?? 0;
  const other = Object.entries(bids.statuses).filter(([s]) => s !== '200' && s !== '409');
  const otherCount = other.reduce((n, [, c]) => n + c, 0) + bids.errors;
  const rate = accepted / bids.seconds;
  const helloBase = (helloBefore.rate + helloAfter.rate) / 2;
  const allAccepted = (warm.statuses[200] ?? 0) + accepted;

  const line = (name: string, r: DriveResult & { ok: number; rate: number; cpuPerRequestMs: number }) =>
    console.log(
      `${name}: ${r.rate.toFixed(0)} requests/s (${r.ok} in ${r.seconds.toFixed(1)} s), ${pct(r.latencies)}, ` +
        `non-200 ${r.latencies.length - r.ok + r.errors}, server CPU ${r.cpuPerRequestMs.toFixed(3)} ms/request`,
    );
  console.log('');
  line('Fastify hello-world, before', { ...helloBefore });
  console.log(
    `bids: ${bids.latencies.length} answers in ${bids.seconds.toFixed(1)} s: ${accepted} accepted (200), ` +
      `${refused} refused (409: ${Object.entries(refusals)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}), other statuses or transport errors ${otherCount}`,
  );
  console.log(
    `accepted bids/s: ${rate.toFixed(0)} (target >= 300 on PostgreSQL); bids judged (200 + 409)/s: ` +
      `${((accepted + refused) / bids.seconds).toFixed(0)}`,
  );
  console.log(`accepted bids latency: ${pct(acceptedLatencies)}; all answers: ${pct(bids.latencies)}`);
  line('Fastify hello-world, after', { ...helloAfter });
  console.log(
    `ratio accepted bids/s to hello-world requests/s (mean of before and after, ${helloBase.toFixed(0)}/s): ${(rate / helloBase).toFixed(3)}`,
  );
  const per = (ms: number) => (ms / Math.max(1, bids.latencies.length)).toFixed(2);
  console.log(
    `CPU per bid request: API ${per(apiCpuMs)} ms` +
      (pgDb ? ` + PostgreSQL ${per(pgCpuMs)} ms` : '') +
      ` + load generator ${per((selfCpu.user + selfCpu.system) / 1000)} ms`,
  );
  if (activity) {
    console.log(`PostgreSQL backends of the bench database, mean over ${activity.samples} samples (every 50 ms):`);
    for (const a of activity.mean.sort((x, y) => y.n - x.n)) console.log(`  ${a.n.toFixed(2)}  ${a.what}`);
  }
  console.log(
    `lot after the run: bid count ${tally.bidCount}, log entries ${tally.logEntries}, seq ${tally.seq}, ` +
      `price AED ${filsToDecimalString(tally.priceFils)}; accepted answers (warm-up + run) ${allAccepted}, ` +
      `recorded bid requests ${tally.requests}`,
  );
  console.log(`load average: before ${loadBefore}; after the bids ${loadAfterBids}; at the end ${loadAfter}`);

  const problems: string[] = [];
  if (otherCount)
    problems.push(`${otherCount} answers neither 200 nor 409: ${JSON.stringify(other)} ${others.join(' | ')}`);
  if (tally.bidCount !== tally.logEntries) problems.push('the lot’s bid count differs from its log entries');
  if (tally.requests !== allAccepted) problems.push('accepted answers differ from the recorded bid requests');
  if (problems.length) {
    console.error(`FAILED: ${problems.join('; ')}`);
    process.exitCode = 1;
  } else console.log('checks: every answer 200 or 409; bid count = log entries; accepted = recorded requests');

  await pgDb?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

const role = process.env.BENCH_ROLE;
const run = role === 'hello' ? serveHello : role === 'api' ? serveApi : main;
run().catch((err) => {
  console.error(err);
  process.exit(1);
});
