import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8080, DATA_DIR: './data', SMS_PROVIDER: 'outbox' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names every bad value in one clear message', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REDIS_URL: 'http://x' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL: must start with postgres://');
    expect(message).toContain('REDIS_URL');
  });

  it('refuses the development secret in production and an incomplete SMS provider', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SECRET_KEY: must be set in production/);
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/TWILIO_ACCOUNT_SID/);
  });

  it('reads lists and booleans as people write them', () => {
    const config = loadConfig({ CORS_ORIGINS: 'https://a.ae, https://b.ae', SEED_DEMO_DATA: 'no' });
    expect(config.CORS_ORIGINS).toEqual(['https://a.ae', 'https://b.ae']);
    expect(config.SEED_DEMO_DATA).toBe(false);
  });
});
