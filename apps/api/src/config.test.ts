import { describe, expect, it } from 'vitest';
import { ConfigError, insecureSettings, listenHost, loadConfig } from './config';

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

  it('reads the auctions and deals settings with the rest, bounded, a bad one named at start', () => {
    expect(loadConfig({})).toMatchObject({
      AUCTION_OFFER_HOURS: 24,
      DEAL_LATE_FEE_AED: 200,
      DEAL_GRACE_HOURS: 24,
      DEAL_FORFEIT_TO: 'revenue',
      DEAL_DEFAULT_INTERVAL_MS: 60_000,
    });
    expect(loadConfig({ DEAL_FORFEIT_TO: 'seller', DEAL_SELLER_FEE_BPS: '150' })).toMatchObject({
      DEAL_FORFEIT_TO: 'seller',
      DEAL_SELLER_FEE_BPS: 150,
    });
    expect(() => loadConfig({ DEAL_SELLER_FEE_BPS: '20000' })).toThrow(/DEAL_SELLER_FEE_BPS/);
    expect(() => loadConfig({ DEAL_FORFEIT_TO: 'charity' })).toThrow(/DEAL_FORFEIT_TO/);
    expect(() => loadConfig({ DEAL_DEFAULT_INTERVAL_MS: '10' })).toThrow(/DEAL_DEFAULT_INTERVAL_MS/);
    expect(() => loadConfig({ AUCTION_OFFER_HOURS: '0' })).toThrow(/AUCTION_OFFER_HOURS/);
  });

  it('refuses the development secret in production and an incomplete SMS provider', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SECRET_KEY: is the public development secret/);
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/TWILIO_ACCOUNT_SID/);
  });

  describe('in production', () => {
    const real = {
      NODE_ENV: 'production',
      SECRET_KEY: 'k3J9x-long-random-production-secret',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15005550006',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      PUBLIC_URL: 'https://souq.example',
      VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`,
      VAPID_PRIVATE_KEY: 'b'.repeat(43),
    };

    function problemsOf(env: Record<string, string>): string[] {
      try {
        loadConfig(env);
        return [];
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message.split('\n').slice(1);
      }
    }

    it('starts with real providers and a real secret', () => {
      expect(problemsOf(real)).toEqual([]);
    });

    it('refuses the sandbox gateway, the SMS outbox, a default secret and missing VAPID keys, one line each', () => {
      const lines = problemsOf({ NODE_ENV: 'production' });
      expect(lines).toHaveLength(4);
      expect(lines[0]).toMatch(/^ {2}PAYMENT_PROVIDER: sandbox .*refused in production/);
      expect(lines[1]).toMatch(/^ {2}SMS_PROVIDER: outbox .*refused in production/);
      expect(lines[2]).toMatch(/^ {2}SECRET_KEY: .*refused in production/);
      expect(lines[3]).toMatch(/^ {2}VAPID_PUBLIC_KEY: unset.*refused in production/);
      for (const line of lines) expect(line).toContain('ALLOW_INSECURE_DEMO_IN_PRODUCTION=i-understand');
    });

    it('refuses each unsafe setting on its own', () => {
      expect(problemsOf({ ...real, PAYMENT_PROVIDER: 'sandbox' })).toEqual([
        expect.stringMatching(/^ {2}PAYMENT_PROVIDER: /),
      ]);
      expect(problemsOf({ ...real, SMS_PROVIDER: 'outbox' })).toEqual([expect.stringMatching(/^ {2}SMS_PROVIDER: /)]);
      expect(problemsOf({ ...real, SECRET_KEY: 'dev-only-secret-change-me-in-production' })).toEqual([
        expect.stringMatching(/^ {2}SECRET_KEY: /),
      ]);
      expect(problemsOf({ ...real, SECRET_KEY: 'please-change-me-before-going-live' })).toEqual([
        expect.stringMatching(/^ {2}SECRET_KEY: /),
      ]);
      const { VAPID_PUBLIC_KEY: _pub, VAPID_PRIVATE_KEY: _priv, ...noVapid } = real;
      expect(problemsOf(noVapid)).toEqual([expect.stringMatching(/^ {2}VAPID_PUBLIC_KEY: /)]);
      expect(problemsOf({ ...noVapid, VAPID_PUBLIC_KEY: real.VAPID_PUBLIC_KEY })).toEqual([
        expect.stringMatching(/^ {2}VAPID_PUBLIC_KEY: /),
        expect.stringMatching(/^ {2}VAPID_PRIVATE_KEY: .*go together/),
      ]);
    });

    it('runs the demo settings only with the exact, loudly named override', () => {
      const config = loadConfig({ NODE_ENV: 'production', ALLOW_INSECURE_DEMO_IN_PRODUCTION: 'i-understand' });
      expect(config).toMatchObject({ PAYMENT_PROVIDER: 'sandbox', SMS_PROVIDER: 'outbox' });
      expect(insecureSettings(config).map((p) => p.key)).toEqual([
        'PAYMENT_PROVIDER',
        'SMS_PROVIDER',
        'SECRET_KEY',
        'VAPID_PUBLIC_KEY',
      ]);
      expect(problemsOf({ NODE_ENV: 'production', ALLOW_INSECURE_DEMO_IN_PRODUCTION: 'yes' })).toContainEqual(
        expect.stringMatching(/^ {2}ALLOW_INSECURE_DEMO_IN_PRODUCTION: must be exactly i-understand/),
      );
    });
  });

  it('listens on loopback for the development demo unless HOST is set', () => {
    expect(listenHost(loadConfig({}))).toBe('127.0.0.1');
    expect(listenHost(loadConfig({ HOST: '0.0.0.0' }))).toBe('0.0.0.0');
    expect(listenHost(loadConfig({ NODE_ENV: 'development', HOST: '192.168.1.10' }))).toBe('192.168.1.10');
    expect(listenHost(loadConfig({ NODE_ENV: 'production', ALLOW_INSECURE_DEMO_IN_PRODUCTION: 'i-understand' }))).toBe(
      '0.0.0.0',
    );
    expect(
      listenHost(
        loadConfig({ NODE_ENV: 'production', HOST: '10.0.0.5', ALLOW_INSECURE_DEMO_IN_PRODUCTION: 'i-understand' }),
      ),
    ).toBe('10.0.0.5');
  });

  it('reads lists and booleans as people write them', () => {
    const config = loadConfig({ CORS_ORIGINS: 'https://a.ae, https://b.ae', SEED_DEMO_DATA: 'no' });
    expect(config.CORS_ORIGINS).toEqual(['https://a.ae', 'https://b.ae']);
    expect(config.SEED_DEMO_DATA).toBe(false);
  });
});
