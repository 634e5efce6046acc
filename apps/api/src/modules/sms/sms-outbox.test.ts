import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { REDACTED_LOG_PATHS } from '../../lib/logging';
import { createTestApp, lastSmsCode, newMobile } from '../../testing/test-app';

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
    // Even a production demo run with the outbox on purpose keeps the codes to itself.
    const t = await createTestApp({ NODE_ENV: 'production', ALLOW_INSECURE_DEMO_IN_PRODUCTION: 'i-understand' });
    afterAll(() => t.close());
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox' });
    expect(res.statusCode).toBe(404);
  });
});

describe('SMS codes and the log', () => {
  it('never writes a code to the log, whatever the level', async () => {
    const lines: string[] = [];
    const t = await createTestApp({ LOG_LEVEL: 'trace' }, { logStream: { write: (line) => void lines.push(line) } });
    try {
      const mobile = newMobile();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sms-codes',
        payload: { mobile, purpose: 'register' },
      });
      expect(res.statusCode).toBe(200);
      const code = await lastSmsCode(t, mobile);
      const stored = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'dev SMS outbox: message stored');
      // The log says that a message was stored, to whom (masked) and its id; never what it says.
      expect(stored).toMatchObject({ to: `${mobile.slice(0, 6)}*****${mobile.slice(-2)}` });
      expect(stored.messageId).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.join('\n')).not.toContain(mobile);
      expect(lines.join('\n')).not.toContain(code);
    } finally {
      await t.close();
    }
  });

  it('redacts anything that could carry a code', () => {
    const lines: string[] = [];
    const log = pino({ redact: REDACTED_LOG_PATHS }, { write: (line: string) => void lines.push(line) });
    log.info({ code: '482913', sms: 'Your code is 482913', body: 'Your code is 482913' }, 'top level');
    log.info({ input: { code: '482913', body: 'Your code is 482913' }, mobile: '+971500000001' }, 'nested');
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).not.toContain('482913');
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
