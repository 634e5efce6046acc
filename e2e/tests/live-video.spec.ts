import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';

/** The seeded demo admin (may run any live room). */
const ADMIN = { e164: '+971500000001', password: 'Dubai2026' };

const TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.ts': 'video/mp2t',
};

let dir = '';
let server: http.Server | null = null;
let streamUrl = '';

/**
 * A real HLS stream: 6 s of ffmpeg's test pattern, H.264 in fMP4 segments of 1 s (what Debian's
 * Chromium plays through Media Source with hls.js), served on 127.0.0.1 with CORS like a CDN.
 */
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook needs from this pattern (none here).
test.beforeAll(({}, testInfo) => {
  dir = mkdtempSync(path.join(tmpdir(), 'souq-hls-'));
  const ffmpeg = spawnSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=10', '-t', '6'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-profile:v', 'baseline', '-g', '10', '-keyint_min', '10'],
      ...['-f', 'hls', '-hls_time', '1', '-hls_list_size', '0', '-hls_segment_type', 'fmp4'],
      path.join(dir, 'index.m3u8'),
    ],
    { encoding: 'utf8' },
  );
  if (ffmpeg.error || ffmpeg.status !== 0) {
    throw new Error(`ffmpeg could not make the HLS stream (apt-get install ffmpeg): ${ffmpeg.error ?? ffmpeg.stderr}`);
  }
  const hls = http.createServer((req, res) => {
    const name = path.basename(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(dir, name);
    res.setHeader('Access-Control-Allow-Origin', '*');
    try {
      if (!statSync(file).isFile()) throw new Error('not a file');
      res.writeHead(200, { 'Content-Type': TYPES[path.extname(name)] ?? 'application/octet-stream' });
      res.end(readFileSync(file));
    } catch {
      res.writeHead(404).end();
    }
  });
  server = hls;
  return new Promise<void>((resolve) =>
    // One of the stream origins the server allows (start-server.mjs): the port after the app's, per worker.
    hls.listen(Number(process.env.E2E_PORT ?? 4173) + 1 + testInfo.parallelIndex, '127.0.0.1', () => {
      streamUrl = `http://127.0.0.1:${(hls.address() as AddressInfo).port}/index.m3u8`;
      resolve();
    }),
  );
});

test.afterAll(() => {
  server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function login(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', { data: { mobile: ADMIN.e164, password: ADMIN.password } });
  expect(res.ok()).toBe(true);
  return (await res.json()).data as { token: string; expiresAt: string; user: { id: string } };
}

test('the live room plays the session’s HLS stream (ffmpeg-made) and its video advances', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const admin = await login(request);
  const created = await request.post('/api/admin/auctions/sessions', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: {
      title: `Live video ${testInfo.project.name} ${Date.now().toString(36)}`,
      kind: 'live',
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      lotMinutes: 10,
      hostId: admin.user.id,
      streamUrl,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const sessionId = (await created.json()).data.id as string;

  // With the app's Content-Security-Policy in force: it lists the stream's origin (LIVE_STREAM_ORIGINS)
  // for fetches and media, and blob: for the Media Source hls.js plays from.
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport ?? { width: 1280, height: 800 },
  });
  await context.addInitScript((s) => {
    localStorage.setItem('lang', 'en');
    const session = JSON.parse(s);
    localStorage.setItem('token', session.token);
    localStorage.setItem('tokenExpiresAt', session.expiresAt);
    localStorage.setItem('userInfo', JSON.stringify(session.user));
  }, JSON.stringify(admin));
  const page = await context.newPage();
  const hlsChunk = page.waitForResponse((r) => /\/assets\/hls[^/]*\.js$/.test(r.url()) || r.url().endsWith('.m3u8'));
  await page.goto(`/live/${sessionId}`);
  await hlsChunk;

  const video = page.getByTestId('live-video');
  await expect(video).toBeVisible();
  await expect(page.getByTestId('live-video-failed')).toHaveCount(0);
  // Played, not only loaded: the clock of the media advances past 2 s of the 6 s stream.
  await expect
    .poll(() => video.evaluate((v) => (v as HTMLVideoElement).currentTime), { timeout: 30_000 })
    .toBeGreaterThan(2);
  const quality = await video.evaluate((v) => (v as HTMLVideoElement).getVideoPlaybackQuality().totalVideoFrames);
  expect(quality).toBeGreaterThan(10);
  await context.close();
});
