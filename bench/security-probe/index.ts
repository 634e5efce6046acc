/**
 * Security probe: attacks the API as a client would and fails on any 5xx or any success that
 * should have been refused.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test [REDIS_URL=redis://127.0.0.1:6379] npm run security:probe
 *
 * It creates its own database `souq_probe_<random>` on that server (dropped at the end, also on
 * failure), migrates it, and starts the API in this process on 127.0.0.1 (a random port) as in
 * development (dev SMS outbox, sandbox gateway): a fresh server per probe, so one probe's spent
 * rate limits never decide another's result. Every request goes over HTTP to 127.0.0.1 only.
 * One line per probe, PASS or FAIL with the reason; exit code 1 on any FAIL. Without
 * DATABASE_URL it prints "skipped: no DATABASE_URL" and exits 0.
 * PROBE_VERBOSE=1 prints the answer to each route's plain body; PROBE_LOG_LEVEL=info the server log;
 * PROBE_DEADLINE_MS (default 180000) is when the run gives up on the probes not yet done.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import { OffsetClock } from '../../apps/api/src/lib/clock';
import { adminUrl } from '../../apps/api/src/testing/databases';
import { withDb } from '../load';
import { concurrentOtpGuesses, forgedHeaderLoginLoop, sessionlessOwnCodes } from './auth-probes';
import type { Outcome, ProbeEnv } from './harness';
import { concurrentIdempotentPayments } from './idempotency-probe';
import { poisonedInputs } from './input-probes';

/** The whole run stops by itself after this long. */
const DEADLINE_MS = Number(process.env.PROBE_DEADLINE_MS ?? 180_000);

const PROBES: { name: string; run: (env: ProbeEnv) => Promise<Outcome | Outcome[]> }[] = [
  { name: 'concurrent SMS code guesses', run: concurrentOtpGuesses },
  { name: 'forged X-Forwarded-For login loop', run: forgedHeaderLoginLoop },
  { name: 'withdraw/cancel codes without a session', run: sessionlessOwnCodes },
  { name: 'one idempotency key, 10 concurrent payments', run: concurrentIdempotentPayments },
  { name: 'poisoned inputs', run: poisonedInputs },
];

async function main(): Promise<number> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('security probe skipped: no DATABASE_URL (it needs a PostgreSQL server)');
    return 0;
  }
  const name = `souq_probe_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  // Interrupted (Ctrl-C, CI timeout): the database goes too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.log(`\n${signal}: dropping ${name}`);
      admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => process.exit(130));
    });
  }
  const started = Date.now();
  const outcomes: Outcome[] = [];
  try {
    const databaseUrl = withDb(url, name);
    const database = await openDatabase({ databaseUrl, poolSize: 2, onIdleError: () => {} });
    await database.migrate();
    const env: ProbeEnv = { databaseUrl, database, clock: new OffsetClock(), redisUrl: process.env.REDIS_URL };
    console.log(`security probe on PostgreSQL database ${name}${env.redisUrl ? ' with Redis' : ''}\n`);
    try {
      for (const probe of PROBES) {
        const t0 = Date.now();
        let results: Outcome[];
        try {
          const left = DEADLINE_MS - (Date.now() - started);
          if (left <= 0) throw new Error('not run: the probe ran out of time');
          const result = await withTimeout(probe.run(env), left);
          results = Array.isArray(result) ? result : [result];
        } catch (err) {
          results = [{ probe: probe.name, ok: false, detail: `could not run: ${(err as Error).message}` }];
        }
        for (const r of results) {
          outcomes.push(r);
          print(r, Date.now() - t0);
        }
      }
    } finally {
      await database.close();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
  const failed = outcomes.filter((o) => !o.ok).length;
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`\n${failed ? `${failed} FAILED` : 'all passed'} (${outcomes.length} checks, ${seconds} s)`);
  return failed ? 1 : 0;
}

function print(outcome: Outcome, ms: number) {
  console.log(`${outcome.ok ? 'PASS' : 'FAIL'}  ${outcome.probe}: ${outcome.detail}  (${(ms / 1000).toFixed(1)} s)`);
  const evidence = outcome.evidence ?? [];
  const shown = process.env.PROBE_VERBOSE ? evidence : evidence.slice(0, 25);
  for (const line of shown) console.log(`        ${line}`);
  if (shown.length < evidence.length)
    console.log(`        … ${evidence.length - shown.length} more (PROBE_VERBOSE=1 shows all)`);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`did not finish within ${(ms / 1000).toFixed(0)} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error('security probe could not run:', err);
    process.exit(1);
  },
);
