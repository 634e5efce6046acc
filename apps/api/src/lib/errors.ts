import { type AnyErrorCode, type DomainError, ERRORS, type ErrorCode, type FieldIssue } from '@souq/shared';

/**
 * The one error type of the API. `code` is a stable id: a core code of packages/shared/src/errors.ts
 * (`new AppError('NOT_FOUND')`) or a domain's own, declared with `defineErrors`
 * (`new AppError(AUCTION_ERRORS.BID_TOO_LOW, { min })`), which brings its status. The message is
 * translated from `errors:<code>` (with `params`) when the response is written.
 */
export class AppError extends Error {
  readonly code: AnyErrorCode;
  readonly status: number;
  constructor(
    error: ErrorCode | DomainError,
    readonly params: Record<string, unknown> = {},
    readonly fields?: FieldIssue[],
  ) {
    const { code, status } = typeof error === 'string' ? { code: error, status: ERRORS[error] } : error;
    super(code);
    this.code = code;
    this.status = status;
  }
}

export const notFound = () => new AppError('NOT_FOUND');
export const forbidden = () => new AppError('FORBIDDEN');

/** A validation failure on one named field, e.g. a taken username. */
export function fieldError(
  error: ErrorCode | DomainError,
  field: string,
  key: string,
  params?: Record<string, unknown>,
) {
  return new AppError(error, params ?? {}, [{ field, key, params }]);
}
