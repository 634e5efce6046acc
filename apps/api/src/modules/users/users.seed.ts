/**
 * The demo accounts (admin, merchant, two users) and what other domains' demo data needs of them:
 * each seeds its own rows as one of these users (`demoActor`).
 */
import type { MerchantStatus, Role } from '@souq/shared';
import { count } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Actor } from '../../lib/authz';
import { hashPassword } from '../auth/passwords';
import { usersRepository } from './users.repository';
import { users } from './users.tables';

export const DEMO_PASSWORD = 'Dubai2026';

interface DemoUser {
  role: string;
  mobile: string;
  nickname: string;
  roles: Role[];
  merchantStatus: MerchantStatus;
}

export const DEMO_USERS: DemoUser[] = [
  {
    role: 'admin',
    mobile: '+971500000001',
    nickname: 'Admin',
    roles: ['user', 'admin', 'finance'],
    merchantStatus: 'none',
  },
  {
    role: 'merchant',
    mobile: '+971500000002',
    nickname: 'Al Noor Motors',
    roles: ['user', 'merchant'],
    merchantStatus: 'verified',
  },
  { role: 'user', mobile: '+971500000003', nickname: 'Aisha', roles: ['user'], merchantStatus: 'none' },
  { role: 'user', mobile: '+971500000004', nickname: 'Wei', roles: ['user'], merchantStatus: 'none' },
];

/** The demo accounts as the start banner prints them. */
export function demoAccounts(): { role: string; mobile: string; password: string }[] {
  return DEMO_USERS.map((u) => ({ role: u.role, mobile: u.mobile, password: DEMO_PASSWORD }));
}

/** Whether any account exists: demo data goes only into a fresh database. */
export async function hasAnyUser(ctx: AppContext): Promise<boolean> {
  const [row] = await ctx.db.select({ n: count() }).from(users);
  return (row?.n ?? 0) > 0;
}

export async function seedDemoUsers(ctx: AppContext): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await ctx.db
    .insert(users)
    .values(
      DEMO_USERS.map((u) => ({
        mobile: u.mobile,
        nickname: u.nickname,
        roles: u.roles,
        merchantStatus: u.merchantStatus,
        passwordHash,
      })),
    )
    .onConflictDoNothing();
}

/** The user with this mobile as a seed acts (its roles and merchant status), or null when there is none. */
export async function demoActor(ctx: AppContext, mobile: string): Promise<Actor | null> {
  const row = await usersRepository.findByMobile(ctx.db, mobile);
  if (!row) return null;
  return { userId: row.id, sessionId: 'seed', roles: row.roles as Role[], merchantStatus: row.merchantStatus };
}
