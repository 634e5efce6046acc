import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAdmin, registerUser, type TestApp, type TestUser } from '../../testing/test-app';
import { isMp4, isPdf } from './uploads.files';
import { parseRange } from './uploads.routes';
import { sampleMp4, samplePdf, samplePng, uploadFile } from './uploads.testing';

const VIDEO_LIMIT = 3 * 1_048_576;
let t: TestApp;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  // Small limits so oversize files stay small in the test; the video limit is above both the 1 MB
  // JSON body limit and the image limit (the multipart reader takes the purpose's limit).
  t = await createTestApp({
    UPLOAD_MAX_BYTES: String(1_048_576),
    UPLOAD_VIDEO_MAX_BYTES: String(VIDEO_LIMIT),
    UPLOAD_REPORT_MAX_BYTES: '8192',
  });
  owner = await registerUser(t);
  stranger = await registerUser(t);
});

afterAll(async () => {
  await t?.close();
});

const fetchFile = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('car videos (MP4)', () => {
  it('stores an MP4 as sent, public, without a thumbnail, and serves byte ranges', async () => {
    const video = sampleMp4(40_000);
    const res = await uploadFile(t, owner.token, video, { purpose: 'car_video', contentType: 'video/mp4' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      purpose: 'car_video',
      kind: 'video',
      mime: 'video/mp4',
      visibility: 'public',
      width: null,
      height: null,
      thumbUrl: null,
      size: video.length,
    });
    expect(res.body.data.url).toMatch(/^\/files\/public\/[A-Za-z0-9_-]+\.mp4$/);

    const file = await fetchFile(res.body.data.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(file.headers['accept-ranges']).toBe('bytes');
    expect(file.rawPayload.equals(video)).toBe(true);

    const part = await fetchFile(res.body.data.url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(100, 200))).toBe(true);
    const tooFar = await fetchFile(res.body.data.url, { range: `bytes=${video.length}-` });
    expect(tooFar.statusCode).toBe(416);
  });

  it('takes a video larger than the body and image limits (1 MB) and refuses one over the video limit', async () => {
    const video = sampleMp4(2 * 1_048_576);
    const res = await uploadFile(t, owner.token, video, { purpose: 'car_video' });
    expect(res.status).toBe(200);
    expect(res.body.data.size).toBe(video.length);

    const before = readdirSync(path.join(t.dataDir, 'uploads', 'public')).length;
    const over = await uploadFile(t, owner.token, sampleMp4(VIDEO_LIMIT + 10), { purpose: 'car_video' });
    expect(over.status).toBe(413);
    expect(over.body.error).toBe('PAYLOAD_TOO_LARGE');
    expect(readdirSync(path.join(t.dataDir, 'uploads', 'public')).length).toBe(before);
  });

  it('refuses content that is not MP4 whatever its claimed type', async () => {
    const cases: Buffer[] = [
      await samplePng(),
      samplePdf(),
      Buffer.from('not a video at all, just text'.repeat(20)),
      // ftyp header followed by garbage: no box structure, no movie box.
      Buffer.concat([sampleMp4(64).subarray(0, 32), Buffer.from('garbage'.repeat(40))]),
    ];
    for (const data of cases) {
      const res = await uploadFile(t, owner.token, data, { purpose: 'car_video', contentType: 'video/mp4' });
      expect(res.status).toBe(415);
      expect(res.body.error).toBe('UNSUPPORTED_FILE_TYPE');
      expect(JSON.stringify(res.body.data)).toContain('fileTypeVideo');
    }
  });

  it('does not take videos for image purposes', async () => {
    const res = await uploadFile(t, owner.token, sampleMp4(), { purpose: 'car', contentType: 'video/mp4' });
    expect(res.status).toBe(415);
    expect(res.body.error).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('recognises MP4 brands and refuses HEIF images and QuickTime files that share the ftyp box', () => {
    expect(isMp4(sampleMp4())).toBe(true);
    const heic = sampleMp4();
    heic.write('heic', 8, 'latin1');
    heic.write('mif1heic', 16, 'latin1');
    heic.write('mif1heic', 24, 'latin1');
    expect(isMp4(heic)).toBe(false);
    const qt = sampleMp4();
    qt.write('qt  ', 8, 'latin1');
    expect(isMp4(qt)).toBe(false);
    expect(isMp4(Buffer.alloc(0))).toBe(false);
  });
});

describe('inspection reports (image or PDF)', () => {
  it('stores a PDF as sent and serves it as application/pdf', async () => {
    const pdf = samplePdf(3000);
    const res = await uploadFile(t, owner.token, pdf, { purpose: 'report', contentType: 'application/pdf' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'pdf', mime: 'application/pdf', thumbUrl: null, size: pdf.length });
    expect(res.body.data.url).toMatch(/\.pdf$/);
    const file = await fetchFile(res.body.data.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('serves a PDF as a download, never as a page of the site', async () => {
    const res = await uploadFile(t, owner.token, samplePdf(), { purpose: 'report', contentType: 'application/pdf' });
    const name = String(res.body.data.url).split('/').pop();
    expect(name).toMatch(/^[A-Za-z0-9_-]+\.pdf$/);
    const file = await fetchFile(res.body.data.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('still re-encodes images sent as reports', async () => {
    const res = await uploadFile(t, owner.token, await samplePng(120, 80), { purpose: 'report' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'image', mime: 'image/png', width: 120, height: 80 });
    expect(res.body.data.thumbUrl).toMatch(/\.thumb\.webp$/);
  });

  it('refuses a PDF for image purposes, a fake PDF, and a video as a report', async () => {
    const asPhoto = await uploadFile(t, owner.token, samplePdf(), { purpose: 'car', contentType: 'application/pdf' });
    expect(asPhoto.status).toBe(415);
    const fake = Buffer.from(`%PDF-1.7\n${'<script>alert(1)</script>'.repeat(10)}`);
    expect(isPdf(fake)).toBe(false);
    const res = await uploadFile(t, owner.token, fake, { purpose: 'report', contentType: 'application/pdf' });
    expect(res.status).toBe(415);
    expect(JSON.stringify(res.body.data)).toContain('fileTypeReport');
    const video = await uploadFile(t, owner.token, sampleMp4(), { purpose: 'report', contentType: 'video/mp4' });
    expect(video.status).toBe(415);
  });

  it('refuses a report over the report limit', async () => {
    const res = await uploadFile(t, owner.token, samplePdf(9000), { purpose: 'report' });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('service API for other domains', () => {
  let photo: string;
  let video: string;
  let pdf: string;
  let licence: string;
  let theirs: string;

  beforeAll(async () => {
    photo = (await uploadFile(t, owner.token, await samplePng(), { purpose: 'car' })).body.data.id;
    video = (await uploadFile(t, owner.token, sampleMp4(), { purpose: 'car_video' })).body.data.id;
    pdf = (await uploadFile(t, owner.token, samplePdf(), { purpose: 'report' })).body.data.id;
    licence = (await uploadFile(t, owner.token, await samplePng(), { purpose: 'licence' })).body.data.id;
    theirs = (await uploadFile(t, stranger.token, await samplePng(), { purpose: 'car' })).body.data.id;
  });

  it('requireOwnUploads returns the rows in the given order', async () => {
    const rows = await t.app.services.uploads.requireOwnUploads(owner.userId, [pdf, photo, video]);
    expect(rows.map((r) => r.id)).toEqual([pdf, photo, video]);
    const images = await t.app.services.uploads.requireOwnUploads(owner.userId, [photo], {
      kinds: ['image'],
      purposes: ['car'],
      visibility: 'public',
    });
    expect(images[0]?.mime).toBe('image/png');
    expect(await t.app.services.uploads.requireOwnUploads(owner.userId, [])).toEqual([]);
  });

  it("requireOwnUploads refuses another user's id, unknown ids, repeats and the wrong kind or purpose", async () => {
    const uploads = t.app.services.uploads;
    const refused = async (p: Promise<unknown>) => {
      await expect(p).rejects.toMatchObject({ code: 'UPLOAD_NOT_USABLE' });
    };
    await refused(uploads.requireOwnUploads(owner.userId, [photo, theirs]));
    await refused(uploads.requireOwnUploads(owner.userId, ['00000000-0000-4000-8000-000000000000']));
    await refused(uploads.requireOwnUploads(owner.userId, ['not-a-uuid']));
    await refused(uploads.requireOwnUploads(owner.userId, [photo, photo]));
    await refused(uploads.requireOwnUploads(owner.userId, [video], { kinds: ['image'] }));
    await refused(uploads.requireOwnUploads(owner.userId, [pdf], { kinds: ['image', 'video'] }));
    await refused(uploads.requireOwnUploads(owner.userId, [photo], { purposes: ['licence'] }));
    await refused(uploads.requireOwnUploads(owner.userId, [licence], { visibility: 'public' }));
    await expect(uploads.requireOwnUploads(owner.userId, [theirs], { field: 'photoUploadIds' })).rejects.toMatchObject({
      fields: [{ field: 'photoUploadIds', key: 'uploadNotUsable' }],
    });
  });

  it('presentMany gives URLs in order, with signed URLs for private files and no thumbnail for videos', async () => {
    const media = await t.app.services.uploads.presentMany([video, photo, null, licence, 'nope']);
    expect(media.map((m) => m.uploadId)).toEqual([video, photo, licence]);
    expect(media[0]).toMatchObject({ kind: 'video', mime: 'video/mp4', thumbUrl: null });
    expect(media[1]?.thumbUrl).toMatch(/\.thumb\.webp$/);
    expect(media[2]?.url).toMatch(/^\/files\/private\/.+\?expires=\d+&sig=/);
    expect((await fetchFile(media[2]?.url ?? '')).statusCode).toBe(200);
    const map = await t.app.services.uploads.presentMap([pdf]);
    expect(map.get(pdf)?.kind).toBe('pdf');
  });

  it('GET /api/uploads/:id shows a video to others and an admin', async () => {
    const admin = await registerAdmin(t);
    for (const user of [stranger, admin]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/uploads/${video}`,
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ kind: 'video', thumbUrl: null });
    }
  });

  it('account removal deletes videos and PDFs too', async () => {
    const user = await registerUser(t);
    const v = await uploadFile(t, user.token, sampleMp4(), { purpose: 'car_video' });
    const key = new URL(v.body.data.url, 'http://x').pathname.replace('/files/', '');
    expect(existsSync(path.join(t.dataDir, 'uploads', key))).toBe(true);
    await t.app.services.uploads.removeAllOf(user.userId);
    expect(existsSync(path.join(t.dataDir, 'uploads', key))).toBe(false);
  });
});

describe('byte ranges', () => {
  it('parses single ranges and refuses what cannot be served', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
  });
});
