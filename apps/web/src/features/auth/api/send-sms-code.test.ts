import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, resetApiState } from '../../../lib/api';
import { sendSmsCode } from './send-sms-code';

type FetchArgs = [string, RequestInit];
const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
const sent = { resendAfterSeconds: 60, expiresInSeconds: 300 };

beforeEach(() => {
  resetApiState();
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ code: 200, message: 'OK', data: sent }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ baseUrl: '', getToken: () => 'tok-1', getLanguage: () => 'en', notify: () => {} });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendSmsCode', () => {
  it.each(['withdraw', 'cancel_account'] as const)(
    'asks a %s code through the session, for the own number only',
    async (purpose) => {
      expect(await sendSmsCode({ mobile: '+971501234567', purpose })).toEqual(sent);
      const [url, init] = fetchMock.mock.calls[0] as FetchArgs;
      expect(url).toBe('/api/me/sms-codes');
      expect(JSON.parse(init.body as string)).toEqual({ purpose });
      expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    },
  );

  it('names the number for a login code', async () => {
    await sendSmsCode({ mobile: '+971501234567', purpose: 'login' });
    const [url, init] = fetchMock.mock.calls[0] as FetchArgs;
    expect(url).toBe('/api/auth/sms-codes');
    expect(JSON.parse(init.body as string)).toEqual({ mobile: '+971501234567', purpose: 'login' });
  });
});
