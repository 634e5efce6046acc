import type { SmsPurpose } from '@souq/shared';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, uuidKey } from '../../db/columns';
import { userRef } from '../users/users.tables';

/** Opaque bearer tokens; only their SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuidKey(),
    userId: userRef('user_id', 'cascade'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** A device's push id, bound to the session that registered it and removed with it. */
export const pushDevices = pgTable(
  'push_devices',
  {
    id: uuidKey(),
    userId: userRef('user_id', 'cascade'),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    pushId: text('push_id').notNull(),
    platform: text('platform').$type<'web' | 'android' | 'ios'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_devices_push_id_key').on(t.pushId), index('push_devices_user_idx').on(t.userId)],
);

/** One-time SMS codes, stored as an HMAC; attempts count wrong tries. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: uuidKey(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').$type<SmsPurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('sms_codes_mobile_created_idx').on(t.mobile, t.createdAt)],
);

/**
 * Failed sign-in proofs (wrong password or wrong SMS code) per mobile number, registered or not.
 * `failures` counts tries of the current round, counted before they are checked; at the limit the
 * number is locked until `locked_until`, each lockout longer than the one before (`lockouts`).
 */
export const authLockouts = pgTable('auth_lockouts', {
  mobile: text('mobile').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockouts: integer('lockouts').notNull().default(0),
  lockedUntil: at('locked_until'),
  updatedAt: at('updated_at').notNull(),
});
