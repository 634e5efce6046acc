import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiIfChanged } from './api-build';
import { translate } from './lib/i18n';

/**
 * The compiled server, as `npm start` runs it: `node dist/server.js` on a fresh embedded database.
 * Paths read at run time (migrations, translations, the web build) must resolve from the bundle as
 * they do from the sources. Once per run: the PostgreSQL project skips it (nothing here is engine-specific).
 * A fresh PGlite migrates in seconds on a quiet machine, much longer on a loaded one: hence the wide waits.
 */
const STARTUP_MS = 240_000;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

function get(port: number, url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function waitForHealth(port: number, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}:\n${log()}`);
    const ok = await get(port, '/api/health').then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer on /api/health:\n${log()}`);
}

describe.skipIf(process.env.TEST_DB === 'postgres')('the compiled server', () => {
  let server: ChildProcess;
  let port: number;
  let output = '';
  let dataDir: string;

  beforeAll(async () => {
    const { outDir } = await buildApiIfChanged();
    dataDir = mkdtempSync(path.join(tmpdir(), 'souq-compiled-'));
    port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    delete env.TEST_DB;
    server = spawn(process.execPath, ['--enable-source-maps', path.join(outDir, 'server.js')], {
      cwd: tmpdir(),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    server.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    await waitForHealth(port, server, () => output);
  }, STARTUP_MS + 60_000);

  afterAll(async () => {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers with errors in the asked language', async () => {
    const res = await get(port, '/api/no-such-route', { 'accept-language': 'ar' });
    expect(res.status).toBe(404);
    const body = JSON.parse(res.body.toString('utf8')) as { error: string; message: string };
    expect(body.error).toBe('ROUTE_NOT_FOUND');
    expect(body.message).toBe(translate('ar', 'errors:ROUTE_NOT_FOUND'));
    expect(body.message).not.toBe(translate('en', 'errors:ROUTE_NOT_FOUND'));
  });

  it('compresses a large JSON answer', async () => {
    const res = await get(port, '/api/regions', { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const json = brotliDecompressSync(res.body).toString('utf8');
    expect((JSON.parse(json) as { code: number }).code).toBe(200);
    expect(res.body.length).toBeLessThan(json.length / 2);
  });

  it('stops on SIGTERM and exits 0', async () => {
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    const [code] = (await exited) as [number | null];
    expect(code).toBe(0);
    expect(output).toContain('Souq Motors is running at');
  }, 30_000);
});
