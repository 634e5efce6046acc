import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { OffsetClock } from './clock';

describe('the dev clock of browser journeys', () => {
  it('runs with real time and moves forward by what it was advanced', () => {
    const clock = new OffsetClock();
    const before = Date.now();
    clock.advance(45 * 60_000);
    const now = clock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before + 45 * 60_000);
    expect(now).toBeLessThan(Date.now() + 45 * 60_000 + 1_000);
  });

  it('cannot be switched on in production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'a-real-production-secret-key', DEV_CLOCK_CONTROL: 'true' }),
    ).toThrow(/DEV_CLOCK_CONTROL/);
  });
});
