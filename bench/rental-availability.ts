/**
 * Rental availability search: 2,000 rental cars and 50,000 bookings, then GET /api/rental-cars for
 * a date range with a city and a car type filter, 50 requests in flight, through the whole API
 * (routing, validation, the search query, presentation, serialisation) with `app.inject`.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/rental-availability.ts   # PostgreSQL
 *   npx tsx bench/rental-availability.ts                                                       # PGlite
 *   npm run bench:rentals                                                                      # the same (engine by DATABASE_URL)
 *
 * It creates (and drops) its own database `souq_bench_rentals` next to the given one and prints the
 * plan of one search (EXPLAIN ANALYZE) on PostgreSQL. Without DATABASE_URL it runs on a PGlite in a
 * temporary folder. Knobs: BENCH_CARS, BENCH_BOOKINGS, BENCH_CONCURRENCY, BENCH_SECONDS, BENCH_KEEP=1 (keep the
 * PostgreSQL database afterwards).
 */
import { readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { RENTAL_CAR_TYPES, rentalDays } from '@souq/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { type Database, openDatabase } from '../apps/api/src/db/client';
import { FakeClock } from '../apps/api/src/lib/clock';
import { fleetRepository } from '../apps/api/src/modules/rentals/fleet.repository';
import { keepInFlight, percentile, withDb } from './load';

const CARS = Number(process.env.BENCH_CARS ?? 2_000);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 50_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LOAD = { concurrency: CONCURRENCY, seconds: SECONDS };
const MERCHANTS = 40;
const DAY = 86_400_000;
const NOW = new Date('2026-03-01T08:00:00.000Z');

/** The chosen city as the app sends it: an emirate (isProvence) or a city. */
const CITY_HEADERS = [
  { city: 'dubai', isProvence: '1' },
  { city: 'dubai-city', isProvence: '0' },
  { city: 'abu-dhabi', isProvence: '1' },
  { city: 'sharjah-city', isProvence: '0' },
  { city: 'al-ain', isProvence: '0' },
];
const CITIES = [
  ['dubai-city', 'dubai'],
  ['abu-dhabi-city', 'abu-dhabi'],
  ['sharjah-city', 'sharjah'],
  ['al-ain', 'abu-dhabi'],
] as const;
const SERIES = [
  ['toyota', 'toyota-camry'],
  ['toyota', 'toyota-land-cruiser'],
  ['nissan', 'nissan-patrol'],
  ['nissan', 'nissan-sunny'],
  ['mercedes-benz', 'mercedes-benz-g-class'],
  ['bmw', 'bmw-x5'],
  ['hyundai', 'hyundai-tucson'],
  ['kia', 'kia-picanto'],
] as const;

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  let admin: pg.Client | undefined;
  let databaseUrl: string | undefined;
  if (serverUrl) {
    admin = new pg.Client({ connectionString: withDb(serverUrl, 'postgres') });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS souq_bench_rentals WITH (FORCE)');
    await admin.query('CREATE DATABASE souq_bench_rentals');
    databaseUrl = withDb(serverUrl, 'souq_bench_rentals');
  }
  const dataDir = path.join(tmpdir(), `souq-bench-rentals-${process.pid}`);
  const database = await openDatabase(
    databaseUrl ? { databaseUrl, poolSize: 20 } : { dataDir: path.join(dataDir, 'db') },
  );
  await database.migrate();
  const started = Date.now();
  await fill(database);
  const fillSeconds = ((Date.now() - started) / 1000).toFixed(1);

  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '100000000',
  });
  const app = await buildApp(config, { database, clock: new FakeClock(NOW) });
  await app.ready();

  let seq = 0;
  const request = () => {
    seq += 1;
    // Ranges of 2 to 8 days starting within the next 60 days, at full hours.
    const from = new Date(NOW.getTime() + (2 + ((seq * 7919) % (60 * 24))) * 3_600_000);
    const to = new Date(from.getTime() + (2 + (seq % 7)) * DAY);
    const headers = CITY_HEADERS[seq % CITY_HEADERS.length] as Record<string, string>;
    return {
      url: '/api/rental-cars',
      query: {
        pickupAt: from.toISOString(),
        returnAt: to.toISOString(),
        carType: RENTAL_CAR_TYPES[seq % RENTAL_CAR_TYPES.length] as string,
        limit: '20',
      },
      headers,
    };
  };

  // Warm up (catalogue and region caches, merchant names, query plans), then measure.
  for (let i = 0; i < 50; i++) await app.inject({ method: 'GET', ...request() });
  let items = 0;
  const cpuBefore = process.cpuUsage();
  const pgBefore = databaseUrl ? await backendCpuMs(databaseUrl) : new Map<number, number>();
  const result = await keepInFlight(async () => {
    const res = await app.inject({ method: 'GET', ...request() });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    items += (res.json() as { data: { items: unknown[] } }).data.items.length;
  }, LOAD);
  const cpu = process.cpuUsage(cpuBefore);
  const nodeCpuMs = (cpu.user + cpu.system) / 1000;
  let pgCpuMs = 0;
  if (databaseUrl) {
    for (const [pid, ms] of await backendCpuMs(databaseUrl)) pgCpuMs += ms - (pgBefore.get(pid) ?? 0);
  }

  const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
  console.log(`engine: ${engine}; ${CARS} cars, ${BOOKINGS} bookings (filled in ${fillSeconds} s)`);
  console.log(`search with range + city + car type, concurrency ${CONCURRENCY}, ${SECONDS} s`);
  console.log(
    `requests ${result.count} (${(result.count / SECONDS).toFixed(0)}/s), p50 ${result.p50} ms, p95 ${result.p95} ms, ` +
      `p99 ${result.p99} ms, errors ${result.errors}, avg items ${(items / Math.max(1, result.count)).toFixed(1)}`,
  );

  // CPU spent per request: what the two cores can serve when nothing else runs on them.
  const perRequest = (nodeCpuMs + pgCpuMs) / Math.max(1, result.count);
  console.log(
    `CPU per request: API ${(nodeCpuMs / Math.max(1, result.count)).toFixed(2)} ms` +
      (databaseUrl ? ` + PostgreSQL ${(pgCpuMs / Math.max(1, result.count)).toFixed(2)} ms` : '') +
      ` (at most ${(2000 / perRequest).toFixed(0)} requests/s on 2 idle cores); load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );

  // The database part alone: the search query with the same filters (through the repository,
  // without presentation or HTTP), one at a time and then with CONCURRENCY in flight.
  const searchOnce = (i: number) => {
    const r = request();
    const from = new Date(r.query.pickupAt);
    const to = new Date(r.query.returnAt);
    const city =
      r.headers.isProvence === '1' ? { emirateId: r.headers.city as string } : { cityId: r.headers.city as string };
    return fleetRepository.search(database.db, {
      city,
      carTypes: [r.query.carType as (typeof RENTAL_CAR_TYPES)[number]],
      range: { from, to, days: rentalDays(from, to) },
      now: NOW,
      onlyAvailable: true,
      sort: i % 2 ? 'price_asc' : 'recommended',
      after: null,
      limit: 21,
    });
  };
  const single: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    await searchOnce(i);
    single.push(performance.now() - t0);
  }
  single.sort((a, b) => a - b);
  console.log(`search query alone, sequential: p50 ${percentile(single, 0.5)} ms, p95 ${percentile(single, 0.95)} ms`);
  let n = 0;
  const concurrent = await keepInFlight(() => searchOnce(n++), LOAD);
  console.log(
    `search query alone, concurrency ${CONCURRENCY}: ${(concurrent.count / SECONDS).toFixed(0)}/s, p50 ${concurrent.p50} ms, ` +
      `p95 ${concurrent.p95} ms, errors ${concurrent.errors}`,
  );

  if (databaseUrl) await explain(database, databaseUrl);

  await app.close();
  if (admin) {
    // BENCH_KEEP=1 leaves the database for looking at plans by hand.
    if (!process.env.BENCH_KEEP) await admin.query('DROP DATABASE IF EXISTS souq_bench_rentals WITH (FORCE)');
    await admin.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
}

/** Merchants with branches, cars with a photo each, bookings in fixed non-overlapping slots per car. */
async function fill(database: Database) {
  const { db } = database;
  await db.execute(sql`
    insert into users (mobile, nickname, roles, merchant_status)
    select '+97150' || lpad(i::text, 7, '0'), 'Bench Motors ' || i, array['user', 'merchant'], 'verified'
    from generate_series(1, ${MERCHANTS}) i`);
  await db.execute(sql`insert into users (mobile, nickname) values ('+971559999999', 'Bench renter')`);
  const cityValues = sql.join(
    CITIES.map(([c, e], i) => sql`(${i}::int, ${c}, ${e})`),
    sql`, `,
  );
  // Each merchant: one branch in each city.
  await db.execute(sql`
    insert into rental_branches (owner_id, name, city_id, emirate_id, address, lat, lng)
    select u.id, 'Branch ' || c.city, c.city, c.emirate, 'Street ' || c.n, 25, 55
    from users u cross join (values ${cityValues}) as c(n, city, emirate)
    where u.mobile like '+97150%'`);
  const seriesValues = sql.join(
    SERIES.map(([b, s], i) => sql`(${i}::int, ${b}, ${s})`),
    sql`, `,
  );
  const types = sql.raw(`array[${RENTAL_CAR_TYPES.map((t) => `'${t}'`).join(', ')}]`);
  await db.execute(sql`
    insert into uploads (owner_id, visibility, purpose, storage_key, thumb_key, mime, width, height, size)
    select (select id from users where mobile = '+97150' || lpad((1 + i % ${MERCHANTS})::text, 7, '0')),
      'public', 'car', 'public/bench-' || i || '.jpg', 'public/bench-' || i || '.thumb.webp', 'image/jpeg', 1200, 800, 100000
    from generate_series(1, ${CARS}) i`);
  await db.execute(sql`
    with m as (select id, row_number() over (order by mobile) - 1 as n from users where mobile like '+97150%'),
      u as (select id, row_number() over (order by storage_key) as n from uploads where storage_key like 'public/bench-%')
    insert into rental_cars (owner_id, brand_id, series_id, title, year, registration_date, car_type, seats,
      transmission, fuel, daily_price_fils, weekly_price_fils, monthly_price_fils, deposit_fils, mileage_km_per_day,
      excess_km_fils, photo_upload_ids, city_id, emirate_id, status, created_at, updated_at)
    select m.id, s.brand, s.series, s.series || ' ' || (2018 + i % 8), 2018 + i % 8, '2024-01-01',
      (${types})[1 + (i / 4) % ${RENTAL_CAR_TYPES.length}], 5, 'automatic', 'petrol',
      (80 + (i * 37) % 1500) * 100, (80 + (i * 37) % 1500) * 600, (80 + (i * 37) % 1500) * 2200, 100000, 250, 50,
      array[(select id from u where u.n = i)], c.city, c.emirate,
      case when i % 50 = 0 then 'paused' else 'active' end,
      timestamptz '2026-01-01' + (i || ' minutes')::interval, timestamptz '2026-01-01' + (i || ' minutes')::interval
    from generate_series(1, ${CARS}) i
      join m on m.n = i % ${MERCHANTS}
      join (values ${seriesValues}) as s(n, brand, series) on s.n = (i / 32) % ${SERIES.length}
      join (values ${cityValues}) as c(n, city, emirate) on c.n = i % ${CITIES.length}`);
  await db.execute(sql`
    insert into rental_car_branches (car_id, branch_id, role, position)
    select c.id, b.id, r.role, 0
    from rental_cars c join rental_branches b on b.owner_id = c.owner_id and b.city_id = c.city_id
      cross join (values ('pickup'), ('return')) as r(role)`);
  // 25 bookings per car in 14-day slots from 120 days ago: 1 to 10 days each, so none overlap.
  // Past ones are completed or canceled, the rest awaiting pick-up (some canceled).
  const perCar = Math.ceil(BOOKINGS / CARS);
  await db.execute(sql`
    with c as (select id, owner_id, row_number() over (order by id) as n from rental_cars),
      b as (select id, owner_id from rental_branches),
      renter as (select id from users where mobile = '+971559999999'),
      slots as (
        select c.id as car_id, c.owner_id, c.n, k,
          timestamptz '2026-03-01T08:00:00Z' - interval '120 days' + (k * 14) * interval '1 day'
            + ((c.n * 7 + k * 13) % 48) * interval '1 hour' as pickup_at,
          (1 + (c.n + k) % 10) * interval '1 day' as length
        from c cross join generate_series(0, ${perCar - 1}) k
        where (c.n - 1) * ${perCar} + k < ${BOOKINGS})
    insert into rental_bookings (order_no, car_id, renter_id, merchant_id, pickup_branch_id, return_branch_id,
      pickup_at, return_at, status, quote, total_fils, deposit_fils, idempotency_key, request_hash, created_at)
    select 'RB' || s.n || '-' || s.k, s.car_id, (select id from renter), s.owner_id,
      (select branch_id from rental_car_branches where car_id = s.car_id limit 1),
      (select branch_id from rental_car_branches where car_id = s.car_id limit 1),
      s.pickup_at, s.pickup_at + s.length,
      case when s.pickup_at + s.length < timestamptz '2026-03-01T08:00:00Z'
        then (case when (s.n + s.k) % 9 = 0 then 'canceled' else 'completed' end)
        when s.pickup_at < timestamptz '2026-03-01T08:00:00Z' then 'renting'
        when (s.n + s.k) % 7 = 0 then 'canceled' else 'awaiting_pickup' end,
      '{}'::jsonb, 100000, 100000, 'bench-' || s.n || '-' || s.k, 'x', s.pickup_at - interval '3 days'
    from slots s`);
  await db.execute(sql`analyze`);
}

/**
 * CPU time (user + system, ms) of each PostgreSQL backend serving the bench database, from /proc:
 * only meaningful when the server runs on this machine (it does here).
 */
async function backendCpuMs(url: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  await client.end();
  const tick = 1000 / 100; // USER_HZ is 100 on Linux
  const out = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(pid, (Number(fields[11]) + Number(fields[12])) * tick);
    } catch {
      // not local, or the backend ended
    }
  }
  return out;
}

/** EXPLAIN ANALYZE of one search (Dubai, SUVs, a 5-day range), printed for bench/README.md. */
async function explain(database: Database, url: string) {
  const from = new Date(NOW.getTime() + 10 * DAY);
  const to = new Date(from.getTime() + 5 * DAY);
  const query = fleetRepository
    .searchQuery(database.db, {
      city: { emirateId: 'dubai' },
      carTypes: ['suv'],
      range: { from, to, days: 5 },
      now: NOW,
      onlyAvailable: true,
      sort: 'recommended',
      after: null,
      limit: 21,
    })
    .toSQL();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const plan = await client.query(`explain (analyze, buffers, costs off) ${query.sql}`, query.params as unknown[]);
  console.log('\nplan of one search (PostgreSQL):');
  for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
  await client.end();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
