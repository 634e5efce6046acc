import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestApp } from '../../testing/test-app';
import { users } from '../users/users.tables';
import { sniffImageType } from './uploads.images';
import { sampleMp4, uploadFile } from './uploads.testing';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let stranger: Awaited<ReturnType<typeof registerUser>>;
let admin: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t);
  stranger = await registerUser(t);
  admin = await registerUser(t);
  await t.database.db
    .update(users)
    .set({ roles: ['user', 'admin'] })
    .where(eq(users.id, admin.userId));
});

afterAll(async () => {
  await t?.close();
});

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

function multipart(parts: Part[]) {
  const boundary = `----souq${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const type = p.contentType ? `\r\nContent-Type: ${p.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(
  app: TestApp,
  token: string | null,
  data: Buffer,
  opts: { purpose?: string; filename?: string; contentType?: string } = {},
) {
  const form = multipart([
    { name: 'file', filename: opts.filename ?? 'photo.jpg', contentType: opts.contentType ?? 'image/jpeg', data },
  ]);
  const res = await app.app.inject({
    method: 'POST',
    url: `/api/uploads?purpose=${opts.purpose ?? 'car'}`,
    payload: form.payload,
    headers: { ...form.headers, ...(token ? bearer(token) : {}) },
  });
  return { status: res.statusCode, body: res.json() };
}

async function fetchFile(url: string) {
  return t.app.inject({ method: 'GET', url });
}

const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();

/** Random pixels do not compress: a PNG of a known, large size. */
const noisePng = (side: number) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();

describe('uploading images', () => {
  it('stores a PNG, serves it and a WebP thumbnail publicly', async () => {
    const res = await upload(t, owner.token, await pngOf(800, 600), {
      filename: 'my car.png',
      contentType: 'image/png',
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ visibility: 'public', purpose: 'car', mime: 'image/png', width: 800, height: 600 });
    expect(data.url).toMatch(/^\/files\/public\/[A-Za-z0-9_-]+\.png$/);
    expect(data.url).not.toContain('my car');

    const file = await fetchFile(data.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toContain('immutable');
    // Images show inline (in pages and when opened); only documents download.
    expect(file.headers['content-disposition']).toBeUndefined();
    expect(file.rawPayload.length).toBe(data.size);

    const thumb = await fetchFile(data.thumbUrl);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(400);
  });

  it('re-encodes a JPEG upright and without its EXIF', async () => {
    const original = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366aa' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret', Artist: 'Someone' } } })
      .toBuffer();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const res = await upload(t, owner.token, original);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ mime: 'image/jpeg', width: 200, height: 300 });
    const stored = (await fetchFile(res.body.data.url)).rawPayload;
    expect(stored.includes(Buffer.from('secret'))).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([200, 300]);
  });

  it('keeps WebP as WebP and caps the longest side', async () => {
    const big = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#00aa00' } })
      .webp()
      .toBuffer();
    const res = await upload(t, owner.token, big, { filename: 'x.gif', contentType: 'image/gif' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ mime: 'image/webp', width: 2560, height: 640 });
  });

  it('decides the type by magic bytes, not by the name or mimetype', async () => {
    const text = await upload(t, owner.token, Buffer.from('just some text, honestly\n'.repeat(10)), {
      filename: 'evil.png',
      contentType: 'image/png',
    });
    expect(text.status).toBe(415);
    expect(text.body.error).toBe('UNSUPPORTED_FILE_TYPE');

    const svg = await upload(
      t,
      owner.token,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      {
        filename: 'a.jpg',
      },
    );
    expect(svg.status).toBe(415);

    // Right magic bytes, then garbage: it must decode too.
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(500)]);
    const broken = await upload(t, owner.token, fake, { contentType: 'image/png' });
    expect(broken.status).toBe(415);
    expect(broken.body.error).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('sniffs the three accepted signatures', () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageType(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('png');
    expect(sniffImageType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(sniffImageType(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });

  it('asks for a file when there is none', async () => {
    const form = multipart([{ name: 'note', data: 'hello' }]);
    const onlyField = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(owner.token) },
    });
    expect(onlyField.statusCode).toBe(400);
    expect(onlyField.json().error).toBe('FILE_REQUIRED');

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: { file: 'x' },
      headers: bearer(owner.token),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toBe('FILE_REQUIRED');

    const wrongField = multipart([
      { name: 'image', filename: 'a.png', contentType: 'image/png', data: await pngOf(10, 10) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: wrongField.payload,
      headers: { ...wrongField.headers, ...bearer(owner.token) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('FILE_REQUIRED');
  });

  it('refuses an unknown purpose', async () => {
    const res = await upload(t, owner.token, await pngOf(10, 10), { purpose: 'passport-scan' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('VALIDATION_FAILED');
  });

  it('needs a login: 401 with the logged-out envelope code', async () => {
    const res = await upload(t, null, await pngOf(10, 10));
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(403);
    expect(res.body.error).toBe('AUTH_REQUIRED');
  });
});

describe('size limit', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ UPLOAD_MAX_BYTES: '2048' });
  });
  afterAll(async () => {
    await small?.close();
  });

  it('answers 413 past UPLOAD_MAX_BYTES and stores nothing', async () => {
    const user = await registerUser(small);
    const big = await noisePng(64);
    expect(big.length).toBeGreaterThan(2048);
    const res = await upload(small, user.token, big, { contentType: 'image/png' });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('PAYLOAD_TOO_LARGE');
    expect(
      existsSync(path.join(small.dataDir, 'uploads', 'public'))
        ? readdirSync(path.join(small.dataDir, 'uploads', 'public'))
        : [],
    ).toEqual([]);

    const fits = await upload(small, user.token, await pngOf(16, 16), { contentType: 'image/png' });
    expect(fits.status).toBe(200);
  });
});

