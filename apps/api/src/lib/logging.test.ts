import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp } from '../testing/test-app';

describe('request log lines', () => {
  it('are debug in the development demo, so the start banner is not buried', async () => {
    const lines: { level: number; msg: string }[] = [];
    const t = await createTestApp(
      { NODE_ENV: 'development', LOG_LEVEL: 'debug' },
      { logStream: { write: (line) => void lines.push(JSON.parse(line)) } },
    );
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      const requestLines = lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed');
      expect(requestLines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
      expect(requestLines.every((l) => l.level === 20)).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('request log level', () => {
  const requestLevels = async (env: Record<string, string>, url = '/api/health') => {
    const lines: { level: number; msg: string }[] = [];
    const t = await createTestApp(
      { LOG_LEVEL: 'debug', ...env },
      { logStream: { write: (l) => void lines.push(JSON.parse(l)) } },
    );
    try {
      await t.app.inject({ method: 'GET', url });
      return lines
        .filter((l) => /^(incoming request|request completed|request errored)$/.test(l.msg))
        .map((l) => l.level);
    } finally {
      await t.close();
    }
  };
  const production = { NODE_ENV: 'production', ALLOW_INSECURE_DEMO_IN_PRODUCTION: 'i-understand' };

  it('stays info in production unless configured, and follows REQUEST_LOG_LEVEL in every mode', async () => {
    expect(await requestLevels(production)).toEqual([30, 30]);
    expect(await requestLevels({ ...production, REQUEST_LOG_LEVEL: 'debug' })).toEqual([20, 20]);
    expect(await requestLevels({ NODE_ENV: 'development', REQUEST_LOG_LEVEL: 'info' })).toEqual([30, 30]);
    expect(await requestLevels({ NODE_ENV: 'test' })).toEqual([30, 30]);
    // Four apps built one after the other: seconds each on a loaded machine.
  }, 120_000);

  it('refuses a level it does not know', () => {
    expect(() => loadConfig({ REQUEST_LOG_LEVEL: 'loud' })).toThrow(/REQUEST_LOG_LEVEL/);
  });
});
