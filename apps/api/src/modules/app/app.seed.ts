import { APP_VERSION } from '@souq/shared';
import type { AppContext } from '../../context';
import { appVersions } from './app.tables';

/** The released version's row, on every start, so a fresh install reports the current version. */
export async function seedReleasedVersion(ctx: AppContext): Promise<void> {
  await ctx.db.insert(appVersions).values({ version: APP_VERSION, mandatory: false }).onConflictDoNothing();
}
