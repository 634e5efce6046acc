/**
 * Cars-for-sale search latency: 100,000 listings, GET /api/listings with filters, sorts and full
 * text at 50 concurrent requests, p50/p95/p99 per scenario.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/listings-search.ts   # PostgreSQL
 *   npx tsx bench/listings-search.ts                                                       # PGlite
 *   (or `npm run bench:listings`)
 *
 * It creates (and drops, unless BENCH_KEEP=1) its own database `souq_bench_listings` next to the
 * given one; without DATABASE_URL it uses a PGlite folder under the temp directory. The data are
 * seeded with set-based SQL (generate_series) from the real catalogue and regions: brands skewed
 * to the popular ones, recent years more common, prices by series and age, half the cars in Dubai.
 * The API then runs in a child process (the load generator must not share its event loop) and
 * this process drives it over keep-alive HTTP, first with the search micro-cache off (every
 * request reaches the database), then as deployed (2 s micro-cache). BENCH_EXPLAIN=1 prints each
 * scenario's plan (EXPLAIN ANALYZE, PostgreSQL only). Knobs: BENCH_LISTINGS, BENCH_CONCURRENCY,
 * BENCH_SECONDS, BENCH_MODES (uncached,cached), BENCH_KEEP=1 / BENCH_REUSE=1 (keep the seeded
 * PostgreSQL database, run again on it).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listingSearchQuery } from '@souq/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { type Database, openDatabase } from '../apps/api/src/db/client';
import { listingsRepository } from '../apps/api/src/modules/listings/listings.repository';
import { listingFilterOf } from '../apps/api/src/modules/listings/listings.service';
import { parseCityFilter } from '../apps/api/src/modules/regions/city-filter';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
/** PostgreSQL only: run against the database a BENCH_KEEP=1 run left behind, without seeding again. */
const REUSE = process.env.BENCH_REUSE === '1' && !!process.env.DATABASE_URL;
const DB_NAME = 'souq_bench_listings';
const SELF = fileURLToPath(import.meta.url);

/** A scenario: a set of searches (query string and headers) picked at random per request. */
interface Scenario {
  name: string;
  requests: { query: string; headers?: Record<string, string> }[];
}

const SCENARIOS: Scenario[] = [
  { name: 'newest, no filter', requests: [{ query: '' }] },
  {
    name: 'filters: brand + price + year',
    requests: [
      { query: 'brandId=toyota&priceMin=50000&priceMax=250000&yearMin=2018' },
      { query: 'brandId=nissan&priceMax=150000&yearMin=2015' },
      { query: 'brandId=mercedes-benz&priceMin=100000' },
      { query: 'brandId=bmw&yearMin=2020&sort=price_asc' },
    ],
  },
  {
    name: 'filters: series, sorted by price',
    requests: [
      { query: 'brandId=toyota&seriesId=toyota-land-cruiser&sort=price_asc' },
      { query: 'brandId=nissan&seriesId=nissan-patrol&sort=price_desc' },
      { query: 'brandId=toyota&seriesId=toyota-camry&sort=mileage_asc' },
    ],
  },
  {
    name: 'filters: city + body + fuel, each sort',
    requests: [
      { query: 'bodyType=suv&fuel=petrol', headers: { city: 'dubai-city' } },
      { query: 'bodyType=sedan&sort=price_asc', headers: { city: 'abu-dhabi', isProvence: '1' } },
      { query: 'fuel=hybrid,electric&sort=year_desc', headers: { city: 'sharjah-city' } },
      { query: 'transmission=manual&sort=mileage_asc' },
      { query: 'kind=import,export&regionalSpec=us,eu&sort=price_desc' },
      { query: 'sellerType=private&mileageMax=50000' },
    ],
  },
  {
    name: 'full text',
    requests: [
      { query: 'q=land%20cruiser' },
      { query: 'q=camry' },
      { query: 'q=patrol%20nis' },
      { query: 'q=mercedes%20g' },
      { query: `q=${encodeURIComponent('لاند كروزر')}` },
      { query: 'q=range%20rover&sort=price_asc' },
    ],
  },
  {
    name: 'full text + filters',
    requests: [
      { query: 'q=toyota&priceMax=120000&yearMin=2016' },
      { query: 'q=x5&sort=price_asc', headers: { city: 'dubai-city' } },
      { query: 'q=cruiser&availability=all&sort=year_desc' },
    ],
  },
];

