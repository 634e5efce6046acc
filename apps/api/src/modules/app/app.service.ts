import { APP_VERSION, type VersionInfo } from '@souq/shared';
import { desc } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { appVersions } from './app.tables';

/** Compares dotted versions numerically: 1.0.63 < 1.0.100. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

export class AppService {
  constructor(private readonly ctx: AppContext) {}

  /**
   * What the client should run. `mandatory` is true when any release newer than the client's
   * version is flagged mandatory, so skipping a mandatory release is impossible.
   */
  async version(clientVersion: string = APP_VERSION): Promise<VersionInfo> {
    const rows = await this.ctx.db.select().from(appVersions).orderBy(desc(appVersions.id));
    const newer = rows.filter((r) => compareVersions(r.version, clientVersion) > 0);
    const latest = [...rows].sort((a, b) => compareVersions(b.version, a.version))[0];
    return {
      current: clientVersion,
      latest: latest?.version ?? clientVersion,
      url: latest?.url ?? null,
      mandatory: newer.some((r) => r.mandatory),
      notes: latest?.notes ?? null,
    };
  }

  async health() {
    await this.ctx.database.ping();
    return { status: 'ok' as const, database: 'ok' as const };
  }
}
