import type { MerchantStatus, Role } from '@souq/shared';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, updatedAt, uuidKey } from '../../db/columns';

export const users = pgTable(
  'users',
  {
    id: uuidKey(),
    /** E.164; null once the account is cancelled so the number can register again. */
    mobile: text('mobile'),
    passwordHash: text('password_hash'),
    nickname: text('nickname'),
    username: text('username'),
    email: text('email'),
    avatarUploadId: uuid('avatar_upload_id'),
    roles: text('roles').array().$type<Role[]>().notNull().default(sql`ARRAY['user']::text[]`),
    merchantStatus: text('merchant_status').$type<MerchantStatus>().notNull().default('none'),
    lockedAt: at('locked_at'),
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_mobile_key').on(t.mobile),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;

/**
 * A required reference to a user (owner, seller, renter). Without `onDelete` a referenced user
 * cannot be deleted (accounts are cancelled, not deleted).
 */
export const userRef = (name: string, onDelete?: 'cascade' | 'restrict') =>
  uuid(name)
    .notNull()
    .references(() => users.id, onDelete && { onDelete });
