import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from '../config';

/**
 * Paths never written to a log. SMS bodies and one-time codes must not appear in any mode: the
 * outbox logs no body, and these catch anything that would carry one (`code`, `sms`, `body`).
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body',
  'code',
  'sms',
  'body',
  '*.password',
  '*.passwordConfirm',
  '*.oldPassword',
  '*.code',
  '*.sms',
  '*.body',
];

/** The logger of the app; `stream` replaces standard output (tests read what was logged). */
export function loggerOptions(config: Config, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false;
  return { level: config.LOG_LEVEL, redact: REDACTED_LOG_PATHS, ...(stream ? { stream } : {}) };
}

/**
 * The level of the request lines: REQUEST_LOG_LEVEL when set, else `debug` in the development demo
 * (its start banner stays readable) and `info` otherwise (production unchanged unless configured).
 */
export function requestLogLevel(config: Config): 'info' | 'debug' {
  return config.REQUEST_LOG_LEVEL ?? (config.NODE_ENV === 'development' ? 'debug' : 'info');
}

/**
 * Request lines at `debug` instead of `info`: the demo (NODE_ENV=development) keeps its start banner
 * readable; `LOG_LEVEL=debug` shows every request again. Failed requests stay at `error`.
 */
export class DebugRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, _request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
