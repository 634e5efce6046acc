import type { LeaseInfo } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const leaseQueryKey = ['lease'] as const;

export function getLeaseInfo(signal?: AbortSignal): Promise<LeaseInfo> {
  return api<LeaseInfo>('/api/lease/info', { signal, auth: 'optional' });
}

/** The lease desk's WhatsApp number and the lease limits; changes rarely. */
export function useLeaseInfo() {
  return useQuery({
    queryKey: [...leaseQueryKey, 'info'],
    queryFn: ({ signal }) => getLeaseInfo(signal),
    staleTime: 60 * 60_000,
  });
}
