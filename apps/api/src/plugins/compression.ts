import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than the header costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * API answers compressed by the client's Accept-Encoding (brotli, then gzip), above 1 KB.
 *
 * - Brotli at quality 4: a list of cars compresses nearly as well as at 11, for a fraction of the
 *   CPU of each request. The web app's static files are compressed once at build time (brotli 11
 *   and gzip 9, next to each file) and served by @fastify/static with `preCompressed`; an answer
 *   that already carries Content-Encoding is left alone here.
 * - Request bodies are not decompressed: no client of ours sends them compressed, a small
 *   compressed body could unpack past the body limit, and the payment webhooks must see the exact
 *   bytes their signature covers.
 * - Socket.IO answers on the HTTP server before Fastify's routing, so it is not touched.
 * - `Vary: Accept-Encoding` goes on every API answer, compressed or not (the plugin adds it only
 *   to those it compresses), so a shared cache keeps one copy per encoding and never hands a
 *   brotli body to a client that did not ask for it, nor an identity one in place of it.
 *
 * Must be registered before the routes (it hooks each route as it is added).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) addVary(reply, 'accept-encoding');
    return payload;
  });
}

/** Adds a header name to Vary once, in lower case (the plugin looks for it in lower case). */
function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  const values = (Array.isArray(current) ? current : current === undefined ? [] : [String(current)])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  if (values.some((v) => v === '*' || v.toLowerCase() === name)) return;
  reply.header('vary', [...values, name].join(', '));
}
