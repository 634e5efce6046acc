import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestApp, type TestUser } from '../testing/test-app';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t);
});
afterAll(() => t.close());

describe('Cache-Control on API answers', () => {
  it('is no-store for a logged-in read', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(user.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is no-store for a route that needs a login, even when refused', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is no-store for every write, whatever its answer', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile: user.mobile, password: user.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['cache-control']).toBe('no-store');
  });

  it('is no-store for any read that carries a token, and for the dev endpoints', async () => {
    const withToken = await t.app.inject({ method: 'GET', url: '/api/regions', headers: bearer(user.token) });
    expect(withToken.headers['cache-control']).toBe('no-store');
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox' });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.headers['cache-control']).toBe('no-store');
  });

  it('leaves public reads cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/regions' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});

describe('Content-Security-Policy', () => {
  it('allows scripts from the site only: no inline scripts, no eval', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const policy = String(res.headers['content-security-policy']);
    const scriptSrc = policy
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });
});
