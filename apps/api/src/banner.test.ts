import { describe, expect, it } from 'vitest';
import { startBanner } from './banner';
import { loadConfig } from './config';

describe('start banner', () => {
  it('says a bare start is a demo on loopback with open dev endpoints, and how to run for real', () => {
    const banner = startBanner(loadConfig({}), '127.0.0.1');
    expect(banner).toContain('http://127.0.0.1:8080');
    expect(banner).toContain('DEMO MODE');
    expect(banner).toContain('127.0.0.1 only');
    expect(banner).toContain('/api/dev/sms-outbox');
    expect(banner).toMatch(/PAYMENT_PROVIDER: sandbox/);
    expect(banner).toMatch(/To run for real: NODE_ENV=production/);
  });

  it('warns that the dev endpoints are reachable when HOST opens the demo to a network', () => {
    const banner = startBanner(loadConfig({ HOST: '0.0.0.0' }), '0.0.0.0');
    expect(banner).toContain('Listening on 0.0.0.0: anyone who can reach it can use the dev endpoints');
  });

  it('names the override at every production start that uses it', () => {
    const config = loadConfig({ NODE_ENV: 'production', ALLOW_INSECURE_DEMO_IN_PRODUCTION: 'i-understand' });
    const banner = startBanner(config, '0.0.0.0');
    expect(banner).toContain('INSECURE DEMO IN PRODUCTION (ALLOW_INSECURE_DEMO_IN_PRODUCTION=i-understand)');
    expect(banner).toMatch(/PAYMENT_PROVIDER: .*\n.*SMS_PROVIDER: .*\n.*SECRET_KEY: /);
    expect(banner).not.toContain('/api/dev/sms-outbox');
  });

  it('is one line for a real production start', () => {
    const config = loadConfig({
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
    });
    expect(startBanner(config, '0.0.0.0').trim()).toBe(
      'Souq Motors is running at https://souq.example  (API docs: https://souq.example/api/docs)',
    );
  });
});
