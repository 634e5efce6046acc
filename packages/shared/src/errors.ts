/**
 * Every error the API can answer with. The id is stable for clients; the HTTP status is the
 * true status; the message is looked up as `errors:<id>` in the request's language.
 * These are the core codes; a domain declares its own in `<domain>/<domain>.errors.ts` with
 * `defineErrors` below, and this list gets no line for it (docs/decisions/0028-domain-error-codes.md).
 */
export const ERRORS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  AUTH_REQUIRED: 401,
  SESSION_INVALID: 401,
  USER_LOCKED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CONFLICT: 409,
  IDEMPOTENCY_CONFLICT: 409,
  IDEMPOTENCY_IN_PROGRESS: 409,
  CONFLICT_RETRY: 409,
  MOBILE_TAKEN: 409,
  USERNAME_TAKEN: 409,
  MOBILE_NOT_REGISTERED: 404,
  WRONG_CREDENTIALS: 400,
  WRONG_PASSWORD: 400,
  PASSWORDS_DIFFER: 400,
  WEAK_PASSWORD: 400,
  INVALID_MOBILE: 400,
  SMS_CODE_INVALID: 400,
  SMS_CODE_EXPIRED: 400,
  SMS_CODE_TOO_MANY_TRIES: 400,
  SMS_RESEND_TOO_SOON: 429,
  SMS_HOURLY_LIMIT: 429,
  LOGIN_LOCKED: 429,
  NOTHING_CHANGED: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  UNSUPPORTED_MEDIA_TYPE: 415,
  URI_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  FILE_REQUIRED: 400,
  RATE_LIMITED: 429,
  IDEMPOTENCY_KEY_REQUIRED: 400,
  AMOUNT_INVALID: 400,
  AMOUNT_TOO_LARGE: 400,
  AMOUNT_TOO_SMALL: 400,
  CURRENCY_UNSUPPORTED: 400,
  INSUFFICIENT_FUNDS: 409,
  HOLD_ALREADY_RESOLVED: 409,
  IBAN_INVALID: 400,
  WITHDRAWAL_DAILY_LIMIT: 409,
  INVALID_STATE: 409,
  PAYMENT_FAILED: 402,
  WEBHOOK_SIGNATURE_INVALID: 400,
  VIN_INVALID: 400,
  REFRESH_LIMIT_REACHED: 429,
  SHOP_ALREADY_EXISTS: 409,
  SHOP_REQUIRED: 409,
  MERCHANT_REQUIRED: 403,
  CANNOT_FOLLOW_OWN_SHOP: 400,
  CATALOG_MISMATCH: 400,
  REGION_UNKNOWN: 400,
  UPLOAD_NOT_USABLE: 400,
  FILE_TOO_LARGE: 413,
  CAR_NOT_AVAILABLE: 409,
  RENTAL_RANGE_INVALID: 400,
  PICKUP_IN_PAST: 400,
  RENTAL_TOO_LONG: 400,
  LICENCE_EXPIRED: 400,
  DRIVER_ALREADY_SAVED: 409,
  AGREEMENTS_REQUIRED: 400,
  PRICE_CHANGED: 409,
  BRANCH_NOT_OFFERED: 400,
  BOOKING_NOT_CANCELABLE: 409,
  CANNOT_BOOK_OWN_CAR: 400,
  CLAIM_NOT_OPEN: 409,
  CLAIM_WINDOW_CLOSED: 409,
  DEPOSIT_NOT_RELEASABLE: 409,
  DEPOSIT_RELEASE_TOO_EARLY: 409,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERRORS;

/** An error of one domain (declared with `defineErrors`): its stable id and its HTTP status. */
export interface DomainError<C extends string = string> {
  readonly code: C;
  readonly status: number;
}

/** What `defineErrors` returns: each code of the domain as a DomainError, under its own name. */
export type DomainErrors<M extends Record<string, number>> = { readonly [C in keyof M & string]: DomainError<C> };

/** Any error id an envelope may carry: a core code or a domain's own. */
export type AnyErrorCode = ErrorCode | (string & {});

/** Marks the maps made by `defineErrors` (not enumerable): the domain that declared them. */
const ERRORS_DOMAIN = /* @__PURE__ */ Symbol.for('@souq/shared/errors.domain');

/**
 * A domain's own error ids with their HTTP status, declared once in
 * `packages/shared/src/<domain>/<domain>.errors.ts`:
 *
 *   export const AUCTION_ERRORS = defineErrors('auctions', { BID_TOO_LOW: 409, AUCTION_CLOSED: 409 });
 *   throw new AppError(AUCTION_ERRORS.BID_TOO_LOW, { min: '5,100' });
 *
 * Each id needs an `errors:<id>` text in the seven languages. `errors.test.ts` fails on an id declared
 * twice (in two domains, or also a core code), a status that is not 4xx or 5xx, or a file exporting
 * anything else. Pure: it builds and freezes the map, nothing more.
 */
export function defineErrors<const M extends Record<string, number>>(domain: string, codes: M): DomainErrors<M> {
  const map = Object.fromEntries(
    Object.entries(codes).map(([code, status]) => [code, Object.freeze({ code, status })]),
  ) as DomainErrors<M>;
  Object.defineProperty(map, ERRORS_DOMAIN, { value: domain });
  return Object.freeze(map);
}

/** The domain of a map made by `defineErrors`, or null for anything else. */
export function errorsDomainOf(value: unknown): string | null {
  if (value === null || typeof value !== 'object') return null;
  const domain = (value as { [ERRORS_DOMAIN]?: unknown })[ERRORS_DOMAIN];
  return typeof domain === 'string' ? domain : null;
}

/** Envelope code for "the user is logged out" (spec section 8); the web logs out on these. */
export const LOGGED_OUT_CODE = 403;
export const LOGGED_OUT_ERRORS: readonly ErrorCode[] = ['AUTH_REQUIRED', 'SESSION_INVALID', 'USER_LOCKED'];
export const SUCCESS_CODE = 200;

export function isLoggedOutError(error: string | undefined): boolean {
  return !!error && (LOGGED_OUT_ERRORS as readonly string[]).includes(error);
}

/** The envelope's code of an error: its HTTP status, but the logged-out code for the core logged-out errors. */
export function envelopeCodeFor(error: ErrorCode | DomainError): number {
  const { code, status } = typeof error === 'string' ? { code: error, status: ERRORS[error] } : error;
  return isLoggedOutError(code) ? LOGGED_OUT_CODE : status;
}

/** A field-level problem: the field path and a message key under `validation:`. */
export interface FieldIssue {
  field: string;
  key: string;
  params?: Record<string, unknown>;
  message?: string;
}

export interface ErrorEnvelope {
  code: number;
  error: AnyErrorCode;
  message: string;
  data: { fields?: FieldIssue[] } | null;
  requestId?: string;
}

export interface SuccessEnvelope<T> {
  code: 200;
  message: string;
  data: T;
}
