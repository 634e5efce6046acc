import { describe, expect, it } from 'vitest';
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
