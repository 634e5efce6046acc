import { ERRORS, type ErrorCode, type FieldIssue } from '@souq/shared';

/**
 * The one error type of the API. `code` is a stable id from packages/shared; the message is
 * translated from `errors:<code>` (with `params`) when the response is written.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, unknown> = {},
    readonly fields?: FieldIssue[],
  ) {
    super(code);
    this.status = ERRORS[code];
  }
}

export const notFound = () => new AppError('NOT_FOUND');
export const forbidden = () => new AppError('FORBIDDEN');

/** A validation failure on one named field, e.g. a taken username. */
export function fieldError(code: ErrorCode, field: string, key: string, params?: Record<string, unknown>) {
  return new AppError(code, params ?? {}, [{ field, key, params }]);
}
