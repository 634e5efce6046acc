/**
 * The one API client. Every request goes through `api()`:
 * - sends `Authorization: Bearer <token>` when logged in and `Accept-Language`;
 * - adds the headers the app configures (`extraHeaders`: the chosen city);
 * - unwraps the `{ code, message, data }` envelope and returns typed data;
 * - times out after REQUEST_TIMEOUT_MS with a translated error;
 * - shows a slow-request hint at 2 s and then every 5 s while waiting;
 * - toasts the server's message on error (unless `silent`);
 * - on a logged-out error for a request made with a token, logs out once (several failing
 *   requests together trigger one logout), toasts unless already on /login, and opens
 *   `/login?redirect=<current location>`;
 * - network failure gives a translated "network error";
 * - a request with an Idempotency-Key answered "still in progress" or "try again" (409) is sent
 *   again with the same key after a short pause, a few times, before the error is shown;
 * - an upload that reports its progress (`onUploadProgress`) is sent with XMLHttpRequest, which
 *   `fetch` cannot do, and is otherwise handled like every other request.
 * It is configured once at start (`configureApi`) so it has no import-time dependency on the
 * session store, the router, i18n or any feature, and tests can drive it with stubs.
 */
import {
  type BodyInput,
  type Endpoint,
  type FieldIssue,
  isLoggedOutError,
  type ParamsInput,
  pathOf,
  type QueryInput,
  REQUEST_TIMEOUT_MS,
  type ResponseOf,
  SLOW_REQUEST_FIRST_HINT_MS,
  SLOW_REQUEST_REPEAT_MS,
  SUCCESS_CODE,
} from '@souq/shared';
import { type RawResponse, sendWithFetch, sendWithProgress } from './api-transport';

export type ClientErrorId = 'NETWORK_ERROR' | 'TIMEOUT' | 'BAD_RESPONSE' | 'ABORTED';

export interface ApiFieldError {
  field: string;
  key: string;
  message: string;
}

export class ApiError extends Error {
  /** HTTP status; 0 when the server did not answer (network, timeout, abort). */
  readonly status: number;
  /** Envelope code (200 success, 403 logged out, otherwise the error's code). */
  readonly code: number;
  /** Stable error id from the server (`SESSION_INVALID`, ...) or a client one (`NETWORK_ERROR`, `TIMEOUT`). */
  readonly error: string;
  readonly fields: ApiFieldError[];
  /** True when the error was already shown to the user (toast, logout flow). */
  handled: boolean;

  constructor(init: { status: number; code: number; error: string; message: string; fields?: ApiFieldError[] }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.error = init.error;
    this.fields = init.fields ?? [];
    this.handled = false;
  }

  get isLoggedOut(): boolean {
    return isLoggedOutError(this.error);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export interface ApiNotice {
  id?: string;
  kind: 'success' | 'error' | 'info';
  message: string;
}

export interface ApiConfig {
  /** Prefix for paths, '' for same origin. */
  baseUrl: string;
  getToken: () => string | null;
  getLanguage: () => string;
  translate: (key: string, params?: Record<string, unknown>) => string;
  notify: (notice: ApiNotice) => void;
  hideNotice: (id: string) => void;
  /** Drops the local session (no server call: the server already refused the token). */
  clearSession: () => void;
  getLocation: () => { pathname: string; search: string };
  navigate: (to: string) => void;
  /** Headers sent with every request (the chosen city); a call's own headers win. */
  extraHeaders: () => Record<string, string>;
}

/**
 * Where the API lives: same origin when the API serves the web app; the API's address
 * (`VITE_API_URL` at build time) inside the native Capacitor shell.
 */
export const API_ORIGIN: string = (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '');

const noop = () => {};
let config: ApiConfig = {
  baseUrl: '',
  getToken: () => null,
  getLanguage: () => 'en',
  translate: (key) => key,
  notify: noop,
  hideNotice: noop,
  clearSession: noop,
  getLocation: () => ({ pathname: '/', search: '' }),
  navigate: noop,
  extraHeaders: () => ({}),
};

export function configureApi(next: Partial<ApiConfig>): void {
  config = { ...config, ...next };
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  /** Do not toast errors (the caller shows them, e.g. on form fields). */
  silent?: boolean;
  /** Show the slow-request hint; true by default. */
  slowHint?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key` on money-moving POSTs). */
  headers?: Record<string, string>;
  /**
   * What a logged-out answer means for this call. 'required' (default): log out and open the
   * login page. 'optional': the call also works for guests, so just drop the dead session quietly.
   */
  auth?: 'required' | 'optional';
  /** Called with the sent fraction (0 to 1) of the body while it is uploaded. */
  onUploadProgress?: (fraction: number) => void;
}

export interface ApiResult<T> {
  data: T;
  message: string;
}

export const SLOW_HINT_ID = 'api-slow-request';
let slowWaiting = 0;
/** The token whose logged-out answer was already handled: parallel failures log out once. */
let loggedOutToken: string | null = null;

/** For tests: forget which token was already logged out. */
export function resetApiState(): void {
  loggedOutToken = null;
  slowWaiting = 0;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  let url = `${config.baseUrl}${path}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
    }
    const qs = params.toString();
    if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  }
  return url;
}

