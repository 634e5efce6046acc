import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, newMobile } from '../../testing/test-app';

describe('dev SMS outbox', () => {
  it('shows the sent code outside production', async () => {
    const t = await createTestApp();
    try {
      const mobile = newMobile();
      await t.app.inject({ method: 'POST', url: '/api/auth/sms-codes', payload: { mobile, purpose: 'register' } });
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/dev/sms-outbox?mobile=${encodeURIComponent(mobile)}`,
      });
      expect(res.statusCode).toBe(200);
      const [item] = res.json().data.items;
      expect(item.mobile).toBe(mobile);
      expect(item.code).toMatch(/^\d{6}$/);
      expect(item.body).toContain(item.code);
    } finally {
      await t.close();
    }
  });

  it('does not exist in production', async () => {
    const t = await createTestApp({ NODE_ENV: 'production', SECRET_KEY: 'a-production-secret-of-some-length' });
    afterAll(() => t.close());
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox' });
    expect(res.statusCode).toBe(404);
  });
});

describe('rate limiting', () => {
  it('answers 429 with a translated message past the login limit', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { mobile: '0501234567', password: 'whatever1' },
          headers: { 'accept-language': 'ja' },
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.json().error).toBe('RATE_LIMITED');
          expect(res.json().message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
        }
      }
      expect(codes).toEqual([400, 400, 400, 429]);
    } finally {
      await t.close();
    }
  });
});