// ---------------------------------------------------------------- seeding

/** The rows of a raw query's result (both drivers answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Inserts LISTINGS cars in set-based batches; returns the seconds it took. */
async function seedListings(database: Database): Promise<number> {
  const { db } = database;
  const started = performance.now();
  await db.execute(sql`
    insert into users (mobile, nickname, roles, merchant_status)
    select '+9715' || lpad(g::text, 8, '0'), 'Bench ' || g,
      case when g <= 200 then array['user', 'merchant'] else array['user'] end,
      case when g <= 200 then 'verified' else 'none' end
    from generate_series(1, 2000) g`);
  await db.execute(sql`
    insert into shops (owner_id, name, city_id, emirate_id, address, trade_licence_no, phone, status)
    select u.id, 'Bench Motors ' || u.nickname, 'dubai-city', 'dubai', 'Ras Al Khor', 'TL-' || u.mobile, u.mobile,
      case when row_number() over (order by u.mobile) % 10 = 0 then 'pending' else 'verified' end
    from users u where u.merchant_status = 'verified' and u.nickname like 'Bench %'`);
  await db.execute(sql`
    insert into uploads (owner_id, visibility, purpose, storage_key, thumb_key, mime, width, height, size)
    select s.owner_id, 'public', 'car', 'public/bench-' || g || '.jpg', 'public/bench-' || g || '.thumb.webp',
      'image/jpeg', 1200, 800, 120000
    from generate_series(1, 5) g cross join shops s`);
  // Series ordered by popularity (hot brands first): a skewed random index favours the front.
  await db.execute(sql`
    create unlogged table bench_series as
    select (row_number() over (order by b.hot desc, b.sort, b.id, s.sort, s.id) - 1)::int as i,
      s.id, s.brand_id, s.body_type, s.names as s_names, b.names as b_names,
      (40000 + (abs(hashtext(s.id)) % 460000))::bigint as base_aed
    from catalog_series s join catalog_brands b on b.id = s.brand_id`);
  await db.execute(sql`
    create unlogged table bench_cities as
    select (row_number() over (order by case id when 'dubai-city' then 0 when 'abu-dhabi-city' then 1
        when 'sharjah-city' then 2 when 'al-ain' then 3 else 4 end, id) - 1)::int as i,
      id, emirate_id, names
    from regions where level = 'city'`);
  await db.execute(sql`
    create unlogged table bench_sellers as
    select (row_number() over (order by u.mobile) - 1)::int as i, u.id, s.id as shop_id
    from users u left join shops s on s.owner_id = u.id where u.nickname like 'Bench %'`);
  await db.execute(sql`
    create unlogged table bench_covers as
    select (row_number() over (order by id) - 1)::int as i, id, owner_id from uploads where storage_key like 'public/bench-%'`);
  const countOf = async (table: string) =>
    rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n ?? 0;
  const seriesCount = await countOf('bench_series');
  const cityCount = await countOf('bench_cities');

  const batch = 10_000;
  for (let from = 0; from < LISTINGS; from += batch) {
    const to = Math.min(LISTINGS, from + batch);
    await db.execute(sql`
      with r as (
        select g, random() as rs, random() as rc, random() as ry, random() as rp, random() as rk,
          random() as rt, random() as rsel, random() as rmisc, random() as rh, random() as rstat,
          random() as rtr, random() as rspec, random() as rr
        from generate_series(${from + 1}::int, ${to}::int) g
      ), pick as (
        select r.*,
          least(${seriesCount - 1}::int, floor(power(r.rs, 2.5) * ${seriesCount}::int)::int) as si,
          case when r.rc < 0.5 then 0 when r.rc < 0.7 then 1 when r.rc < 0.85 then 2
            else least(${cityCount - 1}::int, 3 + floor(r.rc * 100)::int % greatest(1, ${cityCount - 3}::int)) end as ci,
          2026 - floor(power(r.ry, 1.6) * 20)::int as year,
          case when r.rsel < 0.6 then floor(r.rsel / 0.6 * 200)::int else 200 + floor(r.rsel * 1800)::int % 1800 end as seller_i
        from r
      )
      insert into listings (seller_id, shop_id, seller_type, kind, vin, brand_id, series_id, title, year, trim,
        body_type, colour, mileage_km, fuel, transmission, emission_standard, regional_spec, condition, accident_history,
        price_fils, cif_price_fils, city_id, emirate_id, description, photo_upload_ids, cover_upload_id, photo_count,
        status, refreshed_at, published_at, sold_at, views, search_text, created_at, updated_at)
      select sel.id, sel.shop_id, case when sel.shop_id is null then 'private' else 'dealer' end,
        (array['used','used','used','used','used','used','import','import','export','abroad'])[1 + floor(p.rmisc * 10)::int],
        null, s.brand_id, s.id, null, p.year,
        (array['GXR','VXR','LE','SE','Sport','Limited','Platinum','Base','Premium','S'])[1 + floor(p.rt * 10)::int],
        s.body_type,
        (array['white','black','silver','grey','blue','red','brown','beige','green','gold'])[1 + floor(p.rk * 10)::int],
        greatest(0, ((2026 - p.year) * 15000 + floor(p.rk * 30000)::int)),
        (array['petrol','petrol','petrol','petrol','petrol','petrol','diesel','hybrid','hybrid','electric'])[1 + floor(p.rt * 10)::int],
        case when p.rtr < 0.9 then 'automatic' else 'manual' end,
        (array['euro4','euro5','euro5','euro6','euro6'])[1 + floor(p.rp * 5)::int],
        (array['gcc','gcc','gcc','gcc','gcc','us','us','japan','eu','other'])[1 + floor(p.rspec * 10)::int],
        (array['excellent','good','good','fair'])[1 + floor(p.rk * 4)::int],
        case when p.rmisc < 0.9 then 'none' else 'minor' end,
        greatest(1000000, (s.base_aed * 100 * power(0.88, 2026 - p.year) * (0.8 + p.rp * 0.4))::bigint / 100000 * 100000),
        case when p.rmisc >= 0.6 then (s.base_aed * 80 * power(0.88, 2026 - p.year))::bigint / 100 * 100 end,
        c.id, c.emirate_id, 'Bench car', array[cov.id], cov.id, 1,
        case when p.rstat < 0.85 then 'on_sale' when p.rstat < 0.9 then 'reserved' when p.rstat < 0.97 then 'sold'
          when p.rstat < 0.98 then 'pending_review' when p.rstat < 0.99 then 'draft' else 'removed' end,
        now() - p.rr * 180 * interval '1 day' - (p.g % 1440) * interval '1 minute',
        now() - (p.rr * 180 + 1) * interval '1 day',
        null, floor(p.rp * 500)::int,
        regexp_replace(lower(unaccent(concat_ws(' ',
          (select string_agg(value, ' ') from jsonb_each_text(s.b_names)),
          (select string_agg(value, ' ') from jsonb_each_text(s.s_names)),
          (array['GXR','VXR','LE','SE','Sport','Limited','Platinum','Base','Premium','S'])[1 + floor(p.rt * 10)::int]))),
          '[[:punct:][:space:]]+', ' ', 'g'),
        now() - (p.rr * 180 + 1) * interval '1 day', now()
      from pick p
      join bench_series s on s.i = p.si
      join bench_cities c on c.i = p.ci
      join bench_sellers sel on sel.i = p.seller_i
      join bench_covers cov on cov.i = (p.g % (select count(*) from bench_covers))::int`);
    process.stdout.write(`\r  seeded ${to.toLocaleString('en')} listings`);
  }
  process.stdout.write('\n');
  await db.execute(sql`drop table bench_series, bench_cities, bench_sellers, bench_covers`);
  await db.execute(sql`vacuum analyze`);
  return (performance.now() - started) / 1000;
}

