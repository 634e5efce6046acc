import type { User } from '@souq/shared';
import type { UserRow } from './users.tables';

/** The public shape of a user; the row never leaves the API. */
export function presentUser(row: UserRow, avatarUrl: string | null): User {
  return {
    id: row.id,
    mobile: row.mobile,
    nickname: row.nickname,
    username: row.username,
    email: row.email,
    avatarUrl,
    roles: row.roles,
    merchantStatus: row.merchantStatus,
    realNameAuth: false,
    createdAt: row.createdAt.toISOString(),
  };
}
