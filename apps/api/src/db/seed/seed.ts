import { APP_VERSION, type MerchantStatus, type Role } from '@souq/shared';
import { count } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { appVersions } from '../../modules/app/app.tables';
import { hashPassword } from '../../modules/auth/passwords';
import { users } from '../../modules/users/users.tables';
import { seedLease } from './lease.seed';
import { seedListings } from './listings.seed';
import { seedRentals } from './rentals.seed';
import { seedShops } from './shops.seed';

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

/**
 * Demo data for an empty database; running it again changes nothing. The released version
 * row is upserted every time so a fresh install reports the current version.
 */
export async function seed(
  ctx: AppContext,
): Promise<{ created: boolean; accounts: { role: string; mobile: string; password: string }[] }> {
  const { db } = ctx;
  await db.insert(appVersions).values({ version: APP_VERSION, mandatory: false }).onConflictDoNothing();
  const [row] = await db.select({ n: count() }).from(users);
  const accounts = DEMO_USERS.map((u) => ({ role: u.role, mobile: u.mobile, password: DEMO_PASSWORD }));
  if ((row?.n ?? 0) > 0) return { created: false, accounts };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
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
  await seedShops(ctx);
  await seedListings(ctx);
  await seedLease(ctx);
  await seedRentals(ctx);
  return { created: true, accounts };
}
