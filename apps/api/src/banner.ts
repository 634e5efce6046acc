import { type Config, insecureSettings } from './config';

/** True when anything open or fake is switched on: the development demo, or production with the override. */
export function isDemo(config: Config): boolean {
  return config.NODE_ENV !== 'production' || !!config.ALLOW_INSECURE_DEMO_IN_PRODUCTION;
}

/**
 * What the server prints once it listens: where it runs and, for a demo, in plain words what is open
 * or fake and how to run it for real.
 */
export function startBanner(config: Config, host: string): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const url = config.PUBLIC_URL ?? `http://${shown}:${config.PORT}`;
  const lines = [`Souq Motors is running at ${url}  (API docs: ${url}/api/docs)`];
  if (!isDemo(config)) return `\n${lines.join('\n')}\n`;

  const production = config.NODE_ENV === 'production';
  const bar = '='.repeat(78);
  lines.push(
    bar,
    production
      ? 'INSECURE DEMO IN PRODUCTION (ALLOW_INSECURE_DEMO_IN_PRODUCTION=i-understand): not for real users'
      : `DEMO MODE (NODE_ENV=${config.NODE_ENV}): open dev endpoints, fake providers, not for real users`,
  );
  if (!production) {
    lines.push(
      config.HOST
        ? `- Listening on ${config.HOST}: anyone who can reach it can use the dev endpoints`
        : '- Listening on 127.0.0.1 only (this machine); set HOST to open it to a network',
    );
    if (config.SMS_PROVIDER === 'outbox') {
      lines.push('- SMS outbox: every login code is readable by anyone at /api/dev/sms-outbox');
    }
    if (config.DEV_CLOCK_CONTROL) lines.push('- Server clock can be moved by anyone at /api/dev/clock');
  }
  for (const { key, problem } of insecureSettings(config)) {
    if (production || key !== 'SMS_PROVIDER') lines.push(`- ${key}: ${problem}`);
  }
  lines.push(
    'To run for real: NODE_ENV=production with a long random SECRET_KEY, SMS_PROVIDER=twilio and',
    'PAYMENT_PROVIDER=stripe with their keys (see "Several machines" in README.md).',
    bar,
  );
  return `\n${lines.join('\n')}\n`;
}
