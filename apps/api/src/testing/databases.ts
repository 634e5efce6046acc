import { randomBytes } from 'node:crypto';

/** The server's maintenance database, for CREATE/DROP DATABASE. */
export function adminUrl(url: string): string {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}

/**
 * Every test database of a run starts with this prefix; `TEST_DB_PREFIX` gives concurrent runs on
 * one server names of their own, so one run's clean-up never drops another's databases.
 */
export function testDatabasePrefix(): string {
  const prefix = process.env.TEST_DB_PREFIX ?? 'souq_test_';
  if (!/^[a-z][a-z0-9_]{0,30}$/.test(prefix))
    throw new Error(`TEST_DB_PREFIX must be a lower-case identifier, got ${prefix}`);
  return prefix;
}

export function templateDatabaseName(): string {
  return `${testDatabasePrefix()}template`;
}

export function freshDatabaseName(): string {
  return `${testDatabasePrefix()}${randomBytes(6).toString('hex')}`;
}
