import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

// Only the PostgreSQL project gives the app a Redis server (see testing/test-app.ts).
const withRedis = Boolean(process.env.REDIS_URL) && process.env.TEST_DB === 'postgres';

describe.runIf(withRedis)('closing the app right after it starts, with Redis', () => {
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => void rejections.push(reason);
  process.on('unhandledRejection', onRejection);
  afterAll(() => void process.off('unhandledRejection', onRejection));

  it('loses no command the Socket.IO adapter or the limiter had queued ("Connection is closed")', async () => {
    for (let i = 0; i < 8; i += 1) {
      const t = await createTestApp();
      if (i % 2) await t.app.inject({ method: 'GET', url: '/api/health' });
      await t.close();
    }
    // Rejections surface on a later turn of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rejections.map(String)).toEqual([]);
  });
});
