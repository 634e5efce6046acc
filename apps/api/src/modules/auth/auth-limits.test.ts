import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, newMobile, type TestApp } from '../../testing/test-app';

async function withApp(env: Record<string, string>, run: (t: TestApp) => Promise<void>) {
  const t = await createTestApp(env);
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

const wrongLogin = (t: TestApp, mobile: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { mobile, password: 'Wrong12345' },
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('auth rate limits', () => {
  it('ignores X-Forwarded-For by default: 40 wrong passwords with a new header each are limited after the limit', async () => {
    await withApp({ AUTH_RATE_LIMIT_MAX: '10' }, async (t) => {
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) statuses.push((await wrongLogin(t, newMobile(), `203.0.113.${i + 1}`)).statusCode);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(statuses.slice(10)).toEqual(Array(30).fill(429));
    });
  }, 120_000);

  it('trusts the address a configured proxy reports, and still limits each mobile number across addresses', async () => {
    await withApp(
      {
        TRUST_PROXY: '1',
        AUTH_RATE_LIMIT_MAX: '5',
        AUTH_MOBILE_RATE_LIMIT_MAX: '3',
        LOGIN_LOCK_AFTER_FAILURES: '100',
      },
      async (t) => {
        // Behind the trusted proxy, each client address has its own budget.
        for (let i = 0; i < 8; i++) {
          expect((await wrongLogin(t, newMobile(), `198.51.100.${i + 1}`)).statusCode).toBe(400);
        }
        // One number: limited after 3 tries, whatever address each try claims.
        const mobile = newMobile();
        const answers: string[] = [];
        for (let i = 0; i < 40; i++) answers.push((await wrongLogin(t, mobile, `192.0.2.${i + 1}`)).json().error);
        expect(answers.slice(0, 3)).toEqual(Array(3).fill('WRONG_CREDENTIALS'));
        expect(answers.slice(3)).toEqual(Array(37).fill('RATE_LIMITED'));
      },
    );
  }, 120_000);

  it('puts SMS login, registration and password reset under the address limit', async () => {
    await withApp({ AUTH_RATE_LIMIT_MAX: '3' }, async (t) => {
      const bodies: Record<string, () => object> = {
        '/api/auth/login/sms': () => ({ mobile: newMobile(), code: '000000' }),
        '/api/auth/register': () => ({
          mobile: newMobile(),
          code: '000000',
          password: 'Desert2026',
          passwordConfirm: 'Desert2026',
        }),
        '/api/auth/password/reset': () => ({
          mobile: newMobile(),
          code: '000000',
          password: 'Desert2026',
          passwordConfirm: 'Desert2026',
        }),
      };
      for (const [url, body] of Object.entries(bodies)) {
        const statuses: number[] = [];
        for (let i = 0; i < 5; i++)
          statuses.push((await t.app.inject({ method: 'POST', url, payload: body() })).statusCode);
        expect(statuses, url).toEqual([400, 400, 400, 429, 429]);
      }
    });
  }, 120_000);

  it('reads TRUST_PROXY as a hop count or proxy addresses, never "trust everyone"', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).TRUST_PROXY).toBe('10.0.0.0/8,127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});