describe('private images (licence, identity)', () => {
  let licence: { id: string; url: string; thumbUrl: string; visibility: string };

  beforeAll(async () => {
    const res = await upload(t, owner.token, await pngOf(640, 400), {
      purpose: 'licence',
      filename: 'licence.png',
      contentType: 'image/png',
    });
    expect(res.status).toBe(200);
    licence = res.body.data;
  });

  it('are private, with a signed URL that loads for the owner', async () => {
    expect(licence.visibility).toBe('private');
    expect(licence.url).toMatch(/^\/files\/private\/[A-Za-z0-9_-]+\.png\?expires=\d+&sig=[0-9a-f]{64}$/);
    const file = await fetchFile(licence.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect((await fetchFile(licence.thumbUrl)).statusCode).toBe(200);

    const again = await t.app.inject({
      method: 'GET',
      url: `/api/uploads/${licence.id}`,
      headers: bearer(owner.token),
    });
    expect(again.statusCode).toBe(200);
    expect((await fetchFile(again.json().data.url)).statusCode).toBe(200);
  });

  it('answer 404 to a tampered, missing or moved signature', async () => {
    const url = new URL(licence.url, 'http://x');
    const sig = url.searchParams.get('sig') ?? '';
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`;
    const variants = [
      `${url.pathname}?expires=${url.searchParams.get('expires')}&sig=${flipped}`,
      `${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 3600}&sig=${sig}`,
      `${url.pathname}?expires=${url.searchParams.get('expires')}`,
      url.pathname,
      // The same file through the public route.
      url.pathname.replace('/files/private/', '/files/public/'),
      // The signature of one key does not open another.
      `${new URL(licence.thumbUrl, 'http://x').pathname}?expires=${url.searchParams.get('expires')}&sig=${sig}`,
    ];
    for (const v of variants) {
      const res = await fetchFile(v);
      expect(res.statusCode, v).toBe(404);
    }
  });

  it('answer 404 once the signed URL has expired', async () => {
    const fresh = await t.app.inject({
      method: 'GET',
      url: `/api/uploads/${licence.id}`,
      headers: bearer(owner.token),
    });
    const url = fresh.json().data.url as string;
    expect((await fetchFile(url)).statusCode).toBe(200);
    t.clock.advance(t.app.ctx.config.SIGNED_URL_TTL_SECONDS * 1000 + 1000);
    expect((await fetchFile(url)).statusCode).toBe(404);
  });

  it('are hidden from other users (404) but shown to admins', async () => {
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/uploads/${licence.id}`,
      headers: bearer(stranger.token),
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toBe('NOT_FOUND');

    const byAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/uploads/${licence.id}`,
      headers: bearer(admin.token),
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data.visibility).toBe('private');
    expect((await fetchFile(byAdmin.json().data.url)).statusCode).toBe(200);
  });

  it('cannot be an avatar; a public image can', async () => {
    const asAvatar = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: bearer(owner.token),
      payload: { avatarUploadId: licence.id },
    });
    expect(asAvatar.statusCode).toBe(400);

    const pub = await upload(t, owner.token, await pngOf(100, 100), { purpose: 'avatar', contentType: 'image/png' });
    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: bearer(owner.token),
      payload: { avatarUploadId: pub.body.data.id },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user.avatarUrl).toBe(pub.body.data.url);
    // Someone else's public upload is not yours to use.
    const theft = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: bearer(stranger.token),
      payload: { avatarUploadId: pub.body.data.id },
    });
    expect(theft.statusCode).toBe(400);
    // A public file that is not an image (a car video) is no avatar either.
    const video = await uploadFile(t, owner.token, sampleMp4(), { purpose: 'car_video', contentType: 'video/mp4' });
    expect(video.status).toBe(200);
    const asVideo = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: bearer(owner.token),
      payload: { avatarUploadId: video.body.data.id },
    });
    expect(asVideo.statusCode).toBe(400);
  });
});

describe('public uploads and file serving', () => {
  it('lets any logged-in user read a public upload; unknown ids are 404', async () => {
    const pub = await upload(t, owner.token, await pngOf(50, 50), { contentType: 'image/png' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/uploads/${pub.body.data.id}`,
      headers: bearer(stranger.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.url).toBe(pub.body.data.url);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/uploads/00000000-0000-4000-8000-000000000000',
      headers: bearer(owner.token),
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/uploads/${pub.body.data.id}` })).statusCode).toBe(401);
  });

  it('never leaves the uploads folder', async () => {
    for (const url of [
      '/files/public/../../../../etc/passwd',
      '/files/public/..%2F..%2F..%2Fetc%2Fpasswd',
      '/files/public/%2e%2e/%2e%2e/etc/passwd',
      '/files/public/..%5c..%5cetc%5cpasswd',
      '/files/private/../public/x.png?expires=9999999999&sig=00',
      '/files/public/',
      '/files/public/nothing-here.png',
      '/files/public/x.txt',
    ]) {
      const res = await fetchFile(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('root:');
    }
  });

  it('removes every file and row of a user (account cancellation)', async () => {
    const user = await registerUser(t);
    const a = await upload(t, user.token, await pngOf(20, 20), { contentType: 'image/png' });
    const b = await upload(t, user.token, await pngOf(20, 20), { purpose: 'identity', contentType: 'image/png' });
    expect((await fetchFile(a.body.data.url)).statusCode).toBe(200);
    const bKey = new URL(b.body.data.url, 'http://x').pathname.replace('/files/', '');
    expect(existsSync(path.join(t.dataDir, 'uploads', bKey))).toBe(true);

    await t.app.services.uploads.removeAllOf(user.userId);
    expect((await fetchFile(a.body.data.url)).statusCode).toBe(404);
    expect((await fetchFile(a.body.data.thumbUrl)).statusCode).toBe(404);
    expect(existsSync(path.join(t.dataDir, 'uploads', bKey))).toBe(false);
    expect(await t.app.services.uploads.findOwned(user.userId, a.body.data.id)).toBeUndefined();
    expect(await t.app.services.uploads.publicUrlOf(a.body.data.id)).toBeNull();
    // The other users' files are untouched.
    const mine = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(owner.token) });
    expect((await fetchFile(mine.json().data.avatarUrl)).statusCode).toBe(200);
  });
});
