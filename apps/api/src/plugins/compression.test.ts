import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { COMPRESS_THRESHOLD_BYTES } from './compression';

let t: TestApp;
const script = `export const cars = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, make: 'Toyota' })))};\n`;

beforeAll(async () => {
  // A built web app as the build leaves it: each text file with its .br and .gz, and a stray source map.
  const web = mkdtempSync(path.join(tmpdir(), 'souq-web-'));
  mkdirSync(path.join(web, 'assets'));
  const html = '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head></html>';
  writeFileSync(path.join(web, 'index.html'), html);
  writeFileSync(path.join(web, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(web, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(web, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  writeFileSync(path.join(web, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  t = await createTestApp({ WEB_DIST_DIR: web });
});
afterAll(async () => {
  await t?.close();
});

function get(url: string, acceptEncoding?: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
}

describe('compressed API answers', () => {
  it('sends a large JSON list as brotli or gzip when asked, and as it is otherwise', async () => {
    const plain = await get('/api/regions');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await get('/api/regions', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);

    const gzip = await get('/api/regions', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);

    const identity = await get('/api/regions', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const res = await get('/api/health', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('does not unpack a compressed request body: the body a route sees is the one sent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ mobile: '+971501234567', password: 'x' })),
    });
    // Not parsed as the unpacked JSON: the gzip bytes are not valid JSON.
    expect(res.statusCode).toBe(400);
  });
});

describe('pre-compressed web app files', () => {
  it('sends the build-time brotli file with the script type, Vary and the immutable cache header', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBeTruthy();
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(script);
  });

  it('sends the gzip file to a gzip-only client and the plain file to one that accepts neither', async () => {
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/javascript/);
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(script);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('a cached copy is confirmed with 304 by its ETag', async () => {
    const first = await get('/assets/index-abc123.js', 'br');
    const again = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('never serves a source map, nor the compressed siblings as files of their own', async () => {
    for (const url of ['/assets/index-abc123.js.map', '/assets/index-abc123.js.br', '/assets/index-abc123.js.gz']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('secret.ts');
    }
  });

  it('the page policy allows no eval', async () => {
    const res = await get('/', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.headers['content-security-policy']).not.toMatch(/unsafe-eval/);
  });
});
