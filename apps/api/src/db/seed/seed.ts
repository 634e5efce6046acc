import type { AppContext } from '../../context';
import type { Composition } from '../../lib/domain';
import { demoAccounts, hasAnyUser } from '../../modules/users';

/**
 * The seeding loop: every domain's reference rows on each start, then, on a fresh database (no
 * account yet), every domain's demo data in dependency order (the demo users before their shop,
 * the shop before its cars). Running it again changes nothing.
 */
export async function seed(
  composition: Composition,
  ctx: AppContext,
): Promise<{ created: boolean; accounts: { role: string; mobile: string; password: string }[] }> {
  const { domains, services } = composition;
  for (const domain of domains) await domain.seed?.reference?.(services, ctx);
  const accounts = demoAccounts();
  if (await hasAnyUser(ctx)) return { created: false, accounts };
  for (const domain of domains) await domain.seed?.demo?.(services, ctx);
  return { created: true, accounts };
}
