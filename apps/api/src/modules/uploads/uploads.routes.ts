import type { MultipartFile } from '@fastify/multipart';
import { UPLOAD_FILE_FIELD, uploadsContract } from '@souq/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { implement } from '../../lib/contract';
import { AppError, notFound } from '../../lib/errors';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';
import { contentDispositionOf } from './storage';
import { LocalFileStorage } from './storage.local';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
};

function isFileTooLarge(err: unknown): boolean {
  const code = (err as { code?: string })?.code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT';
}

/** The bytes of the multipart field `file`, within the purpose's size limit. */
async function readUploadedFile(req: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError('FILE_REQUIRED');
  let file: MultipartFile | undefined;
  try {
    file = await req.file({ limits: { fileSize: maxBytes } });
  } catch (err) {
    if (isFileTooLarge(err)) throw new AppError('PAYLOAD_TOO_LARGE');
    throw new AppError('FILE_REQUIRED');
  }
  if (!file) throw new AppError('FILE_REQUIRED');
  if (file.fieldname !== UPLOAD_FILE_FIELD) {
    file.file.resume();
    throw new AppError('FILE_REQUIRED');
  }
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch (err) {
    if (isFileTooLarge(err)) throw new AppError('PAYLOAD_TOO_LARGE');
    throw err;
  }
  if (file.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE');
  return data;
}

export const uploadsRoutes: RouteModule = (app, { uploads }, { storage }) => {
  implement(app, uploadsContract, {
    create: async (req) => {
      const actor = actorOf(req);
      const data = await readUploadedFile(req, uploads.maxBytesOf(req.query.purpose));
      return ok(req, await uploads.upload(actor, { purpose: req.query.purpose, data }));
    },
    get: async (req) => ok(req, await uploads.get(actorOf(req), req.params.id)),
  });

  // Local disk storage only; with S3 the URLs point at the bucket (or its CDN) instead.
  const wildcard = z.object({ '*': z.string() });

  app.get('/files/public/*', { schema: { hide: true, params: wildcard } }, async (req, reply) => {
    return sendStored(req, reply, `public/${req.params['*']}`, 'public, max-age=31536000, immutable');
  });

  app.get('/files/private/*', { schema: { hide: true, params: wildcard } }, async (req, reply) => {
    const key = `private/${req.params['*']}`;
    const query = req.query as Record<string, unknown>;
    const expires = typeof query.expires === 'string' ? query.expires : undefined;
    const sig = typeof query.sig === 'string' ? query.sig : undefined;
    if (!(storage instanceof LocalFileStorage) || !storage.verify(key, expires, sig)) throw notFound();
    return sendStored(req, reply, key, 'private, no-store');
  });

  async function sendStored(req: FastifyRequest, reply: FastifyReply, key: string, cacheControl: string) {
    if (!(storage instanceof LocalFileStorage) || !storage.pathOf(key)) throw notFound();
    const contentType = CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)];
    const body = contentType ? await storage.get(key) : null;
    if (!contentType || !body) throw notFound();
    reply
      .type(contentType)
      .header('cache-control', cacheControl)
      .header('x-content-type-options', 'nosniff')
      .header('accept-ranges', 'bytes');
    // Nothing stored runs as a page of this origin: documents (PDF reports, videos) download as
    // attachments, and no stored file may load or run anything.
    reply.header('content-security-policy', "default-src 'none'; sandbox");
    const disposition = contentDispositionOf(key);
    if (disposition) reply.header('content-disposition', disposition);
    // Videos are played with range requests (Safari needs them; seeking uses them everywhere).
    const range = parseRange(req.headers.range, body.length);
    if (range === 'unsatisfiable') {
      return reply.status(416).header('content-range', `bytes */${body.length}`).send();
    }
    if (range) {
      const part = body.subarray(range.start, range.end + 1);
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${body.length}`)
        .header('content-length', part.length)
        .send(part);
    }
    return reply.header('content-length', body.length).send(body);
  }
};

/** One `bytes=start-end` range (or `start-`, `-suffix`); null when absent or not a single byte range. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
    if (m[2] !== '' && Number(m[2]) < start) return null;
  }
  if (start >= size || size === 0) return 'unsatisfiable';
  return { start, end };
}
