// Starts the whole app for the browser tests: a fresh embedded database in a temp folder.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../apps/api', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'souq-e2e-'));
const env = {
  ...process.env,
  PORT: process.env.E2E_PORT ?? '4173',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  AUTH_RATE_LIMIT_MAX: '10000',
  AUTH_MOBILE_RATE_LIMIT_MAX: '10000',
  RATE_LIMIT_MAX: '100000',
  // Journeys that need a deadline to pass (a late return) move the server clock forward.
  DEV_CLOCK_CONTROL: '1',
  // The live-video journey serves its HLS stream on the next ports (one per worker); the app's
  // Content-Security-Policy and the session form allow exactly these stream origins.
  LIVE_STREAM_ORIGINS: [1, 2, 3].map((i) => `http://127.0.0.1:${Number(process.env.E2E_PORT ?? '4173') + i}`).join(','),
};
// The browser tests use the embedded defaults whatever the suite's environment says.
delete env.DATABASE_URL;
delete env.REDIS_URL;
// The compiled server, as `npm start` runs it (compiled first when the API's sources changed).
const build = spawnSync('npm', ['run', 'build:api', '--silent'], { cwd: apiDir, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
  cwd: apiDir,
  env,
  stdio: 'inherit',
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
