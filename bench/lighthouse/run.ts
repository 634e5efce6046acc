/**
 * Page-speed bench: Lighthouse 12.2.3 (the root devDependency, pinned) in Debian Chromium, mobile
 * form factor with Lighthouse's standard simulated throttling (slow 4G, 4x CPU slowdown), against
 * the app started here on a free port with a fresh, seeded DATA_DIR.
 *
 *   npm run bench:lighthouse                         # builds the web app into a temp folder first
 *   BENCH_WEB_DIST=/tmp/dist-x npm run bench:lighthouse   # serve an existing build instead
 *   BENCH_RUNS=5 BENCH_OUT=/tmp/lh.json npm run bench:lighthouse
 *
 * Prints the median of each page's runs (performance score, LCP, TBT, CLS, JavaScript transferred)
 * and writes every run and the medians as JSON (bench/lighthouse/last-run.json by default).
 * A bench, not a test: figures depend on the machine's load, which is recorded beside them.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const OUT = process.env.BENCH_OUT ?? path.join(import.meta.dirname, 'last-run.json');
const LIGHTHOUSE = path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');

interface RunFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsTransferKiB: number;
  totalTransferKiB: number;
  requests: number;
  warnings: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function uptime(): string {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`;
  }
}

async function waitForHealth(base: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the app exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the app did not answer /api/health within ${timeoutMs / 1000} s`);
}

async function firstId(base: string, apiPath: string): Promise<string> {
  const res = await fetch(`${base}${apiPath}`);
  const body = (await res.json()) as { data?: { items?: { id: string | number }[] } };
  const id = body.data?.items?.[0]?.id;
  if (id === undefined) throw new Error(`${apiPath} answered no items (is the demo data seeded?)`);
  return String(id);
}

function lighthouse(url: string, outFile: string): RunFigures {
  execFileSync(
    process.execPath,
    [
      LIGHTHOUSE,
      url,
      '--quiet',
      '--only-categories=performance',
      '--form-factor=mobile',
      '--throttling-method=simulate',
      '--chrome-flags=--headless=new --no-sandbox',
      '--output=json',
      `--output-path=${outFile}`,
    ],
    { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'inherit'], timeout: 180_000 },
  );
  const lhr = JSON.parse(readFileSync(outFile, 'utf8'));
  const audit = (id: string): number => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as {
    resourceType?: string;
    transferSize?: number;
  }[];
  const js = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsTransferKiB: js / 1024,
    totalTransferKiB: audit('total-byte-weight') / 1024,
    requests: requests.length,
    warnings: lhr.runWarnings ?? [],
  };
}

/** Lighthouse now and then loses the trace on a loaded machine (NO_NAVSTART); such a run is redone. */
function lighthouseWithRetry(url: string, outFile: string, attempts = 3): RunFigures {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouse(url, outFile);
    } catch (err) {
      if (attempt >= attempts) throw err;
      console.log(`  Lighthouse failed on ${url} (attempt ${attempt}), running it again`);
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), 'souq-lighthouse-'));
  const dataDir = path.join(work, 'data');
  let webDist = process.env.BENCH_WEB_DIST;
  if (!webDist) {
    webDist = path.join(work, 'web');
    console.log(`building the web app into ${webDist} ...`);
    execFileSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: path.join(ROOT, 'apps', 'web'),
      stdio: 'inherit',
    });
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const loadBefore = uptime();
  console.log(`starting the app on ${base} with a fresh DATA_DIR (${dataDir}), seeding demo data ...`);
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(ROOT, 'apps', 'api'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      SEED_DEMO_DATA: 'true',
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    if (server.exitCode === null && server.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });

  try {
    const startedAt = Date.now();
    await waitForHealth(base, server, 300_000);
    console.log(`app ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
    const carId = await firstId(base, '/api/listings');
    const rentalCarId = await firstId(base, '/api/rental-cars');
    const pages = [
      { name: 'Home', path: '/' },
      { name: 'Used cars', path: '/cars' },
      { name: 'Car detail', path: `/cars/${carId}` },
      { name: 'Rental list', path: '/rentals' },
      { name: 'Rental car detail', path: `/rentals/cars/${rentalCarId}` },
      { name: 'Login', path: '/login' },
    ];
    const runs: Record<string, RunFigures[]> = Object.fromEntries(pages.map((p) => [p.name, []]));
    // Rounds over all pages rather than one page three times, so a load spike does not land on one page.
    for (let round = 1; round <= RUNS; round++) {
      for (const page of pages) {
        if (server.exitCode !== null || server.signalCode !== null) {
          throw new Error(`the app stopped (exit ${server.exitCode}, signal ${server.signalCode}) before ${page.name}`);
        }
        const figures = lighthouseWithRetry(`${base}${page.path}`, path.join(work, 'lhr.json'));
        runs[page.name]!.push(figures);
        console.log(
          `round ${round}/${RUNS} ${page.name.padEnd(18)} score ${figures.score} LCP ${Math.round(figures.lcpMs)} ms TBT ${Math.round(figures.tbtMs)} ms`,
        );
      }
    }
    const loadAfter = uptime();
    const medians = pages.map((page) => {
      const r = runs[page.name]!;
      return {
        page: page.name,
        path: page.path,
        score: median(r.map((x) => x.score)),
        lcpMs: Math.round(median(r.map((x) => x.lcpMs))),
        tbtMs: Math.round(median(r.map((x) => x.tbtMs))),
        cls: Number(median(r.map((x) => x.cls)).toFixed(3)),
        jsTransferKiB: Number(median(r.map((x) => x.jsTransferKiB)).toFixed(1)),
        totalTransferKiB: Number(median(r.map((x) => x.totalTransferKiB)).toFixed(1)),
      };
    });
    console.log(`\nmedians of ${RUNS} runs (Lighthouse 12.2.3, mobile, simulated throttling)\n`);
    console.log('| page | score | LCP ms | TBT ms | CLS | JS KiB | total KiB |');
    console.log('|---|---|---|---|---|---|---|');
    for (const m of medians) {
      console.log(
        `| ${m.page} | ${m.score} | ${m.lcpMs} | ${m.tbtMs} | ${m.cls} | ${m.jsTransferKiB} | ${m.totalTransferKiB} |`,
      );
    }
    console.log(`\nload before: ${loadBefore}\nload after:  ${loadAfter}`);
    let commit = '';
    try {
      commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    } catch {
      // not a checkout
    }
    const chromium = execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).trim();
    writeFileSync(
      OUT,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          commit,
          lighthouse: '12.2.3',
          chromium,
          node: process.version,
          settings: { formFactor: 'mobile', throttling: 'simulate (Lighthouse default: slow 4G, 4x CPU)', runs: RUNS },
          load: { before: loadBefore, after: loadAfter },
          medians,
          runs,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`written ${OUT}`);
  } finally {
    stop();
    await new Promise((r) => setTimeout(r, 1000));
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