function handleLoggedOut(token: string, message: string, mode: 'required' | 'optional'): void {
  if (loggedOutToken === token) return;
  // A newer login already replaced this token: the old token's failure means nothing now.
  const current = config.getToken();
  if (current !== null && current !== token) return;
  loggedOutToken = token;
  config.clearSession();
  if (mode === 'optional') return;
  const { pathname, search } = config.getLocation();
  if (pathname === '/login') return;
  config.notify({ id: 'api-logged-out', kind: 'error', message });
  config.navigate(`/login?redirect=${encodeURIComponent(pathname + search)}`);
}

function toFieldErrors(fields: FieldIssue[] | undefined): ApiFieldError[] {
  if (!Array.isArray(fields)) return [];
  return fields.map((f) => ({
    field: f.field,
    key: f.key,
    message: f.message ?? config.translate(f.key.includes(':') ? f.key : `validation:${f.key}`, f.params),
  }));
}

interface Envelope {
  code?: number;
  error?: string;
  message?: string;
  data?: unknown;
}

/**
 * Answers to a request with an Idempotency-Key that mean "nothing decided yet, send it again": the
 * first request with this key is still running, or the server's transaction lost a race and
 * rolled back. The same request (same key) is sent again after these pauses, without a toast.
 */
const BUSY_ERRORS: ReadonlySet<string> = new Set(['IDEMPOTENCY_IN_PROGRESS', 'CONFLICT_RETRY']);
export const BUSY_RETRY_DELAYS_MS = [300, 600, 1_200, 2_400] as const;

function hasIdempotencyKey(headers: Record<string, string> | undefined): boolean {
  return Object.keys(headers ?? {}).some((h) => h.toLowerCase() === 'idempotency-key');
}

/**
 * Sends a request and returns the envelope's data and message. A money-moving request (one with
 * an Idempotency-Key) answered "still in progress" or "try again" is sent again with the same key
 * a few times, so the user sees the first request's result instead of an error.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  if (!hasIdempotencyKey(options.headers)) return sendRequest<T>(path, options, false);
  for (const delay of BUSY_RETRY_DELAYS_MS) {
    try {
      return await sendRequest<T>(path, options, true);
    } catch (error) {
      if (!(error instanceof ApiError) || !BUSY_ERRORS.has(error.error)) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, delay * (0.75 + Math.random() / 2)));
  }
  return sendRequest<T>(path, options, false);
}

/** One try of a request; `quietWhenBusy` keeps a busy answer from being toasted (it will be sent again). */
async function sendRequest<T>(path: string, options: RequestOptions, quietWhenBusy: boolean): Promise<ApiResult<T>> {
  const { method = 'GET', query, body, silent = false, slowHint = true, auth = 'required' } = options;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const token = config.getToken();

  const headers: Record<string, string> = {
    ...config.extraHeaders(),
    ...options.headers,
    Accept: 'application/json',
    'Accept-Language': config.getLanguage(),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: string | FormData | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const controller = new AbortController();
  let timedOut = false;
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort);
  if (options.signal?.aborted) controller.abort();

  const timeout = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);

  let slowTimer: ReturnType<typeof setTimeout> | undefined;
  let slowInterval: ReturnType<typeof setInterval> | undefined;
  let slowShown = false;
  const showSlow = () => {
    if (!slowShown) {
      slowShown = true;
      slowWaiting += 1;
    }
    config.notify({ id: SLOW_HINT_ID, kind: 'info', message: config.translate('common:request.slow') });
  };
  if (slowHint) {
    slowTimer = setTimeout(() => {
      showSlow();
      slowInterval = setInterval(showSlow, SLOW_REQUEST_REPEAT_MS);
    }, SLOW_REQUEST_FIRST_HINT_MS);
  }
  const cleanup = () => {
    clearTimeout(timeout);
    clearTimeout(slowTimer);
    clearInterval(slowInterval);
    options.signal?.removeEventListener('abort', onCallerAbort);
    if (slowShown) {
      slowWaiting -= 1;
      if (slowWaiting <= 0) {
        slowWaiting = 0;
        config.hideNotice(SLOW_HINT_ID);
      }
    }
  };

  const fail = (error: ApiError, toastIt: boolean): never => {
    if (toastIt && !silent && !(quietWhenBusy && BUSY_ERRORS.has(error.error))) {
      config.notify({ kind: 'error', message: error.message });
      error.handled = true;
    }
    throw error;
  };

  let response: RawResponse;
  let envelope: Envelope | null = null;
  try {
    const init = { method, headers, body: payload, signal: controller.signal };
    response = options.onUploadProgress
      ? await sendWithProgress(buildUrl(path, query), init, options.onUploadProgress)
      : await sendWithFetch(buildUrl(path, query), init);
    const text = response.text;
    if (text) {
      try {
        envelope = JSON.parse(text) as Envelope;
      } catch {
        envelope = null;
      }
    }
  } catch (cause) {
    cleanup();
    if (timedOut) {
      return fail(
        new ApiError({ status: 0, code: 0, error: 'TIMEOUT', message: config.translate('common:request.timeout') }),
        true,
      );
    }
    if (controller.signal.aborted) {
      // Cancelled by the caller (a page left, a query replaced): nothing to show.
      const aborted = new ApiError({ status: 0, code: 0, error: 'ABORTED', message: 'aborted' });
      aborted.handled = true;
      throw Object.assign(aborted, { cause });
    }
    return fail(
      new ApiError({ status: 0, code: 0, error: 'NETWORK_ERROR', message: config.translate('common:request.network') }),
      true,
    );
  }
  cleanup();

  if (response.ok && envelope && envelope.code === SUCCESS_CODE) {
    // Never toasted: the page shows the result itself; the message is there for it.
    const message = envelope.message ?? '';
    return { data: envelope.data as T, message };
  }

  if (!envelope || typeof envelope.error !== 'string') {
    const status = response.status;
    return fail(
      new ApiError({
        status,
        code: envelope?.code ?? status,
        error: 'BAD_RESPONSE',
        message: config.translate(status >= 500 || status === 0 ? 'common:request.server' : 'common:request.failed'),
      }),
      true,
    );
  }

  const data = envelope.data as { fields?: FieldIssue[] } | null | undefined;
  const error = new ApiError({
    status: response.status,
    code: envelope.code ?? response.status,
    error: envelope.error,
    message: envelope.message || config.translate('common:request.failed'),
    fields: toFieldErrors(data?.fields),
  });

  if (isLoggedOutError(envelope.error) || response.status === 401) {
    if (token) {
      handleLoggedOut(token, error.message, auth);
      error.handled = true;
      throw error;
    }
    // A guest called something that needs login: the guards normally prevent this.
    if (auth === 'required') return fail(error, true);
    throw error;
  }
  // A page that reads something missing shows its own not-found view (ErrorState): no toast over it.
  return fail(error, !(method === 'GET' && error.error === 'NOT_FOUND'));
}

