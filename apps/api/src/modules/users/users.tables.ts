import type { MerchantStatus, Role } from '@souq/shared';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** E.164; null once the account is cancelled so the number can register again. */
    mobile: text('mobile'),
    passwordHash: text('password_hash'),
    nickname: text('nickname'),
    username: text('username'),
    email: text('email'),
    avatarUploadId: uuid('avatar_upload_id'),
    roles: text('roles').array().$type<Role[]>().notNull().default(sql`ARRAY['user']::text[]`),
    merchantStatus: text('merchant_status').$type<MerchantStatus>().notNull().default('none'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_mobile_key').on(t.mobile),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
