import { type ErrorCode, type ErrorEnvelope, envelopeCodeFor, type FieldIssue, SMS_CODE_LENGTH } from '@souq/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import { translate } from '../lib/i18n';

interface ZodIssueLike {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** Turns one zod issue into a field, a `validation:` key and its params. */
function toFieldIssue(issue: ZodIssueLike): FieldIssue {
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '(body)';
  const message = issue.message ?? '';
  if (message.startsWith('validation:')) {
    const key = message.slice('validation:'.length);
    // A refinement may carry its message's params (e.g. the bound of `amountTooLarge`).
    const own = issue.params.params;
    const params = own && typeof own === 'object' ? (own as Record<string, unknown>) : {};
    return { field, key, params: key === 'code' ? { length: SMS_CODE_LENGTH, ...params } : params };
  }
  const p = issue.params;
  switch (issue.keyword) {
    case 'invalid_type':
      return { field, key: /received undefined/.test(message) ? 'required' : 'invalid' };
    case 'too_small':
      return p.origin === 'string' && Number(p.minimum) === 1
        ? { field, key: 'required' }
        : { field, key: 'minLength', params: { min: p.minimum } };
    case 'too_big':
      return { field, key: 'maxLength', params: { max: p.maximum } };
    case 'invalid_format':
      return { field, key: p.format === 'email' ? 'email' : p.format === 'url' ? 'url' : 'invalid' };
    default:
      return { field, key: 'invalid' };
  }
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  const lang = request.lang;
  const fields = error.fields?.map((f) => ({
    field: f.field,
    key: f.key,
    message: translate(lang, `validation:${f.key}`, f.params ?? {}),
  }));
  const body: ErrorEnvelope = {
    code: envelopeCodeFor(error.code),
    error: error.code,
    message: translate(lang, `errors:${error.code}`, error.params),
    data: fields ? { fields } : null,
    requestId: request.id,
  };
  if (error.status === 429 && typeof error.params.seconds === 'number') {
    reply.header('retry-after', String(error.params.seconds));
  }
  return reply.status(error.status).send(body);
}

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'FILE_REQUIRED',
};

/** Maps every thrown thing onto the envelope; 5xx never show internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) return sendError(request, reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) => toFieldIssue(v as unknown as ZodIssueLike));
      return sendError(request, reply, new AppError('VALIDATION_FAILED', {}, fields));
    }
    const fastifyError = error as FastifyError;
    const mapped = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
    if (mapped) return sendError(request, reply, new AppError(mapped));
    if (fastifyError.statusCode === 429) return sendError(request, reply, new AppError('RATE_LIMITED'));
    if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return sendError(request, reply, new AppError('BAD_REQUEST'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, new AppError('INTERNAL'));
  });
}
