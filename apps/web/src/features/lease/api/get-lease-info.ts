import { leaseContract } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const leaseQueryKey = ['lease'] as const;

/** The lease desk's WhatsApp number and the lease limits; changes rarely. */
export function useLeaseInfo() {
  return useQuery({
    queryKey: [...leaseQueryKey, 'info'],
    queryFn: ({ signal }) => call(leaseContract.endpoints.info, { signal }),
    staleTime: 60 * 60_000,
  });
}
