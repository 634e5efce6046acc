import { randomBytes } from 'node:crypto';

/** The server's maintenance database, for CREATE/DROP DATABASE. */
export function adminUrl(url: string): string {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}

export function templateDatabaseName(): string {
  return 'souq_test_template';
}

export function freshDatabaseName(): string {
  return `souq_test_${randomBytes(6).toString('hex')}`;
}
