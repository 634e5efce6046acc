import { APP_VERSION, appContract, type VersionInfo } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { nativePlatform } from '../../../lib/native';

export const versionQueryKey = ['app', 'version'] as const;
/** The version answer is reused for a few minutes by the navigation check. */
export const VERSION_CACHE_MS = 5 * 60_000;

/** `interactive`: the user asked (Settings), so show the slow-request hint. */
export function getVersion(signal?: AbortSignal, options: { interactive?: boolean } = {}): Promise<VersionInfo> {
  return call(appContract.endpoints.version, {
    query: { current: APP_VERSION, platform: nativePlatform() },
    signal,
    silent: true,
    slowHint: options.interactive ?? false,
    auth: 'optional',
    timeoutMs: 15_000,
  });
}

export function useVersion(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: versionQueryKey,
    queryFn: ({ signal }) => getVersion(signal),
    staleTime: VERSION_CACHE_MS,
    retry: 2,
    enabled: options.enabled ?? true,
  });
}
