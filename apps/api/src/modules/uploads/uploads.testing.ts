/** Test helpers for files: multipart bodies, an upload call, and small valid MP4, PDF and PNG files. */
import { randomBytes } from 'node:crypto';
import type { Upload, UploadPurpose } from '@souq/shared';
import sharp from 'sharp';
import { bearer, type TestApp } from '../../testing/test-app';

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

export function multipart(parts: Part[]) {
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

/** POST /api/uploads?purpose=… as the user; returns the status and the JSON body. */
export async function uploadFile(
  t: TestApp,
  token: string | null,
  data: Buffer,
  opts: { purpose?: UploadPurpose | string; filename?: string; contentType?: string } = {},
): Promise<{ status: number; body: { code: number; message: string; data: Upload; error?: string } }> {
  const form = multipart([
    {
      name: 'file',
      filename: opts.filename ?? 'file.bin',
      contentType: opts.contentType ?? 'application/octet-stream',
      data,
    },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/uploads?purpose=${opts.purpose ?? 'car'}`,
    payload: form.payload,
    headers: { ...form.headers, ...(token ? bearer(token) : {}) },
  });
  return { status: res.statusCode, body: res.json() };
}

function box(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/**
 * A structurally valid MP4: `ftyp` (isom), `moov` with a movie header, and `mdat` padded to
 * about `size` bytes. Enough for the upload check; not a playable video.
 */
export function sampleMp4(size = 2048): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.concat([Buffer.from('isom', 'latin1'), Buffer.alloc(4), Buffer.from('isomiso2avc1mp41', 'latin1')]),
  );
  const mvhd = box('mvhd', Buffer.alloc(100));
  const moov = box('moov', mvhd);
  const rest = Math.max(0, size - ftyp.length - moov.length - 8);
  return Buffer.concat([ftyp, moov, box('mdat', randomBytes(rest))]);
}

/** A minimal one-page PDF of about `size` bytes (padding in a comment before the trailer). */
export function samplePdf(size = 600): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
  ].join('\n');
  const trailer = '\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  const pad = Math.max(0, size - body.length - trailer.length - 2);
  return Buffer.from(`${body}\n%${'x'.repeat(pad)}${trailer}`, 'latin1');
}

export function samplePng(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer();
}
