import { APP_VERSION, type VersionInfo } from '@souq/shared';
import { queryClient } from '../../lib/query-client';
import { getVersion, VERSION_CACHE_MS, versionQueryKey } from './api/get-version';

/** Compares dotted versions numerically ("1.0.63" < "1.0.100"); missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.+-]/).map((x) => Number.parseInt(x, 10) || 0);
  const pb = b.split(/[.+-]/).map((x) => Number.parseInt(x, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d > 0 ? 1 : -1;
  }
  return 0;
}

/** A newer version exists than the one this app runs (or than the server's "current"). */
export function isUpdateAvailable(info: VersionInfo, running: string = APP_VERSION): boolean {
  return compareVersions(info.latest, info.current) > 0 || compareVersions(info.latest, running) > 0;
}

/** Spec 2: when a new version is flagged (mandatory), every navigation goes to the update page. */
export function isUpdateMandatory(info: VersionInfo | undefined | null): boolean {
  return !!info && info.mandatory && info.latest !== info.current && isUpdateAvailable(info);
}

/** The version answer, cached for VERSION_CACHE_MS; failures are retried on the next call. */
export function fetchVersionCached(): Promise<VersionInfo> {
  return queryClient.fetchQuery({
    queryKey: versionQueryKey,
    queryFn: ({ signal }) => getVersion(signal),
    staleTime: VERSION_CACHE_MS,
    retry: 1,
  });
}

/**
 * For navigations: true when the update is mandatory. Waits at most `waitMs` so a slow server never
 * blocks the app; the answer that arrives later is still acted on by the layout's watcher.
 */
export async function mustUpdateBeforeNavigating(waitMs = 3_000): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  try {
    const info = await Promise.race([fetchVersionCached(), timeout]);
    return isUpdateMandatory(info);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