/** Sends a request and returns the envelope's data. */
export async function api<T>(path: string, options?: RequestOptions): Promise<T> {
  return (await apiRequest<T>(path, options)).data;
}

/** No required field: a part, or the whole input, may be left out. */
type Empty = Record<never, never>;

type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : Empty extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What a call of one contract endpoint takes: its params, query and body as the contract types them. */
export type CallInput<E extends Endpoint> = Part<'params', ParamsInput<E>> &
  Part<'query', QueryInput<E>> &
  Part<'body', BodyInput<E>> &
  (E['idempotency'] extends 'required' ? { idempotencyKey: string } : { idempotencyKey?: string }) &
  Pick<RequestOptions, 'silent' | 'slowHint' | 'timeoutMs' | 'signal' | 'headers' | 'auth' | 'onUploadProgress'>;

type CallArgs<E extends Endpoint> = Empty extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

function requestOf(endpoint: Endpoint, input: Partial<CallInput<Endpoint>> = {}): [string, RequestOptions] {
  const { params, query, body, idempotencyKey, headers, ...rest } = input as {
    params?: unknown;
    query?: RequestOptions['query'];
    body?: unknown;
    idempotencyKey?: string;
    headers?: Record<string, string>;
  } & RequestOptions;
  return [
    pathOf(endpoint, params),
    {
      // A guest may call these: a dead session is dropped quietly instead of opening the login page.
      ...(endpoint.auth === 'optional' || endpoint.auth === 'none' ? { auth: 'optional' as const } : {}),
      ...rest,
      method: endpoint.method,
      query,
      body,
      headers: idempotencyKey ? { ...headers, 'Idempotency-Key': idempotencyKey } : headers,
    },
  ];
}

/**
 * Calls one endpoint of a contract in `@souq/shared` and returns its typed data: the path, the
 * parameters, the body and the answer are checked by the compiler against the one declaration the
 * API registers its route from.
 */
export function call<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<ResponseOf<E>> {
  const [path, options] = requestOf(endpoint, input as Partial<CallInput<Endpoint>>);
  return api<ResponseOf<E>>(path, options);
}

/** As `call`, with the server's translated message (for pages that show it). */
export function callWithMessage<E extends Endpoint>(
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<ApiResult<ResponseOf<E>>> {
  const [path, options] = requestOf(endpoint, input as Partial<CallInput<Endpoint>>);
  return apiRequest<ResponseOf<E>>(path, options);
}
