import type { Driver } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { driversQueryKey } from './keys';

export function getDriver(id: string, signal?: AbortSignal): Promise<Driver> {
  return api<Driver>(`/api/me/drivers/${encodeURIComponent(id)}`, { signal });
}

/** One driver record, with short-lived signed URLs of the licence images. */
export function useDriver(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...driversQueryKey, 'detail', id],
    queryFn: ({ signal }) => getDriver(id, signal),
    enabled: options.enabled ?? true,
    // The signed image URLs expire: never show a stale record's.
    staleTime: 0,
    gcTime: 0,
  });
}
