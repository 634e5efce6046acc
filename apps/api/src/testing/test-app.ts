import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { MerchantStatus, Role } from '@souq/shared';
import { desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppOverrides, buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openDatabase, PGLITE_EXTENSIONS } from '../db/client';
import { FakeClock } from '../lib/clock';
import type { ZodApp } from '../lib/route';
import { smsOutbox } from '../modules/sms/sms.tables';
import { users } from '../modules/users/users.tables';
import { adminUrl, freshDatabaseName } from './databases';
import { withDatabase } from './global-setup';

export interface TestApp {
  app: ZodApp;
  clock: FakeClock;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

/** A fresh database for one test file: a PGlite loaded from the migrated snapshot, or a copy of the PostgreSQL template. */
export async function freshDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.DATABASE_URL as string;
    const name = freshDatabaseName();
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplate')}"`);
    // The database is dropped with FORCE at the end; connections it kills are expected then.
    const database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 5, onIdleError: () => {} });
    return {
      database,
      dispose: async () => {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  const pglite = await PGlite.create({ loadDataDir: new Blob([snapshot]), extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ pglite });
  return { database, dispose: () => database.close() };
}

export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Pick<AppOverrides, 'logStream'> = {},
): Promise<TestApp> {
  const { database, dispose } = await freshDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'souq-test-'));
  const usePostgres = process.env.TEST_DB === 'postgres';
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    AUTH_MOBILE_RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_NAMESPACE: `souq-test-${path.basename(dataDir)}:`,
    ...(usePostgres && process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...env,
  });
  const clock = new FakeClock();
  const app = await buildApp(config, { database, clock, ...overrides });
  await app.ready();
  return {
    app,
    clock,
    database,
    dataDir,
    close: async () => {
      await app.close();
      await dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The code of the newest SMS the dev outbox "sent" to a number. */
export async function lastSmsCode(t: TestApp, mobile: string): Promise<string> {
  const [row] = await t.database.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.mobile, mobile))
    .orderBy(desc(smsOutbox.createdAt))
    .limit(1);
  const code = row && /\b(\d{6})\b/.exec(row.body)?.[1];
  if (!code) throw new Error(`no SMS code sent to ${mobile}`);
  return code;
}

let mobileCounter = 0;
/** A valid UAE mobile not used before in this process, in E.164. */
export function newMobile(): string {
  mobileCounter += 1;
  return `+97150${String(process.pid % 1000).padStart(3, '0')}${String(mobileCounter).padStart(4, '0')}`;
}

export const PASSWORD = 'Desert2026';

/** Registers a user through the API (code from the dev outbox) and returns its session. */
export async function registerUser(t: TestApp, mobile = newMobile(), password = PASSWORD) {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sms-codes',
    payload: { mobile, purpose: 'register' },
  });
  if (sent.statusCode !== 200) throw new Error(`sms-codes: ${sent.body}`);
  const code = await lastSmsCode(t, mobile);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { mobile, code, password, passwordConfirm: password },
  });
  if (res.statusCode !== 200) throw new Error(`register: ${res.body}`);
  // Later codes for the same number must wait out the resend window.
  t.clock.advance(61_000);
  const session = res.json().data as { token: string; user: { id: string } };
  return { mobile, password, token: session.token, userId: session.user.id };
}

export type TestUser = Awaited<ReturnType<typeof registerUser>>;

/** A registered user with money in the wallet, credited as the gateway would. */
export async function registerUserWithBalance(t: TestApp, aed: number): Promise<TestUser> {
  const user = await registerUser(t);
  if (aed > 0) {
    await t.app.services.ledger.recharge({
      userId: user.userId,
      amountFils: BigInt(aed) * 100n,
      idempotencyKey: `test-topup:${user.userId}`,
      ref: { type: 'test', id: user.userId },
    });
  }
  return user;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** A registered user given roles (and a merchant status) directly in the database. */
export async function registerWithRoles(
  t: TestApp,
  roles: Role[],
  merchantStatus: MerchantStatus = roles.includes('merchant') ? 'verified' : 'none',
): Promise<TestUser> {
  const user = await registerUser(t);
  await t.database.db.update(users).set({ roles, merchantStatus }).where(eq(users.id, user.userId));
  return user;
}

export function registerAdmin(t: TestApp): Promise<TestUser> {
  return registerWithRoles(t, ['user', 'admin']);
}

/** A merchant, verified unless told otherwise. */
export function registerMerchant(t: TestApp, merchantStatus: MerchantStatus = 'verified'): Promise<TestUser> {
  return registerWithRoles(t, ['user', 'merchant'], merchantStatus);
}
