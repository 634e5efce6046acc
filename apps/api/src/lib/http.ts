import type { FastifyRequest } from 'fastify';
import { translate } from './i18n';

/** The success envelope with a translated message (`api:*` keys). */
export function ok<T>(request: FastifyRequest, data: T, messageKey = 'api:ok') {
  return { code: 200 as const, message: translate(request.lang, messageKey), data };
}
