import { type Language, pickLanguage, type Role } from '@souq/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../lib/authz';
import { AppError } from '../lib/errors';

/** What a route declares in `config.auth`: a login, or a login with one of these roles. */
export type RouteAuth = boolean | { roles: Role[] } | 'optional';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Sets the request language from Accept-Language and resolves the actor for routes that ask for
 * one. A route without `config.auth` never looks at the token.
 */
export function registerAuth(app: FastifyInstance, resolve: (token: string) => Promise<Actor>): void {
  app.decorateRequest('lang', 'en');
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    request.lang = pickLanguage(request.headers['accept-language']);
  });
  app.addHook('preHandler', async (request) => {
    const rule = request.routeOptions.config?.auth;
    if (!rule) return;
    const token = bearerToken(request);
    if (!token) {
      if (rule === 'optional') return;
      throw new AppError('AUTH_REQUIRED');
    }
    if (rule === 'optional') {
      request.actor = await resolve(token).catch(() => null);
      return;
    }
    request.actor = await resolve(token);
    if (typeof rule === 'object' && !rule.roles.some((r) => request.actor?.roles.includes(r))) {
      throw new AppError('FORBIDDEN');
    }
  });
}

/** The actor of a route declared with `config: { auth: true }`. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('AUTH_REQUIRED');
  return request.actor;
}