// ---------------------------------------------------------------- load

interface Result {
  name: string;
  count: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function get(port: number, pathAndQuery: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathAndQuery, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
}

async function drive(port: number, scenario: Scenario, seconds: number): Promise<Result> {
  const deadline = Date.now() + seconds * 1000;
  const latencies: number[] = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      let n = worker;
      while (Date.now() < deadline) {
        const r = scenario.requests[n++ % scenario.requests.length] as Scenario['requests'][number];
        const start = performance.now();
        try {
          const status = await get(port, `/api/listings?limit=20${r.query ? `&${r.query}` : ''}`, r.headers);
          if (status === 200) latencies.push(performance.now() - start);
          else errors += 1;
        } catch {
          errors += 1;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    name: scenario.name,
    count: latencies.length,
    rps: latencies.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors,
  };
}

/** EXPLAIN ANALYZE of each scenario's first request, as the repository builds it (PostgreSQL). */
async function explainAll(database: Database) {
  for (const scenario of SCENARIOS) {
    for (const r of scenario.requests) {
      const query = listingSearchQuery.parse({ ...Object.fromEntries(new URLSearchParams(r.query)), limit: '20' });
      const city = parseCityFilter(r.headers?.city, r.headers?.isProvence);
      const filter = listingFilterOf(query, city);
      if (!filter) continue;
      const built = listingsRepository.searchQuery(database.db, filter, query.sort, null, query.limit + 1).toSQL();
      const plan = await database.db.execute(
        sql.raw(`explain (analyze, buffers, costs off, summary on) ${inline(built.sql, built.params)}`),
      );
      console.log(`\n--- ${scenario.name}: ${r.query || '(none)'} ${r.headers ? JSON.stringify(r.headers) : ''}`);
      for (const row of rowsOf<Record<string, string>>(plan)) console.log(Object.values(row)[0]);
    }
  }
}

/** The SQL with its parameters written in as literals (EXPLAIN takes no parameters). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, i: string) => {
    const v = params[Number(i) - 1];
    if (v === null || v === undefined) return 'null';
    if (typeof v === 'number' || typeof v === 'bigint') return String(v);
    if (v instanceof Date) return `'${v.toISOString()}'`;
    return `'${String(v).replaceAll("'", "''")}'`;
  });
}

// ---------------------------------------------------------------- processes

function withDb(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The API in a child process on a free port; resolves with the port once it listens. */
function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SELF], {
      env: { ...process.env, ...env, BENCH_ROLE: 'server' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      const m = /listening (\d+)/.exec(chunk.toString());
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

async function serve() {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    LISTING_SEARCH_CACHE_MS: process.env.LISTING_SEARCH_CACHE_MS,
    DATA_DIR: process.env.DATA_DIR ?? tmpdir(),
    DATABASE_URL: process.env.DATABASE_URL,
    DATABASE_POOL_SIZE: String(Math.min(CONCURRENCY, 20)),
    RATE_LIMIT_MAX: '100000000',
  });
  const app = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  let admin: pg.Client | undefined;
  let databaseUrl: string | undefined;
  let dataDir: string | undefined;
  if (serverUrl) {
    admin = new pg.Client({ connectionString: withDb(serverUrl, 'postgres') });
    await admin.connect();
    if (!REUSE) {
      await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${DB_NAME}`);
    }
    databaseUrl = withDb(serverUrl, DB_NAME);
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), 'souq-bench-listings-'));
  }
  const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
  console.log(
    `engine ${engine}; ${LISTINGS.toLocaleString('en')} listings; concurrency ${CONCURRENCY}; ${SECONDS} s per scenario`,
  );
  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`);

  const database = await openDatabase(databaseUrl ? { databaseUrl, poolSize: 4 } : { dataDir });
  if (!REUSE) {
    await database.migrate();
    const seededIn = await seedListings(database);
    console.log(`seeded in ${seededIn.toFixed(1)} s`);
  }
  if (process.env.BENCH_EXPLAIN === '1' && databaseUrl) await explainAll(database);
  await database.close();

  // Each scenario twice: every request to the database (micro-cache off), then as deployed
  // (LISTING_SEARCH_CACHE_MS unset: 2 s pages on each node).
  const modes = (process.env.BENCH_MODES ?? 'uncached,cached').split(',');
  const tables: string[] = [];
  for (const mode of modes) {
    const { child, port } = await startServer({
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir as string }),
      ...(mode === 'uncached' ? { LISTING_SEARCH_CACHE_MS: '0' } : {}),
    });
    const results: Result[] = [];
    try {
      for (const scenario of SCENARIOS) {
        await drive(port, scenario, WARMUP_SECONDS);
        results.push(await drive(port, scenario, SECONDS));
      }
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    tables.push(
      `\n${engine}, ${mode}`,
      '| scenario | requests/s | p50 ms | p95 ms | p99 ms | errors |',
      '|---|---|---|---|---|---|',
    );
    for (const r of results) {
      tables.push(
        `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`,
      );
    }
  }
  agent.destroy();
  console.log(tables.join('\n'));
  if (admin) {
    if (process.env.BENCH_KEEP !== '1') await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await admin.end();
  }
}

if (process.env.BENCH_ROLE === 'server') {
  serve().catch((err) => {
    console.error(err);
    process.exit(1);
  });
} else {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
