import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * True for API answers no cache may keep: any write, any request that needs or carries a login,
 * and the dev endpoints (they show codes). Public reads (catalog, regions, search) stay cacheable.
 */
export function isPrivateResponse(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  if (!path.startsWith('/api/')) return false;
  if (request.method !== 'GET' && request.method !== 'HEAD') return true;
  if (request.headers.authorization) return true;
  if (request.routeOptions.config?.auth) return true;
  return path.startsWith('/api/dev/');
}

/** `Cache-Control: no-store` on every private API answer, errors included (set last, so it wins). */
export function registerPrivateNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isPrivateResponse(request)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
