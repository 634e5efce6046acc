import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  DEFAULT_LANGUAGE,
  ERRORS,
  type ErrorCode,
  type ErrorEnvelope,
  envelopeCodeFor,
  type FieldIssue,
  formatMessageParams,
  pickLanguage,
  SMS_CODE_LENGTH,
} from '@souq/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import { translate } from '../lib/i18n';
import { isRetryableTransactionError } from '../lib/pg-errors';

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
    message: translate(lang, `validation:${f.key}`, formatMessageParams(`validation:${f.key}`, f.params, lang)),
  }));
  const body: ErrorEnvelope = {
    code: envelopeCodeFor(error),
    error: error.code,
    message: translate(lang, `errors:${error.code}`, formatMessageParams(`errors:${error.code}`, error.params, lang)),
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
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'FILE_REQUIRED',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
  FST_ERR_BAD_URL: 'BAD_REQUEST',
};

/** Other client errors Fastify or a plugin raises, by their HTTP status; anything else 4xx is a 400. */
const CLIENT_STATUS_CODES: Record<number, ErrorCode> = {
  404: 'ROUTE_NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

/** The error of a thrown thing that is not ours: Fastify's and its plugins' errors, or a bug. */
function appErrorOf(error: FastifyError): AppError | null {
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped) return new AppError(mapped);
  const status = error.statusCode;
  if (status && status >= 400 && status < 500) return new AppError(CLIENT_STATUS_CODES[status] ?? 'BAD_REQUEST');
  return null;
}

/**
 * Fastify's `frameworkErrors`: errors found before any route runs (a path parameter longer than
 * `maxParamLength` answers 414, a badly encoded URL 400), in our envelope instead of Fastify's body.
 * No hook has run yet, so the language is read here.
 */
export function onFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.lang = pickLanguage(request.headers['accept-language']);
  const appError = appErrorOf(error);
  if (!appError) request.log.error({ err: error }, 'framework error');
  void sendError(request, reply, appError ?? new AppError('INTERNAL'));
}

/**
 * The HTTP server's `clientError`: requests Node's parser refuses before Fastify sees them (headers
 * or request line past the size limit: 431, a timeout: 408, malformed: 400). Nothing of the request
 * can be trusted, so the envelope is in the default language and the connection is closed.
 */
export function onClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'HEADERS_TOO_LARGE'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'REQUEST_TIMEOUT'
        : 'BAD_REQUEST';
  const status = ERRORS[code];
  const body: ErrorEnvelope = {
    code: envelopeCodeFor(code),
    error: code,
    message: translate(DEFAULT_LANGUAGE, `errors:${code}`),
    data: null,
    requestId: randomUUID(),
  };
  const json = JSON.stringify(body);
  this.log.debug({ err: error }, 'client error refused by the HTTP parser');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}

/** Maps every thrown thing onto the envelope; 5xx never show internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) return sendError(request, reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path that names no object (`/api/listings/not-a-uuid`): what the user meets is a missing
      // page, not a form with highlighted fields, so a malformed path parameter answers 404.
      if ((error as { validationContext?: string }).validationContext === 'params') {
        return sendError(request, reply, new AppError('NOT_FOUND'));
      }
      const fields = error.validation.map((v) => toFieldIssue(v as unknown as ZodIssueLike));
      return sendError(request, reply, new AppError('VALIDATION_FAILED', {}, fields));
    }
    const clientError = appErrorOf(error as FastifyError);
    if (clientError) {
      request.log.info({ err: error }, 'client error');
      return sendError(request, reply, clientError);
    }
    if (isRetryableTransactionError(error)) {
      // A deadlock or serialization failure outside the transaction helper: nothing was written.
      request.log.warn({ err: error }, 'transaction conflict');
      return sendError(request, reply, new AppError('CONFLICT_RETRY'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, new AppError('INTERNAL'));
  });
}
