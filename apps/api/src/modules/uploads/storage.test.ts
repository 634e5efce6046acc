import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { FakeClock } from '../../lib/clock';
import { createStorage } from './storage.factory';
import { isSafeKey, LocalFileStorage } from './storage.local';
import { S3FileStorage } from './storage.s3';

const s3Env = { S3_BUCKET: 'souq', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret-example-key' };

describe('storage factory', () => {
  it('uses local disk by default and S3 when S3_BUCKET is set', () => {
    expect(createStorage(loadConfig({ DATA_DIR: '/tmp/x' }))).toBeInstanceOf(LocalFileStorage);
    expect(createStorage(loadConfig(s3Env))).toBeInstanceOf(S3FileStorage);
  });
});

describe('S3 adapter URLs', () => {
  it('builds public URLs from S3_PUBLIC_URL, a path-style endpoint, or AWS', () => {
    const cdn = createStorage(loadConfig({ ...s3Env, S3_PUBLIC_URL: 'https://cdn.example.com/media/' }));
    expect(cdn.publicUrl('public/abc.jpg')).toBe('https://cdn.example.com/media/public/abc.jpg');
    const minio = createStorage(loadConfig({ ...s3Env, S3_ENDPOINT: 'http://127.0.0.1:9000' }));
    expect(minio.publicUrl('public/abc.jpg')).toBe('http://127.0.0.1:9000/souq/public/abc.jpg');
    const aws = createStorage(loadConfig({ ...s3Env, S3_REGION: 'me-central-1', S3_FORCE_PATH_STYLE: 'false' }));
    expect(aws.publicUrl('public/abc.jpg')).toBe('https://souq.s3.me-central-1.amazonaws.com/public/abc.jpg');
  });

  it('presigns GET URLs for private keys', async () => {
    const minio = createStorage(loadConfig({ ...s3Env, S3_ENDPOINT: 'http://127.0.0.1:9000' }));
    const url = new URL(await minio.signedUrl('private/abc.png', 300));
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:9000/souq/private/abc.png');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('S3 adapter documents', () => {
  it('presigns documents as attachments and images inline', async () => {
    const minio = createStorage(loadConfig({ ...s3Env, S3_ENDPOINT: 'http://127.0.0.1:9000' }));
    const pdf = new URL(await minio.signedUrl('private/r3port_x.pdf', 300));
    expect(pdf.searchParams.get('response-content-disposition')).toBe('attachment; filename="r3port_x.pdf"');
    const image = new URL(await minio.signedUrl('private/abc.png', 300));
    expect(image.searchParams.has('response-content-disposition')).toBe(false);
  });

  it('stores documents with an attachment disposition, so public URLs download them too', async () => {
    const sent: Record<string, unknown>[] = [];
    const client = { send: async (command: { input: Record<string, unknown> }) => void sent.push(command.input) };
    const storage = new S3FileStorage({
      bucket: 'souq',
      region: 'us-east-1',
      forcePathStyle: true,
      accessKeyId: 'a',
      secretAccessKey: 'b',
      client: client as unknown as S3Client,
    });
    await storage.put('public/report1.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    await storage.put('public/video1.mp4', Buffer.from('x'), 'video/mp4');
    await storage.put('public/photo1.webp', Buffer.from('x'), 'image/webp');
    expect(sent.map((s) => s.ContentDisposition)).toEqual([
      'attachment; filename="report1.pdf"',
      'attachment; filename="video1.mp4"',
      undefined,
    ]);
  });
});

describe('local adapter', () => {
  it('accepts only plain keys under public/ or private/', () => {
    for (const good of ['public/abc_DEF-1.jpg', 'private/x.thumb.webp']) expect(isSafeKey(good), good).toBe(true);
    for (const bad of [
      '../etc/passwd',
      'public/../private/a.jpg',
      'public/./a.jpg',
      'public//a.jpg',
      '/public/a.jpg',
      'public\\a.jpg',
      'public/a%2e.jpg',
      'other/a.jpg',
      'public/',
      'public/.hidden',
      'public/a..jpg',
    ]) {
      expect(isSafeKey(bad), bad).toBe(false);
    }
  });

  it('signs URLs that expire on its clock and only open their own key', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'souq-storage-'));
    try {
      const clock = new FakeClock();
      const storage = new LocalFileStorage({ root, secret: 'a-test-secret-of-length', clock });
      await storage.put('private/abc.png', Buffer.from('x'), 'image/png');
      expect((await storage.get('private/abc.png'))?.toString()).toBe('x');
      const url = new URL(await storage.signedUrl('private/abc.png', 60), 'http://x');
      const expires = url.searchParams.get('expires') ?? undefined;
      const sig = url.searchParams.get('sig') ?? undefined;
      expect(storage.verify('private/abc.png', expires, sig)).toBe(true);
      expect(storage.verify('private/abd.png', expires, sig)).toBe(false);
      const other = new LocalFileStorage({ root, secret: 'another-secret-of-length', clock });
      expect(other.verify('private/abc.png', expires, sig)).toBe(false);
      clock.advance(61_000);
      expect(storage.verify('private/abc.png', expires, sig)).toBe(false);
      await storage.delete('private/abc.png');
      expect(await storage.get('private/abc.png')).toBeNull();
      await expect(storage.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/unsafe/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
