import { defineContract } from '@souq/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, type ApiNotice, api, apiRequest, call, configureApi, resetApiState, SLOW_HINT_ID } from './api';

type FetchArgs = [string, RequestInit];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch that never answers until aborted, like a server that hangs. */
function hangingFetch(...[, init]: FetchArgs): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

let notices: ApiNotice[];
let hidden: string[];
let token: string | null;
let location: { pathname: string; search: string };
const clearSession = vi.fn(() => {
  token = null;
});
const navigate = vi.fn();
const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();

beforeEach(() => {
  vi.useFakeTimers();
  resetApiState();
  notices = [];
  hidden = [];
  token = 'tok-1';
  location = { pathname: '/mine', search: '?tab=2' };
  clearSession.mockClear();
  navigate.mockClear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureApi({
    baseUrl: '',
    getToken: () => token,
    getLanguage: () => 'ar',
    translate: (key) => `t(${key})`,
    notify: (n) => notices.push(n),
    hideNotice: (id) => hidden.push(id),
    clearSession,
    getLocation: () => location,
    navigate,
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends the token and language and returns the envelope data', async () => {
    fetchMock.mockResolvedValue(json(200, { code: 200, message: 'OK', data: { id: 'u1' } }));
    const data = await api<{ id: string }>('/api/me', { query: { a: 1, b: undefined } });
    expect(data).toEqual({ id: 'u1' });
    const [url, init] = fetchMock.mock.calls[0] as FetchArgs;
    expect(url).toBe('/api/me?a=1');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-1');
    expect(headers['Accept-Language']).toBe('ar');
    expect(notices).toEqual([]);
  });

  it('sends JSON bodies and no Authorization header for guests', async () => {
    token = null;
    fetchMock.mockResolvedValue(json(200, { code: 200, message: 'OK', data: { ok: true } }));
    await api('/api/auth/login', { method: 'POST', body: { mobile: '+971501234567', password: 'x' } });
    const [, init] = fetchMock.mock.calls[0] as FetchArgs;
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe(JSON.stringify({ mobile: '+971501234567', password: 'x' }));
  });

  it('sends extra headers such as Idempotency-Key without letting them replace its own', async () => {
    fetchMock.mockResolvedValue(json(200, { code: 200, message: 'OK', data: {} }));
    await api('/api/wallet/recharges', {
      method: 'POST',
      body: { amount: '500' },
      headers: { 'Idempotency-Key': 'key-1', 'Accept-Language': 'fr' },
    });
    const [, init] = fetchMock.mock.calls[0] as FetchArgs;
    const headers = init.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe('key-1');
    expect(headers['Accept-Language']).toBe('ar');
    expect(headers.Authorization).toBe('Bearer tok-1');
  });

  it('shows the slow-request hint at 2 s and again at 7 s, and hides it when done', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const pending = api('/api/slow');
    const slow = () => notices.filter((n) => n.id === SLOW_HINT_ID).length;

    await vi.advanceTimersByTimeAsync(1_999);
    expect(slow()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(slow()).toBe(1);
    expect(notices[0]?.message).toBe('t(common:request.slow)');
    await vi.advanceTimersByTimeAsync(4_999);
    expect(slow()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(slow()).toBe(2);

    answer(json(200, { code: 200, message: 'OK', data: 1 }));
    await expect(pending).resolves.toBe(1);
    expect(hidden).toContain(SLOW_HINT_ID);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(slow()).toBe(2);
  });

  it('times out at 60 s with a translated error toast', async () => {
    fetchMock.mockImplementation(hangingFetch);
    const pending = api('/api/hang');
    const caught = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(notices.some((n) => n.kind === 'error')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await caught) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.error).toBe('TIMEOUT');
    expect(error.status).toBe(0);
    expect(error.message).toBe('t(common:request.timeout)');
    expect(notices.filter((n) => n.kind === 'error').map((n) => n.message)).toEqual(['t(common:request.timeout)']);
  });

  it('logs out once when two parallel requests answer logged out', async () => {
    fetchMock.mockImplementation(async () =>
      json(401, { code: 403, error: 'SESSION_INVALID', message: 'Please log in again.', data: null }),
    );
    const results = await Promise.allSettled([api('/api/me'), api('/api/notifications/unread-count')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    for (const r of results) {
      const error = (r as PromiseRejectedResult).reason as ApiError;
      expect(error.isLoggedOut).toBe(true);
      expect(error.code).toBe(403);
    }
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/mine?tab=2')}`);
    expect(notices).toEqual([{ id: 'api-logged-out', kind: 'error', message: 'Please log in again.' }]);
  });

  it('does not toast the logged-out message when already on /login', async () => {
    location = { pathname: '/login', search: '' };
    fetchMock.mockResolvedValue(
      json(401, { code: 403, error: 'AUTH_REQUIRED', message: 'Please log in first.', data: null }),
    );
    await expect(api('/api/me')).rejects.toBeInstanceOf(ApiError);
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(notices).toEqual([]);
  });

  it('drops a dead session quietly for calls that also work for guests', async () => {
    fetchMock.mockResolvedValue(
      json(401, { code: 403, error: 'SESSION_INVALID', message: 'Please log in again.', data: null }),
    );
    await expect(api('/api/me', { auth: 'optional' })).rejects.toBeInstanceOf(ApiError);
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(notices).toEqual([]);
  });

  it('surfaces field errors and toasts the server message', async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        code: 400,
        error: 'VALIDATION_FAILED',
        message: 'Please check the highlighted fields.',
        data: {
          fields: [
            { field: 'mobile', key: 'validation:mobile', message: 'Enter a UAE mobile number.' },
            { field: 'code', key: 'validation:code' },
          ],
        },
      }),
    );
    const error = (await api('/api/auth/register', { method: 'POST', body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.error).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual([
      { field: 'mobile', key: 'validation:mobile', message: 'Enter a UAE mobile number.' },
      { field: 'code', key: 'validation:code', message: 't(validation:code)' },
    ]);
    expect(error.handled).toBe(true);
    expect(notices).toEqual([{ kind: 'error', message: 'Please check the highlighted fields.' }]);
    expect(clearSession).not.toHaveBeenCalled();
  });

  it('can stay silent on errors', async () => {
    fetchMock.mockResolvedValue(json(409, { code: 409, error: 'MOBILE_TAKEN', message: 'Taken', data: null }));
    const error = (await api('/api/x', { silent: true }).catch((e: unknown) => e)) as ApiError;
    expect(error.error).toBe('MOBILE_TAKEN');
    expect(error.handled).toBe(false);
    expect(notices).toEqual([]);
  });

  it('does not toast a missing thing a page reads (the page shows not-found), but does for an action', async () => {
    const missing = () => json(404, { code: 404, error: 'NOT_FOUND', message: 'Not found', data: null });
    fetchMock.mockResolvedValueOnce(missing());
    const read = (await api('/api/listings/x').catch((e: unknown) => e)) as ApiError;
    expect(read.status).toBe(404);
    expect(notices).toEqual([]);
    fetchMock.mockResolvedValueOnce(missing());
    await api('/api/listings/x/reserve', { method: 'POST' }).catch(() => {});
    expect(notices).toEqual([{ kind: 'error', message: 'Not found' }]);
  });

  it('turns a network failure into a translated network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await api('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.error).toBe('NETWORK_ERROR');
    expect(notices).toEqual([{ kind: 'error', message: 't(common:request.network)' }]);
  });

  it('sends a keyed request again with the same key while the first is in progress, and shows its result', async () => {
    const busy = () => json(409, { code: 409, error: 'IDEMPOTENCY_IN_PROGRESS', message: 'Still working', data: null });
    fetchMock
      .mockResolvedValueOnce(busy())
      .mockResolvedValueOnce(busy())
      .mockResolvedValueOnce(json(200, { code: 200, message: 'OK', data: { id: 'm1' } }));
    const answer = api('/api/vip/subscriptions', { method: 'POST', body: {}, headers: { 'Idempotency-Key': 'k-1' } });
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(answer).resolves.toEqual({ id: 'm1' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const keys = fetchMock.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toEqual(['k-1', 'k-1', 'k-1']);
    expect(notices.filter((n) => n.kind === 'error')).toEqual([]);
  });

  it('sends it again after a "try again" answer too, and gives up after a few tries with the message', async () => {
    fetchMock.mockImplementation(async () =>
      json(409, { code: 409, error: 'CONFLICT_RETRY', message: 'Try again', data: null }),
    );
    const answer = api('/api/wallet/withdrawals', { method: 'POST', body: {}, headers: { 'Idempotency-Key': 'k-2' } });
    const failed = expect(answer).rejects.toMatchObject({ error: 'CONFLICT_RETRY' });
    await vi.advanceTimersByTimeAsync(10_000);
    await failed;
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect(notices).toEqual([{ kind: 'error', message: 'Try again' }]);
  });

  it('does not send a request without a key again, nor other refusals of a keyed one', async () => {
    fetchMock.mockImplementation(async () =>
      json(409, { code: 409, error: 'IDEMPOTENCY_IN_PROGRESS', message: 'Still working', data: null }),
    );
    await expect(api('/api/x', { method: 'POST', body: {} })).rejects.toMatchObject({
      error: 'IDEMPOTENCY_IN_PROGRESS',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockImplementation(async () =>
      json(409, { code: 409, error: 'INSUFFICIENT_FUNDS', message: 'Short', data: null }),
    );
    const keyed = api('/api/x', { method: 'POST', body: {}, headers: { 'Idempotency-Key': 'k-3' } });
    await expect(keyed).rejects.toMatchObject({ error: 'INSUFFICIENT_FUNDS' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('toasts no success: the page shows the result, the message comes back to it', async () => {
    fetchMock.mockResolvedValue(json(200, { code: 200, message: 'No change', data: { changed: false } }));
    const result = await apiRequest<{ changed: boolean }>('/api/me', { method: 'PATCH', body: {} });
    expect(result).toEqual({ data: { changed: false }, message: 'No change' });
    expect(notices).toEqual([]);
  });
});

describe('call (a contract endpoint)', () => {
  const contract = defineContract('test', {
    update: {
      method: 'PATCH',
      path: '/api/things/:id/notes/:noteId',
      summary: 'test',
      auth: 'required',
      idempotency: 'required',
      params: z.object({ id: z.string(), noteId: z.string() }),
      query: z.object({ lang: z.string().optional() }),
      body: z.object({ text: z.string() }),
      response: z.object({ ok: z.literal(true) }),
    },
    list: { method: 'GET', path: '/api/things', summary: 'test', auth: 'optional', response: z.object({}) },
  });

  it('fills the path from the params (encoded), sends the method, query, body and Idempotency-Key', async () => {
    fetchMock.mockResolvedValue(json(200, { code: 200, message: 'OK', data: { ok: true } }));
    const data = await call(contract.endpoints.update, {
      params: { id: 'a/b', noteId: 'n 1' },
      query: { lang: 'fr' },
      body: { text: 'hi' },
      idempotencyKey: 'key-1',
    });
    expect(data).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/things/a%2Fb/notes/n%201?lang=fr');
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe('{"text":"hi"}');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('key-1');
  });

  it('drops a dead session quietly on an endpoint guests may call, instead of opening the login page', async () => {
    fetchMock.mockResolvedValue(
      json(401, { code: 403, error: 'SESSION_INVALID', message: 'Please log in', data: null }),
    );
    await expect(call(contract.endpoints.list)).rejects.toBeInstanceOf(ApiError);
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });
});
