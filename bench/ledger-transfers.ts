/**
 * Ledger throughput: transfers per second between many accounts, and on one hot account, through
 * LedgerService (each transfer is one locked, double-entry transaction with its idempotency key).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/ledger-transfers.ts
 *
 * It creates (and drops) its own database `souq_bench_ledger` next to the given one.
 * Without DATABASE_URL it runs on an in-memory PGlite for comparison.
 */
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { users } from '../apps/api/src/modules/users/users.tables';
import { keepInFlight, withDb } from './load';

const USERS = Number(process.env.BENCH_USERS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LOAD = { concurrency: CONCURRENCY, seconds: SECONDS };

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let admin: pg.Client | undefined;
  if (serverUrl) {
    admin = new pg.Client({ connectionString: withDb(serverUrl, 'postgres') });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS souq_bench_ledger WITH (FORCE)');
    await admin.query('CREATE DATABASE souq_bench_ledger');
    databaseUrl = withDb(serverUrl, 'souq_bench_ledger');
  }
  const database = await openDatabase(
    databaseUrl ? { databaseUrl, poolSize: CONCURRENCY + 2 } : { dataDir: `${tmpdir()}/souq-bench-${Date.now()}` },
  );
  await database.migrate();
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', DATA_DIR: tmpdir() });
  const app = await buildApp(config, { database });
  const ledger = app.services.ledger;

  const rows = await database.db
    .insert(users)
    .values(Array.from({ length: USERS }, (_, i) => ({ mobile: `+9715${String(10_000_000 + i).slice(-8)}` })))
    .returning({ id: users.id });
  const ids = rows.map((r) => r.id);
  for (const id of ids) {
    await ledger.recharge({
      userId: id,
      amountFils: 100_000_000n,
      idempotencyKey: randomUUID(),
      ref: { type: 'bench', id },
    });
  }

  const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const spread = await keepInFlight(() => {
    const from = ids[Math.floor(Math.random() * ids.length)] as string;
    let to = from;
    while (to === from) to = ids[Math.floor(Math.random() * ids.length)] as string;
    return ledger.transfer({
      fromUserId: from,
      toUserId: to,
      amountFils: 100n,
      ref: { type: 'bench', id: from },
      idempotencyKey: randomUUID(),
    });
  }, LOAD);
  const hot = ids[0] as string;
  const hotRun = await keepInFlight(() => {
    const to = ids[1 + Math.floor(Math.random() * (ids.length - 1))] as string;
    return ledger.transfer({
      fromUserId: hot,
      toUserId: to,
      amountFils: 100n,
      ref: { type: 'bench', id: hot },
      idempotencyKey: randomUUID(),
    });
  }, LOAD);
  console.log(`engine: ${engine}; users ${USERS}; concurrency ${CONCURRENCY}; ${SECONDS} s each`);
  console.log(
    `many accounts: ${spread.count} transfers, ${(spread.count / SECONDS).toFixed(0)}/s, p50 ${spread.p50} ms, p95 ${spread.p95} ms, errors ${spread.errors}`,
  );
  console.log(
    `one hot account: ${hotRun.count} transfers, ${(hotRun.count / SECONDS).toFixed(0)}/s, p50 ${hotRun.p50} ms, p95 ${hotRun.p95} ms, errors ${hotRun.errors}`,
  );

  await app.close();
  if (admin) {
    await admin.query('DROP DATABASE IF EXISTS souq_bench_ledger WITH (FORCE)');
    await admin.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
