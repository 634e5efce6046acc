import type { MultipartFile } from '@fastify/multipart';
import { envelope, uploadQuery, uploadSchema } from '@souq/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/errors';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';
import { LocalFileStorage } from './storage.local';

const tags = ['uploads'];
const FILE_FIELD = 'file';
const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

function isFileTooLarge(err: unknown): boolean {
  const code = (err as { code?: string })?.code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT';
}

/** The bytes of the multipart field `file`, within UPLOAD_MAX_BYTES (limit set in app.ts). */
async function readUploadedFile(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError('FILE_REQUIRED');
  let file: MultipartFile | undefined;
  try {
    file = await req.file();
  } catch (err) {
    if (isFileTooLarge(err)) throw new AppError('PAYLOAD_TOO_LARGE');
    throw new AppError('FILE_REQUIRED');
  }
  if (!file) throw new AppError('FILE_REQUIRED');
  if (file.fieldname !== FILE_FIELD) {
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
  app.post(
    '/api/uploads',
    {
      schema: {
        tags,
        summary: 'Upload an image (multipart field `file`; JPEG, PNG or WebP)',
        description: 'Re-encoded without metadata. Licence and identity images are private.',
        consumes: ['multipart/form-data'],
        querystring: uploadQuery,
        response: { 200: envelope(uploadSchema) },
      },
      config: { auth: true },
    },
    async (req) => {
      const actor = actorOf(req);
      const data = await readUploadedFile(req);
      return ok(req, await uploads.upload(actor, { purpose: req.query.purpose, data }));
    },
  );

  app.get(
    '/api/uploads/:id',
    {
      schema: {
        tags,
        summary: 'An upload with its URLs (a fresh signed URL for private files)',
        params: z.object({ id: z.uuid() }),
        response: { 200: envelope(uploadSchema) },
      },
      config: { auth: true },
    },
    async (req) => ok(req, await uploads.get(actorOf(req), req.params.id)),
  );

  // Local disk storage only; with S3 the URLs point at the bucket (or its CDN) instead.
  const wildcard = z.object({ '*': z.string() });

  app.get('/files/public/*', { schema: { hide: true, params: wildcard } }, async (req, reply) => {
    return sendStored(reply, `public/${req.params['*']}`, 'public, max-age=31536000, immutable');
  });

  app.get('/files/private/*', { schema: { hide: true, params: wildcard } }, async (req, reply) => {
    const key = `private/${req.params['*']}`;
    const query = req.query as Record<string, unknown>;
    const expires = typeof query.expires === 'string' ? query.expires : undefined;
    const sig = typeof query.sig === 'string' ? query.sig : undefined;
    if (!(storage instanceof LocalFileStorage) || !storage.verify(key, expires, sig)) throw notFound();
    return sendStored(reply, key, 'private, no-store');
  });

  async function sendStored(reply: FastifyReply, key: string, cacheControl: string) {
    if (!(storage instanceof LocalFileStorage) || !storage.pathOf(key)) throw notFound();
    const contentType = CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)];
    const body = contentType ? await storage.get(key) : null;
    if (!contentType || !body) throw notFound();
    return reply
      .type(contentType)
      .header('cache-control', cacheControl)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('content-length', body.length)
      .send(body);
  }
};
